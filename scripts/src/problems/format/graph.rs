//! Eight pieces on a graph of nine vertices, answered with the fewest
//! moves (AtCoder ABC224 D "8 Puzzle on Graph").

use super::answer::extra_lines;
use super::finding::on_lines;
use super::{random_board, Case, Description, Finding, Format};
use super::{Goal, ReadError, Shape};
use crate::problems::oracle::Oracle;
use eight::graph::{placement, Graph};
use eight::sample::Seeded;
use eight::{count_of, more_or_fewer, shown, Board};

/// `M`, then `M` edges `u v` among the vertices 1 to 9, then the vertices
/// of pieces 1 to 8; the goal piece `i` on vertex `i`. The answer, the
/// fewest moves or `-1`, is compared exactly, since no parity rule holds
/// on a graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnGraph;

/// Vertex `c + 1` holds the piece in cell `c`: the goal, piece `i` on
/// vertex `i`, is POJ 1077's board.
const GOAL: Board = Board::POJ_GOAL;

/// The edges of `case`'s graph, each `(u, v)` with `u < v`, in order.
fn edges_of(case: &Case) -> Vec<(u8, u8)> {
    let graph = case.graph.expect("a graph case has its graph");
    let mut edges = Vec::new();
    for u in 1..=9u8 {
        for v in u + 1..=9 {
            if graph.joins(u, v) {
                edges.push((u, v));
            }
        }
    }
    edges
}

impl Format for OnGraph {
    /// Its edges: any number of them, 0 to 36, is an input the statement
    /// allows.
    fn parts(&self, case: &Case) -> usize {
        edges_of(case).len()
    }

    fn parts_name(&self) -> &'static str {
        "edges"
    }

    fn with_parts(&self, case: &Case, kept: &[usize]) -> Case {
        let edges = edges_of(case);
        let kept: Vec<(u8, u8)> = kept.iter().filter_map(|&i| edges.get(i).copied()).collect();
        Case {
            graph: Some(Graph::from_edges(&kept).expect("edges of a graph")),
            ..*case
        }
    }

    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let text =
            std::str::from_utf8(input).map_err(|_| ReadError::new("not UTF-8 text".to_string()))?;
        Ok(vec![graph_case(text)?])
    }

    fn write(&self, cases: &[Case]) -> String {
        assert_eq!(cases.len(), 1, "one case a run");
        let mut text = graph_input(&cases[0]);
        text.push('\n');
        text
    }

    fn random(&self, random: &mut Seeded, _volume: bool) -> Vec<Case> {
        vec![random_graph_case(random)]
    }

    fn describe(&self) -> Description {
        Description {
            input: "`M`, then `M` edges `u v` of an undirected graph on the vertices 1-9, then \
                    the vertices of pieces 1-8; goal: piece `i` on vertex `i`"
                .to_string(),
            output: "the fewest moves, or `-1`",
            rule: "the exact number of moves on the case's graph",
            others: None,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::Fixed(GOAL),
            one_case: true,
            solvable_only: false,
            lines_a_case: 1,
        }
    }

    fn expected(&self, cases: &[Case], _: &mut Oracle) -> String {
        let mut text = String::new();
        for case in cases {
            let graph = case.graph.expect("a graph case has its graph");
            let fewest = graph.fewest_moves(&case.start, &case.goal_board());
            text.push_str(&fewest.map_or("-1".to_string(), |d| d.to_string()));
            text.push('\n');
        }
        text
    }

    /// One number a case, compared exactly; the expected one only checked
    /// to be a number.
    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        on_lines(expected, actual, |expected, actual| {
            judge_counts(cases.len(), expected, actual)
        })
    }

    fn strictest(&self) -> Box<dyn Format> {
        Box::new(*self)
    }
}

/// A line's number of moves or `-1`.
fn number(line: &[u8]) -> Option<i64> {
    let text = std::str::from_utf8(line).ok()?;
    let value: i64 = text.parse().ok()?;
    (value >= -1 && (text == "-1" || text.bytes().all(|b| b.is_ascii_digit()))).then_some(value)
}

