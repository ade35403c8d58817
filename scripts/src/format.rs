//! The judges' input and output formats: reading an input exactly as its
//! judge writes it, writing one, and judging an output against the
//! expected one.

use crate::oracle::Oracle;
use eight::sample::Seeded;
use eight::{answer_lines, judge_answer, judge_lines, to_letters, Board, Fault, Rule};

/// One case of an input: a start board and its goal.
pub type Case = (Board, Board);

/// How a problem's input is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// One board on one line: nine cells, `1`-`8` and `x`, with white
    /// space between them (POJ 1077, AcWing 179 and 845).
    Board,
    /// Boards until the end of the input, one a line, each as in
    /// [`Input::Board`] (HDU 1043).
    Boards,
    /// One board on one line: nine digits, `0` the blank, nothing between
    /// them (Luogu P1379).
    Digits,
    /// A line holding the number of cases, 1 to `most`, then two lines a
    /// case, its start and its goal, each nine characters `1`-`8` and `X`
    /// (HDU 3567).
    Pairs { most: usize },
}

/// How a problem's output is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    /// One line a case: the moves of the blank, or `unsolvable`.
    Moves,
    /// One line a case: the fewest moves, or `-1`.
    Count,
    /// Two lines a case: `Case k: d` (k from 1, d the fewest moves), then
    /// the moves, an empty line when d is 0.
    NumberedMoves,
}

/// Where each case's goal comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// One goal for every case.
    Fixed(Board),
    /// Each case gives its own.
    InTheInput,
}

/// Everything about a format that reading and writing need.
#[derive(Clone, Copy, Debug)]
pub struct Format {
    pub input: Input,
    pub goal: Goal,
    /// Whether the judge's data holds solvable cases only.
    pub solvable_only: bool,
}

impl Format {
    /// The cases of `text`, when it is written exactly as this judge writes
    /// its input; else what is not, with its line. Empty lines at the end
    /// and white space around a line are allowed.
    pub fn read(&self, text: &[u8]) -> Result<Vec<Case>, String> {
        let text = std::str::from_utf8(text).map_err(|_| "not UTF-8 text".to_string())?;
        let mut lines: Vec<&str> = text.split('\n').map(str::trim).collect();
        while lines.last() == Some(&"") {
            lines.pop();
        }
        let numbered = lines.iter().enumerate().map(|(i, line)| (i + 1, *line));
        let cases = match self.input {
            Input::Board | Input::Boards => {
                let boards: Result<Vec<Board>, String> = numbered
                    .map(|(number, line)| tokens_board(line).map_err(|why| at(number, why)))
                    .collect();
                let boards = boards?;
                if self.input == Input::Board && boards.len() > 1 {
                    return Err(format!("{} lines: one board is one line", boards.len()));
                }
                self.with_goal(boards)?
            }
            Input::Digits => {
                if lines.len() > 1 {
                    return Err(format!("{} lines: one board is one line", lines.len()));
                }
                let line = lines.first().copied().unwrap_or("");
                self.with_goal(vec![compact_board(line, b'0').map_err(|why| at(1, why))?])?
            }
            Input::Pairs { most } => {
                let first = lines.first().copied().unwrap_or("");
                let count: usize = first
                    .parse()
                    .ok()
                    .filter(|count| (1..=most).contains(count))
                    .ok_or_else(|| {
                        at(1, format!("{:?} is not a case count 1 to {}", first, most))
                    })?;
                if lines.len() != 1 + 2 * count {
                    return Err(format!(
                        "{} cases need {} lines after the first, not {}",
                        count,
                        2 * count,
                        lines.len() - 1
                    ));
                }
                let boards: Result<Vec<Board>, String> = numbered
                    .skip(1)
                    .map(|(number, line)| compact_board(line, b'X').map_err(|why| at(number, why)))
                    .collect();
                let boards = boards?;
                boards.chunks(2).map(|pair| (pair[0], pair[1])).collect()
            }
        };
        if cases.is_empty() {
            return Err("no case".to_string());
        }
        if self.solvable_only {
            if let Some(index) = cases
                .iter()
                .position(|(start, goal)| !eight::is_solvable(start, goal))
            {
                return Err(format!(
                    "case {} cannot be solved, and the judge's data always can",
                    index + 1
                ));
            }
        }
        Ok(cases)
    }

