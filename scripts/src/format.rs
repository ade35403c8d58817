//! The judges' input and output formats: reading an input exactly as its
//! judge writes it, writing one, and judging an output against the
//! expected one.

use crate::oracle::Oracle;
use eight::graph::{placement, Graph};
use eight::sample::Seeded;
use eight::{
    answer_lines, count_of, judge_answer, judge_lines, more_or_fewer, shown, to_letters, Board,
    Distances, Fault, Rule,
};

/// One board of an input with its goal, and for a problem played on a
/// graph, the graph: what a judge answers on its own, and what shrinking
/// keeps or leaves out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    pub start: Board,
    pub goal: Board,
    /// The graph the pieces move on; `None`, the 3x3 board.
    pub graph: Option<Graph>,
}

impl Case {
    /// A start and its goal on the 3x3 board.
    pub fn pair(start: Board, goal: Board) -> Case {
        Case {
            start,
            goal,
            graph: None,
        }
    }
}

/// The start and goal of each case, as the answer rules take them.
fn pairs(cases: &[Case]) -> Vec<(Board, Board)> {
    cases.iter().map(|case| (case.start, case.goal)).collect()
}

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
    /// The number of boards, 1 to `most`, then the boards, each nine cells
    /// `1`-`8` and `x` with white space between, in any layout, blank lines
    /// between them (UVa 652, the UVa multiple-input way).
    Counted { most: usize },
    /// The number of starts, 1 to `most`, then each start as three rows of
    /// three numbers, `0` the blank, blank lines between (UVa 10085).
    Grids { most: usize },
    /// `M`, then `M` edges `u v` among the vertices 1 to 9, then the
    /// vertices of pieces 1 to 8 (AtCoder ABC224 D).
    Graph,
    /// A line holding `T`, 1 to `most`, then per case an empty line and
    /// three lines of three numbers, `0` the blank (LightOJ 1139).
    CaseGrids { most: usize },
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
    /// As [`Output::Moves`], with an empty line between two answers (UVa
    /// 652).
    SeparatedMoves,
    /// Per case `Puzzle #k`, a board at the greatest distance from the
    /// start as three rows, the blank's moves to it in `U L D R`, and an
    /// empty line (UVa 10085): any farthest board is right.
    Farthest,
    /// The fewest moves on the case's graph, or `-1`: compared exactly,
    /// since no parity rule holds on a graph (ABC224 D).
    GraphCount,
    /// One line a case: `Case k: d` (k from 1, d the fewest moves), or
    /// `Case k: impossible` (LightOJ 1139).
    CaseCount,
}

