//! Admissible estimates of the moves left: Manhattan distance, and
//! Manhattan distance plus linear conflicts, with the per-goal tables that
//! make them cheap. (A*'s misplaced-tiles estimate needs no table; it is in
//! `astar.rs`.)

use crate::board::Board;
use crate::moves::{Move, TARGETS};

// Here, beside the estimates that ask it, rather than in `moves.rs`, which
// the submissions paste and which never ask it.
impl Move {
    /// Whether the blank moves up or down, so the tile it swaps with stays
    /// in its column. O(1).
    pub const fn is_vertical(self) -> bool {
        matches!(self, Move::Down | Move::Up)
    }
}

/// Lower bounds on the distance to one goal, with the small tables that
/// make them cheap. Building one is O(9^2); it holds under 200 bytes.
#[derive(Clone)]
pub(crate) struct EstimateTables {
    /// `manhattan[value][position]`: how far that tile at that position is
    /// from its goal position (0 for the blank).
    pub(crate) manhattan: [[u8; 9]; 9],
    /// `spots[line][value]`: where along the line (0-2) that tile belongs,
    /// or [`ELSEWHERE`] when its goal cell is on another line.
    spots: [[u8; 9]; 6],
    /// `home_lines[value]`: the lines (row, then column) of that tile's
    /// goal cell.
    pub(crate) home_lines: [[u8; 2]; 9],
    goal: Board,
}

/// The three positions of each line: rows 0-2, then columns 3-5.
pub(crate) const LINES: [[usize; 3]; 6] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
];

/// The spot of a tile (or the blank) that does not belong on a line.
const ELSEWHERE: u8 = 3;

/// `PENALTY[s0 << 4 | s1 << 2 | s2]`: the linear-conflict penalty of a
/// line whose three cells hold tiles belonging at spots `s0, s1, s2` of it
/// ([`ELSEWHERE`] for the others): two moves for each tile that must step
/// out of the line to let the rest pass, that is for each tile outside a
/// longest increasing run of spots.
const PENALTY: [u8; 64] = penalties();

const fn penalties() -> [u8; 64] {
    let mut table = [0u8; 64];
    let mut index = 0;
    while index < 64 {
        let spots = [index >> 4, (index >> 2) & 3, index & 3];
        let mut on_line = 0;
        let mut longest = 0;
        // Every subset of the three cells: the largest increasing one.
        let mut subset = 1;
        while subset < 8 {
            let (mut size, mut last, mut increasing) = (0, -1i32, true);
            let mut i = 0;
            while i < 3 {
                if subset & (1 << i) != 0 {
                    let spot = spots[i] as i32;
                    increasing = increasing && spot != ELSEWHERE as i32 && spot > last;
                    last = spot;
                    size += 1;
                }
                i += 1;
            }
            if increasing && size > longest {
                longest = size;
            }
            subset += 1;
        }
        let mut i = 0;
        while i < 3 {
            on_line += (spots[i] != ELSEWHERE as usize) as u8;
            i += 1;
        }
        table[index] = 2 * (on_line - longest);
        index += 1;
    }
    table
}

/// The linear-conflict penalty, already doubled, of a line whose cells
/// have the spots `code` (see [`EstimateTables::spot_code`]). O(1).
#[inline]
pub(crate) fn penalty_of(code: usize) -> u32 {
    u32::from(PENALTY[code & 63])
}

impl EstimateTables {
    /// The tables for `goal`.
    pub(crate) fn new(goal: &Board) -> EstimateTables {
        let mut home = [0usize; 9];
        for (position, &value) in goal.cells().iter().enumerate() {
            home[usize::from(value)] = position;
        }
        let mut manhattan = [[0u8; 9]; 9];
        let mut spots = [[ELSEWHERE; 9]; 6];
        let mut home_lines = [[0u8; 2]; 9];
        for value in 1..9 {
            let (goal_row, goal_column) = (home[value] / 3, home[value] % 3);
            for (position, distance) in manhattan[value].iter_mut().enumerate() {
                let (row, column) = (position / 3, position % 3);
                *distance = (row.abs_diff(goal_row) + column.abs_diff(goal_column)) as u8;
            }
            spots[goal_row][value] = goal_column as u8;
            spots[3 + goal_column][value] = goal_row as u8;
            home_lines[value] = [goal_row as u8, 3 + goal_column as u8];
        }
        EstimateTables {
            manhattan,
            spots,
            home_lines,
            goal: *goal,
        }
    }

    /// The goal these tables are for.
    pub(crate) fn goal(&self) -> &Board {
        &self.goal
    }

    /// The sum over tiles of their row and column distance from home. O(9).
    pub(crate) fn manhattan(&self, board: &Board) -> u32 {
        let distances = board.cells().iter().enumerate();
        distances
            .map(|(position, &value)| u32::from(self.manhattan[usize::from(value)][position]))
            .sum()
    }

    /// The linear-conflict penalty of one line of `board` (0-2 the rows,
    /// 3-5 the columns), already doubled. O(1).
    pub(crate) fn line_conflicts(&self, board: &Board, line: usize) -> u32 {
        let [a, b, c] = LINES[line];
        penalty_of(self.spot_code(line, [board.cells()[a], board.cells()[b], board.cells()[c]]))
    }

