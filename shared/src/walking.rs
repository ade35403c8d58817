//! IDA* guided by walking distance, the strongest classic estimate for
//! sliding puzzles, taken together with Manhattan distance plus linear
//! conflict: O(depth) memory, fewer states expanded than either alone.

use crate::board::{Board, BLANK};
use crate::heuristic::{penalty_of, slides, EstimateTables, Slide, ESTIMATE_BIAS};
use crate::moves::{Move, MOST_MOVES, TARGETS};
use crate::packed::Packed;
use crate::parity::is_solvable;

/// Walking distance on one axis (Ken'ichiro Takahashi's): a state records,
/// for each row (or column) of the board, how many of its tiles belong in
/// each row (column) of the goal, and the blank's row (column). A move of
/// the blank along the axis carries one tile to the neighbouring line, so
/// a breadth-first search over these states (105 of them, every table of
/// counts that fits), from the goal's state, gives the fewest moves along
/// the axis any board of that state needs. The two axes' distances add up
/// to a lower bound of the moves left.
struct Walking {
    /// Per state, its distance from the goal's state.
    distance: [u8; STATES],
    /// `next[state][towards][goal_line]`: the state after the blank steps
    /// to the next line (`towards` 0) or the previous one (1), bringing a
    /// tile that belongs on `goal_line` the other way, with that state's
    /// distance at bits 8-15.
    next: [[[u16; 3]; 2]; STATES],
}

/// Room for the states of one axis: there are 105 on the 3x3 board, so a
/// state fits in a byte and `& (STATES - 1)` keeps every index in bounds.
const STATES: usize = 128;

/// A state's three lines: per line, how many tiles belong on goal lines
/// 0, 1 and 2.
type Counts = [[u8; 3]; 3];

/// `COMPOSITION[c0 << 4 | c1 << 2 | c2]`: the index of the counts of one
/// line among those with the same sum (3 on a full line, 2 on the blank's):
/// ten of one, six of the other, so a state's key is below 3 * 10^3.
const COMPOSITION: [u16; 64] = compositions();

const fn compositions() -> [u16; 64] {
    let mut table = [0u16; 64];
    let (mut full, mut short) = (0, 0);
    let mut code = 0;
    while code < 64 {
        let sum = (code >> 4) + (code >> 2 & 3) + (code & 3);
        if sum == 3 {
            table[code] = full;
            full += 1;
        } else if sum == 2 {
            table[code] = short;
            short += 1;
        }
        code += 1;
    }
    table
}

/// The key of a state: its blank line and its lines' compositions.
fn key(counts: &Counts, blank: usize) -> usize {
    let line = |l: usize| {
        let [a, b, c] = counts[l];
        usize::from(COMPOSITION[usize::from(a << 4 | b << 2 | c)])
    };
    ((blank * 10 + line(0)) * 10 + line(1)) * 10 + line(2)
}

/// Marks a key with no state.
const NONE: u16 = u16::MAX;

impl Walking {
    /// The states of one axis when the goal's blank is on line `goal_blank`,
    /// by breadth-first search from the goal's state: 105 of them.
    fn build(goal_blank: usize) -> (Walking, Vec<u16>) {
        let mut goal = [[0u8; 3]; 3];
        for (line, counts) in goal.iter_mut().enumerate() {
            counts[line] = if line == goal_blank { 2 } else { 3 };
        }
        let mut index = vec![NONE; 3000];
        let mut states = vec![(goal, goal_blank)];
        let mut walking = Walking {
            distance: [0; STATES],
            next: [[[0; 3]; 2]; STATES],
        };
        index[key(&goal, goal_blank)] = 0;
        let mut head = 0;
        while head < states.len() {
            let (counts, blank) = states[head];
            for (towards, line) in [(0, blank + 1), (1, blank.wrapping_sub(1))] {
                if line > 2 {
                    continue;
                }
                for goal_line in 0..3 {
                    if counts[line][goal_line] == 0 {
                        continue;
                    }
                    let mut moved = counts;
                    moved[line][goal_line] -= 1;
                    moved[blank][goal_line] += 1;
                    let slot = &mut index[key(&moved, line)];
                    if *slot == NONE && states.len() < STATES {
                        *slot = states.len() as u16;
                        walking.distance[states.len()] = walking.distance[head] + 1;
                        states.push((moved, line));
                    }
                    walking.next[head][towards][goal_line] = *slot;
                }
            }
            head += 1;
        }
        // Each move's entry carries the distance of the state it leads to.
        for moves in walking.next.iter_mut() {
            for entry in moves.iter_mut().flatten() {
                let distance = walking.distance[usize::from(*entry) & (STATES - 1)];
                *entry |= u16::from(distance) << 8;
            }
        }
        (walking, index)
    }
}

