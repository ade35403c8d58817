//! An independent reference for the tests: a plain breadth-first search from
//! the goal over boards kept in a `HashMap`, written without the crate
//! `eight` (boards are nine ASCII bytes, `x` the blank), so that the
//! binaries' tests can include this file too
//! (`#[path = "../../shared/tests/support/reference.rs"]`).

#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};

/// A board as nine ASCII bytes in reading order, `x` the blank.
pub type Cells = [u8; 9];

/// POJ 1077's goal, `1 2 3 / 4 5 6 / 7 8 x`.
pub const POJ_GOAL: Cells = *b"12345678x";

/// Luogu P1379's goal, `1 2 3 / 8 0 4 / 7 6 5`.
pub const LUOGU_GOAL: Cells = *b"1238x4765";

/// Boards at distance 0, 1, 2, ... from `12345678x`: OEIS A089473
/// (<https://oeis.org/A089473>; also Reinefeld 1993, Table 1).
pub const POJ_DEPTHS: [usize; 32] = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
    16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
];

/// Boards at distance 0, 1, 2, ... from `123804765`: OEIS A089474
/// (<https://oeis.org/A089474>).
pub const LUOGU_DEPTHS: [usize; 31] = [
    1, 4, 8, 8, 16, 32, 60, 72, 136, 200, 376, 512, 964, 1296, 2368, 3084, 5482, 6736, 11132,
    12208, 18612, 18444, 24968, 19632, 22289, 13600, 11842, 4340, 2398, 472, 148,
];

/// The boards next to `cells`, as (letter of the blank's move, board), in the
/// order `d, l, r, u`.
pub fn neighbours(cells: &Cells) -> Vec<(u8, Cells)> {
    let blank = cells.iter().position(|&c| c == b'x').unwrap();
    let (row, column) = (blank / 3, blank % 3);
    let mut next = Vec::with_capacity(4);
    let mut push = |letter, r: usize, c: usize| {
        let mut moved = *cells;
        moved.swap(blank, r * 3 + c);
        next.push((letter, moved));
    };
    if row < 2 {
        push(b'd', row + 1, column);
    }
    if column > 0 {
        push(b'l', row, column - 1);
    }
    if column < 2 {
        push(b'r', row, column + 1);
    }
    if row > 0 {
        push(b'u', row - 1, column);
    }
    next
}

/// The board after the blank makes `moves` from `board`, or `None` at the
/// first move that is not a letter `u d l r` or leaves the board.
pub fn play(board: &Cells, moves: &[u8]) -> Option<Cells> {
    let mut board = *board;
    for &letter in moves {
        let (_, next) = neighbours(&board).into_iter().find(|&(l, _)| l == letter)?;
        board = next;
    }
    Some(board)
}

/// Every board that can reach one goal, with its distance to it and the
/// first move of its canonical path.
pub struct Reference {
    pub goal: Cells,
    /// `(distance, first letter)`; the letter is `b'-'` at the goal.
    entries: HashMap<Cells, (u8, u8)>,
}

impl Reference {
    pub fn new(goal: Cells) -> Reference {
        let mut distance = HashMap::new();
        distance.insert(goal, 0u8);
        let mut queue = VecDeque::from(vec![goal]);
        while let Some(cells) = queue.pop_front() {
            let d = distance[&cells];
            for (_, next) in neighbours(&cells) {
                distance.entry(next).or_insert_with(|| {
                    queue.push_back(next);
                    d + 1
                });
            }
        }
        // A board's canonical first move, by brute force over the
        // distances: of the moves that lead one step closer, the first in
        // the order d, l, r, u. Any other shortest string differs first at
        // some step with a later letter there, so following these first
        // letters gives the least of them all.
        let entries = distance
            .iter()
            .map(|(cells, &d)| {
                let first = neighbours(cells)
                    .into_iter()
                    .find(|(_, next)| distance[next] + 1 == d)
                    .map_or(b'-', |(letter, _)| letter);
                (*cells, (d, first))
            })
            .collect();
        Reference { goal, entries }
    }

    /// The number of moves from `board` to the goal, or `None` when the
    /// goal cannot be reached.
    pub fn distance(&self, board: &Cells) -> Option<usize> {
        self.entries.get(board).map(|&(d, _)| usize::from(d))
    }

    /// How many boards lie at each distance from the goal.
    pub fn depth_counts(&self) -> Vec<usize> {
        let mut counts = Vec::new();
        for &(d, _) in self.entries.values() {
            let d = usize::from(d);
            if counts.len() <= d {
                counts.resize(d + 1, 0);
            }
            counts[d] += 1;
        }
        counts
    }

    /// The alphabetically first (`d < l < r < u`) shortest move string from
    /// `board`, or `None` when the goal cannot be reached.
    pub fn canonical_path(&self, board: &Cells) -> Option<String> {
        let (mut d, mut first) = *self.entries.get(board)?;
        let mut cells = *board;
        let mut path = String::new();
        while d > 0 {
            path.push(char::from(first));
            cells = play(&cells, &[first]).expect("a stored move stays on the board");
            (d, first) = self.entries[&cells];
        }
        Some(path)
    }

    /// `Ok` when `answer` is what POJ 1077 asks for `board`, to the letter:
    /// `unsolvable` exactly when the goal cannot be reached, else the
    /// canonical move string; otherwise why not.
    pub fn judge_canonical(&self, board: &Cells, answer: &str) -> Result<(), String> {
        let shown = String::from_utf8_lossy(board);
        match (self.canonical_path(board), answer) {
            (None, "unsolvable") => Ok(()),
            (Some(path), _) if path == answer => Ok(()),
            (expected, _) => Err(format!(
                "{}: answered {:?}, expected {:?}",
                shown,
                answer,
                expected.as_deref().unwrap_or("unsolvable")
            )),
        }
    }
}

/// All 9! boards, in lexicographic order of their bytes (`1` < ... < `8` <
/// `x`).
pub fn all_boards() -> Vec<Cells> {
    let mut boards = Vec::with_capacity(362_880);
    let mut cells = *b"12345678x";
    loop {
        boards.push(cells);
        // The next permutation: the longest falling tail, the last byte above
        // the one before it swapped in, the tail reversed.
        let i = match (0..8).rev().find(|&i| cells[i] < cells[i + 1]) {
            Some(i) => i,
            None => return boards,
        };
        let j = (i + 1..9).rev().find(|&j| cells[j] > cells[i]).unwrap();
        cells.swap(i, j);
        cells[i + 1..].reverse();
    }
}
