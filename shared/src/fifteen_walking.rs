//! Walking distance on the 4x4 board (Ken'ichiro Takahashi's), as the 3x3
//! one of `walking.rs`: one axis at a time, how many tiles of each goal
//! row are in each row, and the fewest vertical moves any board of that
//! count needs, by a breadth-first search over the 24,964 counts.

use crate::fifteen::{Fifteen, TRANSPOSE};
use crate::fifteen_conflict::{Conflicts, LinearConflict};
use crate::fifteen_idastar::Estimate15;
use std::collections::HashMap;

/// A state of one axis: `counts[line][goal]`, the tiles of line `line`
/// that belong on line `goal`, and the blank's line.
type Counts = [[u8; 4]; 4];

/// Packs a state into a key: three bits a count, then the blank's line.
fn key(counts: &Counts, blank: usize) -> u64 {
    let mut key = blank as u64;
    for line in counts {
        for &count in line {
            key = key << 3 | u64::from(count);
        }
    }
    key
}

/// The walking distances of one axis, for Korf's goal: on both axes its
/// state is the same (the blank's line 0, holding the three other tiles of
/// goal line 0, and four of its own on every other line), so one table
/// serves rows and columns, columns read off the mirrored board.
pub struct WalkingTable {
    /// Per state, the fewest moves along the axis to the goal's state.
    distance: Vec<u8>,
    /// `next[state][towards][goal]`: the state once the blank steps to the
    /// next line (`towards` 0) or the previous (1), the tile it meets,
    /// which belongs on line `goal`, going the other way.
    next: Vec<[[u16; 4]; 2]>,
    /// The state of each key.
    index: HashMap<u64, u16>,
}

impl WalkingTable {
    /// The table, by a breadth-first search from the goal's state: 24,964
    /// states, each a key and 17 bytes. A few milliseconds.
    pub fn new() -> WalkingTable {
        let mut goal = [[0u8; 4]; 4];
        for (line, counts) in goal.iter_mut().enumerate() {
            counts[line] = if line == 0 { 3 } else { 4 };
        }
        let mut states = vec![(goal, 0usize)];
        let mut table = WalkingTable {
            distance: vec![0],
            next: Vec::new(),
            index: HashMap::new(),
        };
        table.index.insert(key(&goal, 0), 0);
        let mut head = 0;
        while head < states.len() {
            let (counts, blank) = states[head];
            let mut next = [[u16::MAX; 4]; 2];
            for (towards, line) in [(0, blank + 1), (1, blank.wrapping_sub(1))] {
                if line > 3 {
                    continue;
                }
                for goal_line in 0..4 {
                    if counts[line][goal_line] == 0 {
                        continue;
                    }
                    let mut moved = counts;
                    moved[line][goal_line] -= 1;
                    moved[blank][goal_line] += 1;
                    let fresh = states.len() as u16;
                    let state = *table.index.entry(key(&moved, line)).or_insert(fresh);
                    if state == fresh {
                        states.push((moved, line));
                        table.distance.push(table.distance[head] + 1);
                    }
                    next[towards][goal_line] = state;
                }
            }
            table.next.push(next);
            head += 1;
        }
        table
    }

    /// The number of states: 24,964.
    pub fn states(&self) -> usize {
        self.distance.len()
    }

    /// The row state of `board`. O(16).
    fn row_state(&self, board: Fifteen) -> u16 {
        let mut counts = [[0u8; 4]; 4];
        let mut blank = 0;
        for cell in 0..16 {
            match usize::from(board.get(cell)) {
                0 => blank = cell / 4,
                tile => counts[cell / 4][tile / 4] += 1,
            }
        }
        self.index[&key(&counts, blank)]
    }

    /// The walking distance of `board`: the fewest vertical moves its rows'
    /// counts need plus the fewest sideways moves its columns' need, each
    /// move counted on its own axis only, so a lower bound. O(16).
    pub fn distance(&self, board: Fifteen) -> u32 {
        let rows = self.row_state(board);
        let columns = self.row_state(board.transposed());
        u32::from(self.distance[usize::from(rows)] + self.distance[usize::from(columns)])
    }
}

impl Default for WalkingTable {
    fn default() -> WalkingTable {
        WalkingTable::new()
    }
}

/// The larger of walking distance and Manhattan distance plus linear
/// conflict, as an [`Estimate15`]: the carry holds each axis's state and
/// the conflicts; a vertical move steps the row state, a sideways one the
/// column state, by one look-up.
pub struct Walking {
    table: WalkingTable,
    conflict: LinearConflict,
}

impl Walking {
    /// The estimate, its table built (a few milliseconds).
    pub fn new() -> Walking {
        Walking {
            table: WalkingTable::new(),
            conflict: LinearConflict::new(),
        }
    }
}

impl Default for Walking {
    fn default() -> Walking {
        Walking::new()
    }
}

/// The carry of [`Walking`].
#[derive(Clone, Copy, Debug)]
pub struct Walked {
    rows: u16,
    columns: u16,
    conflicts: Conflicts,
}

impl Walking {
    fn estimate(&self, carry: &Walked, conflict: u32) -> u32 {
        let distance = &self.table.distance;
        let walked = distance[usize::from(carry.rows)] + distance[usize::from(carry.columns)];
        conflict.max(u32::from(walked))
    }
}

impl Estimate15 for Walking {
    type Carry = Walked;

    fn name(&self) -> &'static str {
        "walking"
    }

    fn start(&self, board: Fifteen, places: u64) -> (Walked, u32) {
        let (conflicts, conflict) = self.conflict.start(board, places);
        let carry = Walked {
            rows: self.table.row_state(board),
            columns: self.table.row_state(board.transposed()),
            conflicts,
        };
        (carry, self.estimate(&carry, conflict))
    }

    #[inline]
    fn moved(
        &self,
        carry: Walked,
        board: Fifteen,
        places: u64,
        tile: u8,
        from: usize,
        to: usize,
    ) -> (Walked, u32) {
        let (conflicts, conflict) =
            self.conflict
                .moved(carry.conflicts, board, places, tile, from, to);
        let mut next = Walked { conflicts, ..carry };
        // The blank was at `to` and is now at `from`.
        if from % 4 == to % 4 {
            let towards = usize::from(from < to);
            let state = &mut next.rows;
            *state = self.table.next[usize::from(*state)][towards][usize::from(tile) / 4];
        } else {
            let towards = usize::from(from < to);
            let goal = usize::from(TRANSPOSE[usize::from(tile)]) / 4;
            let state = &mut next.columns;
            *state = self.table.next[usize::from(*state)][towards][goal];
        }
        (next, self.estimate(&next, conflict))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_finds_every_count() {
        let table = WalkingTable::new();
        assert_eq!(table.states(), 24_964);
        assert_eq!(table.distance(Fifteen::GOAL), 0);
        assert_eq!(table.distance[0], 0);
        assert!(table.distance[1..].iter().all(|&d| d > 0));
    }

    #[test]
    fn one_move_is_one() {
        let table = WalkingTable::new();
        let right = Fifteen::GOAL.slid(1, 0);
        let down = Fifteen::GOAL.slid(4, 0);
        assert_eq!((table.distance(right), table.distance(down)), (1, 1));
    }
}
