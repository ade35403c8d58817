//! What the crate's own integration tests share: the independent reference
//! of `support/reference.rs`, and boards turned from its bytes into the
//! crate's `Board` and back.

#![allow(dead_code)]

#[path = "../support/reference.rs"]
pub mod reference;

use eight::Board;
use reference::Cells;

/// The crate's board for `cells`.
pub fn board(cells: &Cells) -> Board {
    let values = cells.map(|c| if c == b'x' { 0 } else { c - b'0' });
    Board::from_cells(values).unwrap()
}

/// The reference's bytes for `board`.
pub fn cells(board: &Board) -> Cells {
    let mut cells = [0; 9];
    cells.copy_from_slice(board.to_string().as_bytes());
    cells
}

/// The first board of `text`, in any layout the parser reads.
pub fn parse(text: &str) -> Board {
    eight::parse_boards(text.as_bytes()).unwrap()[0]
}
