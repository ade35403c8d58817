//! IDA* guided by additive pattern databases: for tiles 1-4, and for tiles
//! 5-8, a table of the fewest moves of those four tiles that bring them home
//! from anywhere. The compiler works the tables out for the two judges'
//! goals, so a search starts with nothing to build.

use crate::board::{Board, BLANK};
use crate::moves::{Move, MOST_MOVES, TARGETS};
use crate::packed::Packed;
use crate::parity::is_solvable;

/// The two patterns: disjoint, and between them every tile.
const PATTERNS: [[u8; 4]; 2] = [[1, 2, 3, 4], [5, 6, 7, 8]];

/// The placements of one pattern's four tiles, as an index: `c0 + 9 c1 +
/// 81 c2 + 729 c3` for the cells `c0..c3` of its tiles in order. 9^4 = 6,561
/// indices, 9 * 8 * 7 * 6 = 3,024 of them possible.
const PLACES: usize = 6561;

/// `WEIGHTS[k]`: what the cell of a pattern's tile `k` is multiplied by in
/// its placement's index.
const WEIGHTS: [usize; 4] = [1, 9, 81, 729];

/// What the search of one pattern reaches: a placement of its tiles and the
/// blank, `places + PLACES * blank`.
const PATTERN_STATES: usize = PLACES * 9;

/// The tables of one goal: per pattern and placement of its tiles, the
/// fewest moves of those tiles that bring all four home, the other tiles
/// moving for free (Korf and Felner, "Disjoint pattern database
/// heuristics", Artificial Intelligence 134, 2002). A move slides one tile,
/// which belongs to one pattern, so the two counts add up to a lower bound
/// of the moves left, at least the Manhattan distance, and of the same
/// parity (each move of a pattern's tile changes its Manhattan distance by
/// one).
pub(crate) struct PatternTables {
    goal: Board,
    /// `moves[pattern][places]`.
    moves: [[u8; PLACES]; 2],
    /// `roles[tile]`: what a cell of the tile weighs in the packed
    /// placements (see [`PatternTables::places`]): its [`WEIGHTS`] in its
    /// pattern, shifted to that pattern's bits.
    roles: [usize; 9],
}

/// The bits of one pattern's placement index in the packed placements.
const PLACE_BITS: usize = 16;

/// The tables of `$goal`, each pattern's searched by the compiler in three
/// constants of 5,040 states each (15,120 in all): older compilers give up
/// on one constant after a million steps (rustc 1.63 does; the limit became
/// a lint in rust-lang/rust#103877), and a whole search takes more than that
/// in a debug build. Should the parts not cover it, `finished` stops the
/// build.
macro_rules! goal_tables {
    ($goal:expr) => {
        PatternTables {
            goal: $goal,
            moves: [
                goal_tables!($goal, PATTERNS[0]),
                goal_tables!($goal, PATTERNS[1]),
            ],
            roles: roles(),
        }
    };
    ($goal:expr, $tiles:expr) => {{
        const FIRST: PatternSearch = PatternSearch::new($goal, $tiles).advance(STATES_PER_PART);
        const SECOND: PatternSearch = FIRST.advance(STATES_PER_PART);
        const THIRD: PatternSearch = SECOND.advance(STATES_PER_PART);
        THIRD.finished()
    }};
}

/// The tables of POJ 1077's goal, worked out by the compiler.
static POJ_TABLES: PatternTables = goal_tables!(Board::POJ_GOAL);

/// The tables of Luogu P1379's goal, worked out by the compiler.
static LUOGU_TABLES: PatternTables = goal_tables!(Board::LUOGU_GOAL);

/// States a part of the compiler's search expands: a third of the 9!/4!
/// placements of four tiles and the blank.
const STATES_PER_PART: usize = 5040;

const fn roles() -> [usize; 9] {
    let mut roles = [0; 9];
    let mut pattern = 0;
    while pattern < 2 {
        let mut k = 0;
        while k < 4 {
            roles[PATTERNS[pattern][k] as usize] = WEIGHTS[k] << (PLACE_BITS * pattern);
            k += 1;
        }
        pattern += 1;
    }
    roles
}

/// A breadth-first search over the placements of one pattern's tiles and
/// the blank, from the goal's, where a move of one of the pattern's tiles
/// costs 1 and any other move 0: a deque takes the free moves at its front
/// and the others at its back, so states leave it in order of cost. Written
/// as `const fn` (by value, with `while` loops) for the compiler to run,
/// and resumable, [`PatternSearch::advance`] expanding a given number of
/// states at a time.
#[derive(Clone, Copy)]
struct PatternSearch {
    /// Per state, the fewest moves of the pattern's tiles that reach it,
    /// or `u8::MAX` while unknown.
    cost: [u8; PATTERN_STATES],
    /// The deque, a ring: every state enters it at most twice.
    queue: [u16; QUEUE],
    head: usize,
    tail: usize,
    /// Per placement of the tiles, its cost at the first state of it to
    /// leave the deque: the least over the blank's cells.
    moves: [u8; PLACES],
}

