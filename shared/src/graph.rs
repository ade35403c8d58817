//! The eight-puzzle on any graph of nine vertices (ABC224 D): a BFS over Cantor ranks.
//!
//! The graph's edges stand in for the grid's moves.
//! A placement of the eight pieces on the vertices 1..=9 is a [`Board`]
//! read as "vertex `i + 1` holds the piece in cell `i`", [`BLANK`] for the
//! empty vertex: the same 9! states, so the same Cantor rank marks them.
//! What changes is which moves exist, and with them which placements can
//! reach which: the grid's parity rule ([`crate::is_solvable`]) is a fact
//! of the grid, and is false on a graph with an odd cycle, so nothing here
//! uses it.

use crate::board::{Board, BLANK};
use crate::cantor::{rank, STATES};
use crate::moves::Move;

/// An undirected graph on the vertices 1..=9: bit `w - 1` of `near[v - 1]`
/// is set when `v` and `w` are joined.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Graph {
    near: [u16; 9],
}

impl Graph {
    /// The graph of `edges`, pairs of vertices of 1..=9; an edge named twice
    /// (either way round) is one edge. Returns `None` when an edge leaves
    /// 1..=9 or joins a vertex to itself. O(edges).
    ///
    /// # Examples
    /// ```
    /// use eight::graph::Graph;
    ///
    /// let triangle = Graph::from_edges(&[(1, 2), (2, 9), (9, 1)]).unwrap();
    /// assert!(triangle.joins(9, 2) && !triangle.joins(1, 3));
    /// assert_eq!(Graph::from_edges(&[(1, 10)]), None);
    /// assert_eq!(Graph::from_edges(&[(4, 4)]), None);
    /// ```
    pub fn from_edges(edges: &[(u8, u8)]) -> Option<Graph> {
        let mut near = [0u16; 9];
        for &(u, v) in edges {
            if u == v || !(1..=9).contains(&u) || !(1..=9).contains(&v) {
                return None;
            }
            near[usize::from(u - 1)] |= 1 << (v - 1);
            near[usize::from(v - 1)] |= 1 << (u - 1);
        }
        Some(Graph { near })
    }

    /// The 3x3 board as a graph: vertex `c + 1` is cell `c`, joined to the
    /// cells above, below and beside it (12 edges). On it a placement's
    /// moves are the board's.
    pub fn grid() -> Graph {
        let mut near = [0u16; 9];
        for (cell, near) in near.iter_mut().enumerate() {
            for other in Move::ALL.iter().filter_map(|step| step.target(cell)) {
                *near |= 1 << other;
            }
        }
        Graph { near }
    }

    /// Whether the vertices `u` and `v` (each of 1..=9) are joined. O(1).
    ///
    /// # Panics
    /// When `u` or `v` is not in 1..=9.
    pub fn joins(&self, u: u8, v: u8) -> bool {
        assert!(
            (1..=9).contains(&u) && (1..=9).contains(&v),
            "vertices are 1..=9"
        );
        self.near[usize::from(u - 1)] & 1 << (v - 1) != 0
    }

