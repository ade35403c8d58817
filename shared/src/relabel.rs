//! Any goal from nine: renaming the tiles turns every goal into the standard
//! board of its blank's cell, so nine searches or tables answer every pair.

use crate::board::{Board, BLANK};

/// The standard board with the blank at `cell`: the tiles 1-8 in reading
/// order around it (`x12345678`, `1x2345678`, ..., `12345678x`).
///
/// # Panics
/// When `cell` is not below 9.
pub fn standard_goal(cell: usize) -> Board {
    assert!(cell < 9, "cell {} is not on the board", cell);
    let mut cells = [1, 2, 3, 4, 5, 6, 7, 8, BLANK];
    cells[cell..].rotate_right(1);
    match Board::from_cells(cells) {
        Some(board) => board,
        None => unreachable!("a rotation keeps 0..=8 once each"),
    }
}

/// `(start, goal)` with the tiles renamed so that the goal becomes
/// [`standard_goal`] of its blank's cell: the tile at each cell of `goal`
/// takes the name that cell has there, on both boards. A move names where
/// the blank goes, not which tile slides, so a move string takes the renamed
/// start to the renamed goal exactly when it takes `start` to `goal`: the
/// distance, the shortest strings and the alphabetically first of them are
/// the same.
///
/// # Complexity
/// O(9).
///
/// # Examples
/// ```
/// use eight::{parse_boards, relabelled, Board, Table};
///
/// // HDU 3567's second sample: 8 moves, "urrulldr".
/// let pair = parse_boards(b"564178X23 7568X4123").unwrap();
/// let (start, goal) = relabelled(&pair[0], &pair[1]);
/// assert_eq!(goal.to_string(), "1234x5678");
/// let mut moves = String::new();
/// assert!(Table::build(&goal).walk(&start, |step| moves.push(char::from(step.letter()))));
/// assert_eq!(moves, "urrulldr");
/// ```
pub fn relabelled(start: &Board, goal: &Board) -> (Board, Board) {
    let standard = standard_goal(goal.blank());
    let mut name = [BLANK; 9];
    for (cell, &tile) in goal.cells().iter().enumerate() {
        name[usize::from(tile)] = standard.cells()[cell];
    }
    let renamed = start.cells().map(|tile| name[usize::from(tile)]);
    match Board::from_cells(renamed) {
        Some(renamed) => (renamed, standard),
        None => unreachable!("renaming is a bijection of 0..=8"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;
    use crate::play::apply_moves;

    #[test]
    fn the_standard_goals() {
        assert_eq!(standard_goal(0).to_string(), "x12345678");
        assert_eq!(standard_goal(4).to_string(), "1234x5678");
        assert_eq!(standard_goal(8), Board::POJ_GOAL);
    }

    #[test]
    fn renaming_keeps_every_move_string() {
        // Luogu's sample, 4 moves "uldr" to its goal; a goal already
        // standard is left as it is.
        let (start, goal) = relabelled(&board("283104765"), &Board::LUOGU_GOAL);
        assert_eq!(goal, standard_goal(4));
        assert_eq!(start.to_string(), "2431x5678");
        assert_eq!(apply_moves(&start, b"uldr"), Ok(goal));
        let poj = board("23415x768");
        assert_eq!(relabelled(&poj, &Board::POJ_GOAL), (poj, Board::POJ_GOAL));
        // HDU 3567's first sample: "dd".
        let (start, goal) = relabelled(&board("12X453786"), &board("12345678X"));
        assert_eq!(apply_moves(&start, b"dd"), Ok(goal));
    }
}
