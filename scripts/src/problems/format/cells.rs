//! How the judges write a board and a count in an input, and why a text
//! is not one: the readers and writers the formats share.

use eight::{count_of, Board};
use std::fmt;

/// Why an input is not in a format: what is wrong, and on which line when
/// one line is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// The line, from 1.
    pub line: Option<usize>,
    pub why: String,
}

impl ReadError {
    /// `why`, about no one line.
    pub fn new(why: impl fmt::Display) -> ReadError {
        ReadError {
            line: None,
            why: why.to_string(),
        }
    }

    /// `why`, at line `line` (from 1).
    pub fn at(line: usize, why: impl fmt::Display) -> ReadError {
        ReadError {
            line: Some(line),
            why: why.to_string(),
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {}: {}", line, self.why),
            None => write!(f, "{}", self.why),
        }
    }
}

impl std::error::Error for ReadError {}

/// Why a text is not a board, as the readers below say it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardFault {
    /// So many tokens, not nine.
    Tokens(usize),
    /// So many numbers, not nine.
    Numbers(usize),
    /// The text, not nine characters.
    Length(String),
    /// A token that is no tile nor the blank (`x`, `0`, `.`, ...).
    NotATile { token: String, blank: char },
    /// A character of a compact board that is no tile nor the blank.
    NotATileCharacter { found: char, blank: char },
    /// A token that is no number 0-8.
    NotANumber(String),
    /// A cell given twice: which, where the reader names it.
    Repeats(Option<u8>),
}

impl fmt::Display for BoardFault {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            BoardFault::Tokens(found) => {
                write!(f, "{} cells, not 9 separated by white space", found)
            }
            BoardFault::Numbers(found) => write!(f, "{} numbers, not 9", found),
            BoardFault::Length(text) => write!(f, "{:?} is not nine characters", text),
            BoardFault::NotATile { token, blank } => {
                write!(f, "{:?} is not a tile 1-8 or the blank {}", token, blank)
            }
            BoardFault::NotATileCharacter { found, blank } => {
                write!(f, "{:?} is not a tile 1-8 or the blank {}", found, blank)
            }
            BoardFault::NotANumber(token) => write!(f, "{:?} is not a number 0-8", token),
            BoardFault::Repeats(Some(cell)) => write!(f, "{} repeats", cell),
            BoardFault::Repeats(None) => f.write_str("a cell repeats"),
        }
    }
}

impl std::error::Error for BoardFault {}

/// The lines of `input`, each without the white space around it, without
/// the empty lines at the end; an error when it is not UTF-8 text.
pub fn input_lines(input: &[u8]) -> Result<Vec<&str>, ReadError> {
    let text =
        std::str::from_utf8(input).map_err(|_| ReadError::new("not UTF-8 text".to_string()))?;
    let mut lines: Vec<&str> = text.split('\n').map(str::trim).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    Ok(lines)
}

/// A board written as nine tokens, `1`-`8` and `x`, with white space
/// between.
pub fn tokens_board(line: &str) -> Result<Board, BoardFault> {
    let tokens: Vec<&str> = line.split_ascii_whitespace().collect();
    if tokens.len() != 9 {
        return Err(BoardFault::Tokens(tokens.len()));
    }
    let mut cells = [0u8; 9];
    for (cell, token) in cells.iter_mut().zip(&tokens) {
        *cell = match token.as_bytes() {
            [digit @ b'1'..=b'8'] => digit - b'0',
            b"x" => 0,
            _ => {
                return Err(BoardFault::NotATile {
                    token: token.to_string(),
                    blank: 'x',
                })
            }
        };
    }
    Board::from_cells(cells).ok_or(BoardFault::Repeats(None))
}

/// `board` as nine tokens, `1`-`8` and `x`, a space between.
pub fn tokens_text(board: &Board) -> String {
    let cells: Vec<String> = board.to_string().chars().map(String::from).collect();
    cells.join(" ")
}

/// A board written as nine characters, `1`-`8` and `blank`, nothing
/// between.
pub fn compact_board(line: &str, blank: u8) -> Result<Board, BoardFault> {
    let bytes = line.as_bytes();
    if bytes.len() != 9 {
        return Err(BoardFault::Length(line.to_string()));
    }
    let mut cells = [0u8; 9];
    for (cell, &byte) in cells.iter_mut().zip(bytes) {
        *cell = match byte {
            b'1'..=b'8' => byte - b'0',
            _ if byte == blank => 0,
            _ => {
                return Err(BoardFault::NotATileCharacter {
                    found: char::from(byte),
                    blank: char::from(blank),
                })
            }
        };
    }
    Board::from_cells(cells).ok_or(BoardFault::Repeats(None))
}

/// `board` as nine characters, `1`-`8` and `blank`, nothing between.
pub fn compact_text(board: &Board, blank: char) -> String {
    board.to_string().replace('x', &blank.to_string())
}

