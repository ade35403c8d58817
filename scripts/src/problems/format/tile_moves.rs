//! One board in three rows, `X` the blank, answered by the number of moves
//! and then the tiles moved, in order (Baekjoon 25140 KLIZA): any shortest
//! sequence, checked by replaying it, as its special judge does.

use super::cells::{input_lines, tokens_text};
use super::finding::on_lines;
use super::{random_pairs, Case, Description, Finding, Format};
use super::{AtLine, Goal, ReadError, Shape};
use crate::problems::oracle::Oracle;
use eight::sample::Seeded;
use eight::{count_of, more_or_fewer, shown, Board};

/// Three lines of three tokens, `1`-`8` and `X`, to be taken to `goal`;
/// the output `N`, the fewest moves, then on the next line the `N` tiles
/// moved into the blank, in order: any such sequence that reaches the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileMoves {
    pub goal: Board,
    /// Whether the judge's data holds solvable boards only.
    pub solvable_only: bool,
}

/// The board on `lines`: three rows of three tokens, `1`-`8` and `X`.
fn x_rows(lines: &[&str]) -> Result<Board, ReadError> {
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
                format!("{} cells, not a row of 3", tokens.len()),
            ));
        }
        for (column, token) in tokens.iter().enumerate() {
            let cell = match token.as_bytes() {
                [digit @ b'1'..=b'8'] => digit - b'0',
                b"X" => 0,
                _ => {
                    return Err(ReadError::at(
                        row + 1,
                        format!("{:?} is not a tile 1-8 or the blank X", token),
                    ))
                }
            };
            if seen[usize::from(cell)] {
                let name = if cell == 0 {
                    "X".to_string()
                } else {
                    cell.to_string()
                };
                return Err(ReadError::at(row + 1, format!("{} repeats", name)));
            }
            seen[usize::from(cell)] = true;
            cells[row * 3 + column] = cell;
        }
    }
    Ok(Board::from_cells(cells).expect("nine distinct cells"))
}

/// `start` after moving `tiles` into the blank one by one; else the first
/// tile that is not next to the blank, from 1, and why.
fn replay(start: &Board, tiles: &[u8]) -> Result<Board, AtLine> {
    let mut cells = *start.cells();
    for (index, &tile) in tiles.iter().enumerate() {
        let blank = cells.iter().position(|&c| c == 0).expect("a blank");
        let at = cells.iter().position(|&c| c == tile).expect("tiles 1-8");
        let (dr, dc) = ((blank / 3).abs_diff(at / 3), (blank % 3).abs_diff(at % 3));
        if dr + dc != 1 {
            return Err(AtLine::at(
                index + 1,
                format!("move {}: tile {} is not next to the blank", index + 1, tile),
            ));
        }
        cells.swap(blank, at);
    }
    Ok(Board::from_cells(cells).expect("a permutation"))
}

/// The tiles moved by the library's shortest path from `start` to `goal`.
fn tiles_of(start: &Board, path: &[eight::Move]) -> Vec<u8> {
    let mut cells = *start.cells();
    let mut tiles = Vec::new();
    for step in path {
        let blank = cells.iter().position(|&c| c == 0).expect("a blank");
        let target = step.target(blank).expect("a legal path");
        tiles.push(cells[target]);
        cells.swap(blank, target);
    }
    tiles
}

/// The answer of `lines`: `N`, then the tiles; else the line at fault and
/// why.
fn answer(lines: &[&[u8]]) -> Result<(usize, Vec<u8>), AtLine> {
    let first = lines.first().copied().unwrap_or(b"");
    let text = std::str::from_utf8(first).unwrap_or("");
    let count: usize = text
        .parse()
        .ok()
        .filter(|_| text.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| AtLine::at(1, format!("{} is not a number of moves N", shown(first))))?;
    let second = lines.get(1).copied().unwrap_or(b"");
    let text = std::str::from_utf8(second).unwrap_or("");
    let tiles = text
        .split_ascii_whitespace()
        .map(|token| match token.as_bytes() {
            [digit @ b'1'..=b'8'] => Ok(digit - b'0'),
            _ => Err(AtLine::at(2, format!("{:?} is not a tile 1-8", token))),
        })
        .collect::<Result<Vec<u8>, AtLine>>()?;
    if tiles.len() != count {
        return Err(AtLine::at(
            2,
            format!(
                "{} said, but {} given",
                count_of(count, "move"),
                tiles.len()
            ),
        ));
    }
    if lines.len() > 2 {
        return Err(AtLine::at(
            3,
            "line 3 is extra: N and the tiles are 2 lines".to_string(),
        ));
    }
    Ok((count, tiles))
}