/// [`OnGraph::judge`] on the lines of both outputs, `cases` of them.
fn judge_counts(cases: usize, expected: &[&[u8]], actual: &[&[u8]]) -> Result<(), Finding> {
    for index in 0..cases {
        let (case, line) = (Some(index + 1), Some(index + 1));
        let in_case = |why: String| format!("case {}: {}", index + 1, why);
        let wanted = expected.get(index).copied().unwrap_or(b"");
        let wanted = number(wanted).ok_or_else(|| {
            let why = format!("{} is not a number of moves or -1", shown(wanted));
            Finding::expected(case, line, in_case(why))
        })?;
        let given = actual.get(index).ok_or_else(|| {
            let why = format!(
                "no line: the output ends after {}",
                count_of(actual.len(), "line")
            );
            Finding::wrong(case, line, in_case(why))
        })?;
        let given = number(given).ok_or_else(|| {
            let why = format!(
                "{} is not a number of moves or -1: the answer is {}",
                shown(given),
                wanted
            );
            Finding::wrong(case, line, in_case(why))
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
            return Err(Finding::wrong(case, line, in_case(why)));
        }
    }
    extra_lines(cases, actual.len())
}

/// Reads ABC224 D's input: `M`, the edges, the pieces' vertices.
fn graph_case(text: &str) -> Result<Case, ReadError> {
    let mut numbers = Vec::new();
    for token in text.split_ascii_whitespace() {
        let number: u8 = token
            .parse()
            .map_err(|_| ReadError::new(format!("{:?} is not a number", token)))?;
        numbers.push(number);
    }
    let edges = usize::from(*numbers.first().ok_or_else(|| ReadError::new("no M"))?);
    if edges > 36 {
        return Err(ReadError::new(format!("M is {}, more than 36", edges)));
    }
    if numbers.len() != 1 + 2 * edges + 8 {
        return Err(ReadError::new(format!(
            "M = {} needs {} numbers after it, not {}",
            edges,
            2 * edges + 8,
            numbers.len() - 1
        )));
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
            return Err(ReadError::new(format!(
                "the edge {} {} is given twice",
                u, v
            )));
        }
    }
    let graph = Graph::from_edges(&pairs).ok_or_else(|| {
        ReadError::new("an edge leaves the vertices 1 to 9 or joins a vertex to itself")
    })?;
    let mut pieces = [0u8; 8];
    pieces.copy_from_slice(&numbers[1 + 2 * edges..]);
    let start = placement(&pieces)
        .ok_or_else(|| ReadError::new("the pieces are not on eight distinct vertices 1 to 9"))?;
    Ok(Case {
        graph: Some(graph),
        ..Case::pair(start, GOAL)
    })
}

/// ABC224 D's input for `case`, but its last newline.
fn graph_input(case: &Case) -> String {
    let edges: Vec<String> = edges_of(case)
        .iter()
        .map(|(u, v)| format!("{} {}", u, v))
        .collect();
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
        graph: Some(Graph::from_edges(&edges).expect("edges among 1 to 9")),
        ..Case::pair(random_board(random), GOAL)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_graphs_parts_are_its_edges_and_any_of_them_is_a_case() {
        let case = OnGraph.read(SAMPLE_1).unwrap()[0];
        let edges = edges_of(&case);
        assert_eq!(OnGraph.parts(&case), edges.len());
        // Its first and last edges kept: an input the statement allows,
        // read back as written.
        let smaller = OnGraph.with_parts(&case, &[0, edges.len() - 1]);
        assert_eq!(edges_of(&smaller), [edges[0], edges[edges.len() - 1]]);
        assert_eq!(smaller.start, case.start);
        let written = OnGraph.write(&[smaller]);
        assert_eq!(OnGraph.read(written.as_bytes()).unwrap(), [smaller]);
        assert!(written.starts_with("2\n"), "{}", written);
    }
    use crate::problems::format::testing::{board, reads_what_it_writes};

    /// ABC224 D's first sample: 5 moves, as its statement says.
    const SAMPLE_1: &[u8] = b"5\n1 2\n1 3\n1 9\n2 9\n3 9\n3 9 2 4 5 6 7 8\n";

    #[test]
    fn the_input_as_abc224d_writes_it() {
        assert_eq!(reads_what_it_writes(&OnGraph).len(), 1);
        let graph = OnGraph.read(SAMPLE_1).unwrap();
        assert_eq!(graph[0].start, board("x31456782"));
        assert_eq!(OnGraph.expected(&graph, &mut Oracle::new()), "5\n");
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
                OnGraph.read(text.as_bytes()),
                Err(ReadError::new(why.to_string())),
                "{}",
                text
            );
        }
    }

    #[test]
    fn a_count_is_compared_exactly_and_names_the_answer() {
        let graph = OnGraph.read(SAMPLE_1).unwrap();
        let judge = |expected: &str, actual: &str| {
            OnGraph
                .judge(&graph, expected.as_bytes(), actual.as_bytes())
                .map_err(|finding| finding.text)
        };
        assert_eq!(judge("5\n", "5\n"), Ok(()));
        for (expected, actual, why) in [
            ("5\n", "7\n", "case 1: 7 moves, but 5 are enough"),
            ("5\n", "3\n", "case 1: 3 moves, but the fewest are 5"),
            (
                "5\n",
                "five\n",
                "case 1: \"five\" is not a number of moves or -1: the answer is 5",
            ),
            (
                "-1\n",
                "5\n",
                "case 1: 5, but the goal cannot be reached: the answer is -1",
            ),
            ("5\n", "5\n5\n", "line 2 is extra: 1 case, 2 lines"),
        ] {
            assert_eq!(judge(expected, actual), Err(why.to_string()), "{}", actual);
        }
        let found = OnGraph.judge(&graph, b"5\n", b"7\n").unwrap_err();
        assert_eq!(
            (
                found.case,
                found.line,
                found.wanted.as_deref(),
                found.given.as_deref()
            ),
            (Some(1), Some(1), Some("5"), Some("7"))
        );
    }
}
