//! POJ 1077 "Eight", and HDU 1043 with its many boards: for each board until
//! the end of the input, the alphabetically first shortest move string of the
//! blank (`u`, `d`, `l`, `r`) to `1 2 3 4 5 6 7 8 x`, or `unsolvable`.
//!
//! A complete program: paste this file into a judge as it is.

use crate::batch::solve_each;
use crate::board::{parse_boards, Board};
use std::io::{self, Read, Write};

fn main() {
    // The boards come on standard input, as a judge gives them.
    if std::env::args_os().len() > 1 {
        fail(
            2,
            "usage: poj1077 < INPUT  (reads the boards from standard input; takes no arguments)",
        );
    }
    let mut input = Vec::new();
    if let Err(error) = io::stdin().lock().read_to_end(&mut input) {
        fail(1, &format!("cannot read the input: {}", error));
    }
    // Every board is checked before the first answer is written.
    let boards = parse_boards(&input).unwrap_or_else(|error| fail(2, &error.to_string()));
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    match write_answers(&boards, &mut out).and_then(|()| out.flush()) {
        Ok(()) => {}
        // The reader has gone (`| head -1`): nothing is wrong, stop quietly.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => {}
        Err(error) => fail(1, &format!("cannot write the answers: {}", error)),
    }
}

/// Writes one line per board: its moves (an empty line for a solved board),
/// or `unsolvable`.
fn write_answers(boards: &[Board], out: &mut impl Write) -> io::Result<()> {
    let mut line = Vec::with_capacity(40);
    let mut written = Ok(());
    solve_each(boards, &Board::POJ_GOAL, |moves| {
        line.clear();
        match moves {
            Some(moves) => line.extend(moves.iter().map(|step| step.letter())),
            None => line.extend_from_slice(b"unsolvable"),
        }
        line.push(b'\n');
        if written.is_ok() {
            written = out.write_all(&line);
        }
    });
    written
}

/// Reports the problem on stderr and exits with `status`: 2 for bad input
/// or a bad command line (stdout untouched), 1 when reading or writing fails.
fn fail(status: i32, message: &str) -> ! {
    eprintln!("poj1077: {}", message);
    std::process::exit(status);
}

// ---------------------------------------------------------------------------
// Below: verbatim copies of the files of `shared/src/` this program uses, so
// that this one file is the whole program. Edit the originals, then run
// `UPDATE_PASTE=1 cargo test -p eight --test pasted` to refresh these
// copies; without `UPDATE_PASTE` the test only reports a difference.

#[rustfmt::skip]
#[allow(dead_code)]
mod batch {
// BEGIN PASTE shared/src/batch.rs
//! Answers a batch of boards for one goal, choosing the search by batch size.

use crate::board::Board;
use crate::idastar::IdaStar;
use crate::moves::Move;
use crate::table::Table;

/// From this many boards on, [`solve_each`] builds the backward-BFS table
/// (a few milliseconds once, then well under a microsecond a board) instead
/// of running IDA* on each board (several microseconds a board on average).
pub const TABLE_FROM: usize = 500;

/// Calls `answer` once per board, in order, with the canonical shortest move
/// sequence to `goal`, or `None` when the board cannot reach it.
///
/// # Complexity
/// IDA* per board below [`TABLE_FROM`] boards (O(1) memory); from there on,
/// O(9!) once to build a 354 KiB table, then O(moves) per board.
///
/// # Examples
/// ```
/// use eight::{parse_boards, solve_each, to_letters, Board};
///
/// // HDU 1043 style: many boards, one line each.
/// let boards = parse_boards(b"23415x768\n12345678x\n21345678x\n").unwrap();
/// let mut lines = Vec::new();
/// solve_each(&boards, &Board::POJ_GOAL, |moves| {
///     lines.push(moves.map_or("unsolvable".to_string(), to_letters));
/// });
/// assert_eq!(lines, ["dlurullddrurdllurdr", "", "unsolvable"]);
/// ```
pub fn solve_each(boards: &[Board], goal: &Board, mut answer: impl FnMut(Option<&[Move]>)) {
    let mut path = Vec::with_capacity(32);
    if boards.len() < TABLE_FROM {
        let mut idastar = IdaStar::new();
        for board in boards {
            let found = idastar.search(board, goal, &mut path).is_some();
            answer(if found { Some(&path) } else { None });
        }
    } else {
        let table = Table::build(goal);
        for board in boards {
            path.clear();
            let found = table.walk(board, |step| path.push(step));
            answer(if found { Some(&path) } else { None });
        }
    }
}
// END PASTE shared/src/batch.rs
}

