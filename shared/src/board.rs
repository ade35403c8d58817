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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The one board of `text`, for the crate's unit tests.
    pub(crate) fn board(text: &str) -> Board {
        let boards = parse_boards(text.as_bytes()).unwrap();
        assert_eq!(boards.len(), 1, "{:?}", text);
        boards[0]
    }

    fn error(input: &str) -> ParseError {
        parse_boards(input.as_bytes()).unwrap_err()
    }

    #[test]
    fn poj1077_sample1() {
        // http://poj.org/problem?id=1077
        let board = board(" 2  3  4  1  5  x  7  6  8 ");
        assert_eq!(board.cells, [2, 3, 4, 1, 5, 0, 7, 6, 8]);
        assert_eq!(board.blank(), 5);
        assert_eq!(board.to_string(), "23415x768");
    }

    #[test]
    fn luogu1379_sample1() {
        // https://www.luogu.com.cn/problem/P1379
        let board = board("283104765\n");
        assert_eq!(board.cells, [2, 8, 3, 1, 0, 4, 7, 6, 5]);
    }

    #[test]
    fn layouts_read_the_same() {
        let expected = board("23415x768");
        for text in [
            "234\n15X\n768\n",
            "2\t3\t4\r\n1 5 0\r\n7 6 8\r\n",
            "  2 3 4 1 5 x 7 6 8  ",
        ] {
            assert_eq!(board(text), expected, "{:?}", text);
        }
    }

    #[test]
    fn many_boards() {
        let boards = parse_boards(b"12345678x\n1 2 3 4 5 6 7 x 8\n").unwrap();
        assert_eq!(
            boards,
            [
                Board::POJ_GOAL,
                Board::from_cells([1, 2, 3, 4, 5, 6, 7, 0, 8]).unwrap()
            ]
        );
    }

    #[test]
    fn errors_say_what_and_where() {
        assert_eq!(error("").kind, ParseErrorKind::Empty);
        assert_eq!(error(" \n\t").kind, ParseErrorKind::Empty);
        let unknown = error("12345678x\n1234a678x");
        assert_eq!(
            (unknown.board, unknown.cell, unknown.line, unknown.column),
            (2, 5, 2, 5)
        );
        assert_eq!(unknown.kind, ParseErrorKind::UnknownCell('a'));
        let repeated = error("1 2 3 4 5 6 7 1 x");
        assert_eq!((repeated.board, repeated.cell, repeated.column), (1, 8, 15));
        assert_eq!(repeated.kind, ParseErrorKind::Repeated('1'));
        let two_blanks = error("1234567x0");
        assert_eq!(
            (two_blanks.cell, two_blanks.kind),
            (9, ParseErrorKind::Repeated('0'))
        );
        // No blank: the first fault is the tile that repeats.
        let no_blank = error("1 2 3 4 5 6 7 8 8");
        assert_eq!(
            (no_blank.cell, no_blank.column, no_blank.kind),
            (9, 17, ParseErrorKind::Repeated('8'))
        );
        let short = error("12345678x\n1234");
        assert_eq!(
            (short.board, short.cell, short.line, short.column),
            (2, 4, 2, 4)
        );
        assert_eq!(short.kind, ParseErrorKind::Truncated(4));
        let wide = error("12é");
        assert_eq!(
            (wide.cell, wide.column, wide.kind),
            (3, 3, ParseErrorKind::UnknownCell('é'))
        );
        let bad = parse_boards(b"12\n3\xff").unwrap_err();
        assert_eq!(
            (bad.board, bad.cell, bad.line, bad.column, bad.kind),
            (1, 4, 2, 2, ParseErrorKind::NotUtf8(0xFF))
        );
    }

    #[test]
    fn faults_are_reported_in_reading_order() {
        // The repeat at cell 2 comes before the unknown character at cell 3.
        assert_eq!(error("11a").kind, ParseErrorKind::Repeated('1'));
        // The unknown character comes before the byte that is not UTF-8.
        assert_eq!(
            parse_boards(b"1a\xff").unwrap_err().kind,
            ParseErrorKind::UnknownCell('a')
        );
        let late = parse_boards(b"12345678x 1\xff").unwrap_err();
        assert_eq!((late.board, late.cell, late.column), (2, 2, 12));
    }

    #[test]
    fn a_leading_byte_order_mark_is_skipped() {
        let with_mark = parse_boards(b"\xEF\xBB\xBF23415x768\n").unwrap();
        assert_eq!(with_mark, [board("23415x768")]);
        // Columns do not count the mark.
        let fault = parse_boards(b"\xEF\xBB\xBF1a").unwrap_err();
        assert_eq!((fault.cell, fault.column), (2, 2));
        // Anywhere else U+FEFF is no cell.
        let inside = error("1\u{feff}");
        assert_eq!(inside.kind, ParseErrorKind::UnknownCell('\u{feff}'));
    }

    #[test]
    fn an_error_with_no_character_to_point_at_names_no_line() {
        let mut error = ParseError {
            board: 2,
            cell: 3,
            line: 0,
            column: 0,
            kind: ParseErrorKind::Truncated(2),
        };
        assert_eq!(
            error.to_string(),
            "board 2: the input ends after 2 of its 9 cells"
        );
        error.line = 1;
        assert_eq!(
            error.to_string(),
            "board 2, cell 3 (line 1, column 0): the input ends after 2 of its 9 cells"
        );
    }

    #[test]
    fn the_blank_is_found_wherever_it_is() {
        for cell in 0..9 {
            let mut cells = [1, 2, 3, 4, 5, 6, 7, 8, 0];
            cells.swap(cell, 8);
            assert_eq!(Board::from_cells(cells).unwrap().blank(), cell);
        }
    }

    #[test]
    fn messages_name_board_and_cell() {
        assert_eq!(
            error("12345678x\n1234a678x").to_string(),
            "board 2, cell 5 (line 2, column 5): 'a' is not a tile 1-8 or a blank x, X or 0"
        );
        assert_eq!(
            error("12345678x1234").to_string(),
            "board 2, cell 4 (line 1, column 13): the input ends after 4 of its 9 cells"
        );
        assert_eq!(error("").to_string(), "the input holds no board");
        assert_eq!(
            parse_boards(b"12\n3\xff").unwrap_err().to_string(),
            "board 1, cell 4 (line 2, column 2): byte 0xFF is not UTF-8 text"
        );
        assert_eq!(
            error("1234567x0").to_string(),
            "board 1, cell 9 (line 1, column 9): '0' is a second blank"
        );
    }

    #[test]
    fn from_cells_checks_a_permutation() {
        assert_eq!(
            Board::from_cells([1, 2, 3, 4, 5, 6, 7, 8, 0]),
            Some(Board::POJ_GOAL)
        );
        assert_eq!(Board::from_cells([1, 1, 3, 4, 5, 6, 7, 8, 0]), None);
        assert_eq!(Board::from_cells([9, 2, 3, 4, 5, 6, 7, 8, 0]), None);
    }
}
