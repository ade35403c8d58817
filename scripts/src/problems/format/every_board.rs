//! Boards until the end of the input, each answered by the fewest moves
//! and then every board after each move, the path fixed by a priority of
//! the blank's moves (beecrowd 2032 "Game of Eight").

use super::cells::input_lines;
use super::{random_pairs, Case, Description, Finding, Format, Goal, ReadError, Shape};
use crate::problems::oracle::Oracle;
use eight::sample::Seeded;
use eight::{count_of, shown, Board};
use std::collections::{HashMap, VecDeque};

/// The blank's moves in the order beecrowd 2032's accepted solutions try
/// them: up, down, right, left (row and column steps).
const PRIORITY: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, 1), (0, -1)];

/// Boards until the end of the input, each as three lines of three digits,
/// `0` the blank, to be taken to `goal`; per board `Quantidade minima de
/// passos = X` and then the `X` boards after each move, an empty line
/// between two boards, or `Problema sem solucao`: one answer, compared
/// line by line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EveryBoard {
    pub goal: Board,
}

/// The boards from `start` to `goal` after each move (`start` left out), of
/// the search from `start` that tries the blank's moves in [`PRIORITY`]'s
/// order and keeps each board's first discoverer; `None` when the goal
/// cannot be reached.
fn path(start: &Board, goal: &Board) -> Option<Vec<Board>> {
    if !eight::is_solvable(start, goal) {
        return None;
    }
    let mut parent: HashMap<Board, Board> = HashMap::new();
    parent.insert(*start, *start);
    let mut queue = VecDeque::from(vec![*start]);
    while let Some(board) = queue.pop_front() {
        if board == *goal {
            break;
        }
        let blank = board.blank();
        let (row, column) = ((blank / 3) as isize, (blank % 3) as isize);
        for (dr, dc) in PRIORITY {
            let (r, c) = (row + dr, column + dc);
            if !(0..3).contains(&r) || !(0..3).contains(&c) {
                continue;
            }
            let mut cells = *board.cells();
            cells.swap(blank, (r * 3 + c) as usize);
            let next = Board::from_cells(cells).expect("a swap");
            parent.entry(next).or_insert_with(|| {
                queue.push_back(next);
                board
            });
        }
    }
    let mut boards = Vec::new();
    let mut board = *goal;
    while board != *start {
        boards.push(board);
        board = parent[&board];
    }
    boards.reverse();
    Some(boards)
}

/// `board` as three lines of three digits.
fn rows(board: &Board) -> [String; 3] {
    let text = board.to_string().replace('x', "0");
    [
        text[0..3].to_string(),
        text[3..6].to_string(),
        text[6..9].to_string(),
    ]
}

/// The answer lines of one case.
fn answer(start: &Board, goal: &Board) -> Vec<String> {
    match path(start, goal) {
        None => vec!["Problema sem solucao".to_string()],
        Some(boards) => {
            let mut lines = vec![format!("Quantidade minima de passos = {}", boards.len())];
            for (index, board) in boards.iter().enumerate() {
                if index > 0 {
                    lines.push(String::new());
                }
                lines.extend(rows(board));
            }
            lines
        }
    }
}

