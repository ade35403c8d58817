//! IDA* guided by additive pattern databases: the eight tiles split two
//! ways into two sets of four, and for each set a table of the fewest moves
//! of those four tiles that bring them home from anywhere. A program carries
//! its goal's tables as data, which the compiler only unpacks; any other
//! goal's are searched on first use.

use crate::board::{Board, BLANK};
use crate::moves::{Move, MOST_MOVES, TARGETS};
use crate::packed::Packed;
use crate::parity::is_solvable;

/// The patterns of each split: two sets of four tiles.
const PATTERNS: usize = 4;

/// The cells of a goal, the top left corner first: its second split's first
/// pattern is the tiles of the first four of these that hold no blank.
const CORNER_FIRST: [usize; 9] = [0, 1, 3, 6, 2, 4, 5, 7, 8];

/// The four patterns of `goal`: tiles 1-4 and 5-8, one split; the tiles
/// whose goal cells are the left column and the top middle (the first four
/// of [`CORNER_FIRST`] that are no blank's) and the other four, the second
/// split. Each split's two patterns are disjoint and between them hold
/// every tile. The second split catches what the first misses: for
/// `12345678x` it is tiles 1, 2, 4, 7 and 3, 5, 6, 8, for `123804765` tiles
/// 1, 2, 8, 7 and 3, 4, 6, 5, each the best second split of the 35 for that
/// goal by the states IDA* expands over all its boards.
const fn patterns_of(goal: &Board) -> [[u8; 4]; PATTERNS] {
    let cells = goal.cells();
    let mut corner = [0; 8];
    let mut found = 0;
    let mut i = 0;
    while i < 9 {
        let tile = cells[CORNER_FIRST[i]];
        if tile != BLANK {
            corner[found] = tile;
            found += 1;
        }
        i += 1;
    }
    [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
        [corner[0], corner[1], corner[2], corner[3]],
        [corner[4], corner[5], corner[6], corner[7]],
    ]
}

/// The placements of one pattern's four tiles, as an index: `c0 + 9 c1 +
/// 81 c2 + 729 c3` for the cells `c0..c3` of its tiles in order. 9^4 = 6,561
/// indices, [`PLACEMENTS`] of them possible.
const PLACES: usize = 6561;

/// The possible placements of a pattern's four tiles: 9 * 8 * 7 * 6.
pub const PLACEMENTS: usize = 3024;

/// `WEIGHTS[k]`: what the cell of a pattern's tile `k` is multiplied by in
/// its placement's index.
const WEIGHTS: [usize; 4] = [1, 9, 81, 729];

/// What the search of one pattern reaches: a placement of its tiles and the
/// blank, `places + PLACES * blank`.
const PATTERN_STATES: usize = PLACES * 9;

/// The pattern databases of one goal: per pattern and placement of its
/// tiles, the fewest moves of those tiles that bring all four home, the
/// other tiles moving for free (Korf and Felner, "Disjoint pattern database
/// heuristics", Artificial Intelligence 134, 2002). A move slides one tile,
/// which belongs to one pattern of a split, so a split's two counts add up
/// to a lower bound of the moves left, at least the Manhattan distance, and
/// of the same parity (each move of a pattern's tile changes its Manhattan
/// distance by one). The larger of the two splits' bounds is the estimate:
/// a lower bound too, of that parity. 52 KB.
#[derive(PartialEq, Eq)]
pub struct PatternTables {
    goal: Board,
    /// `moves[pattern][places]`, the patterns of [`patterns_of`] the goal;
    /// `u8::MAX` where no placement is.
    moves: [[u8; PLACES]; PATTERNS],
    /// `roles[tile]`: what a cell of the tile weighs in the packed
    /// placements (see [`PatternTables::places`]): in each pattern it is
    /// in, its [`WEIGHTS`] there, shifted to that pattern's bits.
    roles: [u64; 9],
}

/// The bits of one pattern's placement index in the packed placements.
const PLACE_BITS: usize = 16;

const fn roles(patterns: &[[u8; 4]; PATTERNS]) -> [u64; 9] {
    let mut roles = [0; 9];
    let mut pattern = 0;
    while pattern < PATTERNS {
        let mut k = 0;
        while k < 4 {
            roles[patterns[pattern][k] as usize] += (WEIGHTS[k] as u64) << (PLACE_BITS * pattern);
            k += 1;
        }
        pattern += 1;
    }
    roles
}

