//! Luogu P1379 "八数码难题": for each board of nine digits (`0` the blank)
//! until the end of the input, the least number of moves to `123804765`, or
//! `-1` when it cannot be reached.
//!
//! A complete program: paste this file into a judge as it is.

use crate::batch::solve_each;
use crate::board::{parse_boards, Board};
use crate::luogu_patterns::LUOGU_PATTERNS;
use crate::patterns::PatternTables;
use std::io::{self, Read, Write};

/// The pattern databases of this problem's goal, ready in the program; the
/// pasted `luogu_patterns.rs` holds them as data.
static READY: [&PatternTables; 1] = [&LUOGU_PATTERNS];

fn main() {
    // The boards come on standard input, as a judge gives them.
    if std::env::args_os().len() > 1 {
        fail(
            2,
            "usage: luogu1379 < INPUT  (reads the boards from standard input; takes no arguments)",
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

/// Writes one line per board: its distance to the goal, or `-1`; stops at
/// the first write that fails.
fn write_answers(boards: &[Board], out: &mut impl Write) -> io::Result<()> {
    solve_each(boards, &Board::LUOGU_GOAL, &READY, |moves| match moves {
        Some(moves) => writeln!(out, "{}", moves.len()),
        None => out.write_all(b"-1\n"),
    })
}

/// Reports the problem on stderr and exits with `status`: 2 for bad input
/// or a bad command line (stdout untouched), 1 when reading or writing fails.
fn fail(status: i32, message: &str) -> ! {
    eprintln!("luogu1379: {}", message);
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
use crate::moves::Move;
use crate::patterns::{IdaStarPatterns, PatternTables};
use crate::table::Table;

/// From this many boards on, [`solve_each`] builds the backward-BFS table
/// instead of running IDA* on each board: about where building the table
/// costs what IDA* spends beyond the table's walks (the benchmark's figures,
/// and the crossover they give, are in `shared/README.md`). Both give the
/// canonical answer, so only the time depends on it.
pub const TABLE_FROM: usize = 8000;

/// Calls `answer` once per board, in order, with the canonical shortest move
/// sequence to `goal`, or `None` when the board cannot reach it; stops at
/// the first error `answer` returns (a reader that has gone away), and
/// returns it. `ready`: pattern databases ready in the program, a goal's
/// own among them or not.
///
/// # Complexity
/// IDA* with pattern databases per board below [`TABLE_FROM`] boards (O(1)
/// memory beyond the tables, 52 KB; those of a goal not in `ready` searched
/// first, in a few milliseconds); from there on, O(9!) once to build a 354 KiB
/// table, then O(moves) per board.
///
/// # Examples
/// ```
/// use eight::{catalog::JUDGES_PATTERNS, parse_boards, solve_each, to_letters, Board};
///
/// // HDU 1043 style: many boards, one line each.
/// let boards = parse_boards(b"23415x768\n12345678x\n21345678x\n").unwrap();
/// let mut lines = Vec::new();
/// let done: Result<(), ()> = solve_each(&boards, &Board::POJ_GOAL, &JUDGES_PATTERNS, |moves| {
///     lines.push(moves.map_or("unsolvable".to_string(), to_letters));
///     Ok(())
/// });
/// assert_eq!((done, lines), (Ok(()), vec!["dlurullddrurdllurdr".to_string(), String::new(), "unsolvable".to_string()]));
/// ```
pub fn solve_each<E>(
    boards: &[Board],
    goal: &Board,
    ready: &'static [&'static PatternTables],
    mut answer: impl FnMut(Option<&[Move]>) -> Result<(), E>,
) -> Result<(), E> {
    let mut path = Vec::with_capacity(32);
    if boards.len() < TABLE_FROM {
        let mut idastar = IdaStarPatterns::with_tables(ready);
        for board in boards {
            let found = idastar.search(board, goal, &mut path).is_some();
            answer(if found { Some(&path) } else { None })?;
        }
    } else {
        let table = Table::build(goal);
        for board in boards {
            path.clear();
            let found = table.walk(board, |step| path.push(step));
            answer(if found { Some(&path) } else { None })?;
        }
    }
    Ok(())
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
    pub const fn cells(&self) -> &[u8; 9] {
        &self.cells
    }

    /// The position `0..9` of the blank. O(9).
    pub fn blank(&self) -> usize {
        match self.cells.iter().position(|&cell| cell == BLANK) {
            Some(position) => position,
            None => unreachable!("a board holds the blank once"),
        }
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
    // Every character before a fault on its line is ASCII (any other
    // character is itself the first fault), so its bytes are its characters.
    let column = offset - line_start + 1;
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
pub(crate) const FACTORIAL: [u32; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

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
// END PASTE shared/src/cantor.rs
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
}

/// The most moves an optimal path takes on the 3x3 board: 31 (OEIS A089473
/// and A089474 end at 31 and 30). The IDA* searches keep their moves in an
/// array of this length.
pub(crate) const MOST_MOVES: usize = 31;

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
pub struct Packed(pub u64);

impl Packed {
    /// The bits that hold the nine cells.
    pub const CELLS: u64 = (1 << 36) - 1;

    /// Packs `board`. O(9).
    pub fn new(board: &Board) -> Packed {
        let cells = board.cells().iter().rev();
        Packed(cells.fold(0, |packed, &value| packed << 4 | u64::from(value)))
    }

    /// The value in cell `position`. O(1).
    #[inline]
    pub fn get(self, position: usize) -> u8 {
        (self.0 >> (4 * position) & 0xF) as u8
    }

    /// The board after the tile at `from` slides into the blank at `to`.
    /// O(1).
    #[inline]
    pub fn slid(self, from: usize, to: usize) -> Packed {
        let tile = u64::from(self.get(from));
        Packed(self.0 ^ tile << (4 * from) ^ tile << (4 * to))
    }

    /// The Cantor rank of the board, as [`crate::cantor::rank`]. O(9).
    #[inline]
    pub fn rank(self) -> u32 {
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
mod patterns {
// BEGIN PASTE shared/src/patterns.rs
//! IDA* guided by additive pattern databases: the eight tiles split two
//! ways into two sets of four, and for each set a table of the fewest moves
//! of those four tiles that bring them home from anywhere. A program carries
//! its goal's tables as data, which the compiler only unpacks; any other
//! goal's are searched on first use.

use crate::board::{Board, BLANK};
use crate::moves::{Move, MOST_MOVES, TARGETS};
use crate::packed::Packed;
use crate::parity::is_solvable;

/// The patterns of each split: two sets of four tiles.
const PATTERNS: usize = 4;

/// The cells of a goal, the top left corner first: its second split's first
/// pattern is the tiles of the first four of these that hold no blank.
const CORNER_FIRST: [usize; 9] = [0, 1, 3, 6, 2, 4, 5, 7, 8];

/// The four patterns of `goal`: tiles 1-4 and 5-8, one split; the tiles
/// whose goal cells are the left column and the top middle (the first four
/// of [`CORNER_FIRST`] that are no blank's) and the other four, the second
/// split. Each split's two patterns are disjoint and between them hold
/// every tile. The second split catches what the first misses: for
/// `12345678x` it is tiles 1, 2, 4, 7 and 3, 5, 6, 8, for `123804765` tiles
/// 1, 2, 8, 7 and 3, 4, 6, 5, each the best second split of the 35 for that
/// goal by the states IDA* expands over all its boards.
const fn patterns_of(goal: &Board) -> [[u8; 4]; PATTERNS] {
    let cells = goal.cells();
    let mut corner = [0; 8];
    let mut found = 0;
    let mut i = 0;
    while i < 9 {
        let tile = cells[CORNER_FIRST[i]];
        if tile != BLANK {
            corner[found] = tile;
            found += 1;
        }
        i += 1;
    }
    [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
        [corner[0], corner[1], corner[2], corner[3]],
        [corner[4], corner[5], corner[6], corner[7]],
    ]
}

/// The placements of one pattern's four tiles, as an index: `c0 + 9 c1 +
/// 81 c2 + 729 c3` for the cells `c0..c3` of its tiles in order. 9^4 = 6,561
/// indices, [`PLACEMENTS`] of them possible.
const PLACES: usize = 6561;

/// The possible placements of a pattern's four tiles: 9 * 8 * 7 * 6.
pub const PLACEMENTS: usize = 3024;

/// `WEIGHTS[k]`: what the cell of a pattern's tile `k` is multiplied by in
/// its placement's index.
const WEIGHTS: [usize; 4] = [1, 9, 81, 729];

/// What the search of one pattern reaches: a placement of its tiles and the
/// blank, `places + PLACES * blank`.
const PATTERN_STATES: usize = PLACES * 9;

/// The pattern databases of one goal: per pattern and placement of its
/// tiles, the fewest moves of those tiles that bring all four home, the
/// other tiles moving for free (Korf and Felner, "Disjoint pattern database
/// heuristics", Artificial Intelligence 134, 2002). A move slides one tile,
/// which belongs to one pattern of a split, so a split's two counts add up
/// to a lower bound of the moves left, at least the Manhattan distance, and
/// of the same parity (each move of a pattern's tile changes its Manhattan
/// distance by one). The larger of the two splits' bounds is the estimate:
/// a lower bound too, of that parity. 52 KB.
#[derive(PartialEq, Eq)]
pub struct PatternTables {
    goal: Board,
    /// `moves[pattern][places]`, the patterns of [`patterns_of`] the goal;
    /// `u8::MAX` where no placement is.
    moves: [[u8; PLACES]; PATTERNS],
    /// `roles[tile]`: what a cell of the tile weighs in the packed
    /// placements (see [`PatternTables::places`]): in each pattern it is
    /// in, its [`WEIGHTS`] there, shifted to that pattern's bits.
    roles: [u64; 9],
}

/// The bits of one pattern's placement index in the packed placements.
const PLACE_BITS: usize = 16;

const fn roles(patterns: &[[u8; 4]; PATTERNS]) -> [u64; 9] {
    let mut roles = [0; 9];
    let mut pattern = 0;
    while pattern < PATTERNS {
        let mut k = 0;
        while k < 4 {
            roles[patterns[pattern][k] as usize] += (WEIGHTS[k] as u64) << (PLACE_BITS * pattern);
            k += 1;
        }
        pattern += 1;
    }
    roles
}

/// Calls `visit` with the index of every possible placement of four tiles,
/// in the order the data of [`PatternTables::from_data`] lists them: by
/// index, smallest first. (A macro, for `const fn`s.)
macro_rules! each_placement {
    ($places:ident => $visit:block) => {
        let mut c3 = 0;
        while c3 < 9 {
            let mut c2 = 0;
            while c2 < 9 {
                let mut c1 = 0;
                while c1 < 9 {
                    let mut c0 = 0;
                    while c0 < 9 {
                        if c0 != c1 && c0 != c2 && c0 != c3 && c1 != c2 && c1 != c3 && c2 != c3 {
                            let $places = c0 + 9 * c1 + 81 * c2 + 729 * c3;
                            $visit
                        }
                        c0 += 1;
                    }
                    c1 += 1;
                }
                c2 += 1;
            }
            c3 += 1;
        }
    };
}

/// The character that stands for `moves` in the data, and back: `'0'` for
/// none, one up for each move.
const DIGIT_ZERO: u8 = b'0';

impl PatternTables {
    /// The tables of `goal` from data: per pattern of the goal's two splits
    /// (tiles 1-4 and 5-8; the goal's top-left corner and the rest), the
    /// moves of its [`PLACEMENTS`] placements in index order, each the
    /// character `'0' + moves`, as [`PatternTables::data`] writes them. A program's
    /// goal's data are written out beforehand; the compiler only unpacks them,
    /// which costs it next to nothing, where searching would cost it seconds.
    ///
    /// # Panics
    /// When a pattern's data are not [`PLACEMENTS`] characters from `'0'`
    /// (at compile time, an error).
    pub const fn from_data(goal: Board, data: [&[u8]; PATTERNS]) -> PatternTables {
        let mut moves = [[u8::MAX; PLACES]; PATTERNS];
        let mut pattern = 0;
        while pattern < PATTERNS {
            let bytes = data[pattern];
            assert!(
                bytes.len() == PLACEMENTS,
                "a pattern's data are 3,024 characters"
            );
            let mut next = 0;
            each_placement!(places => {
                assert!(bytes[next] >= DIGIT_ZERO, "data are characters from '0'");
                moves[pattern][places] = bytes[next] - DIGIT_ZERO;
                next += 1;
            });
            pattern += 1;
        }
        PatternTables {
            goal,
            moves,
            roles: roles(&patterns_of(&goal)),
        }
    }

    /// The data of these tables, as [`PatternTables::from_data`] reads
    /// them.
    pub fn data(&self) -> [String; PATTERNS] {
        self.moves.map(|table| {
            let mut text = String::with_capacity(PLACEMENTS);
            each_placement!(places => {
                text.push(char::from(DIGIT_ZERO + table[places]));
            });
            text
        })
    }

    /// The goal of these tables.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// The tables of `goal`, searched now: four searches of 15,120 states,
    /// a few milliseconds. Never inlined: its large locals would otherwise
    /// sit in the caller's stack frame, whose every page is touched on entry.
    #[inline(never)]
    #[cold]
    pub fn search(goal: &Board) -> PatternTables {
        let patterns = patterns_of(goal);
        PatternTables {
            goal: *goal,
            moves: patterns.map(|tiles| search_pattern(goal, tiles)),
            roles: roles(&patterns),
        }
    }
}

/// One pattern's table: a breadth-first search over the placements of the
/// pattern's tiles and the blank, from the goal's, where a move of one of
/// the pattern's tiles costs 1 and any other move 0. A deque takes the free
/// moves at its front and the others at its back, so states leave it in
/// order of cost, and a placement's moves are its cost at the first of its
/// states to leave: the least over the blank's cells.
fn search_pattern(goal: &Board, tiles: [u8; 4]) -> [u8; PLACES] {
    let mut cost = vec![u8::MAX; PATTERN_STATES];
    let mut moves = [u8::MAX; PLACES];
    let mut start = 0;
    for (cell, &value) in goal.cells().iter().enumerate() {
        if value == BLANK {
            start += PLACES * cell;
        }
        if let Some(k) = tiles.iter().position(|&tile| tile == value) {
            start += WEIGHTS[k] * cell;
        }
    }
    cost[start] = 0;
    let mut queue = std::collections::VecDeque::from(vec![start]);
    while let Some(state) = queue.pop_front() {
        let here = cost[state];
        let places = state % PLACES;
        if moves[places] == u8::MAX {
            moves[places] = here;
        }
        let blank = state / PLACES;
        let cells = [places % 9, places / 9 % 9, places / 81 % 9, places / 729];
        for target in TARGETS[blank].iter().flatten() {
            let target = usize::from(*target);
            // The tile at `target`, if the pattern's, slides to `blank`.
            let k = cells.iter().position(|&cell| cell == target);
            let weight = k.map_or(0, |k| WEIGHTS[k]);
            let next = state + PLACES * target + weight * blank - PLACES * blank - weight * target;
            let next_cost = here + u8::from(k.is_some());
            if next_cost < cost[next] {
                cost[next] = next_cost;
                if k.is_none() {
                    queue.push_front(next);
                } else {
                    queue.push_back(next);
                }
            }
        }
    }
    moves
}

impl PatternTables {
    /// The placement index of each pattern on `board`, packed: pattern
    /// `p`'s in bits `16 p..16 p + 16`. A tile sliding from `from` to `to`
    /// adds `roles[tile] * to - roles[tile] * from`.
    fn places(&self, board: &Board) -> u64 {
        let cells = board.cells().iter().enumerate();
        cells
            .map(|(cell, &tile)| self.roles[usize::from(tile)] * cell as u64)
            .sum()
    }

    /// The estimate at these placements: the larger of the two splits'
    /// sums of moves.
    #[inline]
    fn estimate(&self, places: u64) -> u32 {
        let moves = |pattern: usize| {
            let index = (places >> (PLACE_BITS * pattern)) as usize & ((1 << PLACE_BITS) - 1);
            u32::from(self.moves[pattern][index])
        };
        (moves(0) + moves(1)).max(moves(2) + moves(3))
    }
}

/// IDA* like [`crate::IdaStar`], its estimate the larger of the two splits'
/// sums of their patterns' tables: admissible, so canonical for the same reason (the last round
/// explores moves in the order `d, l, r, u`, no optimal path is cut, and the
/// first path found is the alphabetically first of the shortest). A move
/// changes two patterns' placements (one in each split) by one addition,
/// and the estimate costs four look-ups. The tables of the goals it is given are ready; another
/// goal's are searched on first use and kept.
#[derive(Default)]
pub struct IdaStarPatterns {
    /// Tables ready from the start: a program's goal's, from data.
    ready: &'static [&'static PatternTables],
    /// The tables of the last other goal searched.
    other_goal: Option<Box<PatternTables>>,
}

impl IdaStarPatterns {
    /// A solver with the tables of `ready` ready for their goals.
    pub fn with_tables(ready: &'static [&'static PatternTables]) -> IdaStarPatterns {
        IdaStarPatterns {
            ready,
            other_goal: None,
        }
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
    /// expanded (about 80 on average on a 3x3 board, about a thousand at
    /// most), and O(31) memory. A goal whose tables are not ready costs four
    /// searches of 15,120 states once.
    ///
    /// # Examples
    /// ```
    /// use eight::{parse_boards, to_letters, Board, IdaStarPatterns, POJ_PATTERNS};
    ///
    /// static READY: [&eight::PatternTables; 1] = [&POJ_PATTERNS];
    /// let start = parse_boards(b" 2  3  4  1  5  x  7  6  8 ").unwrap()[0];
    /// let mut path = Vec::new();
    /// let mut solver = IdaStarPatterns::with_tables(&READY);
    /// assert!(solver.search(&start, &Board::POJ_GOAL, &mut path).is_some());
    /// assert_eq!(to_letters(&path), "dlurullddrurdllurdr");
    /// ```
    pub fn search(&mut self, start: &Board, goal: &Board, path: &mut Vec<Move>) -> Option<u64> {
        path.clear();
        if !is_solvable(start, goal) {
            return None;
        }
        let tables: &PatternTables = match self.ready.iter().find(|tables| tables.goal == *goal) {
            Some(tables) => tables,
            None => match self.other_goal.take() {
                Some(tables) if tables.goal == *goal => self.other_goal.insert(tables),
                _ => self
                    .other_goal
                    .insert(Box::new(PatternTables::search(goal))),
            },
        };
        let places = tables.places(start);
        let estimate = tables.estimate(places);
        let mut search = Search {
            tables,
            moves: [Move::Down; MOST_MOVES],
            path,
            bound: estimate,
            next_bound: 0,
            expanded: 0,
        };
        let at = Place {
            board: Packed::new(start),
            places,
            previous: usize::MAX,
        };
        loop {
            search.next_bound = u32::MAX;
            if search.descend_from(start.blank(), at, 0, estimate) {
                return Some(search.expanded);
            }
            search.bound = search.next_bound;
        }
    }
}

/// Where the search stands: the board, its patterns' placements and the
/// blank's cell before the last move.
#[derive(Clone, Copy)]
struct Place {
    board: Packed,
    places: u64,
    previous: usize,
}

struct Search<'a> {
    tables: &'a PatternTables,
    /// The moves from the start to the board being searched.
    moves: [Move; MOST_MOVES],
    path: &'a mut Vec<Move>,
    bound: u32,
    next_bound: u32,
    expanded: u64,
}

impl Search<'_> {
    /// Searches below `at`, whose blank is at `blank`, `depth` moves from
    /// the start with `estimate` moves at least still to go; `true` once the
    /// goal is found, with the path in `self.path`.
    #[inline(always)]
    fn descend_from(&mut self, blank: usize, at: Place, depth: u32, estimate: u32) -> bool {
        match blank {
            0 => self.descend::<0>(at, depth, estimate),
            1 => self.descend::<1>(at, depth, estimate),
            2 => self.descend::<2>(at, depth, estimate),
            3 => self.descend::<3>(at, depth, estimate),
            4 => self.descend::<4>(at, depth, estimate),
            5 => self.descend::<5>(at, depth, estimate),
            6 => self.descend::<6>(at, depth, estimate),
            7 => self.descend::<7>(at, depth, estimate),
            _ => self.descend::<8>(at, depth, estimate),
        }
    }

    /// [`Search::descend_from`] with the blank's cell a constant: the
    /// compiler writes the search out once per cell, each with its own
    /// moves and nothing looked up to find them, which makes a state about
    /// a quarter cheaper. The moves are tried in the order of
    /// [`Move::ALL`].
    fn descend<const BLANK: usize>(&mut self, at: Place, depth: u32, estimate: u32) -> bool {
        self.expanded += 1;
        if estimate == 0 {
            // Every tile is home, so the blank is too.
            self.path.extend_from_slice(&self.moves[..depth as usize]);
            return true;
        }
        self.step::<BLANK, 0>(at, depth)
            || self.step::<BLANK, 1>(at, depth)
            || self.step::<BLANK, 2>(at, depth)
            || self.step::<BLANK, 3>(at, depth)
    }

    /// The move `Move::ALL[MOVE]` from `at`, the blank at `BLANK`, and the
    /// search below it if it is within the bound; `true` once the goal is
    /// found.
    #[inline(always)]
    fn step<const BLANK: usize, const MOVE: usize>(&mut self, at: Place, depth: u32) -> bool {
        let target = match TARGETS[BLANK][MOVE] {
            // Undoing the last move never lies on a shortest path.
            Some(target) if usize::from(target) != at.previous => usize::from(target),
            _ => return false,
        };
        // The tile at `target` slides to `BLANK`: its patterns' indices
        // move by its weights times the distance.
        let role = self.tables.roles[usize::from(at.board.get(target))];
        let places = at.places - role * target as u64 + role * BLANK as u64;
        let estimate = self.tables.estimate(places);
        let total = depth + 1 + estimate;
        if total > self.bound {
            self.next_bound = self.next_bound.min(total);
            return false;
        }
        // The search never goes deeper than an optimal path, so the index
        // stays below `MOST_MOVES`; were that broken, indexing panics.
        self.moves[depth as usize] = Move::ALL[MOVE];
        let next = Place {
            board: at.board.slid(target, BLANK),
            places,
            previous: BLANK,
        };
        // `target` is a constant here too, so this is a direct call.
        self.descend_from(target, next, depth + 1, estimate)
    }
}
// END PASTE shared/src/patterns.rs
}

#[rustfmt::skip]
#[allow(dead_code)]
mod luogu_patterns {
// BEGIN PASTE shared/src/luogu_patterns.rs
//! The pattern databases of Luogu P1379's goal, `123804765`, as data: what
//! [`PatternTables::search`] works out, written here by the test
//! `shared/tests/pattern_data.rs`, which fails when they differ and rewrites
//! them when run with `UPDATE_PATTERNS=1`. A program pastes its own goal's.

use crate::board::Board;
use crate::patterns::PatternTables;

/// The pattern databases of `123804765`, unpacked by the compiler.
pub static LUOGU_PATTERNS: PatternTables = PatternTables::from_data(
    Board::LUOGU_GOAL,
    [
        concat!(
            "89:9:;:8989:;::9:;:98:;<;:9::;<;89:<;:9:;:89:78967878959989:6:7;:;79899:",
            "6:7:;;798;:9::;:;<89<9:;:;<9:=9:::;<<;;<<=9::;:>:;;<;<98:9:;77;89::9:9:;",
            "8989:=9:9;;<89::;=9:9;<;87889:66778;78889:67:9:;89:;:;789:<<89:;;:;:;<<=",
            "99:;;<<==<<=;<;=;>:;:;<=<=<=>?;<;<==:9:;:<889:9;;::;:<:;:<;=9:9::<:;:;<=",
            ":;:;<;989:9:778989:99:9:9:9;:;89899:;:;<;;:;<;<=89:9:;:8989:;6:7:;<7889<",
            ";89::;:789:<;89:9:45656786767898:789898:9<789:89898;::789:9:::;89:6:;:;<",
            ":<;8;<7;99:=8::;;<9;9:;=8::;:;96878956<9:;68989:6:9:;<798::;6899:<798<;:",
            ":5667845889<77778988989<889:9:7789;;8:9::;;:9::;78;<<=:<<;;<9;<<<=8<;:;>",
            ":<;<=>9;:;<<:7898:67:;:<799:9;8:9;:<79:9;=8:9:;<8:9:;<;67878569:9:888989",
            "99::9<689::;99:;::::;<;<67878987878995989::6778;97899::6789;978989456567",
            "46767834878945:89:56788945678:567:9889:9:;88989:98:9:;87889<989::;:789:<",
            "989:9:75767876878956878956:9:;67999:56889;679;:986778987889:89889:9::9:;",
            "98:9:;899:<<98:9;:9;:;;<9:;::;;:;<<=:9;;;<98:9:=;:<;<=:9;:;;889:9;89:9::",
            "89:;:<98::;;8798:<98:9:=98:9<;978989989:9:9:9:9:899;:;78899::9;:;;;:<;<=",
            ">:;:;<:;<;<=<=<;<=;<::;><=;<:;=<:;<<<=;<;<:89678::;:;<4:;:9:599;:;8<899:",
            "5;9:;;6:89:;:7856728967834:989878:9<967:89678;::767:9::9:7898:;89:56<9:;",
            "678:;<9:9::;6789<<789:;<98867839778945689:87889<:78:9:7879;;878::;<=;<<=",
            ":<<==>9:;<<=;<=><=:;<<=><=>>?>;<==>>;::;8:7;9:9;678;:<89:;:<789;;=:;:<;<",
            "89:<;<:99:786:8989567:9:789:9<678::;;:9;:<:;:<;<=8<9:;99;:;<:;:78;:;89:=",
            ";<9;9:<;8<;;;<9;:;94858998:9:;6:96786:7:;<7;8:896<7;::7;8:9:937456128567",
            "7485677689:;657978546:99657989:;<9:;8:;:;<78<9:;89::;<9:;<:;:9:;<<9:;<;<",
            "87456928567:34678;85667:76788;6567:<989:;:;<;;;<9;:<<=899=;<;<=><=9:;:<=",
            ";<=<<=:;<=;=:;8:9;8:9;:<788:9;89:;:<8989:<9:;<<=9:9::;987989798:9:657989",
            "9:9:9:76789::98;9;;<;<<=<7889:8899:;9:889::;69:;:;89:;;:78:<:;899:836458",
            "87889:5955692:567:6:767:5;659;6:98:982334701645863445812656954656943548:",
            "7687989::89:7999:;67889::9::;<:9::;<;899;=:9:::;89678988789:56678967889:",
            "789::;6789:<989:;::;:9:;8:9:;<7889:;<;<<;<;:;<<=<;<=<>;:;<;<9:788:79899;",
            "67788:9:999;:9:;:<:9:;:<:9:;<<:9899:8:98:9768798:;:::;9:;:;<;:9<;<<;:=<>",
            "=89<<=99:;;<:;9::;;<7;;<:;89:=<;89:=;<9:;;967889989::;6:899:5;6::;6:789<",
            "6<789<7;89::95677834988976788945999:76878;7687:;879899:;;<:;8<:;;<789<<=",
            "9:;<<=89::;>:9::;>9:;;<<9:799:998::;677;9:789::;7898:=789::=89:9;;896789",
            "48789:56678;87889:967::;8789:<989:9::;89:;8:9:;<7889:;89::;<9:;::;89:9:<",
            "9:;:;<9:78997989::6778999:99::89899;78989:;:;<;:<9:;:<:89:9;9:898::;8:9;",
            ";:788<:;:;:;:;89:98567688989::7978794:798:59679;8:989:6:789:845657238768",
            "85676834887965768:768789768789;<<;:<9;;:9;89:;:<:9:;:<98999=:;<<;<:9::;:",
            "89687988798:566:9;89898:6787:<9:9::;789::;78566837677945566:96777985698:",
            "87898:87898:<=<;<=:<;<=>9::;<=<=<>=>;<;<<=:9:;:>;:;<;<896787687898566787",
            ":988987878896787889:9:;:;89:9:9789898978789:7989:967789:9:99:9898;745656",
            "7878986867673968784856877987886:767:934545127656745656237767546576657677",
            "546589:;;:9:8::;89789:9:989:9:878889;:;;:::9::9<785967776878455967787878",
            "56767889899978788;67455626566734455685666774587876787865678:;<;:;;9;:;<:",
            "899:;;=<;=<<:9:;;;989:9:=<;>=<:;89:98:9:;:7889:;:;::;:989::;87898:;:;<;:",
        )
        .as_bytes(),
        concat!(
            ":;<;:;:89878;::989:;::;:;:9887:;:9:89:98;:<=>;<=:9:989;;;:9:<<=;<=;;:998",
            ":<;:;9;;:;<;:87656878767878547766658655443766562655476;88787999898876765",
            "878787769554878677769587<9::9:::;;:;988878:9:989:9:98798;::8:9:;;:985645",
            "776756675645767732656547656721545439:767:6887897786584878693767686898787",
            "656547;8989:99:9:987769:9897:9878798989879:9:98;:;:9:988787698878789889:",
            "787665898786787698<;<;:;>:;:9:=<<;<;>=><=<=<;::9>=<;<:=<;<=<:89878:89878",
            ":89658977769:66554977673866587;::987;::9:9<:7876:89898;9:665:89788978698",
            ":;::9:<;<<;:=99989<:;:9:<:;:98;9:;;9<:;<<;987867987867:86756978843867658",
            "867832756548:987:6:989:8;97695:897:4978797::98988676589:98;:;:;:;:<887:;",
            ";9:8;::898:9;9:98:<:;:9<:;<;:;:98987;99898::99:9998776::98979987:9<;:;:9",
            "<:9:98;::;:9<;::98;:9887<;:9:8;:98;::9:989<:9878;::769:98878;87665:98784",
            "987698;;9:98=::987=:8987;::987:9;776;::899:997:9<<;;:9>;::9:>;::98=<<;:9",
            "=<<987<;;:<8;:<;;:998978;:7867;87867:99954988767988943877659::98;7<987<6",
            "<987:6;::6;5:998:6;::989988769;;:9<;=:98;<=:98;:<;;7<;;::9;:<;;:99=<<98=",
            "><=:;<<;<9:;<;:;:9;:::;:8978679:89:8:9989:<<;:9:<:;:9:<:;:9:;999:9:88776",
            ";99897:887:9<;<;:;><=<;<=<<;:;<;<<;<;:9887<;:9:8;:9:;::;:989<:9876;::987",
            ":98876987665:98788987698;:::9:=;998;<;::9:<;::9::98876;:9997:98::9897867",
            ":845349656459656218544368546107433289:89:6;956;5:767:6:765:2965595:98878",
            "854638:998;:<:87:;;:98;:;:96;::988:9;:9988:9887<=<<;<;;9;89::98767:9:9:9",
            "989756:9:897989789;::9:9=<<;:9<:9898<:;:98;9:887<:;9:8;9:8;:=;=<;:=<<=<;",
            "=<:;:9=<>=<;<;=998=<<:;9<;;;<;:;:989<:7656;88767:76658;87643:76582965478",
            "<;<;:9<<;:9:;:<;:9<;::98;:9<87<;:;:8;:9<;:98975699:645879756;:9867765847",
            "765821654739:9:8;7::;7<698:8;7<;:7:68769:6;:9:89985849;:;9<;;;<8;<:9;9<;",
            "=:98;:;87:;:<;:;99;:9<8=<;<:;:<:;9:;;::876<9:987:9:7659898:687:99:<;<:98",
            "<;<:;:=;;987<:;:98<:;876;9:9;7:8;::;>>==<;>?>>=<>=<<;:=<>=<;=<<;:9>==<<:",
            "=<<;=<;::878;;9787:9:87:<98878:98654987793876889<;:987<<9876;::9:9<;:876",
            ";:9<65:98;:8987:9::9:767::;87698:769<9:878989:4387698276587:;:98:6;;:9;5",
            ":998<8;:;995:9:;:4<;:;::87698:<;<;=<<<;:<=;:<;=<>;::<;=<;<=<=<;<;:<;:;:>",
            "=<;<:;;;:;9::99887;:;998:9:9:9:9:989989879;<9:89=:9:89<:8978;;::89<:;:98",
            "::9:98;9:988;;:;9:=<;<:;=:9:89<;;;9:=<<;:;;::;:9<;;:;9:;9:89<<:998;:9:89",
            ";:9::9:98898:988789877689:;976;98865:99976;:9:65987865987867876757:9:989",
            "<:987:;::989<98878;:9:89:98988;:9:9889:765:87654988765:98:54987843876764",
            "765654989879;9876::99879;8776::98959987878987876<;<;::::;:99;::986<9::99",
            "989888:9:96587876;<;:9:8<;:9:8=;9:97<:;9:8;9:997<:;:76:8987:<<;:;9>=<;<:",
            ">;:;<8=<<<;9<;;<<:=<<;87;::9:;;::9:8;;9877:9:988<98988987777<9885487665:",
            ":;<897<:9986;::897<;:9:6:98986;:9<65987869;:;::8=;:9;9<;;::8=:99;7<;8;<:",
            "<;:;:6:98;:::9:987::;89898:987<9:898987:89876768765654:9:98;<:987:;::98;",
            "<9887<;:7:6;:9898:;:9:98=<;<;:;;<;:;:99898;:;9:9:9:99:989877:9:989;<;:;:",
            "=<;:;:<::9:9=;<:;:<:;::;;9:988<:;:9:==<;<;?>=<=<=<;:;:>;=;<;=<<==<<;;:99",
            "=<<;:;:;;:98<<:987;:;:98;:9:76:98887;87766:98878;<;9:9=;::98<;;9:9=:9898",
            ";:9:9::98;77;:9:89<;<;;:>:;::9=<<;;<<;:::9=:9<;:;:9<98<;:;::9:;897;;:7:6",
            ":99897;:;7:6:98995987876987:98:;:9:;<:98;<;::9:;<;:89:;:9::;:9898:;:9:98",
        )
        .as_bytes(),
        concat!(
            "8789898:9<;<7:8;:;898:9:9:9::;8989<<9:9:;::9:;:;:9:;:;9;9<;<8:9;:;9;:;;<",
            "8:9:==9;:;<;:89<9:67:;:;89:=:;788<;<899::;9::;><899:=<;::;:;599:9:89:;<;",
            "67:;:;7:;;;<89::==78;;<;:;8:9<6:79:;7:8:;<6;<;:=8;<9:=7:;8<>8;<9;:989::;",
            "778;;<:;9::;789;;<8989<=89:9:=9:9:;;:989:<687:9;7889:<69::;=7898:<89:9:=",
            "89:9:;9:9:;:798;:;899:;:78;;<;89:9;<9:;:;;89<9:=89:9:;:<;:;<9::;<=89::;<",
            "9:;:<;:;<;<<9:;:;<:;<9:;:<;:;<9::;<;89::;<;:;<<=:9:;<>9:;<;<:8989:68;:;<",
            "8:;<;<799;:=:::;;<99;:;=8::;<;;8:9:;78:9:;::;:;<889:;<9;:<<=::;;<>99::;<",
            "<7889<87889<;;99:=:<;<;<:<9:;>;;:9;?::9::;967::;569::;6889;:798:<;6878;<",
            "8:9:;<7989:<:78;8<678;8<799:9;8:9;:>79899=8:9:;<8:9:;:;89:9:789:9::::;:;",
            "99:<;<8:9::;9;:;<<::9:;<:9:;:;<;<;<=;;;<;<::;;<=;;:;;<:<;<==;;:;<=:;<;<=",
            "<<=<=>;<<=<=:;<<=>;<=<<=<;<=>>;<=<=>:9:9:;8:;:;<7:<;<=89:<;>9:;<<=89:;<>",
            "9:;<=<;9;:;<9:<;<=9<<;<=9::;<=:;;==>9<:<==:;;;<=<:;;<=:;<<=>:;<<=>9<:;<=",
            ";<<=>?:;;<<>;<<==>978;;<789::;789::;699;;<7889<=7889:=899:;;:89<9=89:;:<",
            "89:;:<7:8<;=899::>9::;<=9::;<;;9:=:;9:;<;<9:;<;<8;9=:;9::;;<:;;<==9::;<;",
            "667878458989458989566:9:6778895667::677898867:78467:78669:9:577;8968899:",
            "7778;;6889:9878989689:9:58:;:;678:9:789::;6789<<789:;::989892:9:9:348989",
            "458:9<569::;4789<<569:;:9:6:7:3;7;8;458:9<45<<9<67:89<78;7==67:8<9897889",
            "8:899:967::;989::;8788;<:9::;<9899::9:698:3;7:9;458;8<45:9:<56999=67::;<",
            "67:89:8978984:89:9569:9:569:;:67:::;78;9:<67::;<78898957989:89:9:;6789:;",
            "78999:67:8;;7899:99:87895687898:989:68789:798::;8:9;:<798:9:97989:78<9:;",
            "9::9:;7889:;8;9;;<7:8<;=899;:;89:78;68989:76:9:;878:;<989::;8789:<989:9:",
            ":;678;4<589<5869:=89<89<7:;8:=89<9:>7:;89:78599:3968:94559;:5678:95676<;",
            "7898:;67879;896:7;4:598<566:7=67898<67878>7898:=7898:99:79895;6:9:677;:;",
            "9:;:9:78;8;<8;<9;;7:;8<;898:9:6879:;9:::;<89:;:;89:9:;9:;:<<89:9;<:9:89:",
            "67889:9;;9:;::;:;<::;:;<9;:;;=8:9::;:899:;89::;<:;::;<9::;<=9::;<=:;;<<>",
            "9::;;<9:889:5999:;678:9:67::;<89::;<7899;=89::<;:;89:;6<7:;<7889:;89<:;<",
            "9:;::;89<9<<9:;:;<8967:;4:589:5667:;67889:5698:;67878<78989:9:788<5;699;",
            "67788<78999;67:78<89:9:<89:9:::;899:6<7::;78899:89:::;78;89:9:;:;<89<9::",
            "78566737477845566736977845858945:56956967774588954588986677877688966569:",
            "86567:77678895699:769::;78788969799:7867:;78678;897899897889088778127889",
            "12788923689:23687:34798898399:192::;27399:9898:93874:;38748;4985998;45:;",
            "4<56;<5667:=87:69:56;6:;67:56<78;67:89458;6:569<7867:=87867:78968;89:78<",
            "7896789:56995;67::6778;;78978867:79978989:9:;89:876788485879566788678899",
            "56968:67878967878985:96:65696:999:7;88798:77677;:8989:887898:69:7;89:;8<",
            "89898:7:8:9=897:8<9::9:;9:89:978696:19787925698:25898:36779;87889:478898",
            ":94:5;6:5;6<786:7;89:96<89878<9:9::;9:96:79<586<5=697=67788>98;97;67<78<",
            ":9<;:<89<7:867458;28367:34458;45667:34748;45656<567678:;69:76<7:;87889<9",
            "89:89878;8<989:9::9:;:9:987898596;89899:9:7899:967:99:78989989:9:;989:78",
            "787:78:::;8999::9:889:89;9:9::::;:;:;9:;899:;<9:9:;<9:8;9;:;9::;9::;;<;;",
            "9::;<;897:784:8989567:98569:9:6788:97899::67889:9:7;895;6:9:677;89789:78",
            "78989:89:9;9989::;<=899:8>9::;9::;;<:;<::;9:=:;<;<=:;::;<;<<785699394788",
            "45569956778845859956767:5676788967:74:58985667:76788985696:767878878989:",
        )
        .as_bytes(),
        concat!(
            "<;<=<=<>=>?>;<<=>=:=<>=<;>=<>=:=<;><9<;:=<<=<=<=<=<?>=;;;>=<:<;=<;;=<;=<",
            ":<;:=;9;:9<;<>=>=<<;<=<=<;<=<;;:<>=<<;;:<;;::9>::9;:=<;<<=>=;;;<;<<;<=<=",
            ":9<=<;=:=;;<:9<:=;98;9<=:;<<;<::9;:;;:<>=<<9<=<;:9<;<;;8;:><87<;=<=<=<<;",
            ";;:;;<>==<<;;:;9;::9:;<;:9:98998;:9;<;<;<<::9:;;=<<;><<;<:=;98;:<:<;<;:;",
            "87:98;;<;:=<;;:9<;<;;:=<;:;9<;:9:;;:;:;:9;:9:98=:;:;<;::9>;:9<:=<;8;:<;<",
            "9<;:<;8;:9>:7<98=<<;<=<;::9>;:9::=<;:;:<;:;<;:<;:;:9<:9:98;<:<;<;<:<;<;<",
            "::9<;:99;;:;:::9;:9998=9:8:9<;9::;<;9::;<;<:9<;::8;<;:;9<:<;:8;9<:97:8;<",
            "8;:<;:89::;:;99=:;8:;<;<:8;:;:97:9=;:6;:<;;:;::;9:;::;<::99:99:8:9889:;:",
            "88987897:98::;:9<:89:9::;;98=9::;9<:97:9;9::;:9:86987:9:98;:9:98;:::87<9",
            "99:8;:8898:999:98:88987<:9:;:;89<=:;7;;<;<8<9=<=9;:;;<8:9:=;9;:9<;:;<;<=",
            "<:=<;<;<<=<=:;:<;>;<;<<=:;:;><;<;:=<:;:;:;889:9:98:;:;:9:<;<989::;878;<:",
            "989:;:99;:;<78:;:;;8<;<;98:;<=:9;;;<98::=;:9;9<;8:9;:;898:9::78<9:76:;:;",
            "98:9:;8798<<98:9;:99:99:787889;89:8987999:98:9:;7687:98798998:9:;;8989::",
            ":78;<:96::;;8798:<98:9:;98:98;7989:9787898967:;88599:97687988798997687:;",
            "8:9<;:89:;:;:9:;:;98:<;::9;:<;98:9<:8798;::<;<;:8:;:;::89<;:979;:;<8<9;:",
            ";7;8=9:687<;:;:=<;::;<;:;::=<;:9:<;:;:;:<;:9:9<:9898;:<9:=<;:89<;:98:;:;",
            ":98<;:;:9::9:989<89878;:98:<;:979;:9878:9::98<;:<98:;:;:79=9:76:<;<;;::;",
            ":::;;:989::;;:98:9:98:;::98878;8798:;::9<:999:;98789:::;:9<:9879;9<;:<9:",
            "87687::998=::8:9<;9898;:;:98;::98::9;:998<:9887<7:8;:9799:9::78=:989:;:9",
            "98;9;:87:8=97697:;9::;:978:9:9<67<98889:;:;7<8:9:6;7<895:6;<9;9<;:9::;:9",
            ";:8=:998:;:9<9;9;:98:8=98797:;:9:;:9889:98768989878:98;:78:9:767<89656;:",
            "87:;:9869:98768989:96<98;87:<9:96;<:965:;<989998778887657798;87887767887",
            "765867654759:7:8;98697:8768899:967<88789:8;:9:897658699697:9758698657787",
            "9856;8767898:9697;9:5:6;698:9:687989768<9<65:;:;87:9:;7698<:89:9;:898:9<",
            "67889:;59;:;:49:;::6;89:;5:9;9::;:<;::9;:;898:9::;8<9<9::;:;;::9:;:9;8<:",
            "98:9;:988:9:777989656878874:9::7689:9657;9:988:98789:;66789:548989:76:;<",
            "987::;:76;<:989:;:878789667678546567:7667:7638898547689878787676::556599",
            "4356889655;;6527:::9698:87898:6587986476875465768546:774389896587:8549::",
            "9:9::979899:<;;::;98;99887:9:987:989769879;<;::9789::9<:<;;:97<8:986989:",
            ":6;:7895:76:;;<;;:9:9::9=<;:<;:9;9;:98:9:998:989879879:9;::98:8998767889",
            "987887876898876878765768;:;99899:::9879998=<;<<;987::9987:67876959:9:;:9",
            "88989876878;<;:<;:9:9<:9:96;:8965:9:<;<;:9::;:;:98:9:9>=<<;:;:9<:;:9898:",
            "987876;:;:9;99:9::879899=<;;:<:98;9;989:9:987:988987:868789998:7<8:9:6;7",
            "7498:8:9:98965876;:9:7:8678988;798;78897<8738799:8;:7884965:::;8;98987:8",
            "<9:7<89::6;78798:8;::;8976876;9887:87976976567888985:6763797:9887865465:",
            "8786;76875:6546897:765<66527:8;:9:8976384;989::877879765768:;879;78989<8",
            ":98;::85498<878767687656546567:76856787845652766543654:9:98;88989:768789",
            "<98:9<9:9::;87898:;:9:987876985769878776;:9495:943899898987987876;98769:",
            "567:78:687:;93849:62788997:76::8987<9987:9787698;:76;:8995:978899::9987;",
            ";::76;87769868658754587678349863288798776887665:76758957647843596796549:",
            "521678876959987:6;87899:687687546576:988:;78989:987:9::9898<767657576546",
            "43549596554867273752167676565465654946543832438785443:561629410568987876",
        )
        .as_bytes(),
    ],
);
// END PASTE shared/src/luogu_patterns.rs
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
pub(crate) const UNREACHED: u8 = u8::MAX;

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

    /// The entry of `board`: `distance << 2 | move`, or [`UNREACHED`]. O(9).
    pub(crate) fn entry(&self, board: &Board) -> u8 {
        self.entries[rank(board) as usize]
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
        let mut entry = self.entry(&board);
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
            entry = self.entry(&board);
        }
        true
    }
}
// END PASTE shared/src/table.rs
}