impl Format for EveryBoard {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let lines = input_lines(input)?;
        if lines.is_empty() {
            return Err(ReadError::new("no case".to_string()));
        }
        if lines.len() % 3 != 0 {
            return Err(ReadError::new(format!(
                "{}: a board is three lines",
                count_of(lines.len(), "line")
            )));
        }
        lines
            .chunks(3)
            .enumerate()
            .map(|(index, rows)| {
                let first = index * 3 + 1;
                let mut cells = [0u8; 9];
                let mut seen = [false; 9];
                for (offset, row) in rows.iter().enumerate() {
                    let at = first + offset;
                    if row.len() != 3 || !row.bytes().all(|b| (b'0'..=b'8').contains(&b)) {
                        return Err(ReadError::at(
                            at,
                            format!("{:?} is not a row of three digits 0-8", row),
                        ));
                    }
                    for (column, byte) in row.bytes().enumerate() {
                        let cell = byte - b'0';
                        if seen[usize::from(cell)] {
                            return Err(ReadError::at(at, format!("{} repeats", cell)));
                        }
                        seen[usize::from(cell)] = true;
                        cells[offset * 3 + column] = cell;
                    }
                }
                let start = Board::from_cells(cells).expect("nine distinct digits");
                Ok(Case::pair(start, self.goal))
            })
            .collect()
    }

    fn write(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        for case in cases {
            for row in rows(&case.start) {
                text.push_str(&row);
                text.push('\n');
            }
        }
        text
    }

    fn random(&self, random: &mut Seeded, _volume: bool) -> Vec<Case> {
        let count = 1 + random.below(5);
        random_pairs(random, count, Some(self.goal), false)
    }

    fn describe(&self) -> Description {
        Description {
            input: format!(
                "boards until the end of the input, each as three lines of three digits, `0` \
                 the blank; goal `{}`",
                self.goal.to_string().replace('x', "0")
            ),
            output: "per board `Quantidade minima de passos = X`, then the board after each \
                     move, an empty line between two; or `Problema sem solucao`",
            rule: "exactly the boards of the path the priority up, down, right, left gives",
            others: None,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::Fixed(self.goal),
            one_case: false,
            solvable_only: false,
            lines_a_case: 4,
        }
    }

    fn expected(&self, cases: &[Case], _: &mut Oracle) -> String {
        let mut text = String::new();
        for case in cases {
            for line in answer(&case.start, &case.goal_board()) {
                text.push_str(&line);
                text.push('\n');
            }
        }
        text
    }

    /// The lines compared one by one, each case's own computed here (the
    /// expected output checked against them first).
    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        let wanted: Vec<(usize, String)> = cases
            .iter()
            .enumerate()
            .flat_map(|(index, case)| {
                answer(&case.start, &case.goal_board())
                    .into_iter()
                    .map(move |line| (index + 1, line))
            })
            .collect();
        let expected = eight::answer_lines(expected);
        let actual = eight::answer_lines(actual);
        for (at, (case, line)) in wanted.iter().enumerate() {
            let number = Some(at + 1);
            let quoted = |finding: Finding, given: Option<&&[u8]>| Finding {
                wanted: Some(line.clone()),
                given: given.map(|g| String::from_utf8_lossy(g).into_owned()),
                ..finding
            };
            if expected.get(at).copied() != Some(line.as_bytes()) {
                let why = format!("case {}, line {}: not the priority's answer", case, at + 1);
                return Err(quoted(
                    Finding::expected(Some(*case), number, why),
                    expected.get(at),
                ));
            }
            match actual.get(at) {
                Some(given) if *given == line.as_bytes() => {}
                Some(given) => {
                    let why = format!(
                        "case {}: {} where {:?} is wanted{}",
                        case,
                        shown(given),
                        line,
                        hint(line, given)
                    );
                    return Err(quoted(
                        Finding::wrong(Some(*case), number, why),
                        Some(given),
                    ));
                }
                None => {
                    let why = format!(
                        "case {}: no line {}: the output ends after {}",
                        case,
                        at + 1,
                        count_of(actual.len(), "line")
                    );
                    return Err(quoted(Finding::wrong(Some(*case), number, why), None));
                }
            }
        }
        if actual.len() > wanted.len() {
            let at = wanted.len() + 1;
            return Err(Finding::wrong(
                None,
                Some(at),
                format!(
                    "line {} is extra: {} wanted",
                    at,
                    count_of(wanted.len(), "line")
                ),
            ));
        }
        Ok(())
    }

    fn strictest(&self) -> Box<dyn Format> {
        Box::new(*self)
    }
}