/// The ring's size: a power of two above twice the 15,120 states.
const QUEUE: usize = 1 << 15;

impl PatternSearch {
    /// The search with only `goal`'s placement of `tiles` and the blank
    /// known, at cost 0.
    const fn new(goal: Board, tiles: [u8; 4]) -> PatternSearch {
        let mut search = PatternSearch {
            cost: [u8::MAX; PATTERN_STATES],
            queue: [0; QUEUE],
            head: 0,
            tail: 1,
            moves: [u8::MAX; PLACES],
        };
        let mut start = 0;
        let mut cell = 0;
        while cell < 9 {
            let value = goal.cells()[cell];
            if value == BLANK {
                start += PLACES * cell;
            }
            let mut k = 0;
            while k < 4 {
                if tiles[k] == value {
                    start += WEIGHTS[k] * cell;
                }
                k += 1;
            }
            cell += 1;
        }
        search.cost[start] = 0;
        search.queue[0] = start as u16;
        search
    }

    /// The search after expanding up to `states` more states.
    const fn advance(mut self, mut states: usize) -> PatternSearch {
        while self.head != self.tail && states > 0 {
            states -= 1;
            let state = self.queue[self.head] as usize;
            self.head = (self.head + 1) % QUEUE;
            let cost = self.cost[state];
            let places = state % PLACES;
            if self.moves[places] == u8::MAX {
                self.moves[places] = cost;
            }
            let blank = state / PLACES;
            // Which tile of the pattern, plus one, sits in each cell, four
            // bits a cell: 0 for a free cell.
            let occupants = 1 << (4 * (places % 9))
                | 2 << (4 * (places / 9 % 9))
                | 3 << (4 * (places / 81 % 9))
                | 4u64 << (4 * (places / 729));
            let targets = TARGETS[blank];
            let mut m = 0;
            while m < 4 {
                let target = targets[m];
                m += 1;
                let target = match target {
                    Some(target) => target as usize,
                    None => continue,
                };
                // The tile at `target` (if the pattern's) slides to `blank`.
                let k = (occupants >> (4 * target) & 15) as usize;
                let weight = if k == 0 { 0 } else { WEIGHTS[k - 1] };
                let next =
                    state + PLACES * target + weight * blank - PLACES * blank - weight * target;
                let next_cost = cost + (k != 0) as u8;
                if next_cost < self.cost[next] {
                    self.cost[next] = next_cost;
                    if k == 0 {
                        self.head = (self.head + QUEUE - 1) % QUEUE;
                        self.queue[self.head] = next as u16;
                    } else {
                        self.queue[self.tail] = next as u16;
                        self.tail = (self.tail + 1) % QUEUE;
                    }
                }
            }
        }
        self
    }

    /// The table, once the search has run its course.
    ///
    /// # Panics
    /// If states are left to expand (at compile time, an error).
    const fn finished(&self) -> [u8; PLACES] {
        assert!(self.head == self.tail, "the pattern search is unfinished");
        self.moves
    }
}

impl PatternTables {
    /// The tables of `goal`, searched now (2 * 15,120 states). Never inlined:
    /// the search's 130 KB would otherwise sit in the caller's stack frame,
    /// whose every page is touched on entry, even where the tables are the
    /// compiler's.
    #[inline(never)]
    #[cold]
    fn new(goal: &Board) -> PatternTables {
        let moves = |tiles| {
            PatternSearch::new(*goal, tiles)
                .advance(usize::MAX)
                .finished()
        };
        PatternTables {
            goal: *goal,
            moves: [moves(PATTERNS[0]), moves(PATTERNS[1])],
            roles: roles(),
        }
    }

    /// The placement index of each pattern on `board`, packed: the first
    /// pattern's in the low [`PLACE_BITS`] bits, the second's above. A tile
    /// sliding from `from` to `to` adds `roles[tile] * to - roles[tile] *
    /// from`.
    fn places(&self, board: &Board) -> usize {
        let cells = board.cells().iter().enumerate();
        cells
            .map(|(cell, &tile)| self.roles[usize::from(tile)] * cell)
            .sum()
    }

    /// The estimate at these placements: both patterns' moves.
    #[inline]
    fn estimate(&self, places: usize) -> u32 {
        let first = places & ((1 << PLACE_BITS) - 1);
        u32::from(self.moves[0][first]) + u32::from(self.moves[1][places >> PLACE_BITS])
    }
}

