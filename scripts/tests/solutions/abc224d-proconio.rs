// ABC224 D "8 Puzzle on Graph" as AtCoder Rust code is written: the input
// read by proconio's `input!`, itertools for the board's key; a BFS over
// the placements of the pieces from the start.
use itertools::Itertools;
use proconio::input;
use proconio::marker::Usize1;
use std::collections::{HashMap, VecDeque};

fn main() {
    input! {
        m: usize,
        edges: [(Usize1, Usize1); m],
        p: [Usize1; 8],
    }
    let mut next = vec![Vec::new(); 9];
    for &(u, v) in &edges {
        next[u].push(v);
        next[v].push(u);
    }
    // board[v]: the piece on vertex v, 0 for none.
    let mut start = [0u8; 9];
    for (piece, &v) in p.iter().enumerate() {
        start[v] = piece as u8 + 1;
    }
    let goal: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let key = |board: &[u8; 9]| board.iter().join("");
    let mut seen = HashMap::new();
    seen.insert(key(&start), 0usize);
    let mut queue = VecDeque::from(vec![(start, 0usize)]);
    while let Some((board, moves)) = queue.pop_front() {
        if board == goal {
            println!("{}", moves);
            return;
        }
        let empty = board.iter().position(|&x| x == 0).unwrap();
        for &v in &next[empty] {
            let mut after = board;
            after.swap(empty, v);
            let k = key(&after);
            if !seen.contains_key(&k) {
                seen.insert(k, moves + 1);
                queue.push_back((after, moves + 1));
            }
        }
    }
    println!("-1");
}
