//! One answer to one 4x4 board as the fifteen puzzle's judges want it
//! (`fifteen.rs`): the fewest moves compared exactly, or a string of the
//! blank's moves replayed on the board, move by move, to say the first
//! that is no move or leaves the board, the board it ends on, or how far
//! past the cap it goes.

use super::answer::extra_lines;
use super::{Case, Finding};
use eight::{count_of, more_or_fewer, shown, Fifteen, Move};

/// What a board the goal cannot be reached from is answered (UVa 10181,
/// LightOJ 1121).
pub const NOT_SOLVABLE: &str = "This puzzle is not solvable.";

/// What a judge asks of each board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FifteenAnswer {
    /// The fewest moves, a number compared exactly; the data promises a
    /// board solvable within `most` moves.
    Count { most: u32 },
    /// Any string of the blank's moves (`L R U D`) of at most `most`
    /// moves that solves the board, or `This puzzle is not solvable.`.
    Within { most: u32 },
    /// `Case k: ` and exactly the alphabetically first of the shortest
    /// strings (`D < L < R < U`), or `This puzzle is not solvable.` when
    /// the goal cannot be reached or takes more than `most` moves.
    FirstWithin { most: u32 },
    /// [`FifteenAnswer::Within`] held to exactly the alphabetically first
    /// shortest string: its strictest.
    FirstOf { most: u32 },
}

/// The judges' goal, `1 2 .. 15 0`.
pub const JUDGES_GOAL: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// The 4x4 board of a case of these formats.
pub fn board_of(case: &Case) -> Fifteen {
    case.fifteen
        .expect("a case of a fifteen-puzzle format holds its 4x4 board")
}

/// Why an answer to a board is not the one its rule wants (or why an
/// expected answer is none), in words for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unanswered(String);

impl From<String> for Unanswered {
    fn from(why: String) -> Unanswered {
        Unanswered(why)
    }
}

impl std::fmt::Display for Unanswered {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Unanswered {}

/// Why a move string does not solve its board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replayed {
    /// It reaches the goal in so many moves.
    Solves(usize),
    /// Its move `at` (from 1) is `letter`, which is no move.
    NoMove { at: usize, letter: char },
    /// Its move `at` (from 1), `letter`, takes the blank off the board
    /// from `row`, `column` (from 1).
    OffBoard {
        at: usize,
        letter: char,
        row: usize,
        column: usize,
    },
    /// Every move is legal, and it ends on this board, not the goal.
    EndsOn(Fifteen),
}

/// The move of `letter` (`D`, `L`, `R`, `U`), else `None`.
fn move_of(letter: u8) -> Option<Move> {
    Move::ALL
        .iter()
        .copied()
        .find(|step| step.letter().to_ascii_uppercase() == letter)
}

/// `moves` replayed on `board`, a letter at a time.
pub fn replay(board: Fifteen, moves: &[u8]) -> Replayed {
    let mut at = board;
    for (index, &letter) in moves.iter().enumerate() {
        let step = match move_of(letter) {
            Some(step) => step,
            None => {
                return Replayed::NoMove {
                    at: index + 1,
                    letter: char::from(letter),
                }
            }
        };
        at = match at.step(step) {
            Some(next) => next,
            None => {
                let blank = at.blank();
                return Replayed::OffBoard {
                    at: index + 1,
                    letter: char::from(letter),
                    row: blank / 4 + 1,
                    column: blank % 4 + 1,
                };
            }
        };
    }
    if at.cells() == JUDGES_GOAL {
        Replayed::Solves(moves.len())
    } else {
        Replayed::EndsOn(at)
    }
}

/// Why `replayed`, a string that does not solve its board, is wrong.
fn unsolving(replayed: &Replayed) -> String {
    match replayed {
        Replayed::Solves(_) => unreachable!("a string that solves"),
        Replayed::NoMove { at, letter } => {
            format!("move {}, {:?}, is no move (L, R, U, D)", at, letter)
        }
        Replayed::OffBoard {
            at,
            letter,
            row,
            column,
        } => format!(
            "move {}, {:?}, takes the blank off the board from row {}, column {}",
            at, letter, row, column
        ),
        Replayed::EndsOn(board) => {
            let cells: Vec<String> = board.cells().iter().map(u8::to_string).collect();
            format!("the moves end at {}, not at 1 2 .. 15 0", cells.join(" "))
        }
    }
}

/// The answer of `line` past `Case k:` where `numbered` (the `k` of case
/// `index`, from 0), else the line; `None` when it does not start so.
fn answer_of(line: &[u8], index: usize, numbered: bool) -> Option<&[u8]> {
    if !numbered {
        return Some(line);
    }
    let prefix = format!("Case {}:", index + 1);
    let rest = line.strip_prefix(prefix.as_bytes())?;
    match rest {
        [] => Some(rest),
        [b' ', answer @ ..] => Some(answer),
        _ => None,
    }
}