/// IDA* like [`crate::IdaStar`], its estimate the sum of the two patterns'
/// tables: admissible, so canonical for the same reason (the last round
/// explores moves in the order `d, l, r, u`, no optimal path is cut, and the
/// first path found is the alphabetically first of the shortest). A move
/// changes one pattern's placement by an addition, and the estimate costs
/// two look-ups. The tables of the judges' goals are the compiler's (two
/// 6,561-byte tables each, in the program); another goal's are searched on
/// first use and kept.
#[derive(Default)]
pub struct IdaStarPatterns {
    /// The tables of the last goal other than the judges'.
    other_goal: Option<Box<PatternTables>>,
}

impl IdaStarPatterns {
    /// A solver: the judges' goals' tables are ready; another goal's are
    /// searched on its first search.
    pub fn new() -> IdaStarPatterns {
        IdaStarPatterns::default()
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
    /// expanded (about 130 on average on a 3x3 board, a few thousand at
    /// most), and O(31) memory. A goal other than `12345678x` and
    /// `123804765` costs a search of 30,240 states once.
    ///
    /// # Examples
    /// ```
    /// use eight::{parse_boards, to_letters, Board, IdaStarPatterns};
    ///
    /// let start = parse_boards(b" 2  3  4  1  5  x  7  6  8 ").unwrap()[0];
    /// let mut path = Vec::new();
    /// let mut solver = IdaStarPatterns::new();
    /// assert!(solver.search(&start, &Board::POJ_GOAL, &mut path).is_some());
    /// assert_eq!(to_letters(&path), "dlurullddrurdllurdr");
    /// ```
    pub fn search(&mut self, start: &Board, goal: &Board, path: &mut Vec<Move>) -> Option<u64> {
        path.clear();
        if !is_solvable(start, goal) {
            return None;
        }
        let tables = if *goal == Board::POJ_GOAL {
            &POJ_TABLES
        } else if *goal == Board::LUOGU_GOAL {
            &LUOGU_TABLES
        } else {
            match self.other_goal.take() {
                Some(tables) if tables.goal == *goal => self.other_goal.insert(tables),
                _ => self.other_goal.insert(Box::new(PatternTables::new(goal))),
            }
        };
        let places = tables.places(start);
        let estimate = tables.estimate(places);
        let mut search = Search {
            tables,
            moves: [Move::Down; MOST_MOVES],
            path,
            bound: estimate,
            next_bound: 0,
            expanded: 0,
        };
        let at = Place {
            board: Packed::new(start),
            places,
            blank: start.blank(),
            previous: usize::MAX,
        };
        loop {
            search.next_bound = u32::MAX;
            if search.descend(at, 0, estimate) {
                return Some(search.expanded);
            }
            search.bound = search.next_bound;
        }
    }
}

/// Where the search stands: the board, its patterns' placements, its blank
/// and the blank's cell before the last move.
#[derive(Clone, Copy)]
struct Place {
    board: Packed,
    places: usize,
    blank: usize,
    previous: usize,
}

struct Search<'a> {
    tables: &'a PatternTables,
    /// The moves from the start to the board being searched.
    moves: [Move; MOST_MOVES],
    path: &'a mut Vec<Move>,
    bound: u32,
    next_bound: u32,
    expanded: u64,
}

