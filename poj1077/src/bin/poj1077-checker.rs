//! The special judge of POJ 1077, HDU 1043 and AcWing 179, as an `oj test
//! --judge-command` program:
//!
//! ```text
//! poj1077-checker [--any | --shortest | --canonical] INPUT ACTUAL EXPECTED
//! ```
//!
//! Per board of INPUT, the line of ACTUAL for it, judged against the line
//! of EXPECTED for it:
//! - `--any` (the default; POJ 1077's and HDU 1043's rule): `unsolvable`
//!   exactly when the board cannot reach `1 2 3 4 5 6 7 8 x`, otherwise any
//!   string of `u`, `d`, `l`, `r` that takes it there (for a solved board an
//!   empty line, or a round trip such as `lr`);
//! - `--shortest` (AcWing 179's): that, in no more moves than EXPECTED's
//!   line, which is taken to be shortest;
//! - `--canonical` (this project's promise, and HDU 3567's order): exactly
//!   EXPECTED's line, the alphabetically first (`d < l < r < u`) of the
//!   shortest strings.
//!
//! White space around a line, and empty lines at the end, mean nothing.
//! EXPECTED is checked first, by the `--any` rule; under the other two, an
//! ACTUAL line that solves its board in fewer moves than EXPECTED's proves
//! EXPECTED wrong, and under `--canonical` so does a legal ACTUAL line as
//! short as EXPECTED's and alphabetically earlier. Exit statuses, as testlib's: 0 accepted; 1 a wrong
//! answer, with one line on stdout saying why; 3 ("fail") the judge's own
//! fault: EXPECTED is wrong (one line on stdout naming it), or the command
//! line or a file is bad (one line on stderr). testlib's 2, a presentation
//! error, is never given: white space means nothing here.

use crate::answer::{judge_lines, Fault, Rule};
use crate::board::{parse_boards, Board};
use std::fs;
use std::process::exit;

const USAGE: &str =
    "usage: poj1077-checker [--any | --shortest | --canonical] INPUT ACTUAL EXPECTED";

fn main() {
    let mut rule = Rule::AnyMoves;
    let mut paths = Vec::new();
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--any" => rule = Rule::AnyMoves,
            "--shortest" => rule = Rule::FewestMoves,
            "--canonical" => rule = Rule::FirstFewestMoves,
            flag if flag.starts_with("--") => fail(&format!("unknown option {}\n{}", flag, USAGE)),
            _ => paths.push(arg),
        }
    }
    if paths.len() != 3 {
        fail(&format!(
            "expected three files, not {}\n{}",
            paths.len(),
            USAGE
        ));
    }
    let read = |path: &String| {
        fs::read(path).unwrap_or_else(|error| fail(&format!("cannot read {}: {}", path, error)))
    };
    let boards = parse_boards(&read(&paths[0]))
        .unwrap_or_else(|error| fail(&format!("{}: {}", paths[0], error)));
    let cases: Vec<(Board, Board)> = boards.iter().map(|&b| (b, Board::POJ_GOAL)).collect();
    match judge_lines(rule, &cases, &read(&paths[2]), &read(&paths[1])) {
        Ok(()) => {}
        Err(Fault::Wrong(why)) => {
            println!("{}", why);
            exit(1);
        }
        Err(Fault::Expected(why)) => {
            println!("the expected file {} is wrong: {}", paths[2], why);
            exit(3);
        }
    }
}

/// Reports a bad command line or file, the judge's own fault, on stderr
/// and exits with testlib's "fail" status, 3.
fn fail(problem: &str) -> ! {
    eprintln!("poj1077-checker: {}", problem);
    exit(3)
}

// ---------------------------------------------------------------------------
// Below: verbatim copies of the files of `shared/src/` this program uses, so
// that this one file is the whole program. Edit the originals, then run
// `UPDATE_PASTE=1 cargo test -p eight --test pasted` to refresh these
// copies; without `UPDATE_PASTE` the test only reports a difference.

#[rustfmt::skip]
#[allow(dead_code)]
mod answer {
// BEGIN PASTE shared/src/answer.rs
//! Judging an answer: a move string or a number of moves, for a board and a
//! goal, by one of the judges' rules.

use crate::board::Board;
use crate::parity::is_solvable;
use crate::play::apply_moves;
use std::fmt;

/// How a judge compares an answer with the expected one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Any legal move string that reaches the goal, and `unsolvable`
    /// exactly when none does (POJ 1077, HDU 1043).
    AnyMoves,
    /// A legal move string of no more moves than the expected line's, which
    /// is taken to be shortest (AcWing 179).
    FewestMoves,
    /// The expected line exactly: the alphabetically first of the shortest
    /// move strings, `d < l < r < u` (HDU 3567).
    FirstFewestMoves,
    /// The number of moves, exactly, or `-1` when the goal cannot be reached
    /// (Luogu P1379, AcWing 845).
    Count,
}

