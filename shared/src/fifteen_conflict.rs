//! Linear conflict on the 4x4 board (Hansson, Mayer and Yung, 1992): two
//! tiles in their home line but in the wrong order must step aside, two
//! more moves than Manhattan distance counts; kept up to date by the one
//! line a move can change.

use crate::fifteen::Fifteen;
use crate::fifteen_idastar::Estimate15;
use crate::fifteen_manhattan::{manhattan15, DISTANCE};

/// The spot of a value that is not at home on a line.
const OFF: usize = 4;

/// `PENALTY[s0 + 5 s1 + 25 s2 + 125 s3]`: the conflicts of a line whose
/// four cells hold tiles belonging at spots `s0..s3` of it ([`OFF`] for
/// the others), doubled: two moves for each tile outside a longest run of
/// increasing spots, the fewest tiles that must leave the line to let the
/// rest pass.
const PENALTY: [u8; 625] = penalties();

const fn penalties() -> [u8; 625] {
    let mut table = [0; 625];
    let mut code = 0;
    while code < 625 {
        let spots = [code % 5, code / 5 % 5, code / 25 % 5, code / 125];
        // The longest increasing run ending at each cell.
        let mut run = [0usize; 4];
        let (mut longest, mut on_line) = (0, 0);
        let mut i = 0;
        while i < 4 {
            if spots[i] != OFF {
                on_line += 1;
                run[i] = 1;
                let mut j = 0;
                while j < i {
                    if spots[j] != OFF && spots[j] < spots[i] && run[j] + 1 > run[i] {
                        run[i] = run[j] + 1;
                    }
                    j += 1;
                }
                if run[i] > longest {
                    longest = run[i];
                }
            }
            i += 1;
        }
        table[code] = 2 * (on_line - longest) as u8;
        code += 1;
    }
    table
}

/// The doubled conflicts of line `line` of `board`: rows 0-3, then
/// columns 4-7. O(4).
#[inline]
pub(crate) fn line_conflicts(board: Fifteen, line: usize) -> u32 {
    let mut code = 0;
    for k in (0..4).rev() {
        let (cell, home, along) = if line < 4 {
            (4 * line + k, line, 1)
        } else {
            (4 * k + line - 4, line - 4, 4)
        };
        let tile = usize::from(board.get(cell));
        // A row's tiles are at home on it when `tile / 4` is the row, and
        // belong at spot `tile % 4`; a column's the other way round.
        let (line_of, spot) = if along == 1 {
            (tile / 4, tile % 4)
        } else {
            (tile % 4, tile / 4)
        };
        code = 5 * code
            + if tile != 0 && line_of == home {
                spot
            } else {
                OFF
            };
    }
    u32::from(PENALTY[code])
}

/// Manhattan distance plus the conflicts of every row and column: still a
/// lower bound, since a tile that steps out of its line to let another pass
/// makes two moves Manhattan distance does not count, and a move, which
/// slides one tile, changes the conflicts of one line of that tile's at
/// most. O(16).
pub fn linear_conflict15(board: Fifteen) -> u32 {
    manhattan15(board) + (0..8).map(|line| line_conflicts(board, line)).sum::<u32>()
}

/// Manhattan distance plus linear conflict as an [`Estimate15`]: the carry
/// holds the distance and each line's conflicts; a move changes the
/// distance of its tile and, when it enters or leaves its home line across
/// the move, that line's conflicts, looked up again.
#[derive(Clone, Copy, Debug, Default)]
pub struct LinearConflict;

impl LinearConflict {
    /// The estimate; its tables are constants.
    pub fn new() -> LinearConflict {
        LinearConflict
    }
}

/// The carry of [`LinearConflict`].
#[derive(Clone, Copy, Debug)]
pub struct Conflicts {
    manhattan: u8,
    lines: [u8; 8],
    total: u8,
}

impl Estimate15 for LinearConflict {
    type Carry = Conflicts;

    fn name(&self) -> &'static str {
        "manhattan+conflict"
    }

    fn start(&self, board: Fifteen, _: u64) -> (Conflicts, u32) {
        let mut lines = [0; 8];
        for (line, conflicts) in lines.iter_mut().enumerate() {
            *conflicts = line_conflicts(board, line) as u8;
        }
        let manhattan = manhattan15(board) as u8;
        let total = manhattan + lines.iter().sum::<u8>();
        let carry = Conflicts {
            manhattan,
            lines,
            total,
        };
        (carry, u32::from(total))
    }

    #[inline]
    fn moved(
        &self,
        mut carry: Conflicts,
        board: Fifteen,
        _: u64,
        tile: u8,
        from: usize,
        to: usize,
    ) -> (Conflicts, u32) {
        let tile = usize::from(tile);
        let distance = &DISTANCE[tile];
        carry.manhattan = carry.manhattan + distance[to] - distance[from];
        carry.total = carry.total + distance[to] - distance[from];
        // A vertical move keeps every column's order and changes two rows:
        // only the tile's home row can hold it as a conflict. Likewise a
        // sideways move and the tile's home column.
        let line = if from % 4 == to % 4 {
            tile / 4
        } else {
            4 + tile % 4
        };
        let crossed = if line < 4 {
            from / 4 == line || to / 4 == line
        } else {
            from % 4 == line - 4 || to % 4 == line - 4
        };
        if crossed {
            let conflicts = line_conflicts(board, line) as u8;
            carry.total = carry.total + conflicts - carry.lines[line];
            carry.lines[line] = conflicts;
        }
        (carry, u32::from(carry.total))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(cells: [u8; 16]) -> Fifteen {
        Fifteen::from_cells(cells).unwrap()
    }

    #[test]
    fn a_reversed_row_by_hand() {
        // . 3 2 1 in the top row: 1 and 3 two off, 2 at home; the three
        // belong in the row, in reverse: two must step aside.
        let reversed = board([0, 3, 2, 1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
        assert_eq!(manhattan15(reversed), 4);
        assert_eq!(line_conflicts(reversed, 0), 4);
        assert_eq!(linear_conflict15(reversed), 8);
        // . 2 1 3: one conflict.
        let swapped = board([0, 2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
        assert_eq!(linear_conflict15(swapped), 2 + 2);
        assert_eq!(linear_conflict15(Fifteen::GOAL), 0);
    }

    #[test]
    fn a_column_counts_too() {
        // Tiles 4 and 8 swapped in the left column.
        let swapped = board([0, 1, 2, 3, 8, 5, 6, 7, 4, 9, 10, 11, 12, 13, 14, 15]);
        assert_eq!(line_conflicts(swapped, 4), 2);
        assert_eq!(linear_conflict15(swapped), 4);
    }
}