#[rustfmt::skip]
#[allow(dead_code)]
mod board {
// BEGIN PASTE shared/src/board.rs
//! The 3x3 board: nine cells, one blank, parsed from judge text and printed back.

use std::fmt;

/// The value that stands for the blank among a board's cells.
pub const BLANK: u8 = 0;

/// A 3x3 board, cells in reading order (rows top to bottom, each left to
/// right). Tiles are `1..=8`, the blank is [`BLANK`]; every value appears
/// exactly once, which the constructors ensure and nothing can break.
///
/// ```
/// use eight::Board;
///
/// let board = Board::from_cells([2, 3, 4, 1, 5, 0, 7, 6, 8]).unwrap();
/// assert_eq!(board.to_string(), "23415x768");
/// assert_eq!(board.blank(), 5);
/// assert_eq!(Board::from_cells([1, 1, 3, 4, 5, 6, 7, 8, 0]), None);
/// ```
///
/// The cells are private, so no board that breaks the rule can be written:
///
/// ```compile_fail,E0451
/// let nine_ones = eight::Board { cells: [1; 9] };
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Board {
    cells: [u8; 9],
}

impl Board {
    /// POJ 1077's goal, `1 2 3 / 4 5 6 / 7 8 x`.
    pub const POJ_GOAL: Board = Board::goal([1, 2, 3, 4, 5, 6, 7, 8, BLANK]);

    /// Luogu P1379's goal, `1 2 3 / 8 0 4 / 7 6 5`.
    pub const LUOGU_GOAL: Board = Board::goal([1, 2, 3, 8, BLANK, 4, 7, 6, 5]);

    /// Builds a board from nine cells, or `None` unless they are `0..=8`
    /// each exactly once. O(9).
    pub const fn from_cells(cells: [u8; 9]) -> Option<Board> {
        let mut seen = 0u16;
        let mut i = 0;
        while i < 9 {
            let value = cells[i];
            if value > 8 || seen & (1 << value) != 0 {
                return None;
            }
            seen |= 1 << value;
            i += 1;
        }
        Some(Board { cells })
    }

    /// A goal written as a constant: checked when the program is compiled.
    const fn goal(cells: [u8; 9]) -> Board {
        match Board::from_cells(cells) {
            Some(board) => board,
            None => panic!("a goal must hold 0..=8 once each"),
        }
    }

    /// The nine cells in reading order, [`BLANK`] for the blank.
    pub fn cells(&self) -> &[u8; 9] {
        &self.cells
    }

    /// The position `0..9` of the blank. O(9).
    pub fn blank(&self) -> usize {
        let mut position = 0;
        while self.cells[position] != BLANK {
            position += 1;
        }
        position
    }

    /// Swaps the cells at positions `a` and `b` (each below 9), as a move
    /// does; a board stays a board.
    pub(crate) fn swap(&mut self, a: usize, b: usize) {
        self.cells.swap(a, b);
    }
}

/// Prints the nine cells in reading order with `x` for the blank, e.g.
/// `12345678x`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &value in &self.cells {
            let symbol = if value == BLANK {
                'x'
            } else {
                char::from(b'0' + value)
            };
            write!(f, "{}", symbol)?;
        }
        Ok(())
    }
}

/// What is wrong with a piece of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// The input holds no cell at all.
    Empty,
    /// This byte cannot start or continue a UTF-8 character.
    NotUtf8(u8),
    /// A character that is neither whitespace, a tile `1`-`8` nor a blank.
    UnknownCell(char),
    /// A tile, or the blank, seen a second time in one board. Nine cells
    /// without a blank always repeat a tile, so a missing blank shows as
    /// this.
    Repeated(char),
    /// The input ends after this many cells of its last board.
    Truncated(usize),
}