/// Why an answer is not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The answer is wrong, and why.
    Wrong(String),
    /// The expected line is wrong, and why: the judge's own fault.
    Expected(String),
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Wrong(why) => write!(f, "{}", why),
            Fault::Expected(why) => write!(f, "the expected answer is wrong: {}", why),
        }
    }
}

/// Judges `actual`, one answer line for going from `start` to `goal`,
/// against `expected`, that line in the judge's own answer, by `rule`.
/// Both lines are taken without the white space around them.
///
/// `expected` is checked too: under a moves rule it must be `unsolvable`
/// exactly when the goal cannot be reached, and otherwise a legal move
/// string that reaches it; under [`Rule::Count`], `-1` exactly then, and
/// otherwise a count of the parity that every path here has. Under the
/// rules that take it to be shortest, an answer that reaches the goal in
/// fewer moves proves it wrong.
///
/// # Errors
/// [`Fault::Expected`] when `expected` is wrong, else [`Fault::Wrong`]
/// when `actual` is.
///
/// # Complexity
/// O(moves).
///
/// # Examples
/// ```
/// use eight::{judge_answer, Board, Fault, Rule};
///
/// let start = Board::from_cells([1, 2, 3, 4, 5, 6, 7, 0, 8]).unwrap();
/// let goal = Board::POJ_GOAL;
/// assert_eq!(judge_answer(Rule::AnyMoves, &start, &goal, b"r", b"rlr"), Ok(()));
/// assert!(matches!(
///     judge_answer(Rule::FewestMoves, &start, &goal, b"r", b"rlr"),
///     Err(Fault::Wrong(_))
/// ));
/// assert_eq!(judge_answer(Rule::Count, &start, &goal, b"1", b"1"), Ok(()));
/// ```
pub fn judge_answer(
    rule: Rule,
    start: &Board,
    goal: &Board,
    expected: &[u8],
    actual: &[u8],
) -> Result<(), Fault> {
    if rule == Rule::Count {
        return judge_count(start, goal, expected, actual);
    }
    reaches(start, goal, expected, None).map_err(Fault::Expected)?;
    reaches(start, goal, actual, Some(expected)).map_err(Fault::Wrong)?;
    if rule == Rule::AnyMoves || actual == b"unsolvable" {
        return Ok(());
    }
    if actual.len() < expected.len() {
        return Err(Fault::Expected(format!(
            "the answer reaches the goal in {}, the expected line takes {}",
            count_of(actual.len(), "move"),
            expected.len()
        )));
    }
    if actual.len() > expected.len() {
        return Err(Fault::Wrong(more_or_fewer(actual.len(), expected.len())));
    }
    if rule == Rule::FirstFewestMoves && actual != expected {
        let at = actual.iter().zip(expected).take_while(|(a, b)| a == b);
        let at = at.count();
        // The letters' byte order is the judges' d < l < r < u.
        if actual < expected {
            return Err(Fault::Expected(format!(
                "the answer {} is as short, legal and alphabetically earlier (move {} is \
                 '{}', the expected line's '{}'), so the expected line is not the first",
                shown(actual),
                at + 1,
                char::from(actual[at]),
                char::from(expected[at])
            )));
        }
        return Err(Fault::Wrong(format!(
            "move {} is '{}', where the alphabetically first shortest answer {} has '{}'",
            at + 1,
            char::from(actual[at]),
            shown(expected),
            char::from(expected[at])
        )));
    }
    Ok(())
}