    /// The format in a few words, for the README's table.
    pub fn describe(&self) -> String {
        let input = match self.input {
            Input::Board => {
                "one board: nine cells `1`-`8` and `x` on one line, white space between".to_string()
            }
            Input::Boards => {
                "boards until the end of the input, one a line, as POJ 1077's".to_string()
            }
            Input::Digits => "one board: nine digits on one line, `0` the blank".to_string(),
            Input::Pairs { most } => format!(
                "the number of cases (at most {}), then per case two lines of nine characters, \
                 `1`-`8` and `X`: the start and the goal",
                most
            ),
        };
        let goal = match (self.goal, self.input) {
            (Goal::Fixed(goal), Input::Digits) => {
                format!("; goal `{}`", goal.to_string().replace('x', "0"))
            }
            (Goal::Fixed(goal), _) => format!("; goal `{}`", goal),
            (Goal::InTheInput, _) => String::new(),
        };
        let solvable = if self.solvable_only {
            "; always solvable"
        } else {
            ""
        };
        format!("{}{}{}", input, goal, solvable)
    }

    /// Each board with this format's fixed goal.
    fn with_goal(&self, boards: Vec<Board>) -> Result<Vec<Case>, String> {
        match self.goal {
            Goal::Fixed(goal) => Ok(boards.into_iter().map(|board| (board, goal)).collect()),
            Goal::InTheInput => Err("this format gives no goal".to_string()),
        }
    }

    /// `cases` written as this judge writes its input.
    ///
    /// # Panics
    /// When this format holds one case and `cases` are more.
    pub fn write(&self, cases: &[Case]) -> String {
        let tokens = |board: &Board| {
            let cells: Vec<String> = board.to_string().chars().map(String::from).collect();
            cells.join(" ")
        };
        let mut text = String::new();
        match self.input {
            Input::Board | Input::Digits => assert_eq!(cases.len(), 1, "one case a run"),
            Input::Boards => {}
            Input::Pairs { .. } => text.push_str(&format!("{}\n", cases.len())),
        }
        for (start, goal) in cases {
            match self.input {
                Input::Board | Input::Boards => text.push_str(&tokens(start)),
                Input::Digits => text.push_str(&start.to_string().replace('x', "0")),
                Input::Pairs { .. } => {
                    text.push_str(&start.to_string().replace('x', "X"));
                    text.push('\n');
                    text.push_str(&goal.to_string().replace('x', "X"));
                }
            }
            text.push('\n');
        }
        text
    }

    /// Random cases in this format, the same for the same `random`: one
    /// board, or for the many-case formats a few cases, or when `volume`
    /// is set as many as the judge's own data may hold.
    pub fn random(&self, random: &mut Seeded, volume: bool) -> Vec<Case> {
        let count = match self.input {
            Input::Board | Input::Digits => 1,
            Input::Boards if volume => VOLUME_BOARDS,
            Input::Boards => 1 + random.below(30),
            Input::Pairs { most } if volume => most,
            Input::Pairs { .. } => 1 + random.below(10),
        };
        (0..count)
            .map(|_| loop {
                let start = random_board(random);
                let goal = match self.goal {
                    Goal::Fixed(goal) => goal,
                    Goal::InTheInput => random_board(random),
                };
                if !self.solvable_only || eight::is_solvable(&start, &goal) {
                    return (start, goal);
                }
            })
            .collect()
    }
}

/// How many boards a stress case of many boards holds now and then: enough
/// that one search per board runs for seconds, where a table answers them
/// in milliseconds.
pub const VOLUME_BOARDS: usize = 3000;

/// A uniformly random board: a Fisher-Yates shuffle of 0..=8.
fn random_board(random: &mut Seeded) -> Board {
    let mut cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    for i in (1..9).rev() {
        cells.swap(i, random.below(i + 1));
    }
    Board::from_cells(cells).expect("a shuffle of 0..=8")
}

