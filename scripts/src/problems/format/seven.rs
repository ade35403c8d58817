//! The 2x4 board, boards until the end of the input, each answered by the
//! fewest moves to `0 1 2 3 4 5 6 7` (Aizu 0121 "Seven Puzzle").
//!
//! The judge's cases are 3x3 boards, so a 2x4 board is carried as the
//! 2x4 grid on the graph of [`eight::graph`]: card `c` of cell `k` is
//! piece `c` on vertex `k` (the blank, card 0, as the empty vertex), with
//! cell 0 as vertex 9, so that the goal is piece `i` on vertex `i`; vertex
//! 8 is joined to nothing and holds piece 8, which never moves.

use super::answer::extra_lines;
use super::finding::on_lines;
use super::{Case, Description, Finding, Format, Goal, ReadError, Shape};
use crate::problems::oracle::Oracle;
use eight::graph::Graph;
use eight::sample::Seeded;
use eight::sized::{self, Size};
use eight::{count_of, more_or_fewer, shown, Board};
use std::collections::HashMap;
#[cfg(test)]
use std::collections::VecDeque;

/// Boards until the end of the input, at most `most`, one a line: eight
/// numbers `0`-`7`, the cells of the 2x4 board row by row, `0` the blank;
/// per board a line, the fewest moves to `0 1 2 3 4 5 6 7`, compared
/// exactly. The judge's data can always be solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seven {
    pub most: usize,
}

/// The vertex of cell `k` of the 2x4 board: cell 0 is vertex 9.
fn vertex(cell: usize) -> usize {
    if cell == 0 {
        9
    } else {
        cell
    }
}

/// The 2x4 board as a graph on the vertices 1-9, vertex 8 alone.
fn two_by_four() -> Graph {
    let mut edges = Vec::new();
    for cell in 0..8 {
        if cell % 4 < 3 {
            edges.push((vertex(cell) as u8, vertex(cell + 1) as u8));
        }
        if cell < 4 {
            edges.push((vertex(cell) as u8, vertex(cell + 4) as u8));
        }
    }
    Graph::from_edges(&edges).expect("edges of 1-9")
}

/// The board of the cards `cards` (cell by cell) as a placement.
fn placement(cards: &[u8; 8]) -> Board {
    let mut cells = [0u8; 9];
    cells[7] = 8;
    for (cell, &card) in cards.iter().enumerate() {
        cells[vertex(cell) - 1] = card;
    }
    Board::from_cells(cells).expect("the cards 0-7 and piece 8")
}

/// The cards of a placement, cell by cell.
fn cards(board: &Board) -> [u8; 8] {
    let cells = board.cells();
    let mut cards = [0u8; 8];
    for (cell, card) in cards.iter_mut().enumerate() {
        *card = cells[vertex(cell) - 1];
    }
    cards
}

/// The fewest moves from every board that reaches `0 1 2 3 4 5 6 7`, by
/// its cards: the library's search with the board's size a parameter
/// ([`eight::sized`]), on the 20,160 boards of 2x4 that reach it.
fn distances() -> HashMap<[u8; 8], u32> {
    let packed = sized::distances(
        Size {
            rows: 2,
            columns: 4,
        },
        &GOAL_CARDS,
    );
    let mut dist = HashMap::with_capacity(packed.len());
    for (board, moves) in packed {
        let mut cards = [0u8; 8];
        for (cell, card) in cards.iter_mut().enumerate() {
            *card = (board >> (4 * cell) & 0xF) as u8;
        }
        dist.insert(cards, moves);
    }
    dist
}

/// The goal, `0 1 2 3 4 5 6 7`.
const GOAL_CARDS: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// The cards on `line`, line `at` of the input: eight numbers `0`-`7`,
/// each once.
fn cards_line(line: &str, at: usize) -> Result<[u8; 8], ReadError> {
    let tokens: Vec<&str> = line.split_ascii_whitespace().collect();
    if tokens.len() != 8 {
        return Err(ReadError::at(
            at,
            format!("{} numbers, not 8", tokens.len()),
        ));
    }
    let mut cards = [0u8; 8];
    let mut seen = [false; 8];
    for (card, token) in cards.iter_mut().zip(&tokens) {
        *card = match token.as_bytes() {
            [digit @ b'0'..=b'7'] => digit - b'0',
            _ => return Err(ReadError::at(at, format!("{:?} is not a card 0-7", token))),
        };
        if seen[usize::from(*card)] {
            return Err(ReadError::at(at, format!("{} repeats", card)));
        }
        seen[usize::from(*card)] = true;
    }
    Ok(cards)
}

