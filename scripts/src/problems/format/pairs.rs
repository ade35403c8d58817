//! Pairs of a start and its goal, each answered `Case k: d` and its moves
//! (HDU 3567 "Eight II").

use super::answer::{rule_text, strictest};
use super::cells::{compact_board, compact_text, count_line, counted_text, input_lines};
use super::finding::on_lines;
use super::{random_count, random_pairs, solvable_only, Case, Description, Finding, Format};
use super::{Goal, ReadError, Shape};
use crate::problems::oracle::Oracle;
use eight::sample::Seeded;
use eight::{judge_answer, to_letters, Board, Rule};

/// A line holding the number of cases, 1 to `most`, then two lines a
/// case, its start and its goal, each nine characters `1`-`8` and `X`;
/// per case `Case k: d` (`d` the fewest moves) and a line of moves, judged
/// by `rule`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairs {
    pub most: usize,
    pub rule: Rule,
}

impl Format for Pairs {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let lines = input_lines(input)?;
        let count = count_line(&lines, self.most, "a case count")?;
        if lines.len() != 1 + 2 * count {
            return Err(ReadError::new(format!(
                "{} cases need {} lines after the first, not {}",
                count,
                2 * count,
                lines.len() - 1
            )));
        }
        let boards = lines
            .iter()
            .enumerate()
            .skip(1)
            .map(|(index, line)| {
                compact_board(line, b'X').map_err(|why| ReadError::at(index + 1, why))
            })
            .collect::<Result<Vec<Board>, ReadError>>()?;
        let cases = boards
            .chunks(2)
            .map(|pair| Case::pair(pair[0], pair[1]))
            .collect();
        solvable_only(cases)
    }

    fn write(&self, cases: &[Case]) -> String {
        counted_text(cases, |case| {
            format!(
                "{}\n{}",
                compact_text(&case.start, 'X'),
                compact_text(&case.goal_board(), 'X')
            )
        })
    }

    fn random(&self, random: &mut Seeded, volume: bool) -> Vec<Case> {
        let count = random_count(random, volume, self.most, 10);
        random_pairs(random, count, None, true)
    }

    fn describe(&self) -> Description {
        Description {
            input: format!(
                "the number of cases (at most {}), then per case two lines of nine characters, \
                 `1`-`8` and `X`: the start and the goal; always solvable",
                self.most
            ),
            output: "per case `Case k: d`, then a line of moves (empty when d is 0)",
            rule: rule_text(self.rule),
            others: super::answer::others(self.rule),
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::InTheInput,
            one_case: false,
            solvable_only: true,
            lines_a_case: 2,
        }
    }

    fn expected(&self, cases: &[Case], oracle: &mut Oracle) -> String {
        let mut text = String::new();
        for (index, case) in cases.iter().enumerate() {
            let path = oracle
                .path(&case.start, &case.goal_board())
                .expect("every case of this format can be solved");
            text.push_str(&format!(
                "Case {}: {}\n{}\n",
                index + 1,
                path.len(),
                to_letters(&path)
            ));
        }
        text
    }

    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        on_lines(expected, actual, |expected, actual| {
            judge_numbered(self.rule, cases, expected, actual)
        })
    }

    fn strictest(&self) -> Box<dyn Format> {
        Box::new(Pairs {
            rule: strictest(self.rule),
            ..*self
        })
    }
}