/// Why the input could not be read, and where: the board and cell (both
/// counted from 1) and the line and column of the offending character (also
/// from 1; 0 where there is no character to point at). Columns count
/// characters, and a leading byte-order mark is not one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub board: usize,
    pub cell: usize,
    pub line: usize,
    pub column: usize,
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind == ParseErrorKind::Empty {
            return write!(f, "the input holds no board");
        }
        write!(f, "board {}", self.board)?;
        if self.line > 0 {
            write!(
                f,
                ", cell {} (line {}, column {})",
                self.cell, self.line, self.column
            )?;
        }
        match self.kind {
            ParseErrorKind::NotUtf8(byte) => write!(f, ": byte 0x{:02X} is not UTF-8 text", byte),
            ParseErrorKind::UnknownCell(c) => {
                write!(f, ": {:?} is not a tile 1-8 or a blank x, X or 0", c)
            }
            ParseErrorKind::Repeated(c) if "xX0".contains(c) => {
                write!(f, ": {:?} is a second blank", c)
            }
            ParseErrorKind::Repeated(c) => write!(f, ": {:?} appears a second time", c),
            ParseErrorKind::Truncated(n) => {
                write!(f, ": the input ends after {} of its 9 cells", n)
            }
            ParseErrorKind::Empty => Ok(()),
        }
    }
}

impl std::error::Error for ParseError {}

/// Reads every board in `input`: each non-whitespace character is one cell,
/// nine cells make a board, and line breaks mean nothing, so
/// ` 2  3  4  1  5  x  7  6  8 `, `23415x768` and three lines of three all
/// read the same. Tiles are `1`-`8`; `x`, `X` and `0` are the blank. A
/// leading UTF-8 byte-order mark, which some editors write, is skipped.
///
/// # Errors
/// The first fault in reading order, with the board and cell it is in: a
/// byte that is not UTF-8, an unknown character, a tile or blank repeated
/// within a board (where it repeats), a last board cut short, or no cell at
/// all. Never panics.
///
/// # Complexity
/// O(n) in the length of the input.
///
/// # Examples
/// ```
/// use eight::{parse_boards, ParseErrorKind};
///
/// // POJ 1077's sample, and the same board as three lines with a `0`.
/// let boards = parse_boards(b" 2  3  4  1  5  x  7  6  8 \n234\n150\n768\n").unwrap();
/// assert_eq!(boards.len(), 2);
/// assert_eq!(boards[0], boards[1]);
/// assert_eq!(boards[0].to_string(), "23415x768");
///
/// let error = parse_boards(b"1 2 3 4 5 6 7 8 8").unwrap_err();
/// assert_eq!(error.kind, ParseErrorKind::Repeated('8'));
/// assert_eq!(
///     error.to_string(),
///     "board 1, cell 9 (line 1, column 17): '8' appears a second time"
/// );
/// ```
pub fn parse_boards(input: &[u8]) -> Result<Vec<Board>, ParseError> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    // Everything before the first byte that is not UTF-8 is read as usual,
    // so that an earlier fault is reported first.
    let (text, bad_byte) = match std::str::from_utf8(input) {
        Ok(text) => (text, None),
        Err(error) => {
            let valid = &input[..error.valid_up_to()];
            let text = std::str::from_utf8(valid).unwrap_or_default();
            (text, Some(input[error.valid_up_to()]))
        }
    };
    let mut boards = Vec::with_capacity(input.len() / 10 + 1);
    let mut cells = [0u8; 9];
    let mut filled = 0;
    let mut seen = 0u16;
    let mut last_cell = 0;
    for (offset, &byte) in text.as_bytes().iter().enumerate() {
        if byte.is_ascii_whitespace() {
            continue;
        }
        let value = match byte {
            b'1'..=b'8' => byte - b'0',
            b'x' | b'X' | b'0' => BLANK,
            _ => {
                // Only a character's first byte gets here: the ASCII ones
                // above, or the lead byte of a longer UTF-8 sequence.
                let c = text[offset..].chars().next().unwrap_or('?');
                let kind = ParseErrorKind::UnknownCell(c);
                return Err(fault(input, boards.len() + 1, filled + 1, offset, kind));
            }
        };
        if seen & 1 << value != 0 {
            let kind = ParseErrorKind::Repeated(char::from(byte));
            return Err(fault(input, boards.len() + 1, filled + 1, offset, kind));
        }
        seen |= 1 << value;
        cells[filled] = value;
        filled += 1;
        last_cell = offset;
        if filled == 9 {
            // Nine distinct values of 0..=8: each once, the blank included.
            boards.push(Board { cells });
            filled = 0;
            seen = 0;
        }
    }
    if let Some(byte) = bad_byte {
        let kind = ParseErrorKind::NotUtf8(byte);
        return Err(fault(input, boards.len() + 1, filled + 1, text.len(), kind));
    }
    if filled > 0 {
        let kind = ParseErrorKind::Truncated(filled);
        return Err(fault(input, boards.len() + 1, filled, last_cell, kind));
    }
    if boards.is_empty() {
        return Err(ParseError {
            board: 0,
            cell: 0,
            line: 0,
            column: 0,
            kind: ParseErrorKind::Empty,
        });
    }
    Ok(boards)
}

