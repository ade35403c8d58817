//! Reading 4x4 boards from a judge's text: sixteen numbers a board, `0`
//! the blank, and every fault named with its line, never a panic.

use crate::fifteen::{Fifteen, CELLS};
use std::fmt;

/// What is wrong with the input of 4x4 boards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FifteenFault {
    /// A word that is not a whole number.
    NotANumber(String),
    /// A number above 15 (as written).
    AboveFifteen(String),
    /// A value a second time in one board, and the smallest value its
    /// sixteen numbers lack.
    Repeated { value: u8, missing: u8 },
    /// The input ends after this many numbers of its last board.
    CutShort(usize),
    /// No board at all.
    Empty,
    /// The count the input starts with, and the boards it holds instead.
    Count { said: String, boards: usize },
}

/// A fault, the board it is in (from 1; 0 for the whole input) and the
/// line of the input where it is seen (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FifteenError {
    pub board: usize,
    pub line: usize,
    pub fault: FifteenFault,
}

impl fmt::Display for FifteenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.fault {
            FifteenFault::NotANumber(word) => write!(f, "{:?} is not a number 0-15", word),
            FifteenFault::AboveFifteen(word) => write!(f, "{} is above 15", word),
            FifteenFault::Repeated { value, missing } => write!(
                f,
                "board {}: {} appears a second time, and {} is missing",
                self.board, value, missing
            ),
            FifteenFault::CutShort(numbers) => write!(
                f,
                "board {} ends after {} numbers: a board is 16",
                self.board, numbers
            ),
            FifteenFault::Empty => write!(f, "no board"),
            FifteenFault::Count { said, boards } => write!(
                f,
                "the input says {} boards and holds {} (16 numbers each)",
                said, boards
            ),
        }
    }
}

impl std::error::Error for FifteenError {}

/// Every whole-number word of `text` with its line (from 1).
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .flat_map(|(i, line)| line.split_whitespace().map(move |word| (i + 1, word)))
}

/// The boards of `text`: sixteen numbers each, in reading order, in any
/// layout of whitespace, until the end; the first fault otherwise, in
/// reading order. O(length of `text`).
///
/// ```
/// use eight::{read_fifteen, Fifteen};
///
/// let boards = read_fifteen("0 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n").unwrap();
/// assert_eq!(boards, [Fifteen::GOAL]);
/// let error = read_fifteen("0 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 14\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 4: board 1: 14 appears a second time, and 15 is missing");
/// let error = read_fifteen("0 1 2 3\n4 5 16 7\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 2: 16 is above 15");
/// ```
pub fn read_fifteen(text: &str) -> Result<Vec<Fifteen>, FifteenError> {
    read_words(words(text), 1)
}

/// The boards of `text` after a first number that counts them (UVa 10181,
/// LightOJ 1121): that count and no other, the faults as
/// [`read_fifteen`]'s.
pub fn read_counted_fifteen(text: &str) -> Result<Vec<Fifteen>, FifteenError> {
    let mut all = words(text);
    let (line, said) = match all.next() {
        Some(first) => first,
        None => {
            return Err(FifteenError {
                board: 0,
                line: 1,
                fault: FifteenFault::Empty,
            })
        }
    };
    let boards = read_words(all, 1)?;
    match said.parse::<usize>() {
        Ok(count) if count == boards.len() => Ok(boards),
        _ => Err(FifteenError {
            board: 0,
            line,
            fault: FifteenFault::Count {
                said: said.to_string(),
                boards: boards.len(),
            },
        }),
    }
}

fn read_words<'a>(
    mut words: impl Iterator<Item = (usize, &'a str)>,
    mut line: usize,
) -> Result<Vec<Fifteen>, FifteenError> {
    let mut boards = Vec::new();
    let mut cells = [0u8; CELLS];
    let mut filled = 0;
    let mut seen = 0u32;
    while let Some((at, word)) = words.next() {
        line = at;
        let error = |fault| FifteenError {
            board: boards.len() + 1,
            line: at,
            fault,
        };
        if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
            return Err(error(FifteenFault::NotANumber(word.to_string())));
        }
        let value = match word.parse::<u8>() {
            Ok(value) if value <= 15 => value,
            _ => return Err(error(FifteenFault::AboveFifteen(word.to_string()))),
        };
        if seen & 1 << value != 0 {
            // Sixteen numbers of 0-15 with one twice lack one: the rest of
            // the board is read to name the smallest it lacks.
            let rest = words.by_ref().take(CELLS - 1 - filled);
            let rest = rest.filter_map(|(_, word)| word.parse::<u8>().ok());
            let all = rest.fold(seen, |all, v| {
                all | 1u32.checked_shl(u32::from(v)).unwrap_or(0)
            });
            let missing = (0..16).find(|&v| all & 1 << v == 0).unwrap_or(0);
            return Err(error(FifteenFault::Repeated { value, missing }));
        }
        seen |= 1 << value;
        cells[filled] = value;
        filled += 1;
        if filled == CELLS {
            boards.push(Fifteen::from_cells(cells).expect("sixteen distinct values"));
            filled = 0;
            seen = 0;
        }
    }
    let fault = match (filled, boards.is_empty()) {
        (0, false) => return Ok(boards),
        (0, true) => FifteenFault::Empty,
        (numbers, _) => FifteenFault::CutShort(numbers),
    };
    Err(FifteenError {
        board: boards.len() + 1,
        line,
        fault,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fault(text: &str) -> FifteenFault {
        read_fifteen(text).unwrap_err().fault
    }

    #[test]
    fn each_fault_is_named() {
        assert_eq!(fault(""), FifteenFault::Empty);
        assert_eq!(fault("1 2 x"), FifteenFault::NotANumber("x".into()));
        assert_eq!(fault("-1"), FifteenFault::NotANumber("-1".into()));
        assert_eq!(
            fault("99999999999999999999"),
            FifteenFault::AboveFifteen("99999999999999999999".into())
        );
        assert_eq!(fault("0 1 2"), FifteenFault::CutShort(3));
        let error = read_counted_fifteen("2\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15").unwrap_err();
        assert_eq!(error.line, 1);
        assert_eq!(
            error.fault,
            FifteenFault::Count {
                said: "2".into(),
                boards: 1
            }
        );
    }

    #[test]
    fn the_missing_value_is_the_one_never_seen() {
        let text = "1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15";
        assert_eq!(
            fault(text),
            FifteenFault::Repeated {
                value: 1,
                missing: 0
            }
        );
        // 0 twice, 1 never: not the smallest unseen when the repeat is met.
        let text = "0 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15";
        assert_eq!(
            fault(text),
            FifteenFault::Repeated {
                value: 0,
                missing: 1
            }
        );
    }
}