    /// Where along `line` (0-2) tile `value` belongs, or 3 when its goal
    /// cell is on another line (always 3 for the blank).
    pub(crate) fn spot(&self, line: usize, value: u8) -> u8 {
        self.spots[line][usize::from(value)]
    }

    /// The spots of the three cells of `line` holding `values`, two bits
    /// each, first cell highest: the index of [`penalty_of`].
    #[inline]
    pub(crate) fn spot_code(&self, line: usize, values: [u8; 3]) -> usize {
        let spots = &self.spots[line];
        let spot = |value: u8| usize::from(spots[usize::from(value)]);
        spot(values[0]) << 4 | spot(values[1]) << 2 | spot(values[2])
    }

    /// The spot codes of all six lines of `board`, six bits a line, line `l`
    /// at bits `6l..6l + 6`: what `IdaStar` and `IdaStarWalking` carry and
    /// update by XOR.
    pub(crate) fn spot_codes(&self, board: &Board) -> u64 {
        let cells = board.cells();
        (0..6).fold(0, |codes, line| {
            let [a, b, c] = LINES[line];
            let code = self.spot_code(line, [cells[a], cells[b], cells[c]]);
            codes | (code as u64) << (6 * line)
        })
    }

    /// Manhattan distance plus two moves for each tile that must leave its
    /// goal line to let another pass. O(9).
    pub(crate) fn linear_conflict(&self, board: &Board) -> u32 {
        let lines = (0..6).map(|line| self.line_conflicts(board, line));
        self.manhattan(board) + lines.sum::<u32>()
    }
}

/// What changes when a tile slides: its distance, and the conflicts of its
/// home row (on a vertical move, which changes two rows) or its home column
/// (on a sideways move). Conflicts elsewhere cannot change: a vertical move
/// keeps the order of every column and of every other row.
#[derive(Clone, Copy, Default)]
pub(crate) struct Slide {
    /// The change of the tile's distance, plus [`ESTIMATE_BIAS`].
    pub(crate) distance_change: u8,
    /// The tile's home line along the axis of the move: the only line whose
    /// conflicts can change.
    pub(crate) line: u8,
    /// How the spot codes of all lines change, as an XOR mask on the codes
    /// packed six bits a line, line `l` at bits `6l..6l + 6`.
    pub(crate) codes: u64,
}

/// For each tile, blank cell and move of [`Move::ALL`]: what the move
/// changes of the estimates of `estimates`' goal, for `IdaStar` and
/// `IdaStarWalking`.
pub(crate) fn slides(estimates: &EstimateTables) -> [[[Slide; 4]; 9]; 9] {
    let mut slides = [[[Slide::default(); 4]; 9]; 9];
    for (tile, by_blank) in slides.iter_mut().enumerate().skip(1) {
        for (blank, by_move) in by_blank.iter_mut().enumerate() {
            for (m, slide) in by_move.iter_mut().enumerate() {
                let from = match TARGETS[blank][m] {
                    Some(from) => usize::from(from),
                    None => continue,
                };
                let distance = &estimates.manhattan[tile];
                slide.distance_change = ESTIMATE_BIAS as u8 + distance[blank] - distance[from];
                slide.line = estimates.home_lines[tile][usize::from(!Move::ALL[m].is_vertical())];
                for (line, cells) in LINES.iter().enumerate() {
                    let spot = u64::from(estimates.spot(line, tile as u8));
                    for (i, &position) in cells.iter().enumerate() {
                        // The tile's cell turns blank (spot 3); the blank's
                        // takes the tile's spot.
                        if position == from || position == blank {
                            slide.codes ^= (spot ^ 3) << (6 * line + 4 - 2 * i);
                        }
                    }
                }
            }
        }
    }
    slides
}

/// Added to every change of the estimate so that the sums stay unsigned: a
/// move changes it by at most 1 + 4.
pub(crate) const ESTIMATE_BIAS: u32 = 8;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;

    #[test]
    fn poj1077_sample1_by_hand() {
        // 2 3 4 / 1 5 x / 7 6 8 against 1 2 3 / 4 5 6 / 7 8 x.
        let sample = board("23415x768");
        let estimates = EstimateTables::new(&Board::POJ_GOAL);
        // Tiles 2,3,4,1,6,8 are 1,1,3,1,2,1 away.
        assert_eq!(estimates.manhattan(&sample), 9);
        // Lines holding two tiles of their own: the top row (2, 3), the
        // bottom row (7, 8) and the left column (1, 7), each in order.
        assert_eq!(estimates.linear_conflict(&sample), 9);
    }

    #[test]
    fn reversed_line_costs_four() {
        // 3 2 1 in the top row: two of the three must step aside.
        let sample = board("32145678x");
        let estimates = EstimateTables::new(&Board::POJ_GOAL);
        assert_eq!(estimates.line_conflicts(&sample, 0), 4);
        assert_eq!(estimates.manhattan(&sample), 4);
        assert_eq!(estimates.linear_conflict(&sample), 8);
        // 2 1 in the top row with 3 in place: one conflict.
        let sample = board("21345678x");
        assert_eq!(estimates.linear_conflict(&sample), 2 + 2);
    }

    #[test]
    fn goal_is_zero() {
        for goal in [Board::POJ_GOAL, Board::LUOGU_GOAL] {
            let estimates = EstimateTables::new(&goal);
            assert_eq!(estimates.linear_conflict(&goal), 0);
        }
    }
}
