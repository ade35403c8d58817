//! The 4x4 board of the fifteen puzzle in one `u64`: sixteen cells of four
//! bits, and the moves of its blank.
//!
//! The goal is Korf's (1985), the blank top left and tile `t` at cell `t`:
//!
//! ```text
//!  .  1  2  3
//!  4  5  6  7
//!  8  9 10 11
//! 12 13 14 15
//! ```
//!
//! The judges' goal, `1 .. 15` with the blank last, is Korf's turned half a
//! turn with tile `t` renamed `16 - t` ([`Fifteen::turned`]): every search
//! of the realm works on Korf's goal, and a judge's board is turned first.

use crate::moves::Move;
use std::fmt;

/// The number of cells.
pub const CELLS: usize = 16;

/// A 4x4 board: cell `i` (row `i / 4`, column `i % 4`, reading order) in
/// bits `4i..4i + 4`, tiles `1..=15` and `0` the blank, each value once,
/// which the constructors ensure.
///
/// ```
/// use eight::Fifteen;
///
/// let goal = Fifteen::GOAL;
/// assert_eq!(goal.blank(), 0);
/// assert_eq!(goal.get(7), 7);
/// // The blank moves right: tile 1 slides left into its cell.
/// let one_away = goal.slid(1, 0);
/// assert_eq!(one_away.cells()[..4], [1, 0, 2, 3]);
/// assert_eq!(Fifteen::from_cells([1; 16]), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Fifteen {
    cells: u64,
}

impl Fifteen {
    /// Korf's goal: the blank at cell 0, tile `t` at cell `t`.
    pub const GOAL: Fifteen = Fifteen {
        cells: 0xFEDC_BA98_7654_3210,
    };

    /// The board of sixteen cells in reading order, or `None` unless they
    /// are `0..=15` each exactly once. O(16).
    pub fn from_cells(cells: [u8; CELLS]) -> Option<Fifteen> {
        let mut seen = 0u32;
        let mut packed = 0u64;
        for (i, &value) in cells.iter().enumerate() {
            if value > 15 || seen & 1 << value != 0 {
                return None;
            }
            seen |= 1 << value;
            packed |= u64::from(value) << (4 * i);
        }
        Some(Fifteen { cells: packed })
    }

    /// The sixteen cells in reading order, `0` the blank. O(16).
    pub fn cells(self) -> [u8; CELLS] {
        let mut cells = [0; CELLS];
        for (i, cell) in cells.iter_mut().enumerate() {
            *cell = self.get(i);
        }
        cells
    }

    /// The packed word itself, cell `i` in bits `4i..4i + 4`.
    pub const fn packed(self) -> u64 {
        self.cells
    }

    /// The tile (or `0`) at `cell` (below 16). O(1).
    #[inline]
    pub const fn get(self, cell: usize) -> u8 {
        (self.cells >> (4 * cell) & 0xF) as u8
    }

    /// The cell of the blank. O(16).
    pub fn blank(self) -> usize {
        match (0..CELLS).find(|&cell| self.get(cell) == 0) {
            Some(cell) => cell,
            None => unreachable!("a board holds the blank once"),
        }
    }

    /// The board once the tile at `from` has slid into the blank at `to`
    /// (the caller names the blank's cell: nothing is checked). O(1).
    #[inline]
    pub const fn slid(self, from: usize, to: usize) -> Fifteen {
        let tile = self.cells >> (4 * from) & 0xF;
        Fifteen {
            cells: self.cells & !(0xF << (4 * from)) | tile << (4 * to),
        }
    }

    /// Where each value is: the cell of value `v` in bits `4v..4v + 4` (the
    /// blank's at bits 0-3), the board's inverse. O(16).
    pub fn places(self) -> u64 {
        (0..CELLS).fold(0, |places, cell| {
            places | (cell as u64) << (4 * usize::from(self.get(cell)))
        })
    }

    /// The board after the blank makes `step`, or `None` off the board.
    /// O(16).
    pub fn step(self, step: Move) -> Option<Fifteen> {
        let blank = self.blank();
        let target = usize::from(TARGETS[blank][step as usize]?);
        Some(self.slid(target, blank))
    }