/// Calls `visit` with the index of every possible placement of four tiles,
/// in the order the data of [`PatternTables::from_data`] lists them: by
/// index, smallest first. (A macro, for `const fn`s.)
macro_rules! each_placement {
    ($places:ident => $visit:block) => {
        let mut c3 = 0;
        while c3 < 9 {
            let mut c2 = 0;
            while c2 < 9 {
                let mut c1 = 0;
                while c1 < 9 {
                    let mut c0 = 0;
                    while c0 < 9 {
                        if c0 != c1 && c0 != c2 && c0 != c3 && c1 != c2 && c1 != c3 && c2 != c3 {
                            let $places = c0 + 9 * c1 + 81 * c2 + 729 * c3;
                            $visit
                        }
                        c0 += 1;
                    }
                    c1 += 1;
                }
                c2 += 1;
            }
            c3 += 1;
        }
    };
}

/// The character that stands for `moves` in the data, and back: `'0'` for
/// none, one up for each move.
const DIGIT_ZERO: u8 = b'0';

impl PatternTables {
    /// The tables of `goal` from data: per pattern of the goal's two splits
    /// (tiles 1-4 and 5-8; the goal's top-left corner and the rest), the
    /// moves of its [`PLACEMENTS`] placements in index order, each the
    /// character `'0' + moves`, as [`PatternTables::data`] writes them. A program's
    /// goal's data are written out beforehand; the compiler only unpacks them,
    /// which costs it next to nothing, where searching would cost it seconds.
    ///
    /// # Panics
    /// When a pattern's data are not [`PLACEMENTS`] characters from `'0'`
    /// (at compile time, an error).
    pub const fn from_data(goal: Board, data: [&[u8]; PATTERNS]) -> PatternTables {
        let mut moves = [[u8::MAX; PLACES]; PATTERNS];
        let mut pattern = 0;
        while pattern < PATTERNS {
            let bytes = data[pattern];
            assert!(
                bytes.len() == PLACEMENTS,
                "a pattern's data are 3,024 characters"
            );
            let mut next = 0;
            each_placement!(places => {
                assert!(bytes[next] >= DIGIT_ZERO, "data are characters from '0'");
                moves[pattern][places] = bytes[next] - DIGIT_ZERO;
                next += 1;
            });
            pattern += 1;
        }
        PatternTables {
            goal,
            moves,
            roles: roles(&patterns_of(&goal)),
        }
    }

    /// The data of these tables, as [`PatternTables::from_data`] reads
    /// them.
    pub fn data(&self) -> [String; PATTERNS] {
        self.moves.map(|table| {
            let mut text = String::with_capacity(PLACEMENTS);
            each_placement!(places => {
                text.push(char::from(DIGIT_ZERO + table[places]));
            });
            text
        })
    }

    /// The goal of these tables.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// The tables of `goal`, searched now: four searches of 15,120 states,
    /// a few milliseconds. Never inlined: its large locals would otherwise
    /// sit in the caller's stack frame, whose every page is touched on entry.
    #[inline(never)]
    #[cold]
    pub fn search(goal: &Board) -> PatternTables {
        let patterns = patterns_of(goal);
        PatternTables {
            goal: *goal,
            moves: patterns.map(|tiles| search_pattern(goal, tiles)),
            roles: roles(&patterns),
        }
    }
}

/// One pattern's table: a breadth-first search over the placements of the
/// pattern's tiles and the blank, from the goal's, where a move of one of
/// the pattern's tiles costs 1 and any other move 0. A deque takes the free
/// moves at its front and the others at its back, so states leave it in
/// order of cost, and a placement's moves are its cost at the first of its
/// states to leave: the least over the blank's cells.
fn search_pattern(goal: &Board, tiles: [u8; 4]) -> [u8; PLACES] {
    let mut cost = vec![u8::MAX; PATTERN_STATES];
    let mut moves = [u8::MAX; PLACES];
    let mut start = 0;
    for (cell, &value) in goal.cells().iter().enumerate() {
        if value == BLANK {
            start += PLACES * cell;
        }
        if let Some(k) = tiles.iter().position(|&tile| tile == value) {
            start += WEIGHTS[k] * cell;
        }
    }
    cost[start] = 0;
    let mut queue = std::collections::VecDeque::from(vec![start]);
    while let Some(state) = queue.pop_front() {
        let here = cost[state];
        let places = state % PLACES;
        if moves[places] == u8::MAX {
            moves[places] = here;
        }
        let blank = state / PLACES;
        let cells = [places % 9, places / 9 % 9, places / 81 % 9, places / 729];
        for target in TARGETS[blank].iter().flatten() {
            let target = usize::from(*target);
            // The tile at `target`, if the pattern's, slides to `blank`.
            let k = cells.iter().position(|&cell| cell == target);
            let weight = k.map_or(0, |k| WEIGHTS[k]);
            let next = state + PLACES * target + weight * blank - PLACES * blank - weight * target;
            let next_cost = here + u8::from(k.is_some());
            if next_cost < cost[next] {
                cost[next] = next_cost;
                if k.is_none() {
                    queue.push_front(next);
                } else {
                    queue.push_back(next);
                }
            }
        }
    }
    moves
}

