//! An independent reference for the 4x4 tests, written without the crate
//! `eight`: boards as sixteen bytes (`0` the blank, Korf's goal tile `t` at
//! cell `t`), plain breadth-first searches over them in `HashMap`s, and a
//! pattern database by a 0-1 breadth-first search over the full abstract
//! states (the pattern's cells and the blank's cell).

#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};

/// A board: sixteen cells in reading order.
pub type Cells = [u8; 16];

/// Korf's goal: the blank top left, tile `t` at cell `t`.
pub const GOAL: Cells = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/// Boards at distance 0, 1, 2, ... from a goal with its blank in a corner:
/// OEIS A089484 (<https://oeis.org/A089484>), the first 16 terms.
pub const CORNER_DEPTHS: [u64; 16] = [
    1, 2, 4, 10, 24, 54, 107, 212, 446, 946, 1948, 3938, 7808, 15544, 30821, 60842,
];

/// The boards one move of the blank away from `board`, with the letter of
/// the move, in the order `d, l, r, u`.
pub fn neighbours(board: &Cells) -> Vec<(u8, Cells)> {
    let blank = board.iter().position(|&c| c == 0).unwrap();
    let (row, column) = (blank / 4, blank % 4);
    let mut near = Vec::new();
    let mut slide = |letter: u8, to: usize| {
        let mut next = *board;
        next.swap(blank, to);
        near.push((letter, next));
    };
    if row < 3 {
        slide(b'd', blank + 4);
    }
    if column > 0 {
        slide(b'l', blank - 1);
    }
    if column < 3 {
        slide(b'r', blank + 1);
    }
    if row > 0 {
        slide(b'u', blank - 4);
    }
    near
}

/// How many boards are at each distance `0..=depth` from `goal`.
pub fn depth_counts(goal: &Cells, depth: usize) -> Vec<u64> {
    let mut seen: HashMap<Cells, ()> = HashMap::new();
    seen.insert(*goal, ());
    let mut level = vec![*goal];
    let mut counts = vec![1];
    for _ in 0..depth {
        let mut next = Vec::new();
        for board in &level {
            for (_, near) in neighbours(board) {
                if seen.insert(near, ()).is_none() {
                    next.push(near);
                }
            }
        }
        counts.push(next.len() as u64);
        level = next;
    }
    counts
}

/// The fewest moves from `start` to `goal`, by breadth-first searches from
/// both ends, a level of the smaller side at a time; `None` past `most`.
pub fn distance(start: &Cells, goal: &Cells, most: u32) -> Option<u32> {
    if start == goal {
        return Some(0);
    }
    let mut sides = [HashMap::new(), HashMap::new()];
    sides[0].insert(*start, 0u32);
    sides[1].insert(*goal, 0u32);
    let mut levels = [vec![*start], vec![*goal]];
    let mut depths = [0u32, 0u32];
    while depths[0] + depths[1] < most {
        let side = usize::from(levels[1].len() < levels[0].len());
        let mut next = Vec::new();
        let mut best = None;
        for board in &levels[side] {
            for (_, near) in neighbours(board) {
                if let Some(&there) = sides[1 - side].get(&near) {
                    let total = depths[side] + 1 + there;
                    best = Some(best.map_or(total, |b: u32| b.min(total)));
                }
                if let std::collections::hash_map::Entry::Vacant(slot) = sides[side].entry(near) {
                    slot.insert(depths[side] + 1);
                    next.push(near);
                }
            }
        }
        if best.is_some() {
            return best;
        }
        depths[side] += 1;
        levels[side] = next;
    }
    None
}