/// [`Pairs::judge`] on the lines of both outputs: case `k` (from 1) on
/// lines `2k - 1`, its header, and `2k`, its moves.
fn judge_numbered(
    rule: Rule,
    cases: &[Case],
    expected: &[&[u8]],
    actual: &[&[u8]],
) -> Result<(), Finding> {
    if expected.len() > 2 * cases.len() {
        return Err(Finding::expected(
            None,
            None,
            format!("{} lines for {} cases", expected.len(), cases.len()),
        ));
    }
    let line = |lines: &[&[u8]], index: usize| -> Option<String> {
        lines
            .get(index)
            .map(|line| String::from_utf8_lossy(line).into_owned())
    };
    for (index, case) in cases.iter().enumerate() {
        let (number, header_line) = (index + 1, 2 * index + 1);
        let in_case = |finding: fn(Option<usize>, Option<usize>, String) -> Finding,
                       line: usize,
                       why: String| {
            finding(
                Some(number),
                Some(line),
                format!("case {}: {}", number, why),
            )
        };
        let wanted_moves = line(expected, 2 * index + 1).unwrap_or_default();
        let wanted_header = format!("Case {}: {}", number, wanted_moves.len());
        if line(expected, 2 * index).as_deref() != Some(wanted_header.as_str()) {
            return Err(in_case(
                Finding::expected,
                header_line,
                format!("line {} is not {:?}", header_line, wanted_header),
            ));
        }
        let header = line(actual, 2 * index).ok_or_else(|| {
            in_case(
                Finding::wrong,
                header_line,
                format!("no answer: the output ends after {} lines", actual.len()),
            )
        })?;
        let moves = line(actual, 2 * index + 1).unwrap_or_default();
        // The moves first: their fault says more than a count that differs.
        judge_answer(
            rule,
            &case.start,
            &case.goal_board(),
            wanted_moves.as_bytes(),
            moves.as_bytes(),
        )
        .map_err(|fault| Finding::of(fault, "case", number, header_line + 1))?;
        if header != wanted_header {
            return Err(in_case(
                Finding::wrong,
                header_line,
                format!(
                    "line {} is {:?}, where {:?} is wanted",
                    header_line, header, wanted_header
                ),
            ));
        }
    }
    if actual.len() > 2 * cases.len() {
        return Err(Finding::wrong(
            None,
            Some(2 * cases.len() + 1),
            format!(
                "line {} is extra: {} cases, {} lines",
                2 * cases.len() + 1,
                cases.len(),
                actual.len()
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::format::testing::{board, reads_what_it_writes};
    use crate::problems::format::Blame;

    const PAIRS: Pairs = Pairs {
        most: 3,
        rule: Rule::FirstFewestMoves,
    };

    #[test]
    fn pairs_read_what_they_write() {
        assert_eq!(reads_what_it_writes(&PAIRS).len(), 3);
        let pairs = b"2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
        let read = PAIRS.read(pairs).unwrap();
        assert_eq!(read[1], Case::pair(board("564178x23"), board("7568x4123")));
        assert_eq!(PAIRS.write(&read).as_bytes(), pairs);
        let refused = |text: &str| PAIRS.read(text.as_bytes()).unwrap_err().to_string();
        assert_eq!(refused("4\n"), "line 1: \"4\" is not a case count 1 to 3");
        assert_eq!(
            refused("1\n12X453786\n"),
            "1 cases need 2 lines after the first, not 1"
        );
        assert_eq!(
            refused("1\n12x453786\n12345678X\n"),
            "line 2: 'x' is not a tile 1-8 or the blank X"
        );
    }

    #[test]
    fn numbered_moves_judged_line_by_line() {
        let cases = [
            Case::pair(board("12x453786"), board("12345678x")),
            Case::pair(board("564178x23"), board("7568x4123")),
            Case::pair(board("12345678x"), board("12345678x")),
        ];
        let expected = "Case 1: 2\ndd\nCase 2: 8\nurrulldr\nCase 3: 0\n\n";
        assert_eq!(PAIRS.expected(&cases, &mut Oracle::new()), expected);
        let judge = |actual: &str| PAIRS.judge(&cases, expected.as_bytes(), actual.as_bytes());
        assert_eq!(judge(expected), Ok(()));
        assert_eq!(
            judge("Case 1: 2\ndd\nCase 2: 8\nurrulldr\nCase 3: 0"),
            Ok(())
        );
        let wrong = |actual: &str| judge(actual).unwrap_err();
        let header = wrong("Case 1: 2\ndd\nCase 2:8\nurrulldr\nCase 3: 0\n");
        assert_eq!(
            header.text,
            "case 2: line 3 is \"Case 2:8\", where \"Case 2: 8\" is wanted"
        );
        assert_eq!((header.case, header.line), (Some(2), Some(3)));
        assert_eq!(header.wanted.as_deref(), Some("Case 2: 8"));
        let ended = wrong("Case 1: 2\ndd\nCase 2: 8\nurrulldr\n");
        assert_eq!(
            ended.text,
            "case 3: no answer: the output ends after 4 lines"
        );
        assert_eq!(
            (ended.case, ended.line, ended.given),
            (Some(3), Some(5), None)
        );
        let moves = wrong("Case 1: 2\ndd\nCase 2: 8\nrurulldr\n");
        assert!(moves.text.starts_with("case 2: the moves end at "));
        assert_eq!(
            (moves.line, moves.given.as_deref()),
            (Some(4), Some("rurulldr"))
        );
        let extra = wrong("Case 1: 2\ndd\nCase 2: 8\nurrulldr\nCase 3: 0\n\nCase 4: 0\n");
        assert_eq!(extra.text, "line 7 is extra: 3 cases, 7 lines");
        assert_eq!((extra.case, extra.line), (None, Some(7)));
        // A shorter answer than the expected one blames the expected one.
        let longer = "Case 1: 4\nddlr\n";
        assert_eq!(
            PAIRS
                .judge(&cases[..1], longer.as_bytes(), b"Case 1: 2\ndd\n")
                .unwrap_err()
                .blame,
            Blame::Expected
        );
    }
}