/// The error `kind` at byte `offset` of `input`, in cell `cell` of board
/// `board`.
fn fault(
    input: &[u8],
    board: usize,
    cell: usize,
    offset: usize,
    kind: ParseErrorKind,
) -> ParseError {
    let before = &input[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    // `before` is valid UTF-8, so counting non-continuation bytes counts chars.
    let column = before[line_start..]
        .iter()
        .filter(|&&b| b & 0xC0 != 0x80)
        .count()
        + 1;
    ParseError {
        board,
        cell,
        line,
        column,
        kind,
    }
}
// END PASTE shared/src/board.rs
}

#[rustfmt::skip]
#[allow(dead_code)]
mod cantor {
// BEGIN PASTE shared/src/cantor.rs
//! Cantor ranking: a perfect hash of the 9! boards onto `0..9!`, in the
//! lexicographic order of their cells.

use crate::board::Board;

/// The number of arrangements of nine cells, 9! = 362,880.
pub const STATES: usize = 362_880;

/// `FACTORIAL[k]` is k!.
const FACTORIAL: [u32; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// `SMALLER[mask]` is the number of set bits in a 9-bit mask: a popcount by
/// table, as judges compile for a baseline CPU without the instruction.
const SMALLER: [u8; 512] = popcounts();

const fn popcounts() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut mask = 1;
    while mask < 512 {
        table[mask] = table[mask >> 1] + (mask & 1) as u8;
        mask += 1;
    }
    table
}

/// The board's position among all 9! arrangements in lexicographic order
/// of cells (blank as 0): `0` for `x12345678`, `9! - 1` for `87654321x`.
///
/// # Complexity
/// O(9), no allocation.
///
/// # Examples
/// ```
/// use eight::{rank, unrank, Board, STATES};
///
/// assert_eq!(rank(&Board::POJ_GOAL), 46_233);
/// assert_eq!(unrank(46_233), Board::POJ_GOAL);
/// // A perfect hash: every rank below 9! is one board, and back.
/// assert_eq!(rank(&unrank(STATES as u32 - 1)), STATES as u32 - 1);
/// assert_eq!(unrank(0).to_string(), "x12345678");
/// ```
pub fn rank(board: &Board) -> u32 {
    rank_cells(|i| board.cells()[i])
}

/// [`rank`] of the board whose cell `i` is `cell(i)`, for boards kept in
/// other forms.
#[inline]
pub(crate) fn rank_cells(cell: impl Fn(usize) -> u8) -> u32 {
    let mut rank = 0;
    let mut used = 0usize;
    for (i, weight) in FACTORIAL[1..].iter().rev().enumerate() {
        let value = cell(i);
        let below = (1usize << value) - 1;
        // Values below `value` not used yet all stand to its right.
        let smaller_right = u32::from(value) - u32::from(SMALLER[used & below]);
        rank += smaller_right * weight;
        used |= 1 << value;
    }
    rank
}

/// The board of a rank: the inverse of [`rank`].
///
/// # Panics
/// When `rank >= 9!`.
///
/// # Complexity
/// O(9^2) on a nine-element array, no allocation.
pub fn unrank(rank: u32) -> Board {
    assert!((rank as usize) < STATES, "rank {} is not below 9!", rank);
    let mut unused = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    let mut left = 9;
    let mut rest = rank;
    let mut cells = [0u8; 9];
    for (i, cell) in cells.iter_mut().enumerate() {
        let weight = FACTORIAL[8 - i];
        let index = (rest / weight) as usize;
        rest %= weight;
        *cell = unused[index];
        unused.copy_within(index + 1..left, index);
        left -= 1;
    }
    match Board::from_cells(cells) {
        Some(board) => board,
        None => unreachable!("each of 0..=8 is taken from `unused` once"),
    }
}
// END PASTE shared/src/cantor.rs
}

#[rustfmt::skip]
#[allow(dead_code)]
mod heuristic {
// BEGIN PASTE shared/src/heuristic.rs
//! Admissible estimates of the moves left: Manhattan distance, and
//! Manhattan distance plus linear conflicts, with the per-goal tables that
//! make them cheap. (A*'s misplaced-tiles estimate needs no table; it is in
//! `astar.rs`.)

use crate::board::Board;
use crate::moves::{Move, TARGETS};

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
    /// at bits `6l..6l + 6`: what the IDA* searches carry and update by XOR.
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
/// changes of the estimates of `estimates`' goal, for the IDA* searches.
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
// END PASTE shared/src/heuristic.rs
}