/// `Ok` when `line` is right for the board under the moves rules' first
/// test: `unsolvable` exactly when the goal cannot be reached, otherwise a
/// legal move string that reaches it; else why not, saying what was
/// wanted: `wanted`, the expected line, when `line` is an answer.
fn reaches(start: &Board, goal: &Board, line: &[u8], wanted: Option<&[u8]>) -> Result<(), String> {
    let unsolvable = line == b"unsolvable";
    match (is_solvable(start, goal), unsolvable) {
        (false, true) => return Ok(()),
        (false, false) if spells(line, "unsolvable") => {
            return Err(format!(
                "{} where the judge wants \"unsolvable\" (it compares exactly)",
                shown(line)
            ));
        }
        (false, false) => {
            return Err(format!(
                "{}, but the goal cannot be reached: the answer is \"unsolvable\"",
                shown(line)
            ));
        }
        (true, true) => {
            return Err(match wanted {
                Some(wanted) => format!(
                    "\"unsolvable\", but the goal can be reached: {} reaches it",
                    shown(wanted)
                ),
                None => "\"unsolvable\", but the goal can be reached".to_string(),
            })
        }
        (true, false) => {}
    }
    let reached = apply_moves(start, line).map_err(|error| error.to_string())?;
    if reached != *goal {
        if line.is_empty() {
            return Err(format!(
                "an empty line, but the board {} is not at its goal {}",
                start, goal
            ));
        }
        return Err(format!("the moves end at {}, not at {}", reached, goal));
    }
    Ok(())
}

/// Whether `line` spells `word` but for letter case and what is not a
/// letter (`Unsolvable`, `unsolvable.`, `UNSOLVABLE`), without being it:
/// a judge that compares exactly takes only `word`.
///
/// # Examples
/// ```
/// assert!(eight::spells(b"Unsolvable", "unsolvable"));
/// assert!(eight::spells(b"unsolvable.", "unsolvable"));
/// assert!(!eight::spells(b"unsolvable", "unsolvable"));
/// assert!(!eight::spells(b"unsolved", "unsolvable"));
/// ```
pub fn spells(line: &[u8], word: &str) -> bool {
    let letters: Vec<u8> = line
        .iter()
        .filter(|byte| byte.is_ascii_alphabetic())
        .map(u8::to_ascii_lowercase)
        .collect();
    line != word.as_bytes() && letters == word.as_bytes()
}

/// [`judge_answer`] under [`Rule::Count`]: a wrong count's text names
/// the right one.
fn judge_count(start: &Board, goal: &Board, expected: &[u8], actual: &[u8]) -> Result<(), Fault> {
    let wanted = count(start, goal, expected).map_err(Fault::Expected)?;
    let answer = match wanted {
        Some(fewest) => fewest.to_string(),
        None => "-1".to_string(),
    };
    let given = count(start, goal, actual)
        .map_err(|why| Fault::Wrong(format!("{}: the answer is {}", why, answer)))?;
    // Both counts agree with whether the goal can be reached, so they can
    // differ only as two numbers of moves.
    match (wanted, given) {
        (Some(fewest), Some(given)) if given != fewest => {
            Err(Fault::Wrong(more_or_fewer(given as usize, fewest as usize)))
        }
        _ => Ok(()),
    }
}

/// A count of moves that is not the fewest, said with the fewest: `30
/// moves, but 28 are enough`, `26 moves, but the fewest are 28`.
///
/// # Examples
/// ```
/// assert_eq!(eight::more_or_fewer(30, 28), "30 moves, but 28 are enough");
/// assert_eq!(eight::more_or_fewer(3, 1), "3 moves, but 1 is enough");
/// assert_eq!(eight::more_or_fewer(26, 28), "26 moves, but the fewest are 28");
/// ```
pub fn more_or_fewer(given: usize, fewest: usize) -> String {
    if given > fewest {
        format!(
            "{}, but {} enough",
            count_of(given, "move"),
            if fewest == 1 {
                "1 is".to_string()
            } else {
                format!("{} are", fewest)
            }
        )
    } else {
        format!("{}, but the fewest are {}", count_of(given, "move"), fewest)
    }
}

/// The count a line states, `None` for `-1`, when it can be right for the
/// board; else why not. A move carries the blank one cell, so every path
/// has the parity of the blank's taxicab distance to its goal cell, and the
/// goal is reachable exactly when the inversion parities agree.
fn count(start: &Board, goal: &Board, line: &[u8]) -> Result<Option<u32>, String> {
    if line == b"-1" {
        if is_solvable(start, goal) {
            return Err("-1, but the goal can be reached".to_string());
        }
        return Ok(None);
    }
    let digits = !line.is_empty() && line.len() <= 9 && line.iter().all(u8::is_ascii_digit);
    if !digits {
        return Err(format!("{} is not a number of moves or -1", shown(line)));
    }
    let moves: u32 = String::from_utf8_lossy(line).parse().unwrap_or(u32::MAX);
    if !is_solvable(start, goal) {
        return Err(format!("{}, but the goal cannot be reached", moves));
    }
    let (from, to) = (start.blank(), goal.blank());
    let blank_distance = (from / 3).abs_diff(to / 3) + (from % 3).abs_diff(to % 3);
    if moves % 2 != (blank_distance % 2) as u32 {
        return Err(format!(
            "{}, but every path here takes an {} number",
            count_of(moves as usize, "move"),
            if blank_distance % 2 == 0 {
                "even"
            } else {
                "odd"
            }
        ));
    }
    Ok(Some(moves))
}