impl PatternTables {
    /// The placement index of each pattern on `board`, packed: pattern
    /// `p`'s in bits `16 p..16 p + 16`. A tile sliding from `from` to `to`
    /// adds `roles[tile] * to - roles[tile] * from`.
    fn places(&self, board: &Board) -> u64 {
        let cells = board.cells().iter().enumerate();
        cells
            .map(|(cell, &tile)| self.roles[usize::from(tile)] * cell as u64)
            .sum()
    }

    /// The estimate at these placements: the larger of the two splits'
    /// sums of moves.
    #[inline]
    fn estimate(&self, places: u64) -> u32 {
        let moves = |pattern: usize| {
            let index = (places >> (PLACE_BITS * pattern)) as usize & ((1 << PLACE_BITS) - 1);
            u32::from(self.moves[pattern][index])
        };
        (moves(0) + moves(1)).max(moves(2) + moves(3))
    }
}

/// IDA* like [`crate::IdaStar`], its estimate the larger of the two splits'
/// sums of their patterns' tables: admissible, so canonical for the same reason (the last round
/// explores moves in the order `d, l, r, u`, no optimal path is cut, and the
/// first path found is the alphabetically first of the shortest). A move
/// changes two patterns' placements (one in each split) by one addition,
/// and the estimate costs four look-ups. The tables of the goals it is given are ready; another
/// goal's are searched on first use and kept.
#[derive(Default)]
pub struct IdaStarPatterns {
    /// Tables ready from the start: a program's goal's, from data.
    ready: &'static [&'static PatternTables],
    /// The tables of the last other goal searched.
    other_goal: Option<Box<PatternTables>>,
}

impl IdaStarPatterns {
    /// A solver with the tables of `ready` ready for their goals.
    pub fn with_tables(ready: &'static [&'static PatternTables]) -> IdaStarPatterns {
        IdaStarPatterns {
            ready,
            other_goal: None,
        }
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
    /// expanded (about 80 on average on a 3x3 board, about a thousand at
    /// most), and O(31) memory. A goal whose tables are not ready costs four
    /// searches of 15,120 states once.
    ///
    /// # Examples
    /// ```
    /// use eight::{parse_boards, to_letters, Board, IdaStarPatterns, POJ_PATTERNS};
    ///
    /// static READY: [&eight::PatternTables; 1] = [&POJ_PATTERNS];
    /// let start = parse_boards(b" 2  3  4  1  5  x  7  6  8 ").unwrap()[0];
    /// let mut path = Vec::new();
    /// let mut solver = IdaStarPatterns::with_tables(&READY);
    /// assert!(solver.search(&start, &Board::POJ_GOAL, &mut path).is_some());
    /// assert_eq!(to_letters(&path), "dlurullddrurdllurdr");
    /// ```
    pub fn search(&mut self, start: &Board, goal: &Board, path: &mut Vec<Move>) -> Option<u64> {
        path.clear();
        if !is_solvable(start, goal) {
            return None;
        }
        let tables: &PatternTables = match self.ready.iter().find(|tables| tables.goal == *goal) {
            Some(tables) => tables,
            None => match self.other_goal.take() {
                Some(tables) if tables.goal == *goal => self.other_goal.insert(tables),
                _ => self
                    .other_goal
                    .insert(Box::new(PatternTables::search(goal))),
            },
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
            previous: usize::MAX,
        };
        loop {
            search.next_bound = u32::MAX;
            if search.descend_from(start.blank(), at, 0, estimate) {
                return Some(search.expanded);
            }
            search.bound = search.next_bound;
        }
    }
}