#[rustfmt::skip]
#[allow(dead_code)]
mod idastar {
// BEGIN PASTE shared/src/idastar.rs
//! IDA* with Manhattan distance plus linear conflict, the estimate updated
//! per move: O(depth) memory, time exponential in depth but small in
//! practice (about 1,000 states expanded, 1,650 generated, per board of the
//! 3x3 puzzle on average).

use crate::board::Board;
use crate::heuristic::{penalty_of, slides, EstimateTables, Slide, ESTIMATE_BIAS};
use crate::moves::{Move, TARGETS};
use crate::packed::Packed;
use crate::parity::is_solvable;

/// Iterative-deepening A*: depth-first searches bounded by `moves so far +
/// estimate`, the bound raised each round to the least value that exceeded
/// it. Canonical: the last round explores moves in the order `d, l, r, u`
/// and no optimal path is cut (the estimate is admissible and an optimal
/// path never undoes its previous move), so the first path found is the
/// alphabetically first of the shortest. Keeps the tables of the last goal
/// (about 5 KB): a move changes the estimate by a table look-up and an XOR.
#[derive(Default)]
pub struct IdaStar {
    tables: Option<Tables>,
}

/// What IDA* precomputes for one goal.
struct Tables {
    estimates: EstimateTables,
    /// `slides[tile][blank][m]`: what changes when the blank at `blank`
    /// makes move `m` of [`Move::ALL`], sliding `tile`.
    slides: [[[Slide; 4]; 9]; 9],
}

/// The most moves an optimal path takes on the 3x3 board: 31 (OEIS A089473
/// and A089474 end at 31 and 30).
const MOST_MOVES: usize = 31;

impl IdaStar {
    /// A solver with no goal's tables yet: the first search builds them.
    pub fn new() -> IdaStar {
        IdaStar::default()
    }

    /// Writes the canonical shortest path from `start` to `goal` into `path`
    /// (cleared first) and returns the number of states expanded, or returns
    /// `None` when the goal is unreachable.
    ///
    /// # Panics
    /// Never on a 3x3 board: an optimal path has at most 31 moves, and the
    /// search never goes deeper than the optimum.
    ///
    /// # Complexity
    /// O(1) for an unsolvable board; otherwise proportional to the states
    /// expanded (at most about 55,000 on a 3x3 board), and O(31) memory.
    ///
    /// # Examples
    /// ```
    /// use eight::{parse_boards, to_letters, Board, IdaStar};
    ///
    /// // POJ 1077's sample: 19 moves at least, and of all 19-move answers
    /// // this is the alphabetically first (d < l < r < u).
    /// let start = parse_boards(b" 2  3  4  1  5  x  7  6  8 ").unwrap()[0];
    /// let mut path = Vec::new();
    /// let expanded = IdaStar::new().search(&start, &Board::POJ_GOAL, &mut path);
    /// assert!(expanded.is_some());
    /// assert_eq!(to_letters(&path), "dlurullddrurdllurdr");
    ///
    /// // Two tiles swapped: the goal cannot be reached.
    /// let swapped = Board::from_cells([2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    /// assert_eq!(IdaStar::new().search(&swapped, &Board::POJ_GOAL, &mut path), None);
    /// ```
    pub fn search(&mut self, start: &Board, goal: &Board, path: &mut Vec<Move>) -> Option<u64> {
        path.clear();
        if !is_solvable(start, goal) {
            return None;
        }
        let tables = match self.tables.take() {
            Some(tables) if tables.estimates.goal() == goal => self.tables.insert(tables),
            _ => {
                let estimates = EstimateTables::new(goal);
                let slides = slides(&estimates);
                self.tables.insert(Tables { estimates, slides })
            }
        };
        let estimates = &tables.estimates;
        let mut search = Search {
            slides: &tables.slides,
            moves: [Move::Down; MOST_MOVES],
            path,
            bound: estimates.linear_conflict(start),
            next_bound: 0,
            expanded: 0,
        };
        let blank = start.blank();
        let estimate = search.bound;
        let codes = estimates.spot_codes(start);
        loop {
            search.next_bound = u32::MAX;
            if search.descend(Packed::new(start), codes, blank, 0, estimate, usize::MAX) {
                return Some(search.expanded);
            }
            search.bound = search.next_bound;
        }
    }
}

struct Search<'a> {
    slides: &'a [[[Slide; 4]; 9]; 9],
    /// The moves from the start to the board being searched.
    moves: [Move; MOST_MOVES],
    path: &'a mut Vec<Move>,
    bound: u32,
    next_bound: u32,
    expanded: u64,
}