/// The alphabetically first of the shortest move strings from `start` to
/// `goal` (`d < l < r < u`), by a breadth-first search that expands moves
/// in that order: boards leave the queue in the order of their first-found
/// strings. For shallow boards only.
pub fn canonical(start: &Cells, goal: &Cells) -> String {
    let mut parent: HashMap<Cells, (Cells, u8)> = HashMap::new();
    let mut queue = VecDeque::from(vec![*start]);
    parent.insert(*start, (*start, 0));
    while let Some(board) = queue.pop_front() {
        if board == *goal {
            let mut letters = Vec::new();
            let mut at = board;
            while at != *start {
                let (from, letter) = parent[&at];
                letters.push(letter);
                at = from;
            }
            letters.reverse();
            return String::from_utf8(letters).unwrap();
        }
        for (letter, near) in neighbours(&board) {
            if let std::collections::hash_map::Entry::Vacant(slot) = parent.entry(near) {
                slot.insert((board, letter));
                queue.push_back(near);
            }
        }
    }
    panic!("the goal is not reachable")
}

/// Plays `letters` from `start`; `None` at a move off the board.
pub fn play(start: &Cells, letters: &str) -> Option<Cells> {
    let mut board = *start;
    for letter in letters.bytes() {
        board = neighbours(&board)
            .into_iter()
            .find(|&(l, _)| l == letter)?
            .1;
    }
    Some(board)
}

/// A pattern database by brute force: for every placement of `tiles` (as
/// a map from their cells, in the tiles' order), the fewest moves of those
/// tiles that bring them to Korf's goal cells with the blank at cell 0,
/// the other tiles moving for free; by a 0-1 breadth-first search over the
/// placements with the blank's cell, from the goal, the least over the
/// blank's cells.
pub fn pattern_by_brute_force(tiles: &[u8]) -> HashMap<Vec<u8>, u32> {
    // A state: the tiles' cells, then the blank's.
    let mut start: Vec<u8> = tiles.to_vec();
    start.push(0);
    let mut cost: HashMap<Vec<u8>, u32> = HashMap::new();
    let mut queue = VecDeque::new();
    cost.insert(start.clone(), 0);
    queue.push_back(start);
    while let Some(state) = queue.pop_front() {
        let here = cost[&state];
        let blank = usize::from(*state.last().unwrap());
        let (row, column) = (blank / 4, blank % 4);
        let mut targets = Vec::new();
        if row < 3 {
            targets.push(blank + 4);
        }
        if row > 0 {
            targets.push(blank - 4);
        }
        if column < 3 {
            targets.push(blank + 1);
        }
        if column > 0 {
            targets.push(blank - 1);
        }
        for to in targets {
            let mut next = state.clone();
            let k = tiles.len();
            let step = match next[..k].iter().position(|&c| usize::from(c) == to) {
                Some(i) => {
                    next[i] = blank as u8;
                    1
                }
                None => 0,
            };
            next[k] = to as u8;
            let better = cost.get(&next).map_or(true, |&c| here + step < c);
            if better {
                cost.insert(next.clone(), here + step);
                if step == 0 {
                    queue.push_front(next);
                } else {
                    queue.push_back(next);
                }
            }
        }
    }
    let mut least: HashMap<Vec<u8>, u32> = HashMap::new();
    for (state, c) in cost {
        let cells = state[..tiles.len()].to_vec();
        let entry = least.entry(cells).or_insert(c);
        *entry = (*entry).min(c);
    }
    least
}

/// Inversions of `values` (pairs in the wrong order), by merge sort:
/// O(n log n), independent of any cycle count.
pub fn inversions(values: &[u32]) -> u64 {
    let mut values = values.to_vec();
    let mut scratch = vec![0; values.len()];
    fn sort(v: &mut [u32], s: &mut [u32]) -> u64 {
        let n = v.len();
        if n < 2 {
            return 0;
        }
        let mid = n / 2;
        let mut count = sort(&mut v[..mid], &mut s[..mid]) + sort(&mut v[mid..], &mut s[mid..]);
        let (mut i, mut j, mut k) = (0, mid, 0);
        while i < mid && j < n {
            if v[i] <= v[j] {
                s[k] = v[i];
                i += 1;
            } else {
                s[k] = v[j];
                count += (mid - i) as u64;
                j += 1;
            }
            k += 1;
        }
        s[k..k + mid - i].copy_from_slice(&v[i..mid]);
        let k = k + mid - i;
        s[k..k + n - j].copy_from_slice(&v[j..n]);
        v.copy_from_slice(&s[..n]);
        count
    }
    sort(&mut values, &mut scratch)
}
