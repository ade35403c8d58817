//! The boards one move away, for the searches that keep whole boards.

use crate::board::Board;
use crate::moves::Move;

impl Board {
    /// The board after the blank makes `step`, or `None` when the move
    /// would leave the board. O(9) to find the blank.
    pub fn moved(&self, step: Move) -> Option<Board> {
        let blank = self.blank();
        let target = step.target(blank)?;
        let mut next = *self;
        next.swap(blank, target);
        Some(next)
    }

    /// Every board one move away, with the move, in the order of
    /// [`Move::ALL`]. O(9) to find the blank once, then O(1) a move.
    pub fn neighbours(&self) -> impl Iterator<Item = (Move, Board)> {
        let board = *self;
        let blank = board.blank();
        Move::ALL.iter().filter_map(move |&step| {
            let target = step.target(blank)?;
            let mut next = board;
            next.swap(blank, target);
            Some((step, next))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;

    #[test]
    fn poj1077_sample1_neighbours() {
        // http://poj.org/problem?id=1077: 2 3 4 / 1 5 x / 7 6 8, the blank
        // on the right edge: it can go down, left and up, in that order.
        let start = board("23415x768");
        let next: Vec<(Move, String)> = start
            .neighbours()
            .map(|(step, next)| (step, next.to_string()))
            .collect();
        let expected = [
            (Move::Down, "23415876x"),
            (Move::Left, "2341x5768"),
            (Move::Up, "23x154768"),
        ];
        let expected: Vec<(Move, String)> =
            expected.iter().map(|&(m, b)| (m, b.to_string())).collect();
        assert_eq!(next, expected);
        assert_eq!(
            start.moved(Move::Up).map(|b| b.to_string()).as_deref(),
            Some("23x154768")
        );
        assert_eq!(start.moved(Move::Right), None);
    }
}