impl Search<'_> {
    /// Searches below `board`, `depth` moves from the start with `estimate`
    /// moves at least still to go, the blank at `blank` and before that at
    /// `previous`; `true` once the goal is found, with the path in
    /// `self.path`. `codes` holds the spot code of each line `l` (see
    /// [`EstimateTables::spot_code`]) at bits `6l..6l + 6`.
    fn descend(
        &mut self,
        board: Packed,
        codes: u64,
        blank: usize,
        depth: u32,
        estimate: u32,
        previous: usize,
    ) -> bool {
        self.expanded += 1;
        if estimate == 0 {
            self.path.extend_from_slice(&self.moves[..depth as usize]);
            return true;
        }
        for (m, (&step, &target)) in Move::ALL.iter().zip(&TARGETS[blank]).enumerate() {
            let target = match target {
                // Undoing the last move never lies on a shortest path.
                Some(target) if usize::from(target) != previous => usize::from(target),
                _ => continue,
            };
            let slide = self.slides[usize::from(board.get(target))][blank][m];
            let next_codes = codes ^ slide.codes;
            let line = 6 * usize::from(slide.line);
            let conflicts = |codes: u64| penalty_of((codes >> line) as usize & 63);
            let estimate = estimate + u32::from(slide.distance_change) + conflicts(next_codes)
                - conflicts(codes);
            let total = depth + 1 + estimate - ESTIMATE_BIAS;
            if total > self.bound {
                self.next_bound = self.next_bound.min(total);
                continue;
            }
            // A move stands at its depth, overwritten as the search moves on.
            // The search never goes deeper than an optimal path, so the index
            // stays below `MOST_MOVES`; were that broken, indexing panics.
            self.moves[depth as usize] = step;
            let next = board.slid(target, blank);
            if self.descend(
                next,
                next_codes,
                target,
                depth + 1,
                estimate - ESTIMATE_BIAS,
                blank,
            ) {
                return true;
            }
        }
        false
    }
}
// END PASTE shared/src/idastar.rs
}

#[rustfmt::skip]
#[allow(dead_code)]
mod moves {
// BEGIN PASTE shared/src/moves.rs
//! Moves of the blank (`u`, `d`, `l`, `r`): where each takes it.

use std::fmt;

/// A move of the blank: `Up` swaps it with the tile above it. The variants
/// are in the alphabetical order of their letters, `d < l < r < u`, so
/// comparing move sequences compares their strings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Move {
    Down,
    Left,
    Right,
    Up,
}

impl Move {
    /// All four moves, in alphabetical order of their letters.
    pub const ALL: [Move; 4] = [Move::Down, Move::Left, Move::Right, Move::Up];

    /// The letter a judge expects: `d`, `l`, `r` or `u`.
    pub fn letter(self) -> u8 {
        b"dlru"[self as usize]
    }

    /// The move that undoes this one.
    pub fn inverse(self) -> Move {
        match self {
            Move::Down => Move::Up,
            Move::Left => Move::Right,
            Move::Right => Move::Left,
            Move::Up => Move::Down,
        }
    }

    /// Where the blank lands when it makes this move from `blank`, or `None`
    /// when that would leave the board. O(1).
    pub const fn target(self, blank: usize) -> Option<usize> {
        match self {
            Move::Down if blank < 6 => Some(blank + 3),
            Move::Left if blank % 3 > 0 => Some(blank - 1),
            Move::Right if blank % 3 < 2 => Some(blank + 1),
            Move::Up if blank >= 3 => Some(blank - 3),
            _ => None,
        }
    }

    /// Whether the blank moves up or down, so the tile it swaps with stays
    /// in its column.
    pub const fn is_vertical(self) -> bool {
        matches!(self, Move::Down | Move::Up)
    }
}

/// `TARGETS[blank][m]`: [`Move::target`] of move `m` of [`Move::ALL`] from
/// `blank`, as a table for hot loops.
pub(crate) const TARGETS: [[Option<u8>; 4]; 9] = targets();