/// `1 move`, `2 moves`.
pub fn count_of(count: usize, thing: &str) -> String {
    format!("{} {}{}", count, thing, if count == 1 { "" } else { "s" })
}

/// The most bytes of an answer line that a message quotes.
const QUOTED: usize = 60;

/// An answer line as a message quotes it: `an empty line`, or in quotes,
/// its first 60 bytes, a byte that is not printable ASCII written `\xff`,
/// and what is left out counted.
pub fn shown(line: &[u8]) -> String {
    if line.is_empty() {
        return "an empty line".to_string();
    }
    let mut text = String::from("\"");
    for &byte in line.iter().take(QUOTED) {
        match byte {
            b'"' | b'\\' => {
                text.push('\\');
                text.push(char::from(byte));
            }
            b' '..=b'~' => text.push(char::from(byte)),
            _ => text.push_str(&format!("\\x{:02x}", byte)),
        }
    }
    text.push('"');
    if line.len() > QUOTED {
        text.push_str(&format!(" ... ({} more bytes)", line.len() - QUOTED));
    }
    text
}

/// The lines of an answer file, each without the white space around it,
/// and without the empty lines at its end: white space around a line, and
/// empty lines at the end, mean nothing to a judge.
pub fn answer_lines(text: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = text.split(|&byte| byte == b'\n').map(trimmed).collect();
    while matches!(lines.last(), Some(line) if line.is_empty()) {
        lines.pop();
    }
    lines
}

/// `line` without the white space around it.
fn trimmed(line: &[u8]) -> &[u8] {
    let start = line.iter().position(|byte| !byte.is_ascii_whitespace());
    let end = line.iter().rposition(|byte| !byte.is_ascii_whitespace());
    match (start, end) {
        (Some(start), Some(end)) => &line[start..=end],
        _ => &[],
    }
}

/// The first fault of a whole output of one answer line a board, and
/// where it is: the board's number and line, or a line alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineFault {
    /// The board it is about, from 1; `None`: the output as a whole (a
    /// line past the last board, too many expected lines).
    pub board: Option<usize>,
    /// The line at fault, from 1 (board `k`'s answer is line `k`); `None`
    /// when no one line is.
    pub line: Option<usize>,
    /// What is wrong, without the board.
    pub fault: Fault,
}

impl LineFault {
    /// The fault as [`judge_lines`] gives it: `board 2: ...`.
    pub fn into_fault(self) -> Fault {
        let board = match self.board {
            Some(board) => board,
            None => return self.fault,
        };
        match self.fault {
            Fault::Wrong(why) => Fault::Wrong(format!("board {}: {}", board, why)),
            Fault::Expected(why) => Fault::Expected(format!("board {}: {}", board, why)),
        }
    }
}

/// Judges a whole output of one answer line per case, `(start, goal)`,
/// against the expected output by `rule`: the first fault, named with its
/// case (from 1). A line missing at the end reads as an empty line, the
/// answer for a board already at its goal; a non-empty line past the last
/// case is wrong.
///
/// # Errors
/// [`Fault::Expected`] when the expected output is wrong anywhere (checked
/// first), else [`Fault::Wrong`] for the first wrong answer.
///
/// # Complexity
/// O(the lengths of both texts).
pub fn judge_lines(
    rule: Rule,
    cases: &[(Board, Board)],
    expected: &[u8],
    actual: &[u8],
) -> Result<(), Fault> {
    first_line_fault(rule, cases, expected, actual).map_err(LineFault::into_fault)
}