impl Format for TileMoves {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let start = x_rows(&input_lines(input)?)?;
        let case = Case::pair(start, self.goal);
        if self.solvable_only && !eight::is_solvable(&start, &self.goal) {
            return Err(ReadError::new(
                "case 1 cannot be solved, and the judge's data always can".to_string(),
            ));
        }
        Ok(vec![case])
    }

    fn write(&self, cases: &[Case]) -> String {
        assert_eq!(cases.len(), 1, "one case a run");
        let cells: Vec<String> = tokens_text(&cases[0].start)
            .split(' ')
            .map(|cell| cell.replace('x', "X"))
            .collect();
        let rows: Vec<String> = cells.chunks(3).map(|row| row.join(" ")).collect();
        format!("{}\n", rows.join("\n"))
    }

    fn random(&self, random: &mut Seeded, _volume: bool) -> Vec<Case> {
        random_pairs(random, 1, Some(self.goal), self.solvable_only)
    }

    fn describe(&self) -> Description {
        Description {
            input: format!(
                "one board: three rows of three cells, `1`-`8` and `X` the blank; goal `{}`{}",
                self.goal.to_string().replace('x', "X"),
                if self.solvable_only {
                    "; always solvable"
                } else {
                    ""
                }
            ),
            output: "`N`, the fewest moves, then on one line the `N` tiles moved into the blank, \
                     in order",
            rule: "any sequence of the fewest moves, replayed tile by tile",
            others: Some("any other sequence of as few tiles that reaches the goal"),
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::Fixed(self.goal),
            one_case: true,
            solvable_only: self.solvable_only,
            lines_a_case: 2,
        }
    }

    fn expected(&self, cases: &[Case], oracle: &mut Oracle) -> String {
        let case = cases[0];
        let path = oracle
            .path(&case.start, &case.goal_board())
            .expect("a solvable board");
        let tiles: Vec<String> = tiles_of(&case.start, &path)
            .iter()
            .map(u8::to_string)
            .collect();
        format!("{}\n{}\n", tiles.len(), tiles.join(" "))
    }

    /// The expected answer checked first (it must replay to the goal);
    /// then the given one: as many moves, each a tile next to the blank,
    /// ending at the goal.
    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        let case = cases[0];
        let goal = case.goal_board();
        on_lines(expected, actual, |expected, actual| {
            let (fewest, tiles) = answer(expected)
                .map_err(|AtLine { line, why }| Finding::expected(Some(1), Some(line), why))?;
            match replay(&case.start, &tiles) {
                Ok(end) if end == goal => {}
                Ok(end) => {
                    let why = format!("the tiles end at {}, not at {}", end, goal);
                    return Err(Finding::expected(Some(1), Some(2), why));
                }
                Err(AtLine { why, .. }) => return Err(Finding::expected(Some(1), Some(2), why)),
            }
            let (count, tiles) = answer(actual).map_err(|AtLine { line, why }| {
                Finding::wrong(
                    Some(1),
                    Some(line),
                    format!("{}: {} moves are wanted", why, fewest),
                )
            })?;
            if count != fewest {
                return Err(Finding::wrong(
                    Some(1),
                    Some(1),
                    more_or_fewer(count, fewest),
                ));
            }
            match replay(&case.start, &tiles) {
                Ok(end) if end == goal => Ok(()),
                Ok(end) => Err(Finding::wrong(
                    Some(1),
                    Some(2),
                    format!("the tiles end at {}, not at {}", end, goal),
                )),
                Err(AtLine { why, .. }) => Err(Finding::wrong(Some(1), Some(2), why)),
            }
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

    const KLIZA: TileMoves = TileMoves {
        goal: Board::POJ_GOAL,
        solvable_only: true,
    };

    #[test]
    fn three_rows_with_x_read_as_written_and_refused_with_their_line() {
        assert_eq!(reads_what_it_writes(&KLIZA).len(), 1);
        let cases = KLIZA.read(b"1 2 3\n4 6 X\n7 5 8\n").unwrap();
        assert_eq!(KLIZA.write(&cases), "1 2 3\n4 6 X\n7 5 8\n");
        for (text, why) in [
            (
                "1 2 3\n4 6 0\n7 5 8\n",
                "line 2: \"0\" is not a tile 1-8 or the blank X",
            ),
            ("1 2 3\n4 6 X\n7 5 5\n", "line 3: 5 repeats"),
            ("1 2 3\n4 X X\n7 5 8\n", "line 2: X repeats"),
            ("1 2 3 4 6 X 7 5 8\n", "1 line: a board is three rows"),
            ("1 2 3\n4 6\nX 7 5 8\n", "line 2: 2 cells, not a row of 3"),
            (
                "1 2 3\n4 5 6\n8 7 X\n",
                "case 1 cannot be solved, and the judge's data always can",
            ),
        ] {
            assert_eq!(KLIZA.read(text.as_bytes()).unwrap_err().to_string(), why);
        }
    }

    #[test]
    fn any_shortest_sequence_of_tiles_is_replayed() {
        let cases = KLIZA.read(b"1 2 3\n4 6 X\n7 5 8\n").unwrap();
        let expected = KLIZA.expected(&cases, &mut Oracle::new());
        assert_eq!(expected, "3\n6 5 8\n");
        let judge = |actual: &str| KLIZA.judge(&cases, expected.as_bytes(), actual.as_bytes());
        assert_eq!(judge("3\n6 5 8\n"), Ok(()));
        assert_eq!(judge("3\n6  5 8  \n\n"), Ok(()));
        for (actual, why) in [
            ("5\n6 5 8 5 5\n", "5 moves, but 3 are enough"),
            ("3\n6 5 5\n", "the tiles end at 1234x6758, not at 12345678x"),
            ("3\n5 6 8\n", "move 1: tile 5 is not next to the blank"),
            ("3\n6 5\n", "3 moves said, but 2 given: 3 moves are wanted"),
            (
                "3 6 5 8\n",
                "\"3 6 5 8\" is not a number of moves N: 3 moves are wanted",
            ),
            ("3\n6 5 X\n", "\"X\" is not a tile 1-8: 3 moves are wanted"),
        ] {
            assert_eq!(judge(actual).unwrap_err().text, why, "{:?}", actual);
        }
        // Another shortest sequence where there is one: 8 4 7 5 from
        // 1 2 3 / X 4 6 / 7 5 8 ... any legal one of as few moves.
        let two = KLIZA.read(b"1 2 3\n4 5 6\n7 X 8\n").unwrap();
        assert_eq!(KLIZA.judge(&two, b"1\n8\n", b"1\n8\n"), Ok(()));
        // The solved board: 0 and an empty line, or no line at all.
        let solved = KLIZA.read(b"1 2 3\n4 5 6\n7 8 X\n").unwrap();
        let zero = KLIZA.expected(&solved, &mut Oracle::new());
        assert_eq!(zero, "0\n\n");
        assert_eq!(KLIZA.judge(&solved, zero.as_bytes(), b"0\n"), Ok(()));
        // An expected answer that does not reach the goal is its fault.
        let found = KLIZA
            .judge(&cases, b"3\n6 5 5\n", b"3\n6 5 8\n")
            .unwrap_err();
        assert_eq!(found.blame, crate::problems::format::Blame::Expected);
    }
}