/// Where each case's goal comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// One goal for every case.
    Fixed(Board),
    /// Each case gives its own.
    InTheInput,
    /// None: the answer is a board of the solution's choosing.
    None,
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
                boards
                    .chunks(2)
                    .map(|pair| Case::pair(pair[0], pair[1]))
                    .collect()
            }
            Input::Counted { most } => {
                let boards = counted(&lines, most, 9, tokens_board)?;
                self.with_goal(boards)?
            }
            Input::Grids { most } => {
                let boards = counted(&lines, most, 9, numbers_board)?;
                self.with_goal(boards)?
            }
            Input::Graph => vec![graph_case(text)?],
            Input::CaseGrids { most } => self.with_goal(case_grids(&lines, most)?)?,
        };
        if cases.is_empty() {
            return Err("no case".to_string());
        }
        if self.solvable_only {
            if let Some(index) = cases
                .iter()
                .position(|case| !eight::is_solvable(&case.start, &case.goal))
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
            Input::Counted { most } => format!(
                "the number of boards (at most {}), then the boards, nine cells `1`-`8` and \
                 `x`, blank lines between",
                most
            ),
            Input::Grids { most } => format!(
                "the number of starts (at most {}), then each as three rows of three numbers, \
                 `0` the blank, blank lines between",
                most
            ),
            Input::CaseGrids { most } => format!(
                "`T` (at most {}), then per case an empty line and three rows of three \
                 numbers, `0` the blank",
                most
            ),
            Input::Graph => {
                return "`M`, then `M` edges `u v` of an undirected graph on the vertices 1-9, \
                        then the vertices of pieces 1-8; goal: piece `i` on vertex `i`"
                    .to_string()
            }
        };
        let goal = match (self.goal, self.input) {
            (Goal::Fixed(goal), Input::Digits | Input::CaseGrids { .. }) => {
                format!("; goal `{}`", goal.to_string().replace('x', "0"))
            }
            (Goal::Fixed(goal), _) => format!("; goal `{}`", goal),
            (Goal::InTheInput, _) | (Goal::None, _) => String::new(),
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
            Goal::Fixed(goal) => Ok(boards
                .into_iter()
                .map(|board| Case::pair(board, goal))
                .collect()),
            Goal::None => Ok(boards
                .into_iter()
                .map(|board| Case::pair(board, board))
                .collect()),
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
            Input::Board | Input::Digits | Input::Graph => {
                assert_eq!(cases.len(), 1, "one case a run")
            }
            Input::Boards => {}
            Input::Pairs { .. } => text.push_str(&format!("{}\n", cases.len())),
            Input::Counted { .. } | Input::Grids { .. } | Input::CaseGrids { .. } => {
                text.push_str(&format!("{}\n", cases.len()))
            }
        }
        for case in cases {
            let (start, goal) = (&case.start, &case.goal);
            match self.input {
                Input::Board | Input::Boards => text.push_str(&tokens(start)),
                Input::Digits => text.push_str(&start.to_string().replace('x', "0")),
                Input::Pairs { .. } => {
                    text.push_str(&start.to_string().replace('x', "X"));
                    text.push('\n');
                    text.push_str(&goal.to_string().replace('x', "X"));
                }
                Input::Counted { .. } => {
                    text.push('\n');
                    text.push_str(&tokens(start));
                }
                Input::Grids { .. } | Input::CaseGrids { .. } => {
                    text.push('\n');
                    text.push_str(&grid_rows(start));
                }
                Input::Graph => text.push_str(&graph_input(case)),
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
            Input::Graph => return vec![random_graph_case(random)],
            Input::Boards if volume => VOLUME_BOARDS,
            Input::Boards => 1 + random.below(30),
            Input::Pairs { most }
            | Input::Counted { most }
            | Input::Grids { most }
            | Input::CaseGrids { most }
                if volume =>
            {
                most
            }
            Input::Pairs { .. } | Input::Counted { .. } | Input::CaseGrids { .. } => {
                1 + random.below(10)
            }
            Input::Grids { .. } => 1 + random.below(3),
        };
        (0..count)
            .map(|_| loop {
                let start = random_board(random);
                let goal = match self.goal {
                    Goal::Fixed(goal) => goal,
                    Goal::InTheInput => random_board(random),
                    Goal::None => start,
                };
                if !self.solvable_only || eight::is_solvable(&start, &goal) {
                    return Case::pair(start, goal);
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

/// A board written as nine numbers, `0`-`8`, `0` the blank, white space
/// between (UVa 10085's rows).
fn numbers_board(text: &str) -> Result<Board, String> {
    let tokens: Vec<&str> = text.split_ascii_whitespace().collect();
    if tokens.len() != 9 {
        return Err(format!("{} numbers, not 9", tokens.len()));
    }
    let mut cells = [0u8; 9];
    for (cell, token) in cells.iter_mut().zip(&tokens) {
        *cell = match token.as_bytes() {
            [digit @ b'0'..=b'8'] => digit - b'0',
            _ => return Err(format!("{:?} is not a number 0-8", token)),
        };
    }
    Board::from_cells(cells).ok_or_else(|| "a cell repeats".to_string())
}

/// A board as three rows of three numbers, `0` the blank.
fn grid_rows(board: &Board) -> String {
    let cells: Vec<String> = board
        .to_string()
        .chars()
        .map(|c| {
            if c == 'x' {
                "0".to_string()
            } else {
                c.to_string()
            }
        })
        .collect();
    cells
        .chunks(3)
        .map(|row| row.join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The boards of a counted input: its first line the number of boards, 1
/// to `most`, then that many boards of `cells` tokens each, read by
/// `board`, laid out in any way.
fn counted(
    lines: &[&str],
    most: usize,
    cells: usize,
    board: fn(&str) -> Result<Board, String>,
) -> Result<Vec<Board>, String> {
    let first = lines.first().copied().unwrap_or("");
    let count: usize = first
        .parse()
        .ok()
        .filter(|count| (1..=most).contains(count))
        .ok_or_else(|| at(1, format!("{:?} is not a count 1 to {}", first, most)))?;
    let rest = lines[1..].join(" ");
    let tokens: Vec<&str> = rest.split_ascii_whitespace().collect();
    if tokens.len() != count * cells {
        return Err(format!(
            "{} need {} cells after the first line, not {}",
            count_of(count, "board"),
            count * cells,
            tokens.len()
        ));
    }
    tokens
        .chunks(cells)
        .enumerate()
        .map(|(index, chunk)| {
            board(&chunk.join(" ")).map_err(|why| format!("board {}: {}", index + 1, why))
        })
        .collect()
}

/// The boards of LightOJ 1139's input, laid out as its statement gives
/// them: `T`, 1 to `most`, on the first line, then per case an empty line
/// and three lines of three numbers.
fn case_grids(lines: &[&str], most: usize) -> Result<Vec<Board>, String> {
    let first = lines.first().copied().unwrap_or("");
    let count: usize = first
        .parse()
        .ok()
        .filter(|count| (1..=most).contains(count))
        .ok_or_else(|| {
            at(
                1,
                format!("{:?} is not a case count T, 1 to {}", first, most),
            )
        })?;
    if lines.len() != 1 + 4 * count {
        return Err(format!(
            "{} {} {} lines after the first (an empty line and three rows each), not {}",
            count_of(count, "case"),
            if count == 1 { "needs" } else { "need" },
            4 * count,
            lines.len() - 1
        ));
    }
    (0..count)
        .map(|index| {
            let first = 1 + 4 * index;
            if !lines[first].is_empty() {
                return Err(at(
                    first + 1,
                    format!(
                        "{:?}, where an empty line starts case {}",
                        lines[first],
                        index + 1
                    ),
                ));
            }
            let rows = &lines[first + 1..first + 4];
            for (offset, row) in rows.iter().enumerate() {
                let numbers = row.split_ascii_whitespace().count();
                if numbers != 3 {
                    return Err(at(
                        first + offset + 2,
                        format!("{} numbers, not a row of 3", numbers),
                    ));
                }
            }
            numbers_board(&rows.join(" ")).map_err(|why| format!("case {}: {}", index + 1, why))
        })
        .collect()
}

/// Reads ABC224 D's input: `M`, the edges, the pieces' vertices.
fn graph_case(text: &str) -> Result<Case, String> {
    let mut numbers = Vec::new();
    for token in text.split_ascii_whitespace() {
        let number: u8 = token
            .parse()
            .map_err(|_| format!("{:?} is not a number", token))?;
        numbers.push(number);
    }
    let edges = usize::from(*numbers.first().ok_or("no M")?);
    if edges > 36 {
        return Err(format!("M is {}, more than 36", edges));
    }
    if numbers.len() != 1 + 2 * edges + 8 {
        return Err(format!(
            "M = {} needs {} numbers after it, not {}",
            edges,
            2 * edges + 8,
            numbers.len() - 1
        ));
    }
    let pairs: Vec<(u8, u8)> = numbers[1..1 + 2 * edges]
        .chunks(2)
        .map(|pair| (pair[0], pair[1]))
        .collect();
    for (index, &(u, v)) in pairs.iter().enumerate() {
        let (low, high) = (u.min(v), u.max(v));
        if pairs[..index]
            .iter()
            .any(|&(a, b)| (a.min(b), a.max(b)) == (low, high))
        {
            return Err(format!("the edge {} {} is given twice", u, v));
        }
    }
    let graph = Graph::from_edges(&pairs)
        .ok_or("an edge leaves the vertices 1 to 9 or joins a vertex to itself")?;
    let mut pieces = [0u8; 8];
    pieces.copy_from_slice(&numbers[1 + 2 * edges..]);
    let start = placement(&pieces).ok_or("the pieces are not on eight distinct vertices 1 to 9")?;
    Ok(Case {
        start,
        goal: Board::POJ_GOAL,
        graph: Some(graph),
    })
}

/// ABC224 D's input for `case`.
fn graph_input(case: &Case) -> String {
    let graph = case.graph.expect("a graph case has its graph");
    let mut edges = Vec::new();
    for u in 1..=9u8 {
        for v in u + 1..=9 {
            if graph.joins(u, v) {
                edges.push(format!("{} {}", u, v));
            }
        }
    }
    // Vertex `c + 1` holds the piece in cell `c`.
    let mut vertices = [0usize; 8];
    for (cell, &piece) in case.start.cells().iter().enumerate() {
        if piece != 0 {
            vertices[usize::from(piece) - 1] = cell + 1;
        }
    }
    let pieces: Vec<String> = vertices.iter().map(usize::to_string).collect();
    let mut text = format!("{}\n", edges.len());
    for edge in edges {
        text.push_str(&edge);
        text.push('\n');
    }
    text.push_str(&pieces.join(" "));
    text
}

/// A random ABC224 D case: each of the 36 possible edges kept with one
/// chance, itself drawn at random, so that sparse graphs (often `-1`) and
/// dense ones come alike; the pieces anywhere.
fn random_graph_case(random: &mut Seeded) -> Case {
    let keep = random.below(101);
    let mut edges = Vec::new();
    for u in 1..=9u8 {
        for v in u + 1..=9 {
            if random.below(100) < keep {
                edges.push((u, v));
            }
        }
    }
    Case {
        start: random_board(random),
        goal: Board::POJ_GOAL,
        graph: Some(Graph::from_edges(&edges).expect("edges among 1 to 9")),
    }
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
            Output::SeparatedMoves => {
                "per board a line: the moves of the blank (`u d l r`), or `unsolvable`; \
                 an empty line between two answers"
            }
            Output::Farthest => {
                "per start `Puzzle #k`, a board at the greatest distance as three rows, \
                 the blank's moves to it (`U L D R`), an empty line"
            }
            Output::GraphCount => "the fewest moves, or `-1`",
            Output::CaseCount => {
                "per case a line: `Case k: d`, d the fewest moves, or `Case k: impossible`"
            }
        }
    }

    /// The right output for `cases`, from the library's own answers.
    pub fn expected(&self, cases: &[Case], oracle: &mut Oracle) -> String {
        let mut text = String::new();
        for (index, case) in cases.iter().enumerate() {
            if index > 0 && *self == Output::SeparatedMoves {
                text.push('\n');
            }
            match self {
                Output::Farthest => {
                    text.push_str(&farthest_answer(index, &case.start));
                    continue;
                }
                Output::CaseCount => {
                    let answer = oracle
                        .path(&case.start, &case.goal)
                        .map_or("impossible".to_string(), |path| path.len().to_string());
                    text.push_str(&format!("Case {}: {}\n", index + 1, answer));
                    continue;
                }
                Output::GraphCount => {
                    let graph = case.graph.expect("a graph case has its graph");
                    let fewest = graph.fewest_moves(&case.start, &case.goal);
                    text.push_str(&fewest.map_or("-1".to_string(), |d| d.to_string()));
                    text.push('\n');
                    continue;
                }
                _ => {}
            }
            let path = oracle.path(&case.start, &case.goal);
            match (self, path) {
                (Output::Moves | Output::SeparatedMoves, Some(path)) => {
                    text.push_str(&to_letters(&path))
                }
                (Output::Moves | Output::SeparatedMoves, None) => text.push_str("unsolvable"),
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
                (Output::Farthest | Output::GraphCount | Output::CaseCount, _) => {
                    unreachable!("answered above")
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
            Output::Moves | Output::Count => judge_lines(rule, &pairs(cases), expected, actual),
            Output::NumberedMoves => judge_numbered(rule, cases, expected, actual),
            Output::SeparatedMoves => judge_separated(rule, cases, expected, actual),
            Output::Farthest => judge_farthest(cases, expected, actual),
            Output::GraphCount => judge_graph_counts(cases, expected, actual),
            Output::CaseCount => judge_case_counts(cases, expected, actual),
        }
    }
}

/// `why`, for case `index` (from 0).
fn in_case(index: usize, fault: Fault) -> Fault {
    match fault {
        Fault::Wrong(why) => Fault::Wrong(format!("case {}: {}", index + 1, why)),
        Fault::Expected(why) => Fault::Expected(format!("case {}: {}", index + 1, why)),
    }
}

/// [`Output::judge`] for [`Output::SeparatedMoves`]: answer `k` (from 0)
/// on line `2k`, an empty line between two answers, each answer by `rule`.
fn judge_separated(
    rule: Rule,
    cases: &[Case],
    expected: &[u8],
    actual: &[u8],
) -> Result<(), Fault> {
    let (expected, actual) = (answer_lines(expected), answer_lines(actual));
    let separators = |lines: &[&[u8]]| -> Result<(), String> {
        for (index, line) in lines.iter().enumerate() {
            if index % 2 == 1 && !line.is_empty() && index / 2 + 1 < cases.len() {
                return Err(format!(
                    "line {} is {}, where an empty line parts the answers for boards {} and {}",
                    index + 1,
                    shown(line),
                    index / 2 + 1,
                    index / 2 + 2
                ));
            }
        }
        Ok(())
    };
    separators(&expected).map_err(Fault::Expected)?;
    if expected.len() > 2 * cases.len() - 1 {
        return Err(Fault::Expected(format!(
            "{} for {}",
            count_of(expected.len(), "line"),
            count_of(cases.len(), "board")
        )));
    }
    for (index, case) in cases.iter().enumerate() {
        let wanted = expected.get(2 * index).copied().unwrap_or(b"");
        judge_answer(rule, &case.start, &case.goal, wanted, wanted)
            .map_err(|fault| in_case(index, fault))?;
    }
    separators(&actual).map_err(Fault::Wrong)?;
    for (index, case) in cases.iter().enumerate() {
        let wanted = expected.get(2 * index).copied().unwrap_or(b"");
        let given = match actual.get(2 * index) {
            Some(given) => *given,
            None if index + 1 == cases.len() && actual.len() == 2 * index => b"",
            None => {
                return Err(Fault::Wrong(format!(
                    "board {}: no line: the output ends after {}",
                    index + 1,
                    count_of(actual.len(), "line")
                )))
            }
        };
        judge_answer(rule, &case.start, &case.goal, wanted, given).map_err(
            |fault| match fault {
                Fault::Wrong(why) => Fault::Wrong(format!("board {}: {}", index + 1, why)),
                Fault::Expected(why) => Fault::Expected(format!("board {}: {}", index + 1, why)),
            },
        )?;
    }
    if actual.len() > 2 * cases.len() - 1 {
        return Err(Fault::Wrong(format!(
            "line {} is extra: {}, {}",
            2 * cases.len(),
            count_of(cases.len(), "board"),
            count_of(actual.len(), "line")
        )));
    }
    Ok(())
}

/// The answer to case `index` (from 0) of UVa 10085 that the library
/// gives: the first of the farthest boards, and its path.
fn farthest_answer(index: usize, start: &Board) -> String {
    let distances = Distances::from_start(start);
    let board = distances.farthest()[0];
    let path = distances
        .path_to(&board)
        .expect("a farthest board is reached");
    let letters: String = to_letters(&path).to_uppercase();
    format!(
        "Puzzle #{}\n{}\n{}\n\n",
        index + 1,
        grid_rows(&board),
        letters
    )
}

/// [`Output::judge`] for [`Output::Farthest`]: per case five lines and an
/// empty one, `Puzzle #k`, the board's three rows and the moves, checked
/// against the distances from the start; the expected output too.
fn judge_farthest(cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Fault> {
    let (expected, actual) = (answer_lines(expected), answer_lines(actual));
    for (index, case) in cases.iter().enumerate() {
        let distances = Distances::from_start(&case.start);
        farthest_block(index, &distances, &expected)
            .map_err(|why| Fault::Expected(format!("case {}: {}", index + 1, why)))?;
        farthest_block(index, &distances, &actual)
            .map_err(|why| Fault::Wrong(format!("case {}: {}", index + 1, why)))?;
    }
    if actual.len() > 6 * cases.len() - 1 {
        return Err(Fault::Wrong(format!(
            "line {} is extra: {} need {}",
            6 * cases.len(),
            count_of(cases.len(), "case"),
            count_of(6 * cases.len() - 1, "line")
        )));
    }
    Ok(())
}

/// Checks the six lines of case `index` (from 0) in `lines`.
fn farthest_block(index: usize, distances: &Distances, lines: &[&[u8]]) -> Result<(), String> {
    let first = 6 * index;
    let line = |offset: usize| -> Result<&[u8], String> {
        match lines.get(first + offset) {
            Some(line) => Ok(line),
            None if offset == 4 => Ok(b""),
            None => Err(format!(
                "no line {}: the output ends after {}",
                first + offset + 1,
                count_of(lines.len(), "line")
            )),
        }
    };
    let header = format!("Puzzle #{}", index + 1);
    if line(0)? != header.as_bytes() {
        return Err(format!(
            "line {} is {}, where \"{}\" is wanted",
            first + 1,
            shown(line(0)?),
            header
        ));
    }
    let mut text = String::new();
    for offset in 1..4 {
        text.push_str(&String::from_utf8_lossy(line(offset)?));
        text.push(' ');
    }
    let board = numbers_board(&text)
        .map_err(|why| format!("lines {} to {}: {}", first + 2, first + 4, why))?;
    let moves = line(4)?;
    distances
        .check(&board, moves)
        .map_err(|fault| fault.to_string())?;
    if let Some(separator) = lines.get(first + 5) {
        if !separator.is_empty() {
            return Err(format!(
                "line {} is {}, where an empty line ends the case",
                first + 6,
                shown(separator)
            ));
        }
    }
    Ok(())
}

/// [`Output::judge`] for [`Output::GraphCount`]: one number a case,
/// compared exactly; the expected one only checked to be a number.
fn judge_graph_counts(cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Fault> {
    let (expected, actual) = (answer_lines(expected), answer_lines(actual));
    let number = |line: &[u8]| -> Option<i64> {
        let text = std::str::from_utf8(line).ok()?;
        let value: i64 = text.parse().ok()?;
        (value >= -1 && (text == "-1" || text.bytes().all(|b| b.is_ascii_digit()))).then_some(value)
    };
    for index in 0..cases.len() {
        let wanted = expected.get(index).copied().unwrap_or(b"");
        let wanted = number(wanted).ok_or_else(|| {
            Fault::Expected(format!(
                "case {}: {} is not a number of moves or -1",
                index + 1,
                shown(wanted)
            ))
        })?;
        let given = match actual.get(index) {
            Some(line) => *line,
            None => {
                return Err(Fault::Wrong(format!(
                    "case {}: no line: the output ends after {}",
                    index + 1,
                    count_of(actual.len(), "line")
                )))
            }
        };
        let given = number(given).ok_or_else(|| {
            Fault::Wrong(format!(
                "case {}: {} is not a number of moves or -1: the answer is {}",
                index + 1,
                shown(given),
                wanted
            ))
        })?;
        if given != wanted {
            let why = match (given, wanted) {
                (-1, fewest) => format!(
                    "-1, but {} reach the goal",
                    count_of(fewest as usize, "move")
                ),
                (given, -1) => format!(
                    "{}, but the goal cannot be reached: the answer is -1",
                    given
                ),
                (given, fewest) => more_or_fewer(given as usize, fewest as usize),
            };
            return Err(Fault::Wrong(format!("case {}: {}", index + 1, why)));
        }
    }
    extra_lines(cases.len(), actual.len())
}

/// Wrong when more lines came than the `cases` answers, one a line.
fn extra_lines(cases: usize, lines: usize) -> Result<(), Fault> {
    if lines > cases {
        return Err(Fault::Wrong(format!(
            "line {} is extra: {}, {}",
            cases + 1,
            count_of(cases, "case"),
            count_of(lines, "line")
        )));
    }
    Ok(())
}

/// A `Case k:` line not written as LightOJ wants it.
struct Unread {
    why: String,
    /// What it means, written otherwise (`Impossible` and `-1` mean
    /// impossible, `None`), when it means anything.
    means: Option<Option<usize>>,
}

/// The answer of case `index` (from 0) on `line`, `Case k: d` or `Case k:
/// impossible`: `Some(d)`, or `None` for impossible; else what is wrong.
fn case_count(index: usize, line: &[u8]) -> Result<Option<usize>, Unread> {
    let prefix = format!("Case {}: ", index + 1);
    let text = std::str::from_utf8(line).unwrap_or("");
    let unread = |why: String, means| Unread { why, means };
    let answer = text.strip_prefix(&prefix).ok_or_else(|| {
        unread(
            format!("{} does not start with {:?}", shown(line), prefix),
            None,
        )
    })?;
    if answer == "impossible" {
        return Ok(None);
    }
    if eight::spells(answer.as_bytes(), "impossible") {
        return Err(unread(
            format!(
                "{:?} where LightOJ wants \"impossible\" (it compares exactly)",
                answer
            ),
            Some(None),
        ));
    }
    if answer == "-1" {
        return Err(unread(
            format!("{}: LightOJ asks for \"impossible\", not -1", shown(line)),
            Some(None),
        ));
    }
    match answer.parse::<usize>() {
        Ok(moves) if answer.bytes().all(|b| b.is_ascii_digit()) => Ok(Some(moves)),
        _ => Err(unread(
            format!(
                "{}: {:?} is not a number of moves or \"impossible\"",
                shown(line),
                answer
            ),
            None,
        )),
    }
}

/// [`Output::judge`] for [`Output::CaseCount`]: one line a case, `Case k:`
/// and the fewest moves or `impossible`, the number compared exactly (the
/// expected output is checked against the parity rule too).
fn judge_case_counts(cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Fault> {
    let (expected, actual) = (answer_lines(expected), answer_lines(actual));
    for (index, case) in cases.iter().enumerate() {
        let wanted = expected.get(index).copied().unwrap_or(b"");
        let wanted = case_count(index, wanted)
            .map_err(|unread| Fault::Expected(format!("case {}: {}", index + 1, unread.why)))?;
        let solvable = eight::is_solvable(&case.start, &case.goal);
        if wanted.is_some() != solvable {
            return Err(Fault::Expected(format!(
                "case {}: the goal {} be reached",
                index + 1,
                if solvable { "can" } else { "cannot" }
            )));
        }
        let given = match actual.get(index) {
            Some(line) => *line,
            None => {
                return Err(Fault::Wrong(format!(
                    "case {}: no line: the output ends after {}",
                    index + 1,
                    count_of(actual.len(), "line")
                )))
            }
        };
        let answer = wanted.map_or("\"impossible\"".to_string(), |d| d.to_string());
        let given = case_count(index, given).map_err(|unread| {
            // Written otherwise, it means the answer: said so; else the
            // answer is named.
            let why = match unread.means {
                Some(means) if means == wanted => unread.why,
                _ => format!("{}: the answer is {}", unread.why, answer),
            };
            Fault::Wrong(format!("case {}: {}", index + 1, why))
        })?;
        if given != wanted {
            let why = match (given, wanted) {
                (None, Some(fewest)) => format!("impossible, but the fewest moves are {}", fewest),
                (Some(given), None) => format!(
                    "{}, but the goal cannot be reached: the answer is \"impossible\"",
                    given
                ),
                (Some(given), Some(fewest)) => more_or_fewer(given, fewest),
                (None, None) => unreachable!("equal"),
            };
            return Err(Fault::Wrong(format!("case {}: {}", index + 1, why)));
        }
    }
    extra_lines(cases.len(), actual.len())
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
    for (index, Case { start, goal, .. }) in cases.iter().enumerate() {
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
                "line {} is {:?}, where {:?} is wanted",
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

    const COUNTED: Format = Format {
        input: Input::Counted { most: 100 },
        ..POJ
    };
    const GRIDS: Format = Format {
        input: Input::Grids { most: 10 },
        goal: Goal::None,
        solvable_only: false,
    };
    const GRAPH: Format = Format {
        input: Input::Graph,
        ..POJ
    };
    const LIGHTOJ: Format = Format {
        input: Input::CaseGrids { most: 1000 },
        ..POJ
    };

    #[test]
    fn each_format_reads_what_it_writes() {
        let mut random = Seeded(5);
        for format in [POJ, HDU, LUOGU, PAIRS, COUNTED, GRIDS, GRAPH, LIGHTOJ] {
            for volume in [false, true] {
                let cases = format.random(&mut random, volume);
                let text = format.write(&cases);
                assert_eq!(format.read(text.as_bytes()), Ok(cases), "{}", text);
            }
        }
        assert_eq!(HDU.random(&mut random, true).len(), VOLUME_BOARDS);
        assert_eq!(PAIRS.random(&mut random, true).len(), 3);
        assert_eq!(LIGHTOJ.random(&mut random, true).len(), 1000);
    }

    #[test]
    fn inputs_as_the_judges_write_them() {
        let poj = Case::pair(board("23415x768"), Board::POJ_GOAL);
        assert_eq!(
            POJ.read(b" 2  3  4  1  5  x  7  6  8 \r\n\n"),
            Ok(vec![poj])
        );
        assert_eq!(POJ.write(&[poj]), "2 3 4 1 5 x 7 6 8\n");
        let two = b"2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 x\n";
        assert_eq!(HDU.read(two).map(|cases| cases.len()), Ok(2));
        let luogu = Case::pair(board("283104765"), Board::LUOGU_GOAL);
        assert_eq!(LUOGU.read(b"283104765\n"), Ok(vec![luogu]));
        assert_eq!(LUOGU.write(&[luogu]), "283104765\n");
        let pairs = b"2\n12X453786\n12345678X\n564178X23\n7568X4123\n";
        let read = PAIRS.read(pairs).unwrap();
        assert_eq!(read[1], Case::pair(board("564178x23"), board("7568x4123")));
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
    fn the_new_problems_inputs_as_their_judges_write_them() {
        let uva = COUNTED
            .read(b"2\n\n2 3 4\n1 5 x\n7 6 8\n\n1 2 3 4 5 6 7 8 x\n")
            .unwrap();
        assert_eq!(uva[0], Case::pair(board("23415x768"), Board::POJ_GOAL));
        assert_eq!(uva.len(), 2);
        assert_eq!(
            COUNTED.read(b"2\n\n1 2 3 4 5 6 7 8 x\n"),
            Err("2 boards need 18 cells after the first line, not 9".to_string())
        );
        let grids = GRIDS.read(b"1\n\n2 6 4\n1 3 7\n0 5 8\n").unwrap();
        assert_eq!(grids[0].start, board("264137x58"));
        assert_eq!(
            GRIDS.write(&grids),
            "1\n\n2 6 4\n1 3 7\nx 5 8\n".replace('x', "0")
        );
        // ABC224 D's sample 1.
        let graph = GRAPH
            .read(b"5\n1 2\n1 3\n1 9\n2 9\n3 9\n3 9 2 4 5 6 7 8\n")
            .unwrap();
        assert_eq!(graph[0].start, board("x31456782"));
        assert_eq!(
            Output::GraphCount.expected(&graph, &mut Oracle::new()),
            "5\n"
        );
        for (text, why) in [
            ("37\n", "M is 37, more than 36"),
            (
                "1\n1 1\n1 2 3 4 5 6 7 8\n",
                "an edge leaves the vertices 1 to 9 or joins a vertex to itself",
            ),
            (
                "2\n1 2\n2 1\n1 2 3 4 5 6 7 8\n",
                "the edge 2 1 is given twice",
            ),
            (
                "0\n1 1 3 4 5 6 7 8\n",
                "the pieces are not on eight distinct vertices 1 to 9",
            ),
        ] {
            assert_eq!(
                GRAPH.read(text.as_bytes()),
                Err(why.to_string()),
                "{}",
                text
            );
        }
    }

    #[test]
    fn the_new_problems_outputs_judged_by_their_rules() {
        let cases = COUNTED
            .read(b"3\n\n1 2 3 4 5 6 7 x 8\n\n1 2 3 4 5 6 7 8 x\n\n1 2 3 4 5 6 8 7 x\n")
            .unwrap();
        let expected = Output::SeparatedMoves.expected(&cases, &mut Oracle::new());
        assert_eq!(expected, "r\n\n\n\nunsolvable\n");
        let judge = |actual: &str| {
            Output::SeparatedMoves.judge(
                Rule::AnyMoves,
                &cases,
                expected.as_bytes(),
                actual.as_bytes(),
            )
        };
        assert_eq!(judge("r\n\n\n\nunsolvable\n"), Ok(()));
        assert_eq!(judge("lrr\n\nlr\n\nunsolvable"), Ok(()));
        assert_eq!(
            judge("r\n\nunsolvable\n"),
            Err(Fault::Wrong(
                "board 2: \"unsolvable\", but the goal can be reached: an empty line reaches it"
                    .to_string()
            ))
        );
        assert_eq!(
            judge("r\nx\n\n\nunsolvable\n"),
            Err(Fault::Wrong(
                "line 2 is \"x\", where an empty line parts the answers for boards 1 and 2"
                    .to_string()
            ))
        );
        // UVa 10085: any farthest board, with a shortest path to it.
        let start = GRIDS.read(b"1\n2 6 4\n1 3 7\n0 5 8\n").unwrap();
        let sample = "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n";
        let ours = Output::Farthest.expected(&start, &mut Oracle::new());
        let farthest = |expected: &str, actual: &str| {
            Output::Farthest.judge(
                Rule::FewestMoves,
                &start,
                expected.as_bytes(),
                actual.as_bytes(),
            )
        };
        assert_eq!(farthest(&ours, sample), Ok(()));
        assert_eq!(farthest(sample, &ours), Ok(()));
        let short = "Puzzle #1\n8 1 5\n7 3 6\n4 2 0\nUURDDRULLURRDLLDRRULULDDRUULDD\n";
        assert_eq!(
            farthest(sample, short),
            Err(Fault::Wrong(
                "case 1: the board is 30 moves from the start, but the farthest are 31".to_string()
            ))
        );
    }

    #[test]
    fn a_line_past_the_last_case_is_wrong() {
        // ABC224 D's first sample: 5 moves, as its statement says.
        let graph = GRAPH
            .read(b"5\n1 2\n1 3\n1 9\n2 9\n3 9\n3 9 2 4 5 6 7 8\n")
            .unwrap();
        let judge = |actual: &str| {
            Output::GraphCount.judge(Rule::FewestMoves, &graph, b"5\n", actual.as_bytes())
        };
        assert_eq!(judge("5\n"), Ok(()));
        assert_eq!(
            judge("5\n5\n"),
            Err(Fault::Wrong("line 2 is extra: 1 case, 2 lines".to_string()))
        );
        // LightOJ 1139: one case, the solved board, 0 moves.
        let solved = LIGHTOJ.read(b"1\n\n1 2 3\n4 5 6\n7 8 0\n").unwrap();
        let judge = |actual: &str| {
            Output::CaseCount.judge(
                Rule::FewestMoves,
                &solved,
                b"Case 1: 0\n",
                actual.as_bytes(),
            )
        };
        assert_eq!(judge("Case 1: 0\n"), Ok(()));
        assert_eq!(
            judge("Case 1: 0\nCase 2: 0\n"),
            Err(Fault::Wrong("line 2 is extra: 1 case, 2 lines".to_string()))
        );
    }

    #[test]
    fn a_wrong_answer_says_what_was_wanted() {
        let wrong = |output: Output, cases: &[Case], expected: &str, actual: &str| match output
            .judge(Rule::Count, cases, expected.as_bytes(), actual.as_bytes())
        {
            Err(Fault::Wrong(why)) => why,
            other => panic!("{:?}", other),
        };
        // ABC224 D's first sample: 5 moves.
        let graph = GRAPH
            .read(b"5\n1 2\n1 3\n1 9\n2 9\n3 9\n3 9 2 4 5 6 7 8\n")
            .unwrap();
        let graph_count = |actual| wrong(Output::GraphCount, &graph, "5\n", actual);
        assert_eq!(graph_count("7\n"), "case 1: 7 moves, but 5 are enough");
        assert_eq!(graph_count("3\n"), "case 1: 3 moves, but the fewest are 5");
        assert_eq!(
            graph_count("five\n"),
            "case 1: \"five\" is not a number of moves or -1: the answer is 5"
        );
        assert_eq!(
            wrong(Output::GraphCount, &graph, "-1\n", "5\n"),
            "case 1: 5, but the goal cannot be reached: the answer is -1"
        );
        // LightOJ 1139: one move, and 7 and 8 swapped.
        let cases = LIGHTOJ
            .read(b"2\n\n1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n8 7 0\n")
            .unwrap();
        let expected = "Case 1: 1\nCase 2: impossible\n";
        let case_count = |actual| wrong(Output::CaseCount, &cases, expected, actual);
        assert_eq!(
            case_count("Case 1: 3\nCase 2: impossible\n"),
            "case 1: 3 moves, but 1 is enough"
        );
        assert_eq!(
            case_count("Case 1: 1\nCase 2: Impossible\n"),
            "case 2: \"Impossible\" where LightOJ wants \"impossible\" (it compares exactly)"
        );
        assert_eq!(
            case_count("Case 1: -1\nCase 2: impossible\n"),
            "case 1: \"Case 1: -1\": LightOJ asks for \"impossible\", not -1: the answer is 1"
        );
        assert_eq!(
            case_count("Case 1: 1\nCase 2: 9\n"),
            "case 2: 9, but the goal cannot be reached: the answer is \"impossible\""
        );
        assert_eq!(
            case_count("Case 1: one\nCase 2: impossible\n"),
            "case 1: \"Case 1: one\": \"one\" is not a number of moves or \"impossible\": \
             the answer is 1"
        );
        // POJ's format: the keyword in another case.
        let unsolvable = [Case::pair(board("12345687x"), Board::POJ_GOAL)];
        assert_eq!(
            Output::Moves.judge(
                Rule::AnyMoves,
                &unsolvable,
                b"unsolvable\n",
                b"Unsolvable\n"
            ),
            Err(Fault::Wrong(
                "board 1: \"Unsolvable\" where the judge wants \"unsolvable\" (it compares \
                 exactly)"
                    .to_string()
            ))
        );
        // UVa 10085: the header names what it wants.
        let start = GRIDS.read(b"1\n2 6 4\n1 3 7\n0 5 8\n").unwrap();
        let ours = Output::Farthest.expected(&start, &mut Oracle::new());
        assert_eq!(
            Output::Farthest.judge(
                Rule::FewestMoves,
                &start,
                ours.as_bytes(),
                ours.replace("Puzzle #1", "Puzzle 1").as_bytes()
            ),
            Err(Fault::Wrong(
                "case 1: line 1 is \"Puzzle 1\", where \"Puzzle #1\" is wanted".to_string()
            ))
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
            "case 2: line 3 is \"Case 2:8\", where \"Case 2: 8\" is wanted"
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