/// Where the search stands: the board, its patterns' placements and the
/// blank's cell before the last move.
#[derive(Clone, Copy)]
struct Place {
    board: Packed,
    places: u64,
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
    /// Searches below `at`, whose blank is at `blank`, `depth` moves from
    /// the start with `estimate` moves at least still to go; `true` once the
    /// goal is found, with the path in `self.path`.
    #[inline(always)]
    fn descend_from(&mut self, blank: usize, at: Place, depth: u32, estimate: u32) -> bool {
        match blank {
            0 => self.descend::<0>(at, depth, estimate),
            1 => self.descend::<1>(at, depth, estimate),
            2 => self.descend::<2>(at, depth, estimate),
            3 => self.descend::<3>(at, depth, estimate),
            4 => self.descend::<4>(at, depth, estimate),
            5 => self.descend::<5>(at, depth, estimate),
            6 => self.descend::<6>(at, depth, estimate),
            7 => self.descend::<7>(at, depth, estimate),
            _ => self.descend::<8>(at, depth, estimate),
        }
    }

    /// [`Search::descend_from`] with the blank's cell a constant: the
    /// compiler writes the search out once per cell, each with its own
    /// moves and nothing looked up to find them, which makes a state about
    /// a quarter cheaper. The moves are tried in the order of
    /// [`Move::ALL`].
    fn descend<const BLANK: usize>(&mut self, at: Place, depth: u32, estimate: u32) -> bool {
        self.expanded += 1;
        if estimate == 0 {
            // Every tile is home, so the blank is too.
            self.path.extend_from_slice(&self.moves[..depth as usize]);
            return true;
        }
        self.step::<BLANK, 0>(at, depth)
            || self.step::<BLANK, 1>(at, depth)
            || self.step::<BLANK, 2>(at, depth)
            || self.step::<BLANK, 3>(at, depth)
    }

