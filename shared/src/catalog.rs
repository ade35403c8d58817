//! Every strategy of the crate, for tests and the benchmark, and what makes
//! the IDA* searches and the table a [`Strategy`]. The submissions paste
//! `patterns.rs` and `table.rs` and call them directly, so these adapters
//! live here, not there, with the two calls of those files that only the
//! library's other users make (`IdaStarPatterns::new`, `Table::distance`).

use crate::astar::{AStar, Estimate};
use crate::bfs_btreeset::BfsBTreeSet;
use crate::bfs_cantor::BfsCantor;
use crate::bfs_hashset::BfsHashSet;
use crate::bidirectional_bfs::BidirectionalBfs;
use crate::board::Board;
use crate::cantor::STATES;
use crate::idastar::IdaStar;
use crate::luogu_patterns::LUOGU_PATTERNS;
use crate::patterns::{IdaStarPatterns, PatternTables};
use crate::poj_patterns::POJ_PATTERNS;
use crate::strategy::{Outcome, Strategy};
use crate::table::{Table, UNREACHED};
use crate::walking::IdaStarWalking;

/// The strategies that answer any board in milliseconds or less: the
/// table, bidirectional BFS, both A* and the three IDA*.
pub fn fast() -> Vec<Box<dyn Strategy>> {
    vec![
        Box::new(TableLookup::new()),
        Box::new(BidirectionalBfs::new()),
        Box::new(AStar::new(Estimate::Misplaced)),
        Box::new(AStar::new(Estimate::Manhattan)),
        Box::new(IdaStar::new()),
        Box::new(IdaStarWalking::new()),
        Box::new(IdaStarPatterns::with_tables(&JUDGES_PATTERNS)),
    ]
}

/// The plain breadth-first searches, which may visit all 9!/2 boards.
pub fn slow() -> Vec<Box<dyn Strategy>> {
    vec![
        Box::new(BfsHashSet::new()),
        Box::new(BfsBTreeSet::new()),
        Box::new(BfsCantor::new()),
    ]
}

/// All ten, in the order of the classic progression.
///
/// # Examples
/// ```
/// use eight::{catalog, parse_boards, to_letters, Board};
///
/// // Luogu P1379's sample: every strategy finds a 4-move answer.
/// let start = parse_boards(b"283104765").unwrap()[0];
/// for mut strategy in catalog::all() {
///     let outcome = strategy.solve(&start, &Board::LUOGU_GOAL);
///     let moves = outcome.moves.unwrap();
///     assert_eq!(moves.len(), 4, "{}", strategy.name());
///     if strategy.canonical() {
///         assert_eq!(to_letters(&moves), "uldr");
///     }
/// }
/// ```
pub fn all() -> Vec<Box<dyn Strategy>> {
    let mut all = slow();
    all.extend(fast());
    all
}

/// The pattern databases of both judges' goals, ready in the program: what
/// [`IdaStarPatterns::with_tables`] and [`crate::solve_each`] take.
pub static JUDGES_PATTERNS: [&PatternTables; 2] = [&POJ_PATTERNS, &LUOGU_PATTERNS];

/// What makes an IDA* search a [`Strategy`]: its `name`, canonical, its
/// `search` writing the path, and `retained`, the bytes it keeps.
macro_rules! idastar_strategy {
    ($solver:ty, $name:literal, $retained:expr) => {
        impl Strategy for $solver {
            fn name(&self) -> &'static str {
                $name
            }

            fn canonical(&self) -> bool {
                true
            }

            fn solve(&mut self, start: &Board, goal: &Board) -> Outcome {
                let mut path = Vec::new();
                match self.search(start, goal, &mut path) {
                    Some(expanded) => Outcome {
                        moves: Some(path),
                        expanded,
                    },
                    None => Outcome::unsolvable(),
                }
            }

            fn retained_bytes(&self) -> usize {
                $retained
            }
        }
    };
}

// The tables of the last goal are held inline.
idastar_strategy!(IdaStar, "idastar", std::mem::size_of::<IdaStar>());
// Its tables are inline, but for each axis's key-to-state index of 3,000
// two-byte entries.
idastar_strategy!(
    IdaStarWalking,
    "idastar-walking",
    std::mem::size_of::<IdaStarWalking>() + 2 * 3000 * 2
);
// The judges' goals' tables are in the program (52 KB each); another goal's
// are built and held, and counted here only while held.
idastar_strategy!(
    IdaStarPatterns,
    "idastar-patterns",
    std::mem::size_of::<IdaStarPatterns>()
);

// Here rather than in `patterns.rs`: a submission has its goal's tables
// ready and never makes a solver without them.
impl IdaStarPatterns {
    /// A solver with no tables ready: each goal's are searched on its first
    /// search (a few milliseconds).
    pub fn new() -> IdaStarPatterns {
        IdaStarPatterns::default()
    }
}

// Here rather than in `table.rs`: the submissions walk the table and never
// ask a distance alone.
impl Table {
    /// The number of moves from `board` to the goal, or `None` when the goal
    /// cannot be reached. O(9).
    pub fn distance(&self, board: &Board) -> Option<u32> {
        match self.entry(board) {
            UNREACHED => None,
            entry => Some(u32::from(entry >> 2)),
        }
    }
}

/// The table as a [`Strategy`]: built for the first goal asked about, and
/// built again only when the goal changes. Canonical. What it counts as
/// expanded is the boards whose table entry it reads: the start and one per
/// move.
pub struct TableLookup {
    built: Option<(Board, Table)>,
}

impl Default for TableLookup {
    fn default() -> TableLookup {
        TableLookup::new()
    }
}

impl TableLookup {
    /// No table yet: the first query builds one.
    pub fn new() -> TableLookup {
        TableLookup { built: None }
    }
}

impl Strategy for TableLookup {
    fn name(&self) -> &'static str {
        "table"
    }

    fn canonical(&self) -> bool {
        true
    }

    fn solve(&mut self, start: &Board, goal: &Board) -> Outcome {
        let (_, table) = match self.built.take() {
            Some(built) if built.0 == *goal => self.built.insert(built),
            _ => self.built.insert((*goal, Table::build(goal))),
        };
        let mut moves = Vec::new();
        if table.walk(start, |step| moves.push(step)) {
            // The table entries read: the start's, and one per move.
            let expanded = moves.len() as u64 + 1;
            Outcome {
                moves: Some(moves),
                expanded,
            }
        } else {
            Outcome::unsolvable()
        }
    }

    fn retained_bytes(&self) -> usize {
        // One byte per board, by Cantor rank.
        self.built.as_ref().map_or(0, |_| STATES)
    }
}