/// IDA* like [`crate::IdaStar`], its estimate the larger of walking
/// distance and Manhattan distance plus linear conflict: both are
/// admissible, so the larger is too. Canonical for the same reason as
/// `IdaStar`: the last round explores moves in the order `d, l, r, u`, and an
/// admissible estimate cuts no optimal path, so the first path found is the
/// alphabetically first of the shortest. Keeps the tables of the last goal:
/// walking distance for both axes (105 states each) and the per-move table
/// of the other estimate.
#[derive(Default)]
pub struct IdaStarWalking {
    tables: Option<Tables>,
}

/// What the search precomputes for one goal.
struct Tables {
    estimates: EstimateTables,
    slides: [[[Slide; 4]; 9]; 9],
    /// Rows, then columns.
    axes: [Walking; 2],
    /// The key-to-state index of each axis, for a start board's states.
    index: [Vec<u16>; 2],
    /// `home[tile]`: the row and the column of the tile's goal cell.
    home: [[u8; 2]; 9],
    /// `walks[tile][blank][m]`: how move `m` of [`Move::ALL`] from `blank`,
    /// sliding `tile`, steps in its axis's table: the axis (bit 3), the
    /// direction (bit 2: 0 when the blank goes to the next line, down or
    /// right) and the tile's home line on that axis (bits 0-1).
    walks: [[[u8; 4]; 9]; 9],
}

impl Tables {
    fn new(goal: &Board) -> Tables {
        let estimates = EstimateTables::new(goal);
        let slides = slides(&estimates);
        let blank = goal.blank();
        let (rows, row_index) = Walking::build(blank / 3);
        let (columns, column_index) = Walking::build(blank % 3);
        let mut home = [[0u8; 2]; 9];
        for (cell, &tile) in goal.cells().iter().enumerate() {
            home[usize::from(tile)] = [(cell / 3) as u8, (cell % 3) as u8];
        }
        let mut walks = [[[0u8; 4]; 9]; 9];
        for (tile, by_blank) in walks.iter_mut().enumerate() {
            for by_move in by_blank.iter_mut() {
                for (m, walk) in by_move.iter_mut().enumerate() {
                    let step = Move::ALL[m];
                    let axis = usize::from(!step.is_vertical());
                    let towards = u8::from(matches!(step, Move::Up | Move::Left));
                    *walk = (axis as u8) << 3 | towards << 2 | home[tile][axis];
                }
            }
        }
        Tables {
            estimates,
            slides,
            axes: [rows, columns],
            index: [row_index, column_index],
            home,
            walks,
        }
    }

    /// The walking-distance states of `board`, packed as [`Place::walking`].
    fn walking(&self, board: &Board) -> u32 {
        let [rows, columns] = [self.state(board, 0), self.state(board, 1)];
        let distance = |axis: usize, state: u16| {
            u32::from(self.axes[axis].distance[usize::from(state) & (STATES - 1)])
        };
        u32::from(rows)
            | u32::from(columns) << 8
            | distance(0, rows) << 16
            | distance(1, columns) << 24
    }

    /// The state of `board` on `axis` (0 rows, 1 columns).
    fn state(&self, board: &Board, axis: usize) -> u16 {
        let mut counts = [[0u8; 3]; 3];
        let mut blank = 0;
        for (cell, &tile) in board.cells().iter().enumerate() {
            let line = if axis == 0 { cell / 3 } else { cell % 3 };
            if tile == BLANK {
                blank = line;
            } else {
                counts[line][usize::from(self.home[usize::from(tile)][axis])] += 1;
            }
        }
        self.index[axis][key(&counts, blank)]
    }
}

impl IdaStarWalking {
    /// A solver with no goal's tables yet: the first search builds them.
    pub fn new() -> IdaStarWalking {
        IdaStarWalking::default()
    }