const fn targets() -> [[Option<u8>; 4]; 9] {
    let mut table = [[None; 4]; 9];
    let mut blank = 0;
    while blank < 9 {
        let mut m = 0;
        while m < 4 {
            if let Some(target) = Move::ALL[m].target(blank) {
                table[blank][m] = Some(target as u8);
            }
            m += 1;
        }
        blank += 1;
    }
    table
}

/// Writes the move's letter.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", char::from(self.letter()))
    }
}
// END PASTE shared/src/moves.rs
}

#[rustfmt::skip]
#[allow(dead_code)]
mod packed {
// BEGIN PASTE shared/src/packed.rs
//! A board packed four bits a cell into one `u64`, for the searches that
//! keep boards in registers: a move is two XORs.

use crate::board::Board;
use crate::cantor::rank_cells;

/// The cells of a board, cell `p` in bits `4p..4p + 4`; bits 36 and up are
/// zero.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Packed(pub(crate) u64);

impl Packed {
    /// The bits that hold the nine cells.
    pub(crate) const CELLS: u64 = (1 << 36) - 1;

    /// Packs `board`. O(9).
    pub(crate) fn new(board: &Board) -> Packed {
        let cells = board.cells().iter().rev();
        Packed(cells.fold(0, |packed, &value| packed << 4 | u64::from(value)))
    }

    /// The value in cell `position`. O(1).
    #[inline]
    pub(crate) fn get(self, position: usize) -> u8 {
        (self.0 >> (4 * position) & 0xF) as u8
    }

    /// The board after the tile at `from` slides into the blank at `to`.
    /// O(1).
    #[inline]
    pub(crate) fn slid(self, from: usize, to: usize) -> Packed {
        let tile = u64::from(self.get(from));
        Packed(self.0 ^ tile << (4 * from) ^ tile << (4 * to))
    }

    /// The Cantor rank of the board, as [`crate::cantor::rank`]. O(9).
    #[inline]
    pub(crate) fn rank(self) -> u32 {
        rank_cells(|position| self.get(position))
    }
}
// END PASTE shared/src/packed.rs
}

#[rustfmt::skip]
#[allow(dead_code)]
mod parity {
// BEGIN PASTE shared/src/parity.rs
//! Solvability by inversion parity: no search needed.

use crate::board::{Board, BLANK};

/// Whether the number of inversions among the eight tiles (the blank left
/// out) is odd. A move never changes it: a sideways move keeps the tiles'
/// order, and a vertical one moves one tile past two others.
///
/// # Complexity
/// O(9^2) comparisons, no allocation.
pub(crate) fn odd_inversions(board: &Board) -> bool {
    let cells = board.cells();
    let mut inversions = 0;
    for (i, &a) in cells.iter().enumerate() {
        for &b in &cells[i + 1..] {
            inversions += u32::from(b != BLANK && b < a);
        }
    }
    inversions % 2 == 1
}

/// Whether `goal` can be reached from `start`: exactly when their inversion
/// counts have the same parity.
///
/// # Complexity
/// O(9^2), no search.
///
/// # Examples
/// ```
/// use eight::{is_solvable, Board};
///
/// // 12345678x has no inversion; 1,2,3,8,4,7,6,5 has seven.
/// assert!(!is_solvable(&Board::POJ_GOAL, &Board::LUOGU_GOAL));
/// // Swapping two tiles flips the parity: 21345678x cannot be solved.
/// let swapped = Board::from_cells([2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
/// assert!(!is_solvable(&swapped, &Board::POJ_GOAL));
/// assert!(is_solvable(&swapped, &Board::LUOGU_GOAL));
/// ```
pub fn is_solvable(start: &Board, goal: &Board) -> bool {
    odd_inversions(start) == odd_inversions(goal)
}
// END PASTE shared/src/parity.rs
}