    /// The fewest moves from the placement `start` to `goal`, a move sliding
    /// a piece along an edge into the empty vertex; `None` when `goal`
    /// cannot be reached. Placements are boards read as the module's
    /// documentation says.
    ///
    /// # Complexity
    /// One breadth-first search from `start`, stopped at `goal`: at most the
    /// 9! placements, each ranked in O(9) and expanded in O(its empty
    /// vertex's degree); 9! bytes of marks and a queue of up to 9! boards
    /// (3.3 MB). On the grid that is the 9!/2 boards of `start`'s half.
    ///
    /// # Examples
    /// ```
    /// use eight::graph::Graph;
    /// use eight::{parse_boards, Board};
    ///
    /// // POJ 1077's sample: on the grid, the board's own 19 moves.
    /// let start = parse_boards(b"2 3 4 1 5 x 7 6 8").unwrap()[0];
    /// assert_eq!(Graph::grid().fewest_moves(&start, &Board::POJ_GOAL), Some(19));
    /// ```
    pub fn fewest_moves(&self, start: &Board, goal: &Board) -> Option<u32> {
        let mut seen = vec![false; STATES];
        seen[rank(start) as usize] = true;
        let mut queue = vec![*start];
        // Boards before `level_end` are `distance` moves from the start.
        let (mut head, mut level_end, mut distance) = (0, 1, 0);
        while head < queue.len() {
            if head == level_end {
                level_end = queue.len();
                distance += 1;
            }
            let board = queue[head];
            head += 1;
            if board == *goal {
                return Some(distance);
            }
            let empty = board.blank();
            let mut joined = self.near[empty];
            while joined != 0 {
                let vertex = joined.trailing_zeros() as usize;
                joined &= joined - 1;
                let mut next = board;
                next.swap(empty, vertex);
                let mark = &mut seen[rank(&next) as usize];
                if !*mark {
                    *mark = true;
                    queue.push(next);
                }
            }
        }
        None
    }
}

/// ABC224 D's placement: piece `j` on vertex `pieces[j - 1]`, the vertex
/// no piece names empty. `None` unless the eight are distinct vertices of
/// 1..=9. O(8).
///
/// # Examples
/// ```
/// use eight::graph::placement;
///
/// // ABC224 D's sample 1: pieces 1, 2 and 3 on vertices 3, 9 and 2, vertex 1 empty.
/// let start = placement(&[3, 9, 2, 4, 5, 6, 7, 8]).unwrap();
/// assert_eq!(start.to_string(), "x31456782");
/// assert_eq!(placement(&[1, 1, 2, 3, 4, 5, 6, 7]), None);
/// ```
pub fn placement(pieces: &[u8; 8]) -> Option<Board> {
    let mut cells = [BLANK; 9];
    for (piece, &vertex) in (1..).zip(pieces) {
        if !(1..=9).contains(&vertex) || cells[usize::from(vertex - 1)] != BLANK {
            return None;
        }
        cells[usize::from(vertex - 1)] = piece;
    }
    Board::from_cells(cells)
}

