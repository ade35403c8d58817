//! An independent reference for the tests: a plain breadth-first search from
//! the goal over boards kept in a `HashMap`, written without the crate's move
//! or ranking code.

#![allow(dead_code)]

use eight::{unrank, Board, STATES};
use std::collections::{HashMap, VecDeque};

/// Every board reachable from `goal`, with its distance to it.
pub struct Reference {
    pub goal: Board,
    pub distance: HashMap<[u8; 9], u8>,
}

/// The boards next to `cells`, as (letter of the blank's move, board), in the
/// order `d, l, r, u`.
pub fn neighbours(cells: &[u8; 9]) -> Vec<(char, [u8; 9])> {
    let blank = cells.iter().position(|&c| c == 0).unwrap();
    let (row, column) = (blank / 3, blank % 3);
    let mut next = Vec::new();
    let mut push = |letter, r: usize, c: usize| {
        let mut moved = *cells;
        moved.swap(blank, r * 3 + c);
        next.push((letter, moved));
    };
    if row < 2 {
        push('d', row + 1, column);
    }
    if column > 0 {
        push('l', row, column - 1);
    }
    if column < 2 {
        push('r', row, column + 1);
    }
    if row > 0 {
        push('u', row - 1, column);
    }
    next
}

impl Reference {
    pub fn new(goal: Board) -> Reference {
        let mut distance = HashMap::new();
        distance.insert(goal.cells, 0u8);
        let mut queue = VecDeque::from(vec![goal.cells]);
        while let Some(cells) = queue.pop_front() {
            let d = distance[&cells];
            for (_, next) in neighbours(&cells) {
                distance.entry(next).or_insert_with(|| {
                    queue.push_back(next);
                    d + 1
                });
            }
        }
        Reference { goal, distance }
    }

    pub fn distance(&self, board: &Board) -> Option<usize> {
        self.distance.get(&board.cells).map(|&d| usize::from(d))
    }

    /// The alphabetically first shortest move string, by brute force over
    /// the distances: at each step, of all moves that keep the path
    /// shortest (lead one step closer), take the first letter. Any string
    /// that differs first at some step has a later letter there, so this one
    /// is the least of them all.
    pub fn canonical_path(&self, board: &Board) -> Option<String> {
        let mut d = self.distance(board)?;
        let mut cells = board.cells;
        let mut path = String::new();
        while d > 0 {
            let (letter, next) = neighbours(&cells)
                .into_iter()
                .find(|(_, next)| usize::from(self.distance[next]) + 1 == d)
                .expect("some neighbour is one step closer");
            path.push(letter);
            cells = next;
            d -= 1;
        }
        Some(path)
    }
}

/// All 9! boards.
pub fn all_boards() -> impl Iterator<Item = Board> {
    (0..STATES as u32).map(unrank)
}

/// The optimal-distance tables of FACTS.md: boards at distance 0, 1, ... from
/// `12345678x` (OEIS A089473) and from `123804765` (OEIS A089474).
pub const POJ_DEPTHS: [usize; 32] = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
    16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
];
pub const LUOGU_DEPTHS: [usize; 31] = [
    1, 4, 8, 8, 16, 32, 60, 72, 136, 200, 376, 512, 964, 1296, 2368, 3084, 5482, 6736, 11132,
    12208, 18612, 18444, 24968, 19632, 22289, 13600, 11842, 4340, 2398, 472, 148,
];