impl Format for Seven {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let lines = super::cells::input_lines(input)?;
        if lines.is_empty() {
            return Err(ReadError::new("no case".to_string()));
        }
        if lines.len() > self.most {
            return Err(ReadError::new(format!(
                "{}: the statement gives at most {}",
                count_of(lines.len(), "board"),
                self.most
            )));
        }
        let dist = distances();
        let graph = two_by_four();
        lines
            .iter()
            .enumerate()
            .map(|(index, line)| {
                let cards = cards_line(line, index + 1)?;
                if !dist.contains_key(&cards) {
                    return Err(ReadError::at(
                        index + 1,
                        "the board cannot reach 0 1 2 3 4 5 6 7, and the judge's data always can"
                            .to_string(),
                    ));
                }
                Ok(Case {
                    start: placement(&cards),
                    goal: Some(Board::POJ_GOAL),
                    graph: Some(graph),
                    fifteen: None,
                })
            })
            .collect()
    }

    fn write(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        for case in cases {
            let cards: Vec<String> = cards(&case.start).iter().map(u8::to_string).collect();
            text.push_str(&cards.join(" "));
            text.push('\n');
        }
        text
    }

    fn random(&self, random: &mut Seeded, volume: bool) -> Vec<Case> {
        let dist = distances();
        let graph = two_by_four();
        let count = if volume {
            self.most
        } else {
            1 + random.below(10)
        };
        (0..count)
            .map(|_| loop {
                let mut cards = [0, 1, 2, 3, 4, 5, 6, 7];
                for i in (1..8).rev() {
                    cards.swap(i, random.below(i + 1));
                }
                if dist.contains_key(&cards) {
                    break Case {
                        start: placement(&cards),
                        goal: Some(Board::POJ_GOAL),
                        graph: Some(graph),
                        fifteen: None,
                    };
                }
            })
            .collect()
    }

    fn describe(&self) -> Description {
        Description {
            input: format!(
                "boards of 2x4 until the end of the input (at most {}), one a line: eight \
                 numbers, the cells row by row, `0` the blank; goal `0 1 2 3 4 5 6 7`; always \
                 solvable",
                self.most
            ),
            output: "per board a line: the fewest moves",
            rule: "the exact number of moves",
            others: None,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::Fixed(Board::POJ_GOAL),
            one_case: false,
            solvable_only: true,
            lines_a_case: 1,
        }
    }

    fn expected(&self, cases: &[Case], _: &mut Oracle) -> String {
        let dist = distances();
        let mut text = String::new();
        for case in cases {
            let moves = dist[&cards(&case.start)];
            text.push_str(&format!("{}\n", moves));
        }
        text
    }

    /// One number a board, compared exactly; the expected one checked
    /// against the library's own table of the 2x4 board.
    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        let dist = distances();
        on_lines(expected, actual, |expected, actual| {
            for (index, case) in cases.iter().enumerate() {
                let at = (Some(index + 1), Some(index + 1));
                let in_board = |why: String| format!("board {}: {}", index + 1, why);
                let fewest = dist[&cards(&case.start)];
                let wanted = expected.get(index).copied().unwrap_or(b"");
                if wanted != fewest.to_string().as_bytes() {
                    let why = format!("{} where the fewest moves are {}", shown(wanted), fewest);
                    return Err(Finding::expected(at.0, at.1, in_board(why)));
                }
                let given = actual.get(index).ok_or_else(|| {
                    let why = format!(
                        "no line: the output ends after {}",
                        count_of(actual.len(), "line")
                    );
                    Finding::wrong(at.0, at.1, in_board(why))
                })?;
                let text = std::str::from_utf8(given).unwrap_or("");
                let moves: u32 = text
                    .parse()
                    .ok()
                    .filter(|_| text.bytes().all(|b| b.is_ascii_digit()))
                    .ok_or_else(|| {
                        let why = format!(
                            "{} is not a number of moves: the answer is {}",
                            shown(given),
                            fewest
                        );
                        Finding::wrong(at.0, at.1, in_board(why))
                    })?;
                if moves != fewest {
                    let why = more_or_fewer(moves as usize, fewest as usize);
                    return Err(Finding::wrong(at.0, at.1, in_board(why)));
                }
            }
            extra_lines(cases.len(), actual.len())
        })
    }

    fn strictest(&self) -> Box<dyn Format> {
        Box::new(*self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::format::testing::reads_what_it_writes;

    const AIZU: Seven = Seven { most: 1000 };

    /// The fewest moves of every placement that reaches the goal on
    /// `graph`: a breadth-first search over 3x3 boards whose moves are the
    /// graph's edges (`Graph::joins`), sharing nothing with [`distances`]
    /// but the graph.
    fn on_graph(graph: &Graph) -> HashMap<Board, u32> {
        let goal = Board::POJ_GOAL;
        let mut dist = HashMap::new();
        dist.insert(goal, 0);
        let mut queue = VecDeque::from(vec![goal]);
        while let Some(board) = queue.pop_front() {
            let moves = dist[&board];
            let empty = board.blank();
            for other in 0..9 {
                if graph.joins(empty as u8 + 1, other as u8 + 1) {
                    let mut cells = *board.cells();
                    cells.swap(empty, other);
                    let next = Board::from_cells(cells).expect("a swap");
                    dist.entry(next).or_insert_with(|| {
                        queue.push_back(next);
                        moves + 1
                    });
                }
            }
        }
        dist
    }

    #[test]
    fn every_2x4_board_against_an_independent_search_on_the_graph() {
        // The library's sized search on the 2x4 board, and a search of the
        // 2x4 grid as a graph written apart from it, agree on every one of
        // the 8! boards: the same 20,160 reach the goal, at the same
        // distance, and the others do not.
        let dist = distances();
        assert_eq!(dist.len(), 20_160);
        assert_eq!(dist.values().copied().max(), Some(36));
        let graph = two_by_four();
        let apart = on_graph(&graph);
        assert_eq!(apart.len(), 20_160);
        let mut cards = [0u8, 1, 2, 3, 4, 5, 6, 7];
        let mut boards = 0;
        let mut counters = [0usize; 8];
        let mut check = |order: &[u8; 8]| {
            let board = placement(order);
            assert_eq!(super::cards(&board), *order);
            assert_eq!(apart.get(&board), dist.get(order), "{:?}", order);
            boards += 1;
        };
        // Heap's algorithm over the 8! orders.
        check(&cards);
        let mut i = 0;
        while i < 8 {
            if counters[i] < i {
                if i % 2 == 0 {
                    cards.swap(0, i);
                } else {
                    cards.swap(counters[i], i);
                }
                check(&cards);
                counters[i] += 1;
                i = 0;
            } else {
                counters[i] = 0;
                i += 1;
            }
        }
        assert_eq!(boards, 40_320);
        // And the library's own search on the graph, on the sample.
        for (cards, moves) in [
            ([1, 0, 2, 3, 4, 5, 6, 7], 1),
            ([7, 6, 5, 4, 3, 2, 1, 0], 28),
        ] {
            let board = placement(&cards);
            assert_eq!(graph.fewest_moves(&board, &Board::POJ_GOAL), Some(moves));
        }
    }

    #[test]
    fn boards_read_as_written_and_refused_with_their_line() {
        assert_eq!(reads_what_it_writes(&AIZU).len(), 1000);
        let sample = b"0 1 2 3 4 5 6 7\n1 0 2 3 4 5 6 7\n7 6 5 4 3 2 1 0\n";
        let cases = AIZU.read(sample).unwrap();
        assert_eq!(AIZU.write(&cases), String::from_utf8_lossy(sample));
        assert_eq!(AIZU.expected(&cases, &mut Oracle::new()), "0\n1\n28\n");
        for (text, why) in [
            ("0 1 2 3 4 5 6\n", "line 1: 7 numbers, not 8"),
            ("0 1 2 3 4 5 6 6\n", "line 1: 6 repeats"),
            ("0 1 2 3 4 5 6 8\n", "line 1: \"8\" is not a card 0-7"),
            (
                "0 1 2 3 4 5 6 7\n0 2 1 3 4 5 6 7\n",
                "line 2: the board cannot reach 0 1 2 3 4 5 6 7, and the judge's data always can",
            ),
            ("", "no case"),
        ] {
            assert_eq!(AIZU.read(text.as_bytes()).unwrap_err().to_string(), why);
        }
    }

    #[test]
    fn the_number_exactly() {
        let cases = AIZU.read(b"1 0 2 3 4 5 6 7\n7 6 5 4 3 2 1 0\n").unwrap();
        assert_eq!(AIZU.judge(&cases, b"1\n28\n", b"1\n28\n"), Ok(()));
        let wrong = |actual: &str| {
            AIZU.judge(&cases, b"1\n28\n", actual.as_bytes())
                .unwrap_err()
                .text
        };
        assert_eq!(wrong("1\n30\n"), "board 2: 30 moves, but 28 are enough");
        assert_eq!(
            wrong("1\n"),
            "board 2: no line: the output ends after 1 line"
        );
        assert_eq!(wrong("1\n28\n0\n"), "line 3 is extra: 2 cases, 3 lines");
        assert_eq!(
            wrong("one\n28\n"),
            "board 1: \"one\" is not a number of moves: the answer is 1"
        );
        let found = AIZU.judge(&cases, b"1\n27\n", b"1\n28\n").unwrap_err();
        assert_eq!(found.blame, crate::problems::format::Blame::Expected);
    }
}
