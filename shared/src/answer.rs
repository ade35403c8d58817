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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;

    fn wrong(result: Result<(), Fault>) -> String {
        match result {
            Err(Fault::Wrong(why)) => why,
            other => panic!("not a wrong answer: {:?}", other),
        }
    }

    fn expected_wrong(result: Result<(), Fault>) -> String {
        match result {
            Err(Fault::Expected(why)) => why,
            other => panic!("not a wrong expected answer: {:?}", other),
        }
    }

    const GOAL: Board = Board::POJ_GOAL;

    #[test]
    fn moves_by_each_rule() {
        // One move from the goal: `r`; `lrr` is legal and longer; `dlrr`
        // ... `ludr` ends elsewhere.
        let start = board("1234567x8");
        let judge = |rule, actual: &[u8]| judge_answer(rule, &start, &GOAL, b"r", actual);
        for rule in [Rule::AnyMoves, Rule::FewestMoves, Rule::FirstFewestMoves] {
            assert_eq!(judge(rule, b"r"), Ok(()));
            assert_eq!(
                wrong(judge(rule, b"l")),
                "the moves end at 123456x78, not at 12345678x"
            );
            assert_eq!(
                wrong(judge(rule, b"rr")),
                "move 2: 'r' pushes the blank off the board"
            );
            assert_eq!(
                wrong(judge(rule, b"unsolvable")),
                "\"unsolvable\", but the goal can be reached: \"r\" reaches it"
            );
        }
        assert_eq!(judge(Rule::AnyMoves, b"lrr"), Ok(()));
        assert_eq!(
            wrong(judge(Rule::FewestMoves, b"lrr")),
            "3 moves, but 1 is enough"
        );
    }

    #[test]
    fn the_first_fewest_names_the_first_move_that_differs() {
        // POJ's sample: the statement's answer is shortest, not first.
        let start = board("23415x768");
        let (first, statements) = (b"dlurullddrurdllurdr", b"ullddrurdllurdruldr");
        let judge = |rule, actual: &[u8]| judge_answer(rule, &start, &GOAL, first, actual);
        assert_eq!(judge(Rule::FewestMoves, statements), Ok(()));
        assert_eq!(
            wrong(judge(Rule::FirstFewestMoves, statements)),
            "move 1 is 'u', where the alphabetically first shortest answer \
             \"dlurullddrurdllurdr\" has 'd'"
        );
        assert_eq!(judge(Rule::FirstFewestMoves, first), Ok(()));
    }

    #[test]
    fn an_earlier_answer_as_short_proves_the_first_fewest_wrong() {
        // The statement's answer given as the expected line: the
        // alphabetically first one of the same length proves it wrong.
        let start = board("23415x768");
        let (first, statements) = (b"dlurullddrurdllurdr", b"ullddrurdllurdruldr");
        assert_eq!(
            expected_wrong(judge_answer(
                Rule::FirstFewestMoves,
                &start,
                &GOAL,
                statements,
                first
            )),
            "the answer \"dlurullddrurdllurdr\" is as short, legal and alphabetically \
             earlier (move 1 is 'd', the expected line's 'u'), so the expected line is not \
             the first"
        );
        // Under the fewest-moves rule both are right.
        assert_eq!(
            judge_answer(Rule::FewestMoves, &start, &GOAL, statements, first),
            Ok(())
        );
    }

    #[test]
    fn quoted_lines_are_cut_and_escaped() {
        assert_eq!(shown(b""), "an empty line");
        assert_eq!(shown(b"ab\"\\"), "\"ab\\\"\\\\\"");
        assert_eq!(shown(b"u\xff\x01"), "\"u\\xff\\x01\"");
        let long = vec![b'u'; 1000];
        let quoted = shown(&long);
        assert!(quoted.ends_with("\" ... (940 more bytes)"), "{}", quoted);
        assert_eq!(quoted.len(), 62 + " ... (940 more bytes)".len());
        assert_eq!(count_of(1, "line"), "1 line");
        assert_eq!(count_of(0, "line"), "0 lines");
        // A junk line of a megabyte is quoted in a few dozen bytes.
        let start = board("12345687x");
        let junk = vec![b'z'; 1 << 20];
        let why = wrong(judge_answer(
            Rule::AnyMoves,
            &start,
            &GOAL,
            b"unsolvable",
            &junk,
        ));
        assert!(why.len() < 200, "{}", why.len());
    }

    #[test]
    fn a_wrong_expected_line_is_the_judges_fault() {
        let start = board("1234567x8");
        let judge = |rule, expected: &[u8], actual: &[u8]| {
            judge_answer(rule, &start, &GOAL, expected, actual)
        };
        assert_eq!(
            expected_wrong(judge(Rule::AnyMoves, b"l", b"r")),
            "the moves end at 123456x78, not at 12345678x"
        );
        assert_eq!(
            expected_wrong(judge(Rule::AnyMoves, b"unsolvable", b"r")),
            "\"unsolvable\", but the goal can be reached"
        );
        // A shorter answer proves a "shortest" expected line wrong, but
        // not one that is only some answer.
        for rule in [Rule::FewestMoves, Rule::FirstFewestMoves] {
            assert_eq!(
                expected_wrong(judge(rule, b"lrr", b"r")),
                "the answer reaches the goal in 1 move, the expected line takes 3"
            );
        }
        assert_eq!(judge(Rule::AnyMoves, b"lrr", b"r"), Ok(()));
    }

    #[test]
    fn unsolvable_boards() {
        let start = board("12345687x");
        for rule in [Rule::AnyMoves, Rule::FewestMoves, Rule::FirstFewestMoves] {
            let judge = |expected: &[u8], actual: &[u8]| {
                judge_answer(rule, &start, &GOAL, expected, actual)
            };
            assert_eq!(judge(b"unsolvable", b"unsolvable"), Ok(()));
            assert_eq!(
                wrong(judge(b"unsolvable", b"")),
                "an empty line, but the goal cannot be reached: the answer is \"unsolvable\""
            );
            // The keyword but for case or punctuation: what was wanted, not
            // a contradiction.
            for near in [&b"Unsolvable"[..], b"unsolvable.", b"UNSOLVABLE"] {
                assert_eq!(
                    wrong(judge(b"unsolvable", near)),
                    format!(
                        "{} where the judge wants \"unsolvable\" (it compares exactly)",
                        shown(near)
                    )
                );
            }
            assert_eq!(
                expected_wrong(judge(b"", b"unsolvable")),
                "an empty line, but the goal cannot be reached: the answer is \"unsolvable\""
            );
        }
    }

    #[test]
    fn counts() {
        // Luogu P1379's sample, 4 moves to its goal.
        let (start, goal) = (board("283104765"), Board::LUOGU_GOAL);
        let judge = |expected: &[u8], actual: &[u8]| {
            judge_answer(Rule::Count, &start, &goal, expected, actual)
        };
        assert_eq!(judge(b"4", b"4"), Ok(()));
        // Every wrong count names the right one.
        assert_eq!(wrong(judge(b"4", b"6")), "6 moves, but 4 are enough");
        assert_eq!(wrong(judge(b"6", b"4")), "4 moves, but the fewest are 6");
        assert_eq!(
            wrong(judge(b"4", b"5")),
            "5 moves, but every path here takes an even number: the answer is 4"
        );
        assert_eq!(
            wrong(judge(b"4", b"-1")),
            "-1, but the goal can be reached: the answer is 4"
        );
        assert_eq!(
            wrong(judge(b"4", b"four")),
            "\"four\" is not a number of moves or -1: the answer is 4"
        );
        assert_eq!(
            wrong(judge(b"4", b"")),
            "an empty line is not a number of moves or -1: the answer is 4"
        );
        assert_eq!(
            expected_wrong(judge(b"3", b"4")),
            "3 moves, but every path here takes an even number"
        );
        // The blank one cell from its goal cell: every path is odd.
        let one = board("1234567x8");
        assert_eq!(
            wrong(judge_answer(Rule::Count, &one, &GOAL, b"1", b"2")),
            "2 moves, but every path here takes an odd number: the answer is 1"
        );
        // POJ's goal cannot reach Luogu's.
        let unreachable = |expected: &[u8], actual: &[u8]| {
            judge_answer(Rule::Count, &GOAL, &goal, expected, actual)
        };
        assert_eq!(unreachable(b"-1", b"-1"), Ok(()));
        assert_eq!(
            wrong(unreachable(b"-1", b"20")),
            "20, but the goal cannot be reached: the answer is -1"
        );
        assert_eq!(
            expected_wrong(unreachable(b"20", b"-1")),
            "20, but the goal cannot be reached"
        );
    }

    #[test]
    fn counts_to_any_goal() {
        // The blank one cell right of its goal cell, row 0 and column 1: an
        // odd number of moves, whichever way the rows and columns are read.
        let (start, goal) = (board("x12345678"), board("1x2345678"));
        let judge = |actual: &[u8]| judge_answer(Rule::Count, &start, &goal, b"1", actual);
        assert_eq!(judge(b"1"), Ok(()));
        assert_eq!(
            wrong(judge(b"2")),
            "2 moves, but every path here takes an odd number: the answer is 1"
        );
        // The start's blank at row 1 and column 2, the goal's one row
        // below: odd again.
        let start = board("12345x786");
        let judge = |actual: &[u8]| judge_answer(Rule::Count, &start, &GOAL, b"1", actual);
        assert_eq!(
            wrong(judge(b"2")),
            "2 moves, but every path here takes an odd number: the answer is 1"
        );
    }

    #[test]
    fn faults_say_whose_they_are() {
        assert_eq!(Fault::Wrong("why".to_string()).to_string(), "why");
        assert_eq!(
            Fault::Expected("why".to_string()).to_string(),
            "the expected answer is wrong: why"
        );
    }

    #[test]
    fn lines_lose_the_white_space_around_them_and_at_the_end() {
        assert_eq!(
            answer_lines(b" r \r\n\n\tud\t\n\n \n"),
            [&b"r"[..], b"", b"ud"]
        );
        assert!(answer_lines(b"").is_empty());
        assert!(answer_lines(b"\n \r\n").is_empty());
    }

    #[test]
    fn whole_outputs() {
        let cases = [
            (board("1234567x8"), GOAL),
            (board("12345678x"), GOAL),
            (board("123456x78"), GOAL),
        ];
        let expected = b"r\n\nrr\n";
        let judge = |actual: &[u8]| judge_lines(Rule::AnyMoves, &cases, expected, actual);
        assert_eq!(judge(b"r\n\nrr\n"), Ok(()));
        // Trailing white space and empty lines mean nothing.
        assert_eq!(judge(b"r  \r\n\nrr\n\n\n"), Ok(()));
        assert_eq!(
            wrong(judge(b"r\n\nrr\nr\n")),
            "line 4 is extra: 3 boards, 4 lines"
        );
        assert_eq!(
            wrong(judge(b"r\n")),
            "board 3: no line: the output ends after 1 line; read as an empty line, \
             but the board 123456x78 is not at its goal 12345678x"
        );
        assert_eq!(
            wrong(judge(b"r\nlr\nr\n")),
            "board 3: the moves end at 1234567x8, not at 12345678x"
        );
        // Nothing printed, or only empty lines, is said so.
        for nothing in [&b""[..], b"\n", b"\n\n"] {
            assert_eq!(
                wrong(judge(nothing)),
                "board 1: no line: the output is empty or only empty lines; read as an \
                 empty line, but the board 1234567x8 is not at its goal 12345678x"
            );
        }
        // An empty line first is named as one.
        assert_eq!(
            wrong(judge(b"\n\nrr\n")),
            "board 1: an empty line, but the board 1234567x8 is not at its goal 12345678x"
        );
        // The solved board's empty line may be the last, or missing.
        let solved = [(board("12345678x"), GOAL)];
        assert_eq!(judge_lines(Rule::AnyMoves, &solved, b"\n", b""), Ok(()));
        assert_eq!(
            expected_wrong(judge_lines(Rule::AnyMoves, &cases, b"r\n\nrr\nr\n", b"")),
            "4 lines for 3 boards"
        );
        assert_eq!(
            expected_wrong(judge_lines(
                Rule::AnyMoves,
                &cases,
                b"r\n\nr\n",
                b"r\n\nrr\n"
            )),
            "board 3: the moves end at 1234567x8, not at 12345678x"
        );
    }

    #[test]
    fn a_whole_outputs_fault_names_its_board_and_line() {
        let cases = [
            (board("1234567x8"), GOAL),
            (board("12345678x"), GOAL),
            (board("123456x78"), GOAL),
        ];
        let judge = |actual: &[u8]| first_line_fault(Rule::AnyMoves, &cases, b"r\n\nrr\n", actual);
        let fault = judge(b"r\nlr\nr\n").unwrap_err();
        assert_eq!((fault.board, fault.line), (Some(3), Some(3)));
        assert_eq!(
            fault.fault,
            Fault::Wrong("the moves end at 1234567x8, not at 12345678x".to_string())
        );
        // The first wrong board, though a later one is wrong too.
        let fault = judge(b"l\n\nl\n").unwrap_err();
        assert_eq!((fault.board, fault.line), (Some(1), Some(1)));
        let extra = judge(b"r\n\nrr\nr\n").unwrap_err();
        assert_eq!((extra.board, extra.line), (None, Some(4)));
        let too_many = first_line_fault(Rule::AnyMoves, &cases, b"r\n\nrr\nr\n", b"").unwrap_err();
        assert_eq!((too_many.board, too_many.line), (None, None));
        assert!(matches!(too_many.fault, Fault::Expected(_)));
    }
}