    /// The move `Move::ALL[MOVE]` from `at`, the blank at `BLANK`, and the
    /// search below it if it is within the bound; `true` once the goal is
    /// found.
    #[inline(always)]
    fn step<const BLANK: usize, const MOVE: usize>(&mut self, at: Place, depth: u32) -> bool {
        let target = match TARGETS[BLANK][MOVE] {
            // Undoing the last move never lies on a shortest path.
            Some(target) if usize::from(target) != at.previous => usize::from(target),
            _ => return false,
        };
        // The tile at `target` slides to `BLANK`: its patterns' indices
        // move by its weights times the distance.
        let role = self.tables.roles[usize::from(at.board.get(target))];
        let places = at.places - role * target as u64 + role * BLANK as u64;
        let estimate = self.tables.estimate(places);
        let total = depth + 1 + estimate;
        if total > self.bound {
            self.next_bound = self.next_bound.min(total);
            return false;
        }
        // The search never goes deeper than an optimal path, so the index
        // stays below `MOST_MOVES`; were that broken, indexing panics.
        self.moves[depth as usize] = Move::ALL[MOVE];
        let next = Place {
            board: at.board.slid(target, BLANK),
            places,
            previous: BLANK,
        };
        // `target` is a constant here too, so this is a direct call.
        self.descend_from(target, next, depth + 1, estimate)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;
    use crate::cantor::STATES;
    use crate::play::to_letters;
    use crate::table::Table;
    use crate::unrank::unrank;
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
    fn the_search_matches_a_plain_search() {
        for goal in [Board::POJ_GOAL, Board::LUOGU_GOAL, board("x12345678")] {
            let tables = PatternTables::search(&goal);
            for (pattern, tiles) in patterns_of(&goal).iter().enumerate() {
                let plain = plain_table(&goal, *tiles);
                assert_eq!(plain.len(), PLACEMENTS);
                for (cells, &moves) in &plain {
                    let places = cells[0] + 9 * cells[1] + 81 * cells[2] + 729 * cells[3];
                    assert_eq!(tables.moves[pattern][places], moves, "{cells:?}");
                }
                let known = tables.moves[pattern].iter().filter(|&&m| m != u8::MAX);
                assert_eq!(known.count(), PLACEMENTS);
            }
        }
    }

    #[test]
    fn the_estimate_is_the_larger_splits_sum_by_a_plain_search() {
        for goal in [Board::POJ_GOAL, Board::LUOGU_GOAL, board("x12345678")] {
            let tables = PatternTables::search(&goal);
            let plain = patterns_of(&goal).map(|tiles| (tiles, plain_table(&goal, tiles)));
            let mut larger = [0; 2];
            for rank in 0..STATES as u32 {
                let start = unrank(rank);
                let cells = start.cells();
                let sums = [0, 2].map(|first| {
                    plain[first..first + 2]
                        .iter()
                        .map(|(tiles, table)| {
                            let at = tiles.map(|t| cells.iter().position(|&v| v == t).unwrap());
                            u32::from(table[&at])
                        })
                        .sum::<u32>()
                });
                assert_eq!(
                    tables.estimate(tables.places(&start)),
                    sums[0].max(sums[1]),
                    "{start:?}"
                );
                if sums[0] != sums[1] {
                    larger[usize::from(sums[1] > sums[0])] += 1;
                }
            }
            // Each split is the larger somewhere.
            assert!(larger[0] > 0 && larger[1] > 0, "{larger:?}");
        }
    }

    #[test]
    fn each_goals_splits() {
        assert_eq!(
            patterns_of(&Board::POJ_GOAL),
            [[1, 2, 3, 4], [5, 6, 7, 8], [1, 2, 4, 7], [3, 5, 6, 8]]
        );
        assert_eq!(
            patterns_of(&Board::LUOGU_GOAL),
            [[1, 2, 3, 4], [5, 6, 7, 8], [1, 2, 8, 7], [3, 4, 6, 5]]
        );
        // The blank in the corner: the next cell of the corner's order
        // takes its place.
        assert_eq!(
            patterns_of(&board("x12345678")),
            [[1, 2, 3, 4], [5, 6, 7, 8], [1, 3, 6, 2], [4, 5, 7, 8]]
        );
    }

    #[test]
    fn data_round_trip() {
        let tables = PatternTables::search(&board("1238x4765"));
        let data = tables.data();
        assert_eq!(data[0].len(), PLACEMENTS);
        let bytes = |i: usize| data[i].as_bytes();
        let read =
            PatternTables::from_data(*tables.goal(), [bytes(0), bytes(1), bytes(2), bytes(3)]);
        assert!(read == tables);
    }

    #[test]
    fn the_tables_ready_are_the_tables_used() {
        // Tables that estimate half as much (rounded up, so 0 only at the
        // goal) are still a lower bound: the search finds the canonical
        // answer, but expands more states than with the goal's own tables.
        let searched = PatternTables::search(&Board::POJ_GOAL);
        let halved = searched.data().map(|table| {
            let halve = |c: u8| DIGIT_ZERO + (c - DIGIT_ZERO + 1) / 2;
            table.bytes().map(halve).collect::<Vec<u8>>()
        });
        let halved = PatternTables::from_data(
            Board::POJ_GOAL,
            [&halved[0], &halved[1], &halved[2], &halved[3]],
        );
        let ready: &'static [&'static PatternTables] =
            Box::leak(Box::new([&*Box::leak(Box::new(halved))]));
        let start = board("23415x768");
        let (mut weak, mut own) = (Vec::new(), Vec::new());
        let goal = Board::POJ_GOAL;
        let weak_states = IdaStarPatterns::with_tables(ready).search(&start, &goal, &mut weak);
        let own_states = IdaStarPatterns::new().search(&start, &goal, &mut own);
        assert_eq!(to_letters(&weak), "dlurullddrurdllurdr");
        assert_eq!(weak, own);
        assert!(weak_states > own_states, "{weak_states:?} {own_states:?}");
    }

    #[test]
    fn a_goal_of_its_own_is_searched_at_run_time() {
        // The blank top left. One move: the 1 slides left.
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
        let tables = &PatternTables::search(&Board::POJ_GOAL);
        assert_eq!(tables.estimate(tables.places(&Board::POJ_GOAL)), 0);
        assert_eq!(tables.estimate(tables.places(&board("1234567x8"))), 1);
        // 3 2 1 / 4 5 6 / 7 8 x: the 1 and the 3 swap ends of the top row,
        // past the 2: Manhattan distance 4, and one of the three must step
        // out of the row and back: 2 more, at least.
        assert!(tables.estimate(tables.places(&board("32145678x"))) >= 6);
    }

    #[test]
    fn estimates_are_lower_bounds_of_the_same_parity_on_every_board() {
        for goal in [Board::POJ_GOAL, Board::LUOGU_GOAL] {
            let tables = PatternTables::search(&goal);
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
