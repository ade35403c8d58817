//! AtCoder ABC224 D "8 Puzzle on Graph", a whole solution to paste: std
//! only, one file (https://atcoder.jp/contests/abc224/tasks/abc224_d).
//!
//! ```text
//! cargo run --release -q -p eight --example abc224d < case.in
//! ```
//!
//! Nine vertices, M undirected edges, eight pieces; a move slides a piece
//! along an edge into the empty vertex. The answer is the fewest moves that
//! put piece j on vertex j, or -1. The placements are the 9! orders of
//! nine cells, as on the 3x3 board, so a breadth-first search marks them by
//! Cantor rank in a flat array of 9! flags; only the moves come from the
//! graph. No parity rule: the grid's is false on a graph with an odd cycle.
//! (`eight::graph` is the library's version of the same search.)

use std::io::{self, Read, Write};

/// The number of placements, 9!.
const STATES: usize = 362_880;

/// The empty vertex, among the pieces 1..=8 of a placement.
const EMPTY: u8 = 0;

fn main() {
    let mut input = String::new();
    io::stdin()
        .read_to_string(&mut input)
        .expect("read the input");
    let (near, start) = parse(&input);
    let answer = match fewest_moves(&near, start) {
        Some(moves) => moves.to_string(),
        None => "-1".to_string(),
    };
    let mut out = io::stdout();
    writeln!(out, "{}", answer).expect("write the answer");
}

/// The neighbours of each vertex (from 0) and the start placement (cell
/// `v` holds the piece on vertex `v + 1`, [`EMPTY`] for none), from the
/// input: M, M edges `u v`, then `p1 ... p8`.
fn parse(input: &str) -> (Vec<Vec<usize>>, [u8; 9]) {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|token| token.parse::<usize>().expect("an integer"));
    let mut next = || numbers.next().expect("more input");
    let edges = next();
    let mut near = vec![Vec::new(); 9];
    for _ in 0..edges {
        let (u, v) = (next() - 1, next() - 1);
        near[u].push(v);
        near[v].push(u);
    }
    let mut start = [EMPTY; 9];
    for piece in 1..=8 {
        start[next() - 1] = piece;
    }
    (near, start)
}

/// The fewest moves from `start` to piece j on vertex j (the last vertex
/// empty), or `None`: a breadth-first search, one level at a time, that
/// stops when it meets the goal. O(9!) placements at most, 9! bytes of
/// marks.
fn fewest_moves(near: &[Vec<usize>], start: [u8; 9]) -> Option<u32> {
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, EMPTY];
    let mut seen = vec![false; STATES];
    seen[rank(&start)] = true;
    let mut level = vec![start];
    let mut moves = 0;
    while !level.is_empty() {
        let mut next_level = Vec::new();
        for placement in level {
            if placement == goal {
                return Some(moves);
            }
            let empty = placement.iter().position(|&piece| piece == EMPTY)?;
            for &vertex in &near[empty] {
                let mut next = placement;
                next.swap(empty, vertex);
                let mark = &mut seen[rank(&next)];
                if !*mark {
                    *mark = true;
                    next_level.push(next);
                }
            }
        }
        level = next_level;
        moves += 1;
    }
    None
}

/// The Cantor rank of a placement: its position among the 9! orders of
/// 0..=8 in lexicographic order, a perfect hash into `0..9!`. O(9^2).
fn rank(cells: &[u8; 9]) -> usize {
    let mut rank = 0;
    for (i, &cell) in cells.iter().enumerate() {
        let smaller_after = cells[i + 1..].iter().filter(|&&c| c < cell).count();
        rank = rank * (9 - i) + smaller_after;
    }
    rank
}