/// ABC224 D's answer: the fewest moves that put piece `j` on vertex `j` for
/// every `j` (vertex 9 empty), on the undirected graph of `edges`, from
/// piece `j` on vertex `pieces[j - 1]`; `None` (the judge's `-1`) when no
/// sequence of moves does.
///
/// # Panics
/// When an edge leaves 1..=9 or is a loop, or the pieces are not eight
/// distinct vertices of 1..=9 (the statement's constraints).
///
/// # Complexity
/// [`Graph::fewest_moves`]'s: O(9!) at most, 9! bytes and a 3.3 MB queue.
///
/// # Examples
/// ```
/// // https://atcoder.jp/contests/abc224/tasks/abc224_d, samples 1 and 3.
/// let edges = [(1, 2), (1, 3), (1, 9), (2, 9), (3, 9)];
/// assert_eq!(eight::graph::fewest_moves(&edges, &[3, 9, 2, 4, 5, 6, 7, 8]), Some(5));
/// let grid = [(8, 5), (9, 6), (4, 5), (4, 1), (2, 5), (8, 9), (2, 1), (3, 6), (8, 7), (6, 5), (7, 4), (2, 3)];
/// assert_eq!(eight::graph::fewest_moves(&grid, &[1, 2, 3, 4, 5, 6, 8, 7]), None);
/// ```
pub fn fewest_moves(edges: &[(u8, u8)], pieces: &[u8; 8]) -> Option<u32> {
    let graph = match Graph::from_edges(edges) {
        Some(graph) => graph,
        None => panic!("an edge leaves the vertices 1..=9 or is a loop"),
    };
    let start = match placement(pieces) {
        Some(start) => start,
        None => panic!("the pieces are not eight distinct vertices of 1..=9"),
    };
    graph.fewest_moves(&start, &Board::POJ_GOAL)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;
    use crate::table::Table;

    // https://atcoder.jp/contests/abc224/tasks/abc224_d
    const SAMPLE_EDGES: [(u8, u8); 5] = [(1, 2), (1, 3), (1, 9), (2, 9), (3, 9)];

    #[test]
    fn abc224d_sample1() {
        assert_eq!(
            fewest_moves(&SAMPLE_EDGES, &[3, 9, 2, 4, 5, 6, 7, 8]),
            Some(5)
        );
    }

    #[test]
    fn abc224d_sample2() {
        assert_eq!(
            fewest_moves(&SAMPLE_EDGES, &[1, 2, 3, 4, 5, 6, 7, 8]),
            Some(0)
        );
    }

    #[test]
    fn abc224d_sample4() {
        let edges = [
            (6, 5),
            (5, 4),
            (4, 1),
            (4, 7),
            (8, 5),
            (2, 1),
            (2, 5),
            (6, 9),
            (3, 6),
            (9, 8),
            (8, 7),
            (3, 2),
        ];
        assert_eq!(fewest_moves(&edges, &[2, 3, 4, 6, 1, 9, 7, 8]), Some(16));
    }

    #[test]
    fn no_edges_no_moves() {
        assert_eq!(fewest_moves(&[], &[1, 2, 3, 4, 5, 6, 7, 8]), Some(0));
        assert_eq!(fewest_moves(&[], &[1, 2, 3, 4, 5, 6, 7, 9]), None);
    }

    #[test]
    fn a_triangle_swaps_what_the_grid_cannot() {
        // Pieces 1 and 2 swapped: on the grid the wrong parity (unreachable);
        // around the triangle 1-2-9, three moves.
        let swapped = [2, 1, 3, 4, 5, 6, 7, 8];
        assert_eq!(fewest_moves(&[(1, 2), (2, 9), (9, 1)], &swapped), Some(3));
        let start = placement(&swapped).unwrap();
        assert_eq!(Graph::grid().fewest_moves(&start, &Board::POJ_GOAL), None);
    }

    #[test]
    fn a_path_keeps_the_pieces_in_order() {
        let path: Vec<(u8, u8)> = (1..9).map(|v| (v, v + 1)).collect();
        assert_eq!(fewest_moves(&path, &[1, 2, 3, 4, 5, 6, 7, 9]), Some(1));
        assert_eq!(fewest_moves(&path, &[1, 2, 3, 4, 5, 6, 9, 7]), None);
    }

    #[test]
    fn the_grid_is_the_board() {
        let grid = Graph::grid();
        let edges: Vec<(u8, u8)> = (1..=9)
            .flat_map(|u| (1..=9).map(move |v| (u, v)))
            .filter(|&(u, v)| u < v && grid.joins(u, v))
            .collect();
        assert_eq!(edges.len(), 12);
        assert!(grid.joins(1, 2) && grid.joins(5, 8) && !grid.joins(3, 4));
        let table = Table::build(&Board::POJ_GOAL);
        for start in [
            "23415x768",
            "8672543x1",
            "12345678x",
            "21345678x",
            "x87654321",
        ] {
            let start = board(start);
            assert_eq!(
                grid.fewest_moves(&start, &Board::POJ_GOAL),
                table.distance(&start)
            );
        }
    }

    #[test]
    fn bad_graphs_and_placements_are_refused() {
        assert_eq!(Graph::from_edges(&[(0, 1)]), None);
        assert_eq!(Graph::from_edges(&[(9, 9)]), None);
        assert_eq!(
            Graph::from_edges(&[(1, 2), (2, 1)]),
            Graph::from_edges(&[(1, 2)])
        );
        assert_eq!(placement(&[1, 2, 3, 4, 5, 6, 7, 10]), None);
        assert_eq!(placement(&[0, 2, 3, 4, 5, 6, 7, 8]), None);
    }

    #[test]
    #[should_panic(expected = "distinct vertices")]
    fn fewest_moves_panics_on_repeated_pieces() {
        fewest_moves(&[], &[1, 1, 3, 4, 5, 6, 7, 8]);
    }
}