    /// The board mirrored on its main diagonal (row `r`, column `c` to row
    /// `c`, column `r`), each tile renamed for the cell it names: Korf's
    /// goal mirrors to itself, so the mirrored board is exactly as far from
    /// it. Mirroring twice gives the board back. O(16).
    pub fn transposed(self) -> Fifteen {
        let mut cells = [0; CELLS];
        for cell in 0..CELLS {
            cells[usize::from(TRANSPOSE[cell])] = TRANSPOSE[usize::from(self.get(cell))];
        }
        Fifteen::from_cells(cells).expect("a mirrored board is a board")
    }

    /// The board turned half a turn, each tile `t` renamed `16 - t`: the
    /// judges' goal `1 2 .. 15 0` turns into Korf's, and back. A path for
    /// the turned board is the original's with every move reversed in
    /// direction ([`Move::inverse`]: up for down, left for right). O(16).
    ///
    /// ```
    /// use eight::Fifteen;
    ///
    /// let judges = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
    /// let judges = Fifteen::from_cells(judges).unwrap();
    /// assert_eq!(judges.turned(), Fifteen::GOAL);
    /// assert_eq!(Fifteen::GOAL.turned(), judges);
    /// ```
    pub fn turned(self) -> Fifteen {
        let mut cells = [0; CELLS];
        for cell in 0..CELLS {
            let value = self.get(cell);
            cells[CELLS - 1 - cell] = if value == 0 { 0 } else { 16 - value };
        }
        Fifteen::from_cells(cells).expect("a turned board is a board")
    }
}

/// `TRANSPOSE[cell]`: the cell mirrored on the main diagonal, row and
/// column swapped.
pub const TRANSPOSE: [u8; CELLS] = [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15];

/// `TARGETS[blank][m]`: where move `m` of [`Move::ALL`] (`d, l, r, u`)
/// takes the blank from `blank`, or `None` off the board.
pub const TARGETS: [[Option<u8>; 4]; CELLS] = targets();

const fn targets() -> [[Option<u8>; 4]; CELLS] {
    let mut table = [[None; 4]; CELLS];
    let mut blank = 0;
    while blank < CELLS {
        let (row, column) = (blank / 4, blank % 4);
        if row < 3 {
            table[blank][0] = Some(blank as u8 + 4);
        }
        if column > 0 {
            table[blank][1] = Some(blank as u8 - 1);
        }
        if column < 3 {
            table[blank][2] = Some(blank as u8 + 1);
        }
        if row > 0 {
            table[blank][3] = Some(blank as u8 - 4);
        }
        blank += 1;
    }
    table
}

/// Four rows of four numbers, `0` the blank, each row on a line.
impl fmt::Display for Fifteen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..4 {
            let cells: Vec<String> = (0..4).map(|c| self.get(4 * row + c).to_string()).collect();
            writeln!(f, "{}", cells.join(" "))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_goal_is_korfs() {
        let cells: Vec<u8> = (0..16).collect();
        assert_eq!(Fifteen::GOAL.cells().to_vec(), cells);
        assert_eq!(Fifteen::GOAL.places(), Fifteen::GOAL.packed());
    }

    #[test]
    fn moves_stay_on_the_board() {
        // Corners have two moves, edges three, the middle four.
        let counts: Vec<usize> = TARGETS.iter().map(|t| t.iter().flatten().count()).collect();
        assert_eq!(counts, [2, 3, 3, 2, 3, 4, 4, 3, 3, 4, 4, 3, 2, 3, 3, 2]);
        assert_eq!(Fifteen::GOAL.step(Move::Up), None);
        let down = Fifteen::GOAL.step(Move::Down).unwrap();
        assert_eq!((down.blank(), down.get(0)), (4, 4));
    }

    #[test]
    fn mirrors_and_turns_undo_themselves() {
        let board = Fifteen::from_cells([14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3]);
        let board = board.unwrap();
        assert_eq!(board.transposed().transposed(), board);
        assert_eq!(board.turned().turned(), board);
        assert_eq!(Fifteen::GOAL.transposed(), Fifteen::GOAL);
        // Tile 1 at cell 11 (row 2, column 3) goes to cell 14 as tile 4.
        assert_eq!(board.transposed().get(14), 4);
    }
}