#[rustfmt::skip]
#[allow(dead_code)]
mod table {
// BEGIN PASTE shared/src/table.rs
//! One backward BFS from the goal into a table of every board's distance and
//! first move: O(9!) time once and 9! bytes, then each answer is a walk of
//! O(moves) look-ups.

use crate::board::Board;
use crate::cantor::{rank, STATES};
use crate::moves::{Move, TARGETS};
use crate::packed::Packed;

/// An entry of a board the goal cannot reach.
const UNREACHED: u8 = u8::MAX;

/// For every board, by Cantor rank, its distance to one goal and the first
/// move of its canonical path, packed as `distance << 2 | move`. Holds 9!
/// bytes (354 KiB).
pub struct Table {
    entries: Vec<u8>,
}

impl Table {
    /// Runs one BFS backwards from `goal` over the 9!/2 boards that can reach
    /// it. A board's first move is the alphabetically first one that leads
    /// one step closer, so walking the table gives the canonical path.
    ///
    /// # Complexity
    /// O(9!) time; 9! bytes kept, and a queue of 9!/2 boards (2 MiB) while
    /// building.
    ///
    /// # Examples
    /// ```
    /// use eight::{parse_boards, Board, Table};
    ///
    /// let table = Table::build(&Board::LUOGU_GOAL);
    /// // Luogu P1379's sample: 4 moves.
    /// let sample = parse_boards(b"283104765").unwrap()[0];
    /// assert_eq!(table.distance(&sample), Some(4));
    /// let mut moves = String::new();
    /// assert!(table.walk(&sample, |step| moves.push(char::from(step.letter()))));
    /// assert_eq!(moves, "uldr");
    /// // The other half of the boards never reaches this goal.
    /// assert_eq!(table.distance(&Board::POJ_GOAL), None);
    /// ```
    pub fn build(goal: &Board) -> Table {
        let mut entries = vec![UNREACHED; STATES];
        entries[rank(goal) as usize] = 0;
        // Each queued board packed, with its blank at bits 36-39 and, from
        // bit 40, the index in `Move::ALL` of the move back to where it came
        // from (4 for none).
        let item = |board: Packed, blank: usize, back: usize| {
            board.0 | (blank as u64) << 36 | (back as u64) << 40
        };
        // Room for every board that can reach the goal, plus one: each child
        // is written past the end and kept only if it is new, so that no
        // unpredictable branch decides it.
        let mut queue = vec![0u64; STATES / 2 + 1];
        queue[0] = item(Packed::new(goal), goal.blank(), 4);
        let mut tail = 1;
        // The queue holds one distance after another: boards before
        // `level_end` are `distance` moves from the goal.
        let (mut head, mut level_end, mut distance) = (0, 1, 0u8);
        while head < tail {
            if head == level_end {
                level_end = tail;
                distance += 1;
            }
            let board = Packed(queue[head] & Packed::CELLS);
            let blank = (queue[head] >> 36 & 0xF) as usize;
            let way_back = (queue[head] >> 40) as usize;
            head += 1;
            let next = (distance + 1) << 2;
            for (m, target) in TARGETS[blank].iter().enumerate() {
                let target = match target {
                    // Stepping back to where the board came from finds nothing.
                    Some(target) if m != way_back => usize::from(*target),
                    _ => continue,
                };
                let child = board.slid(target, blank);
                let back = Move::ALL[m].inverse() as usize;
                let entry = &mut entries[child.rank() as usize];
                // Kept if less: the entry is unreached (all ones), or the
                // child's distance with an alphabetically later move; an
                // entry of a lesser distance is less already.
                let new = *entry == UNREACHED;
                *entry = (*entry).min(next | back as u8);
                queue[tail] = item(child, target, back);
                tail += usize::from(new);
            }
        }
        Table { entries }
    }

    /// The number of moves from `board` to the goal, or `None` when the goal
    /// cannot be reached. O(9).
    pub fn distance(&self, board: &Board) -> Option<u32> {
        match self.entries[rank(board) as usize] {
            UNREACHED => None,
            entry => Some(u32::from(entry >> 2)),
        }
    }

    /// Calls `visit` with each move of the canonical shortest path from
    /// `start` to the goal, in order; returns `false` (calling nothing) when
    /// the goal cannot be reached.
    ///
    /// # Complexity
    /// O(9) per move: one Cantor rank and one look-up.
    pub fn walk(&self, start: &Board, mut visit: impl FnMut(Move)) -> bool {
        let mut board = *start;
        let mut blank = board.blank();
        let mut entry = self.entries[rank(&board) as usize];
        if entry == UNREACHED {
            return false;
        }
        while entry >> 2 > 0 {
            let step = Move::ALL[usize::from(entry & 3)];
            visit(step);
            let target = match step.target(blank) {
                Some(target) => target,
                None => unreachable!("the table only holds moves that stay on the board"),
            };
            board.swap(blank, target);
            blank = target;
            entry = self.entries[rank(&board) as usize];
        }
        true
    }
}
// END PASTE shared/src/table.rs
}