    /// Writes the canonical shortest path from `start` to `goal` into `path`
    /// (cleared first) and returns the number of states expanded, or returns
    /// `None` when the goal is unreachable.
    ///
    /// # Panics
    /// Never on a 3x3 board: an optimal path has at most 31 moves, and the
    /// search never goes deeper than the optimum.
    ///
    /// # Complexity
    /// O(1) for an unsolvable board; otherwise proportional to the states
    /// expanded, and O(31) memory. Building a goal's tables is a few
    /// thousand steps.
    ///
    /// # Examples
    /// ```
    /// use eight::{parse_boards, to_letters, Board, IdaStarWalking};
    ///
    /// let start = parse_boards(b" 2  3  4  1  5  x  7  6  8 ").unwrap()[0];
    /// let mut path = Vec::new();
    /// assert!(IdaStarWalking::new().search(&start, &Board::POJ_GOAL, &mut path).is_some());
    /// assert_eq!(to_letters(&path), "dlurullddrurdllurdr");
    /// ```
    pub fn search(&mut self, start: &Board, goal: &Board, path: &mut Vec<Move>) -> Option<u64> {
        path.clear();
        if !is_solvable(start, goal) {
            return None;
        }
        let tables = match self.tables.take() {
            Some(tables) if tables.estimates.goal() == goal => self.tables.insert(tables),
            _ => self.tables.insert(Tables::new(goal)),
        };
        let estimates = &tables.estimates;
        let walking = tables.walking(start);
        let mut search = Search {
            tables,
            moves: [Move::Down; MOST_MOVES],
            path,
            bound: 0,
            next_bound: 0,
            expanded: 0,
        };
        let conflict = estimates.linear_conflict(start);
        search.bound = conflict.max(same_parity(walking_distance(walking), conflict));
        let codes = estimates.spot_codes(start);
        let at = Place {
            board: Packed::new(start),
            codes,
            walking,
            blank: start.blank(),
            previous: usize::MAX,
        };
        loop {
            search.next_bound = u32::MAX;
            if search.descend(at, 0, conflict) {
                return Some(search.expanded);
            }
            search.bound = search.next_bound;
        }
    }
}

/// Where the search stands: the board, its linear-conflict codes (as in
/// `IdaStar`), its walking-distance states, its blank and the blank's cell
/// before the last move.
#[derive(Clone, Copy)]
struct Place {
    board: Packed,
    codes: u64,
    /// The state of the rows (bits 0-7) and of the columns (8-15), and
    /// their distances (16-23, 24-31).
    walking: u32,
    blank: usize,
    previous: usize,
}

/// `estimate` raised, if need be, to the parity of `conflict` (Manhattan
/// distance plus linear conflict). Every move changes Manhattan distance by
/// one, so the moves left always have its parity, and linear conflict adds
/// an even number: an admissible estimate of the other parity is one short.
/// Keeping every bound of one parity also spares IDA* rounds that cannot
/// succeed.
fn same_parity(estimate: u32, conflict: u32) -> u32 {
    estimate + ((estimate ^ conflict) & 1)
}

/// The walking distance of a packed [`Place::walking`]: both axes' moves.
fn walking_distance(walking: u32) -> u32 {
    (walking >> 16 & 0xFF) + (walking >> 24)
}

struct Search<'a> {
    tables: &'a Tables,
    moves: [Move; MOST_MOVES],
    path: &'a mut Vec<Move>,
    bound: u32,
    next_bound: u32,
    expanded: u64,
}