/// What a line that differs from the wanted one likely means.
fn hint(wanted: &str, given: &[u8]) -> &'static str {
    let given = String::from_utf8_lossy(given);
    if wanted.len() == 3 && given.len() == 3 {
        "; the same number of moves may be reached by another path, but the statement fixes \
         the order of the blank's moves: up, down, right, left"
    } else if wanted.is_empty() || given.is_empty() {
        ": an empty line goes between two boards, and nowhere else"
    } else {
        ""
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::format::testing::board;

    const BEECROWD: EveryBoard = EveryBoard {
        goal: Board::POJ_GOAL,
    };

    #[test]
    fn boards_of_three_rows_read_as_written_and_refused_with_their_line() {
        let cases = BEECROWD.read(b"123\n456\n708\n120\n453\n786\n").unwrap();
        assert_eq!(cases.len(), 2);
        assert_eq!(BEECROWD.write(&cases), "123\n456\n708\n120\n453\n786\n");
        for (text, why) in [
            ("123\n456\n", "2 lines: a board is three lines"),
            (
                "123\n4 5 6\n780\n",
                "line 2: \"4 5 6\" is not a row of three digits 0-8",
            ),
            ("123\n456\n788\n", "line 3: 8 repeats"),
            (
                "123\n456\n789\n",
                "line 3: \"789\" is not a row of three digits 0-8",
            ),
        ] {
            assert_eq!(BEECROWD.read(text.as_bytes()).unwrap_err().to_string(), why);
        }
    }

    #[test]
    fn the_priority_fixes_one_answer() {
        // 1 2 3 / 4 0 5 / 7 8 6: right then down is the only shortest way.
        let cases = [
            Case::pair(board("1234x5786"), Board::POJ_GOAL),
            Case::pair(board("12345678x"), Board::POJ_GOAL),
            Case::pair(board("12345687x"), Board::POJ_GOAL),
        ];
        let expected = BEECROWD.expected(&cases, &mut Oracle::new());
        assert_eq!(
            expected,
            "Quantidade minima de passos = 2\n123\n450\n786\n\n123\n456\n780\n\
             Quantidade minima de passos = 0\nProblema sem solucao\n"
        );
        assert_eq!(
            BEECROWD.judge(&cases, expected.as_bytes(), expected.as_bytes()),
            Ok(())
        );
        // 1 2 3 / 4 0 8 / 7 6 5 needs 6 moves, two ways: the blank down
        // first (6 moves up) or right first (8 moves left); the priority
        // tries down before right.
        let two = [Case::pair(board("1234x8765"), Board::POJ_GOAL)];
        let answer = BEECROWD.expected(&two, &mut Oracle::new());
        assert!(
            answer.starts_with("Quantidade minima de passos = 6\n123\n468\n705\n"),
            "{}",
            answer
        );
        let other = "Quantidade minima de passos = 6\n123\n480\n765\n";
        let found = BEECROWD
            .judge(&two, answer.as_bytes(), other.as_bytes())
            .unwrap_err();
        assert_eq!((found.case, found.line), (Some(1), Some(3)));
        assert!(
            found.text.contains("the statement fixes the order"),
            "{}",
            found.text
        );
        let wrong = |actual: &str| {
            BEECROWD
                .judge(&cases, expected.as_bytes(), actual.as_bytes())
                .unwrap_err()
                .text
        };
        assert_eq!(
            wrong("Quantidade minima de passos = 2\n123\n450\n786\n123\n456\n780\n"),
            "case 1: \"123\" where \"\" is wanted: an empty line goes between two boards, and \
             nowhere else"
        );
        assert_eq!(
            wrong("Quantidade minima de passos = 2\n123\n450\n786\n\n123\n456\n780\nQuantidade minima de passos = 0\nProblema sem solução\n"),
            "case 3: \"Problema sem solu\\xc3\\xa7\\xc3\\xa3o\" where \"Problema sem solucao\" is wanted"
        );
        // An expected output off the priority's path is its own fault.
        let found = BEECROWD
            .judge(&two, other.as_bytes(), answer.as_bytes())
            .unwrap_err();
        assert_eq!(found.blame, crate::problems::format::Blame::Expected);
    }
}
