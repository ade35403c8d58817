//! Admissible estimates of the moves left: misplaced tiles, Manhattan
//! distance, and Manhattan distance plus linear conflicts.

use crate::board::{Board, BLANK};

/// Lower bounds on the distance to one goal, with the tables that make them
/// cheap. Building one is O(9^4); it holds about 4.5 KB.
#[derive(Clone)]
pub struct Estimates {
    /// `manhattan[value][position]`: how far that tile at that position is
    /// from its goal position (0 for the blank).
    pub manhattan: [[u8; 9]; 9],
    /// `conflicts[line][a * 81 + b * 9 + c]`: the linear-conflict penalty
    /// (already doubled) of a line holding cells `a, b, c`; lines 0-2 are
    /// the rows, 3-5 the columns.
    pub conflicts: Vec<[u8; 729]>,
    goal: Board,
}

/// The three positions of each line: rows 0-2, then columns 3-5.
pub const LINES: [[usize; 3]; 6] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
];

impl Estimates {
    /// The tables for `goal`.
    pub fn new(goal: &Board) -> Estimates {
        let mut home = [0usize; 9];
        for (position, &value) in goal.cells.iter().enumerate() {
            home[usize::from(value)] = position;
        }
        let mut manhattan = [[0u8; 9]; 9];
        for (value, distances) in manhattan.iter_mut().enumerate().skip(1) {
            let (goal_row, goal_column) = (home[value] / 3, home[value] % 3);
            for (position, distance) in distances.iter_mut().enumerate() {
                let (row, column) = (position / 3, position % 3);
                *distance = (row.abs_diff(goal_row) + column.abs_diff(goal_column)) as u8;
            }
        }
        let mut conflicts = vec![[0u8; 729]; 6];
        for (table, cells) in conflicts.iter_mut().zip(LINES.iter()) {
            for (index, penalty) in table.iter_mut().enumerate() {
                let values = [index / 81, index / 9 % 9, index % 9];
                // Where, along this line, each tile whose home is on it belongs.
                let mut homes = [0usize; 3];
                let mut count = 0;
                for &value in &values {
                    if value != usize::from(BLANK) {
                        if let Some(spot) = cells.iter().position(|&p| p == home[value]) {
                            homes[count] = spot;
                            count += 1;
                        }
                    }
                }
                let keep = longest_increasing(&homes[..count]);
                *penalty = (2 * (count - keep)) as u8;
            }
        }
        Estimates {
            manhattan,
            conflicts,
            goal: *goal,
        }
    }

    /// The goal these tables are for.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// Bytes the tables hold.
    pub fn bytes(&self) -> usize {
        std::mem::size_of::<Estimates>() + self.conflicts.len() * 729
    }

    /// The number of tiles not on their goal cell. O(9).
    pub fn misplaced(&self, board: &Board) -> u32 {
        let pairs = board.cells.iter().zip(self.goal.cells.iter());
        pairs.filter(|&(&a, &b)| a != BLANK && a != b).count() as u32
    }

    /// The sum over tiles of their row and column distance from home. O(9).
    pub fn manhattan(&self, board: &Board) -> u32 {
        let distances = board.cells.iter().enumerate();
        distances
            .map(|(position, &value)| u32::from(self.manhattan[usize::from(value)][position]))
            .sum()
    }

    /// The doubled conflict penalty of one line of `board`. O(1).
    pub fn line_conflicts(&self, board: &Board, line: usize) -> u32 {
        let [a, b, c] = LINES[line];
        let cells = &board.cells;
        let index = usize::from(cells[a]) * 81 + usize::from(cells[b]) * 9 + usize::from(cells[c]);
        u32::from(self.conflicts[line][index])
    }

    /// Manhattan distance plus two moves for each tile that must leave its
    /// goal line to let another pass. O(9).
    pub fn linear_conflict(&self, board: &Board) -> u32 {
        let lines = (0..6).map(|line| self.line_conflicts(board, line));
        self.manhattan(board) + lines.sum::<u32>()
    }
}

/// The length of the longest strictly increasing subsequence of at most
/// three numbers.
fn longest_increasing(values: &[usize]) -> usize {
    match *values {
        [] => 0,
        [a, b] => 1 + usize::from(a < b),
        [a, b, c] if a < b && b < c => 3,
        [a, b, c] => 1 + usize::from(a < b || a < c || b < c),
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn poj1077_sample1_by_hand() {
        // 2 3 4 / 1 5 x / 7 6 8 against 1 2 3 / 4 5 6 / 7 8 x.
        let board = Board::parse("23415x768").unwrap();
        let estimates = Estimates::new(&Board::POJ_GOAL);
        // Misplaced: 2, 3, 4, 1, 6, 8.
        assert_eq!(estimates.misplaced(&board), 6);
        // Tiles 2,3,4,1,6,8 are 1,1,3,1,2,1 away.
        assert_eq!(estimates.manhattan(&board), 9);
        // Lines holding two tiles of their own: the top row (2, 3), the
        // bottom row (7, 8) and the left column (1, 7), each in order.
        assert_eq!(estimates.linear_conflict(&board), 9);
    }

    #[test]
    fn reversed_line_costs_four() {
        // 3 2 1 in the top row: two of the three must step aside.
        let board = Board::parse("32145678x").unwrap();
        let estimates = Estimates::new(&Board::POJ_GOAL);
        assert_eq!(estimates.line_conflicts(&board, 0), 4);
        assert_eq!(estimates.manhattan(&board), 4);
        assert_eq!(estimates.linear_conflict(&board), 8);
        // 2 1 in the top row with 3 in place: one conflict.
        let board = Board::parse("21345678x").unwrap();
        assert_eq!(estimates.linear_conflict(&board), 2 + 2);
    }

    #[test]
    fn goal_is_zero() {
        for goal in [Board::POJ_GOAL, Board::LUOGU_GOAL] {
            let estimates = Estimates::new(&goal);
            assert_eq!(estimates.misplaced(&goal), 0);
            assert_eq!(estimates.linear_conflict(&goal), 0);
        }
    }
}