/// A board written as nine numbers, `0`-`8`, `0` the blank, white space
/// between (UVa 10085's and LightOJ 1139's rows).
pub fn numbers_board(text: &str) -> Result<Board, BoardFault> {
    let tokens: Vec<&str> = text.split_ascii_whitespace().collect();
    if tokens.len() != 9 {
        return Err(BoardFault::Numbers(tokens.len()));
    }
    let mut cells = [0u8; 9];
    for (cell, token) in cells.iter_mut().zip(&tokens) {
        *cell = match token.as_bytes() {
            [digit @ b'0'..=b'8'] => digit - b'0',
            _ => return Err(BoardFault::NotANumber(token.to_string())),
        };
    }
    Board::from_cells(cells).ok_or(BoardFault::Repeats(None))
}

/// A board written as `lines`, three lines of three numbers, `0`-`8`, `0`
/// the blank, white space between (Baekjoon 1525's and Aizu
/// ALDS1_13_B's): else what is wrong, on which line.
pub fn rows_board(lines: &[&str]) -> Result<Board, ReadError> {
    if lines.len() != 3 {
        return Err(ReadError::new(format!(
            "{}: a board is three rows",
            count_of(lines.len(), "line")
        )));
    }
    let mut cells = [0u8; 9];
    let mut seen = [false; 9];
    for (row, line) in lines.iter().enumerate() {
        let tokens: Vec<&str> = line.split_ascii_whitespace().collect();
        if tokens.len() != 3 {
            return Err(ReadError::at(
                row + 1,
                format!("{} numbers, not a row of 3", tokens.len()),
            ));
        }
        for (column, token) in tokens.iter().enumerate() {
            let cell = match token.as_bytes() {
                [digit @ b'0'..=b'8'] => digit - b'0',
                _ => {
                    return Err(ReadError::at(
                        row + 1,
                        format!("{:?} is not a number 0-8", token),
                    ))
                }
            };
            if seen[usize::from(cell)] {
                return Err(ReadError::at(row + 1, format!("{} repeats", cell)));
            }
            seen[usize::from(cell)] = true;
            cells[row * 3 + column] = cell;
        }
    }
    Ok(Board::from_cells(cells).expect("nine distinct cells of 0-8"))
}

/// A board written as nine numbers `0`-`8` on one line, white space
/// between (TIOJ 1198's and acm.mipt.ru 089's), naming a repeated one.
pub fn numbers_line(line: &str) -> Result<Board, BoardFault> {
    let tokens: Vec<&str> = line.split_ascii_whitespace().collect();
    if tokens.len() != 9 {
        return Err(BoardFault::Numbers(tokens.len()));
    }
    let mut cells = [0u8; 9];
    let mut seen = [false; 9];
    for (cell, token) in cells.iter_mut().zip(&tokens) {
        *cell = match token.as_bytes() {
            [digit @ b'0'..=b'8'] => digit - b'0',
            _ => return Err(BoardFault::NotANumber(token.to_string())),
        };
        if seen[usize::from(*cell)] {
            return Err(BoardFault::Repeats(Some(*cell)));
        }
        seen[usize::from(*cell)] = true;
    }
    Ok(Board::from_cells(cells).expect("nine distinct cells of 0-8"))
}

/// A board as three rows of three numbers, `0` the blank.
pub fn grid_rows(board: &Board) -> String {
    let cells: Vec<String> = compact_text(board, '0').chars().map(String::from).collect();
    let rows: Vec<String> = cells.chunks(3).map(|row| row.join(" ")).collect();
    rows.join("\n")
}

/// The count on the first of `lines`, 1 to `most`; else an error saying
/// it is not `a count of what`.
pub fn count_line(lines: &[&str], most: usize, what: &str) -> Result<usize, ReadError> {
    let first = lines.first().copied().unwrap_or("");
    first
        .parse()
        .ok()
        .filter(|count| (1..=most).contains(count))
        .ok_or_else(|| ReadError::at(1, format!("{:?} is not {} 1 to {}", first, what, most)))
}

/// The boards of a counted input: its first line the number of boards, 1
/// to `most`, then that many boards of nine tokens each, read by `board`,
/// laid out in any way.
pub fn counted(
    lines: &[&str],
    most: usize,
    board: fn(&str) -> Result<Board, BoardFault>,
) -> Result<Vec<Board>, ReadError> {
    let count = count_line(lines, most, "a count")?;
    let rest = lines[1..].join(" ");
    let tokens: Vec<&str> = rest.split_ascii_whitespace().collect();
    if tokens.len() != count * 9 {
        return Err(ReadError::new(format!(
            "{} need {} cells after the first line, not {}",
            count_of(count, "board"),
            count * 9,
            tokens.len()
        )));
    }
    tokens
        .chunks(9)
        .enumerate()
        .map(|(index, chunk)| {
            board(&chunk.join(" "))
                .map_err(|why| ReadError::new(format!("board {}: {}", index + 1, why)))
        })
        .collect()
}

/// The cases' count on a line of its own, then each case's text after
/// it: the input of the formats that count their cases.
pub fn counted_text<T>(items: &[T], each: impl Fn(&T) -> String) -> String {
    let mut text = format!("{}\n", items.len());
    for item in items {
        text.push_str(&each(item));
        text.push('\n');
    }
    text
}