/// `why`, at line `number`.
fn at(number: usize, why: String) -> String {
    format!("line {}: {}", number, why)
}

/// A board written as nine tokens, `1`-`8` and `x`, with white space
/// between.
fn tokens_board(line: &str) -> Result<Board, String> {
    let tokens: Vec<&str> = line.split_ascii_whitespace().collect();
    if tokens.len() != 9 {
        return Err(format!(
            "{} cells, not 9 separated by white space",
            tokens.len()
        ));
    }
    let mut cells = [0u8; 9];
    for (cell, token) in cells.iter_mut().zip(&tokens) {
        *cell = match token.as_bytes() {
            [digit @ b'1'..=b'8'] => digit - b'0',
            b"x" => 0,
            _ => return Err(format!("{:?} is not a tile 1-8 or the blank x", token)),
        };
    }
    Board::from_cells(cells).ok_or_else(|| "a cell repeats".to_string())
}

/// A board written as nine characters, `1`-`8` and `blank`, nothing
/// between.
fn compact_board(line: &str, blank: u8) -> Result<Board, String> {
    let bytes = line.as_bytes();
    if bytes.len() != 9 {
        return Err(format!("{:?} is not nine characters", line));
    }
    let mut cells = [0u8; 9];
    for (cell, &byte) in cells.iter_mut().zip(bytes) {
        *cell = match byte {
            b'1'..=b'8' => byte - b'0',
            _ if byte == blank => 0,
            _ => {
                return Err(format!(
                    "{:?} is not a tile 1-8 or the blank {}",
                    char::from(byte),
                    char::from(blank)
                ))
            }
        };
    }
    Board::from_cells(cells).ok_or_else(|| "a cell repeats".to_string())
}

impl Output {
    /// The format in a few words, for the README's table.
    pub fn describe(&self) -> &'static str {
        match self {
            Output::Moves => {
                "per board a line: the moves of the blank (`u d l r`), or `unsolvable`"
            }
            Output::Count => "per board a line: the fewest moves, or `-1`",
            Output::NumberedMoves => {
                "per case `Case k: d`, then a line of moves (empty when d is 0)"
            }
        }
    }

    /// The right output for `cases`, from the library's own answers.
    pub fn expected(&self, cases: &[Case], oracle: &mut Oracle) -> String {
        let mut text = String::new();
        for (index, (start, goal)) in cases.iter().enumerate() {
            let path = oracle.path(start, goal);
            match (self, path) {
                (Output::Moves, Some(path)) => text.push_str(&to_letters(&path)),
                (Output::Moves, None) => text.push_str("unsolvable"),
                (Output::Count, Some(path)) => text.push_str(&path.len().to_string()),
                (Output::Count, None) => text.push_str("-1"),
                (Output::NumberedMoves, path) => {
                    let path = path.expect("every case of this format can be solved");
                    text.push_str(&format!(
                        "Case {}: {}\n{}",
                        index + 1,
                        path.len(),
                        to_letters(&path)
                    ));
                }
            }
            text.push('\n');
        }
        text
    }

    /// Judges `actual`, the output for `cases`, against `expected` by
    /// `rule`: the first fault, with its case.
    pub fn judge(
        &self,
        rule: Rule,
        cases: &[Case],
        expected: &[u8],
        actual: &[u8],
    ) -> Result<(), Fault> {
        match self {
            Output::Moves | Output::Count => judge_lines(rule, cases, expected, actual),
            Output::NumberedMoves => judge_numbered(rule, cases, expected, actual),
        }
    }
}