impl Search<'_> {
    /// Searches below `at`, `depth` moves from the start, where Manhattan
    /// distance plus linear conflict is `conflict`; `true` once the goal is
    /// found, with the path in `self.path`.
    fn descend(&mut self, at: Place, depth: u32, conflict: u32) -> bool {
        self.expanded += 1;
        if conflict == 0 {
            self.path.extend_from_slice(&self.moves[..depth as usize]);
            return true;
        }
        let blank = at.blank;
        for (m, (&step, &target)) in Move::ALL.iter().zip(&TARGETS[blank]).enumerate() {
            let target = match target {
                // Undoing the last move never lies on a shortest path.
                Some(target) if usize::from(target) != at.previous => usize::from(target),
                _ => continue,
            };
            let tile = usize::from(at.board.get(target));
            let slide = self.tables.slides[tile][blank][m];
            let codes = at.codes ^ slide.codes;
            let line = 6 * usize::from(slide.line);
            let conflicts = |codes: u64| penalty_of((codes >> line) as usize & 63);
            let next_conflict = conflict + u32::from(slide.distance_change) + conflicts(codes)
                - conflicts(at.codes)
                - ESTIMATE_BIAS;
            // Cut by the cheaper estimate first: a bound it sets may be
            // lower than the larger estimate's, which costs at most a round
            // and never an optimal path.
            let total = depth + 1 + next_conflict;
            if total > self.bound {
                self.next_bound = self.next_bound.min(total);
                continue;
            }
            // The tile crosses to the blank's line on the move's axis.
            let walk = usize::from(self.tables.walks[tile][blank][m]);
            let axis = walk >> 3;
            let state = (at.walking >> (8 * axis)) as usize & (STATES - 1);
            let entry = u32::from(self.tables.axes[axis].next[state][(walk >> 2) & 1][walk & 3]);
            // The axis's state and distance bytes replaced by the entry's.
            let keep = !(0xFF << (8 * axis) | 0xFF << (16 + 8 * axis));
            let walking =
                at.walking & keep | (entry & 0xFF) << (8 * axis) | (entry >> 8) << (16 + 8 * axis);
            let walked = same_parity(walking_distance(walking), next_conflict);
            if depth + 1 + walked > self.bound {
                self.next_bound = self.next_bound.min(depth + 1 + walked);
                continue;
            }
            self.moves[depth as usize] = step;
            let next = Place {
                board: at.board.slid(target, blank),
                codes,
                walking,
                blank: target,
                previous: blank,
            };
            if self.descend(next, depth + 1, next_conflict) {
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;

    /// The tables of counts a state can hold: every 3x3 table of 0..=3 whose
    /// lines hold 3 tiles (2 on the blank's line) and whose goal lines are
    /// filled likewise (2 on the goal's blank line), counted by brute force.
    fn possible_states(goal_blank: usize) -> usize {
        let mut count = 0;
        for blank in 0..3 {
            for code in 0..1 << 18 {
                let cell = |i: usize| (code >> (2 * i) & 3) as u8;
                let line = |l: usize| (0..3).map(|g| cell(3 * l + g)).sum::<u8>();
                let goal_line = |g: usize| (0..3).map(|l| cell(3 * l + g)).sum::<u8>();
                let full = |i: usize, short: usize| if i == short { 2 } else { 3 };
                if (0..3).all(|i| line(i) == full(i, blank) && goal_line(i) == full(i, goal_blank))
                {
                    count += 1;
                }
            }
        }
        count
    }

    #[test]
    fn the_search_reaches_every_state_an_axis_can_hold() {
        for goal_blank in 0..3 {
            let (walking, index) = Walking::build(goal_blank);
            let states = index.iter().filter(|&&i| i != NONE).count();
            assert_eq!(states, possible_states(goal_blank));
            assert!(states <= STATES);
            // The goal's state is at distance 0; every other one is farther.
            assert_eq!(walking.distance[0], 0);
            assert!(walking.distance[1..states].iter().all(|&d| d > 0));
        }
    }

    #[test]
    fn walking_distance_by_hand() {
        let tables = Tables::new(&Board::POJ_GOAL);
        assert_eq!(walking_distance(tables.walking(&Board::POJ_GOAL)), 0);
        // 1 2 3 / 4 5 6 / 7 x 8: the 8 is one column off; one move.
        assert_eq!(walking_distance(tables.walking(&board("1234567x8"))), 1);
        // 3 2 1 / 4 5 6 / 7 8 x: the rows are right; the columns need the 1
        // and the 3 to cross two columns each, through the one blank that
        // can reach the top row only from below: more than their 4
        // Manhattan moves.
        assert!(walking_distance(tables.walking(&board("32145678x"))) > 4);
    }

    #[test]
    fn poj1077_sample1() {
        // http://poj.org/problem?id=1077: the alphabetically first of the
        // 19-move answers.
        let mut path = Vec::new();
        let start = board("23415x768");
        assert!(IdaStarWalking::new()
            .search(&start, &Board::POJ_GOAL, &mut path)
            .is_some());
        assert_eq!(crate::play::to_letters(&path), "dlurullddrurdllurdr");
    }
}