impl Search<'_> {
    /// Searches below `at`, `depth` moves from the start with `estimate`
    /// moves at least still to go; `true` once the goal is found, with the
    /// path in `self.path`.
    fn descend(&mut self, at: Place, depth: u32, estimate: u32) -> bool {
        self.expanded += 1;
        if estimate == 0 {
            // Every tile is home, so the blank is too.
            self.path.extend_from_slice(&self.moves[..depth as usize]);
            return true;
        }
        let blank = at.blank;
        for (&step, &target) in Move::ALL.iter().zip(&TARGETS[blank]) {
            let target = match target {
                // Undoing the last move never lies on a shortest path.
                Some(target) if usize::from(target) != at.previous => usize::from(target),
                _ => continue,
            };
            // The tile at `target` slides to `blank`: its pattern's index
            // moves by its weight times the distance.
            let role = self.tables.roles[usize::from(at.board.get(target))];
            let places = at.places - role * target + role * blank;
            let estimate = self.tables.estimate(places);
            let total = depth + 1 + estimate;
            if total > self.bound {
                self.next_bound = self.next_bound.min(total);
                continue;
            }
            // The search never goes deeper than an optimal path, so the
            // index stays below `MOST_MOVES`; were that broken, indexing
            // panics.
            self.moves[depth as usize] = step;
            let next = Place {
                board: at.board.slid(target, blank),
                places,
                blank: target,
                previous: blank,
            };
            if self.descend(next, depth + 1, estimate) {
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
    use crate::cantor::{unrank, STATES};
    use crate::play::to_letters;
    use crate::table::Table;
    use std::collections::{HashMap, VecDeque};

    /// A pattern's table worked out plainly: a breadth-first search over
    /// boards reduced to the pattern's tiles and the blank (other tiles
    /// shown as 9), counting only moves of the pattern's tiles, then the
    /// least over the blank's cells.
    fn plain_table(goal: &Board, tiles: [u8; 4]) -> HashMap<[usize; 4], u8> {
        let reduce = |cells: [u8; 9]| {
            cells.map(|v| {
                if v == BLANK || tiles.contains(&v) {
                    v
                } else {
                    9
                }
            })
        };
        let start = reduce(*goal.cells());
        let mut cost = HashMap::from([(start, 0u8)]);
        let mut queue = VecDeque::from([start]);
        while let Some(cells) = queue.pop_front() {
            let here = cost[&cells];
            let blank = cells.iter().position(|&v| v == BLANK).unwrap();
            for step in Move::ALL {
                let target = match step.target(blank) {
                    Some(target) => target,
                    None => continue,
                };
                let mut next = cells;
                next.swap(blank, target);
                let step_cost = here + u8::from(cells[target] != 9);
                if cost.get(&next).map_or(true, |&c| step_cost < c) {
                    cost.insert(next, step_cost);
                    if step_cost == here {
                        queue.push_front(next);
                    } else {
                        queue.push_back(next);
                    }
                }
            }
        }
        let mut table = HashMap::new();
        for (cells, c) in cost {
            let at = tiles.map(|t| cells.iter().position(|&v| v == t).unwrap());
            let least = table.entry(at).or_insert(c);
            *least = (*least).min(c);
        }
        table
    }

    #[test]
    fn the_compilers_tables_match_a_plain_search() {
        for tables in [&POJ_TABLES, &LUOGU_TABLES] {
            for (pattern, tiles) in PATTERNS.iter().enumerate() {
                let plain = plain_table(&tables.goal, *tiles);
                assert_eq!(plain.len(), 3024);
                for (cells, &moves) in &plain {
                    let places = cells[0] + 9 * cells[1] + 81 * cells[2] + 729 * cells[3];
                    assert_eq!(tables.moves[pattern][places], moves, "{cells:?}");
                }
                let known = tables.moves[pattern].iter().filter(|&&m| m != u8::MAX);
                assert_eq!(known.count(), 3024);
            }
        }
    }

    #[test]
    fn a_goal_of_its_own_is_searched_at_run_time() {
        // The compiler's tables and the run-time search agree.
        let searched = PatternTables::new(&Board::POJ_GOAL);
        assert!(searched.moves == POJ_TABLES.moves);
        // Another goal: the blank top left. One move: the 1 slides left.
        let goal = board("x12345678");
        let mut path = Vec::new();
        let found = IdaStarPatterns::new().search(&board("1x2345678"), &goal, &mut path);
        assert_eq!(
            (found.is_some(), to_letters(&path)),
            (true, "l".to_string())
        );
    }

    #[test]
    fn estimates_by_hand() {
        let tables = &POJ_TABLES;
        assert_eq!(tables.estimate(tables.places(&Board::POJ_GOAL)), 0);
        assert_eq!(tables.estimate(tables.places(&board("1234567x8"))), 1);
        // 3 2 1 / 4 5 6 / 7 8 x: the 1 and the 3 swap ends of the top row,
        // past the 2: Manhattan distance 4, and one of the three must step
        // out of the row and back: 2 more, at least.
        assert!(tables.estimate(tables.places(&board("32145678x"))) >= 6);
    }

    #[test]
    fn estimates_are_lower_bounds_of_the_same_parity_on_every_board() {
        for tables in [&POJ_TABLES, &LUOGU_TABLES] {
            let distances = Table::build(&tables.goal);
            for rank in 0..STATES as u32 {
                let board = unrank(rank);
                if let Some(distance) = distances.distance(&board) {
                    let estimate = tables.estimate(tables.places(&board));
                    assert!(estimate <= distance, "{board:?}");
                    assert_eq!(estimate % 2, distance % 2, "{board:?}");
                }
            }
        }
    }

    #[test]
    fn poj1077_sample1() {
        // http://poj.org/problem?id=1077: the alphabetically first of the
        // 19-move answers.
        let mut path = Vec::new();
        let start = board("23415x768");
        assert!(IdaStarPatterns::new()
            .search(&start, &Board::POJ_GOAL, &mut path)
            .is_some());
        assert_eq!(to_letters(&path), "dlurullddrurdllurdr");
    }
}
