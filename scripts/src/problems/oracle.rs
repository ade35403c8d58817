//! The trusted answers: the library's canonical path for any start and
//! goal, from one table a blank cell; on the 4x4 board, from its IDA*.

use eight::{is_solvable, relabelled, solve15, Board, Fifteen, LinearConflict, Move, Table};

/// Answers any case with the alphabetically first shortest path. Each pair
/// is renamed to the standard goal of its blank's cell ([`relabelled`]), so
/// that nine tables, each built once on first use (about 5 ms and 354 KiB
/// each), answer every goal: HDU 3567's 200 goals a file cost no more than
/// nine builds.
#[derive(Default)]
pub struct Oracle {
    tables: [Option<Table>; 9],
}

impl Oracle {
    pub fn new() -> Oracle {
        Oracle::default()
    }

    /// The canonical path from `start` to `goal`, or `None` when the goal
    /// cannot be reached.
    pub fn path(&mut self, start: &Board, goal: &Board) -> Option<Vec<Move>> {
        if !is_solvable(start, goal) {
            return None;
        }
        let (start, goal) = relabelled(start, goal);
        let table = self.tables[goal.blank()].get_or_insert_with(|| Table::build(&goal));
        let mut path = Vec::new();
        let found = table.walk(&start, |step| path.push(step));
        assert!(found, "a solvable pair has a path");
        Some(path)
    }
}

/// The fewest moves from the 4x4 `board` to the judges' goal `1 2 .. 15
/// 0`, when at most `most` (at most 80); else, or when the goal cannot be
/// reached, `None`. The library's IDA* with linear conflict on the board
/// turned to Korf's goal ([`Fifteen::turned`]), which keeps lengths.
pub fn fifteen_distance(board: Fifteen, most: u32) -> Option<usize> {
    solve15(&LinearConflict::new(), board.turned(), most).map(|solved| solved.moves.len())
}

/// The alphabetically first (`d < l < r < u`) of the shortest paths of the
/// blank from the 4x4 `board` to `1 2 .. 15 0`, when they take at most
/// `most` moves; else `None`. The turned search's path is a shortest one
/// but first in the turned board's order, not the judges': so the path is
/// walked a move at a time, each the first whose board is one move
/// nearer, by [`fifteen_distance`] (at most four searches a move, each
/// shallower than the last).
pub fn fifteen_path(board: Fifteen, most: u32) -> Option<Vec<Move>> {
    let mut left = fifteen_distance(board, most)?;
    let mut path = Vec::with_capacity(left);
    let mut at = board;
    while left > 0 {
        let (step, next) = Move::ALL
            .iter()
            .filter_map(|&step| at.step(step).map(|next| (step, next)))
            .find(|&(_, next)| fifteen_distance(next, left as u32 - 1).is_some())
            .expect("a board one move nearer");
        path.push(step);
        at = next;
        left -= 1;
    }
    Some(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fifteen_path_is_the_first_of_the_shortest() {
        let goal = Fifteen::from_cells([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]);
        let goal = goal.unwrap();
        assert_eq!(fifteen_path(goal, 80), Some(Vec::new()));
        // The blank up then left: back is right then down, and no other
        // path of two moves.
        let near = goal.step(Move::Up).unwrap().step(Move::Left).unwrap();
        assert_eq!(eight::to_letters(&fifteen_path(near, 80).unwrap()), "rd");
        assert_eq!(fifteen_distance(near, 1), None);
        // Up, left, down, right makes a board two moves away both ways
        // round the square: `dr` is before `rd`.
        let round = near.step(Move::Down).unwrap().step(Move::Right).unwrap();
        assert_eq!(fifteen_distance(round, 80), Some(4));
        let path = eight::to_letters(&fifteen_path(round, 80).unwrap());
        assert_eq!(path.len(), 4);
        assert!(path.as_str() <= "lurd", "{}", path);
        // Two tiles swapped: never.
        let mut cells = goal.cells();
        cells.swap(0, 1);
        assert_eq!(fifteen_path(Fifteen::from_cells(cells).unwrap(), 80), None);
    }
}