/// [`Output::judge`] for [`Output::NumberedMoves`].
fn judge_numbered(rule: Rule, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Fault> {
    let (expected, actual) = (answer_lines(expected), answer_lines(actual));
    if expected.len() > 2 * cases.len() {
        return Err(Fault::Expected(format!(
            "{} lines for {} cases",
            expected.len(),
            cases.len()
        )));
    }
    let line = |lines: &[&[u8]], index: usize| -> Option<String> {
        lines
            .get(index)
            .map(|line| String::from_utf8_lossy(line).into_owned())
    };
    for (index, (start, goal)) in cases.iter().enumerate() {
        let case = |fault: Fault| match fault {
            Fault::Wrong(why) => Fault::Wrong(format!("case {}: {}", index + 1, why)),
            Fault::Expected(why) => Fault::Expected(format!("case {}: {}", index + 1, why)),
        };
        let wanted_moves = line(&expected, 2 * index + 1).unwrap_or_default();
        let wanted_header = format!("Case {}: {}", index + 1, wanted_moves.len());
        if line(&expected, 2 * index).as_deref() != Some(wanted_header.as_str()) {
            return Err(case(Fault::Expected(format!(
                "line {} is not {:?}",
                2 * index + 1,
                wanted_header
            ))));
        }
        let header = match line(&actual, 2 * index) {
            Some(header) => header,
            None => {
                return Err(case(Fault::Wrong(format!(
                    "no answer: the output ends after {} lines",
                    actual.len()
                ))))
            }
        };
        let moves = line(&actual, 2 * index + 1).unwrap_or_default();
        // The moves first: their fault says more than a count that differs.
        judge_answer(rule, start, goal, wanted_moves.as_bytes(), moves.as_bytes()).map_err(case)?;
        if header != wanted_header {
            return Err(case(Fault::Wrong(format!(
                "line {} is {:?}, not {:?}",
                2 * index + 1,
                header,
                wanted_header
            ))));
        }
    }
    if actual.len() > 2 * cases.len() {
        return Err(Fault::Wrong(format!(
            "line {} is extra: {} cases, {} lines",
            2 * cases.len() + 1,
            cases.len(),
            actual.len()
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        eight::parse_boards(text.as_bytes()).unwrap()[0]
    }

    const POJ: Format = Format {
        input: Input::Board,
        goal: Goal::Fixed(Board::POJ_GOAL),
        solvable_only: false,
    };
    const HDU: Format = Format {
        input: Input::Boards,
        ..POJ
    };
    const LUOGU: Format = Format {
        input: Input::Digits,
        goal: Goal::Fixed(Board::LUOGU_GOAL),
        solvable_only: true,
    };
    const PAIRS: Format = Format {
        input: Input::Pairs { most: 3 },
        goal: Goal::InTheInput,
        solvable_only: true,
    };

    #[test]
    fn each_format_reads_what_it_writes() {
        let mut random = Seeded(5);
        for format in [POJ, HDU, LUOGU, PAIRS] {
            for volume in [false, true] {
                let cases = format.random(&mut random, volume);
                let text = format.write(&cases);
                assert_eq!(format.read(text.as_bytes()), Ok(cases), "{}", text);
            }
        }
        assert_eq!(HDU.random(&mut random, true).len(), VOLUME_BOARDS);
        assert_eq!(PAIRS.random(&mut random, true).len(), 3);
    }

    #[test]
    fn inputs_as_the_judges_write_them() {
        let poj = (board("23415x768"), Board::POJ_GOAL);
        assert_eq!(
            POJ.read(b" 2  3  4  1  5  x  7  6  8 \r\n\n"),
            Ok(vec![poj])
        );
        assert_eq!(POJ.write(&[poj]), "2 3 4 1 5 x 7 6 8\n");
        let two = b"2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 x\n";
        assert_eq!(HDU.read(two).map(|cases| cases.len()), Ok(2));
        let luogu = (board("283104765"), Board::LUOGU_GOAL);
        assert_eq!(LUOGU.read(b"283104765\n"), Ok(vec![luogu]));
        assert_eq!(LUOGU.write(&[luogu]), "283104765\n");
        let pairs = b"2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
        let read = PAIRS.read(pairs).unwrap();
        assert_eq!(read[1], (board("564178x23"), board("7568x4123")));
        assert_eq!(PAIRS.write(&read).as_bytes(), pairs);
    }

    #[test]
    fn inputs_in_another_format_are_refused_with_where() {
        let refused = |format: Format, text: &str| format.read(text.as_bytes()).unwrap_err();
        assert_eq!(
            refused(POJ, "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 x\n"),
            "2 lines: one board is one line"
        );
        assert_eq!(
            refused(POJ, "234\n15x\n768\n"),
            "line 1: 1 cells, not 9 separated by white space"
        );
        assert_eq!(
            refused(POJ, "234150768"),
            "line 1: 1 cells, not 9 separated by white space"
        );
        assert_eq!(
            refused(POJ, "2 3 4 1 5 0 7 6 8"),
            "line 1: \"0\" is not a tile 1-8 or the blank x"
        );
        assert_eq!(refused(POJ, "2 3 4 1 5 x 7 6 6"), "line 1: a cell repeats");
        assert_eq!(refused(POJ, ""), "no case");
        assert_eq!(
            refused(HDU, "1 2 3 4 5 6 7 8 x\n\n1 2 3 4 5 6 7 8 x\n"),
            "line 2: 0 cells, not 9 separated by white space"
        );
        assert_eq!(
            refused(LUOGU, "2 8 3 1 0 4 7 6 5"),
            "line 1: \"2 8 3 1 0 4 7 6 5\" is not nine characters"
        );
        // Luogu's data can always be solved.
        assert_eq!(
            refused(LUOGU, "123456780"),
            "case 1 cannot be solved, and the judge's data always can"
        );
        assert_eq!(
            refused(PAIRS, "4\n"),
            "line 1: \"4\" is not a case count 1 to 3"
        );
        assert_eq!(
            refused(PAIRS, "1\n12X453786\n"),
            "1 cases need 2 lines after the first, not 1"
        );
        assert_eq!(
            refused(PAIRS, "1\n12x453786\n12345678X\n"),
            "line 2: 'x' is not a tile 1-8 or the blank X"
        );
    }

    #[test]
    fn numbered_moves_judged_line_by_line() {
        let cases = [
            (board("12x453786"), board("12345678x")),
            (board("564178x23"), board("7568x4123")),
            (board("12345678x"), board("12345678x")),
        ];
        let expected = "Case 1: 2\ndd\nCase 2: 8\nurrulldr\nCase 3: 0\n\n";
        assert_eq!(
            Output::NumberedMoves.expected(&cases, &mut Oracle::new()),
            expected
        );
        let judge = |actual: &str| {
            Output::NumberedMoves.judge(
                Rule::FirstFewestMoves,
                &cases,
                expected.as_bytes(),
                actual.as_bytes(),
            )
        };
        assert_eq!(judge(expected), Ok(()));
        assert_eq!(
            judge("Case 1: 2\ndd\nCase 2: 8\nurrulldr\nCase 3: 0"),
            Ok(())
        );
        let wrong = |actual: &str| match judge(actual) {
            Err(Fault::Wrong(why)) => why,
            other => panic!("{:?}", other),
        };
        assert_eq!(
            wrong("Case 1: 2\ndd\nCase 2:8\nurrulldr\nCase 3: 0\n"),
            "case 2: line 3 is \"Case 2:8\", not \"Case 2: 8\""
        );
        assert_eq!(
            wrong("Case 1: 2\ndd\nCase 2: 8\nurrulldr\n"),
            "case 3: no answer: the output ends after 4 lines"
        );
        assert!(
            wrong("Case 1: 2\ndd\nCase 2: 8\nrurulldr\n").starts_with("case 2: the moves end at ")
        );
        assert_eq!(
            wrong("Case 1: 2\ndd\nCase 2: 8\nurrulldr\nCase 3: 0\n\nCase 4: 0\n"),
            "line 7 is extra: 3 cases, 7 lines"
        );
        // A shorter answer than the expected one blames the expected one.
        let longer = "Case 1: 4\nddlr\n";
        assert!(matches!(
            Output::NumberedMoves.judge(
                Rule::FirstFewestMoves,
                &cases[..1],
                longer.as_bytes(),
                b"Case 1: 2\ndd\n"
            ),
            Err(Fault::Expected(_))
        ));
    }
}