/// Judges the answers of `actual` against `expected`, a line each of
/// `cases`, by `rule`.
pub fn judge_answers(
    rule: FifteenAnswer,
    cases: &[Case],
    expected: &[&[u8]],
    actual: &[&[u8]],
) -> Result<(), Finding> {
    let numbered = matches!(rule, FifteenAnswer::FirstWithin { .. });
    let noun = if numbered { "case" } else { "board" };
    for (index, case) in cases.iter().enumerate() {
        let at = Some(index + 1);
        let said = |why: String| format!("{} {}: {}", noun, index + 1, why);
        let board = board_of(case);
        let wanted = expected.get(index).copied().unwrap_or(b"");
        let wanted = answer_of(wanted, index, numbered).ok_or_else(|| {
            Finding::expected(at, at, said(format!("{} is no answer", shown(wanted))))
        })?;
        check_expected(rule, board, wanted)
            .map_err(|why| Finding::expected(at, at, said(why.to_string())))?;
        // The solved board's answer is an empty line, which the end of an
        // output may leave out.
        let last_empty = wanted.is_empty() && !numbered && actual.len() == index;
        let given = actual
            .get(index)
            .copied()
            .or(last_empty.then_some(&b""[..]));
        let given = given.ok_or_else(|| {
            let why = format!(
                "no line: the output ends after {}",
                count_of(actual.len(), "line")
            );
            Finding::wrong(at, at, said(why))
        })?;
        let given = answer_of(given, index, numbered).ok_or_else(|| {
            let prefix = format!("Case {}: ", index + 1);
            Finding::wrong(
                at,
                at,
                said(format!("{} does not start with {:?}", shown(given), prefix)),
            )
        })?;
        judge_one(rule, board, wanted, given)
            .map_err(|why| Finding::wrong(at, at, said(why.to_string())))?;
    }
    extra_lines(cases.len(), actual.len())
}

/// Whether `wanted`, the expected answer to `board`, is one by `rule`: a
/// number for a count; a string that solves the board, or
/// [`NOT_SOLVABLE`] where parity says it cannot be solved (or, for a cap,
/// may need more moves than it).
fn check_expected(rule: FifteenAnswer, board: Fifteen, wanted: &[u8]) -> Result<(), Unanswered> {
    let solvable = eight::solvable15(board.turned());
    if let FifteenAnswer::Count { .. } = rule {
        return match std::str::from_utf8(wanted)
            .ok()
            .and_then(|w| w.parse::<usize>().ok())
        {
            Some(_) if solvable => Ok(()),
            _ => Err(Unanswered::from(format!(
                "{} is not the fewest moves of a solvable board",
                shown(wanted)
            ))),
        };
    }
    if wanted == NOT_SOLVABLE.as_bytes() {
        return match rule {
            FifteenAnswer::FirstWithin { .. } => Ok(()),
            _ if solvable => Err(Unanswered::from(
                "not solvable, but the goal can be reached".to_string(),
            )),
            _ => Ok(()),
        };
    }
    match replay(board, wanted) {
        Replayed::Solves(_) => Ok(()),
        replayed => Err(Unanswered::from(unsolving(&replayed))),
    }
}

/// Why `given` is wrong where `wanted` is right, by `rule`.
fn judge_one(
    rule: FifteenAnswer,
    board: Fifteen,
    wanted: &[u8],
    given: &[u8],
) -> Result<(), Unanswered> {
    if let FifteenAnswer::Count { .. } = rule {
        let fewest: usize = std::str::from_utf8(wanted)
            .unwrap_or("")
            .parse()
            .unwrap_or(0);
        let text = std::str::from_utf8(given).unwrap_or("");
        return match text.parse::<usize>() {
            Ok(moves) if text.bytes().all(|b| b.is_ascii_digit()) && moves == fewest => Ok(()),
            Ok(moves) if text.bytes().all(|b| b.is_ascii_digit()) => {
                Err(Unanswered::from(more_or_fewer(moves, fewest)))
            }
            _ => Err(Unanswered::from(format!(
                "{} is not a number of moves: the answer is {}",
                shown(given),
                fewest
            ))),
        };
    }
    let cap = match rule {
        FifteenAnswer::Within { most }
        | FifteenAnswer::FirstWithin { most }
        | FifteenAnswer::FirstOf { most }
        | FifteenAnswer::Count { most } => most as usize,
    };
    let not_solvable = NOT_SOLVABLE.as_bytes();
    if given == not_solvable || wanted == not_solvable {
        if given == wanted {
            return Ok(());
        }
        return Err(Unanswered::from(if given == not_solvable {
            format!(
                "not solvable, but {} moves solve it ({})",
                wanted.len(),
                String::from_utf8_lossy(wanted)
            )
        } else if eight::spells(given, NOT_SOLVABLE) {
            format!(
                "{} where the judge wants {:?} exactly",
                shown(given),
                NOT_SOLVABLE
            )
        } else if eight::solvable15(board.turned()) {
            format!(
                "the board needs more than {} moves: the answer is {:?}",
                cap, NOT_SOLVABLE
            )
        } else {
            format!(
                "the goal cannot be reached: the answer is {:?}",
                NOT_SOLVABLE
            )
        }));
    }
    let moves = match replay(board, given) {
        Replayed::Solves(moves) => moves,
        replayed => return Err(Unanswered::from(unsolving(&replayed))),
    };
    if moves > cap {
        return Err(Unanswered::from(format!(
            "{} moves, {} past the cap of {}",
            moves,
            moves - cap,
            cap
        )));
    }
    match rule {
        FifteenAnswer::Within { .. } => Ok(()),
        _ if given == wanted => Ok(()),
        _ if moves != wanted.len() => Err(Unanswered::from(more_or_fewer(moves, wanted.len()))),
        _ => Err(Unanswered::from(format!(
            "a shortest string, but not the alphabetically first: {}",
            String::from_utf8_lossy(wanted)
        ))),
    }
}