/// [`judge_lines`], its fault with the board and the line it is about.
///
/// # Errors
/// As [`judge_lines`].
pub fn first_line_fault(
    rule: Rule,
    cases: &[(Board, Board)],
    expected: &[u8],
    actual: &[u8],
) -> Result<(), LineFault> {
    let (expected, actual) = (answer_lines(expected), answer_lines(actual));
    let whole = |fault| LineFault {
        board: None,
        line: None,
        fault,
    };
    if expected.len() > cases.len() {
        return Err(whole(Fault::Expected(format!(
            "{} for {}",
            count_of(expected.len(), "line"),
            count_of(cases.len(), "board")
        ))));
    }
    let mut first_wrong = None;
    for (index, (start, goal)) in cases.iter().enumerate() {
        let wanted = expected.get(index).copied().unwrap_or(b"");
        let verdict = match actual.get(index) {
            Some(given) => judge_answer(rule, start, goal, wanted, given),
            None => judge_missing(rule, start, goal, wanted, actual.len()),
        };
        let at = |fault| LineFault {
            board: Some(index + 1),
            line: Some(index + 1),
            fault,
        };
        match verdict {
            Ok(()) => {}
            Err(Fault::Expected(why)) => return Err(at(Fault::Expected(why))),
            Err(wrong) => first_wrong = first_wrong.or(Some(at(wrong))),
        }
    }
    if let Some(wrong) = first_wrong {
        return Err(wrong);
    }
    if actual.len() > cases.len() {
        return Err(LineFault {
            line: Some(cases.len() + 1),
            ..whole(Fault::Wrong(format!(
                "line {} is extra: {}, {}",
                cases.len() + 1,
                count_of(cases.len(), "board"),
                count_of(actual.len(), "line")
            )))
        });
    }
    Ok(())
}

/// The answer for a board past the end of an output of `lines` lines: read
/// as an empty line, which is right for a board already at its goal.
fn judge_missing(
    rule: Rule,
    start: &Board,
    goal: &Board,
    wanted: &[u8],
    lines: usize,
) -> Result<(), Fault> {
    judge_answer(rule, start, goal, wanted, b"").map_err(|fault| match fault {
        Fault::Wrong(why) => {
            let ends = if lines == 0 {
                "the output is empty or only empty lines".to_string()
            } else {
                format!("the output ends after {}", count_of(lines, "line"))
            };
            let read = match why.strip_prefix("an empty line") {
                Some(rest) if rest.starts_with(',') => format!("; read as an empty line{}", rest),
                _ => String::new(),
            };
            Fault::Wrong(format!("no line: {}{}", ends, read))
        }
        expected => expected,
    })
}
// END PASTE shared/src/answer.rs
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
mod play {
// BEGIN PASTE shared/src/play.rs
//! Move strings: the letters a judge reads, and playing them on a board.

use crate::board::Board;
use crate::moves::Move;
use std::fmt;

impl Move {
    /// The move a letter names, or `None` for any other byte.
    pub fn from_letter(letter: u8) -> Option<Move> {
        match letter {
            b'd' => Some(Move::Down),
            b'l' => Some(Move::Left),
            b'r' => Some(Move::Right),
            b'u' => Some(Move::Up),
            _ => None,
        }
    }
}

/// The letters of a move sequence, e.g. `"ullddr"`.
pub fn to_letters(moves: &[Move]) -> String {
    moves.iter().map(|m| char::from(m.letter())).collect()
}

/// Why a move string cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The byte at this index (from 0) is not `u`, `d`, `l` or `r`.
    UnknownLetter { index: usize, letter: u8 },
    /// The move at this index (from 0) would push the blank off the board.
    OffTheBoard { index: usize, step: Move },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::UnknownLetter { index, letter } => write!(
                f,
                "move {}: {:?} is not one of u, d, l, r",
                index + 1,
                char::from(letter)
            ),
            MoveError::OffTheBoard { index, step } => write!(
                f,
                "move {}: '{}' pushes the blank off the board",
                index + 1,
                step
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// Plays the letters of `moves` on `start` and returns the board reached.
///
/// # Errors
/// The first letter that is not a move, or the first move off the board.
///
/// # Complexity
/// O(n) in the number of moves.
pub fn apply_moves(start: &Board, moves: &[u8]) -> Result<Board, MoveError> {
    let mut board = *start;
    let mut blank = board.blank();
    for (index, &letter) in moves.iter().enumerate() {
        let step = Move::from_letter(letter).ok_or(MoveError::UnknownLetter { index, letter })?;
        let target = step
            .target(blank)
            .ok_or(MoveError::OffTheBoard { index, step })?;
        board.swap(blank, target);
        blank = target;
    }
    Ok(board)
}
// END PASTE shared/src/play.rs
}
