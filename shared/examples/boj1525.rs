//! Baekjoon 1525 "퍼즐" and Aizu ALDS1_13_B "8 Puzzle", a whole solution
//! to paste: std only, one file (https://www.acmicpc.net/problem/1525,
//! https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=ALDS1_13_B).
//!
//! ```text
//! cargo run --release -q -p eight --example boj1525 < case.in
//! ```
//!
//! Both give one board as three rows of three numbers, `0` the blank, and
//! ask the fewest moves to 1 2 3 / 4 5 6 / 7 8 0; Baekjoon's `-1` where the
//! goal cannot be reached (Aizu's boards always can). The parity of the
//! tiles' inversions decides that first: a move never changes it, and the
//! goal's is even. Then a breadth-first search, one level at a time, marks
//! boards by Cantor rank in a flat array of 9! flags (362,880 bytes, well
//! within Baekjoon's 32 MB), and stops when it meets the goal.

use std::io::{self, Read, Write};

/// The number of boards, 9!.
const STATES: usize = 362_880;

/// The blank.
const BLANK: u8 = 0;

fn main() {
    let mut input = String::new();
    io::stdin()
        .read_to_string(&mut input)
        .expect("read the input");
    let start = parse(&input);
    let answer = match fewest_moves(start) {
        Some(moves) => moves.to_string(),
        None => "-1".to_string(),
    };
    let mut out = io::stdout();
    writeln!(out, "{}", answer).expect("write the answer");
}

/// The board of the input: nine numbers in any layout, rows top to bottom.
fn parse(input: &str) -> [u8; 9] {
    let mut board = [BLANK; 9];
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|token| token.parse::<u8>().expect("a number 0-8"));
    for cell in board.iter_mut() {
        *cell = numbers.next().expect("nine numbers");
    }
    board
}

/// Whether the tiles of `board` (the blank left out) hold an even number
/// of inversions, as the goal's do: the boards a move can reach.
fn even(board: &[u8; 9]) -> bool {
    let tiles: Vec<u8> = board.iter().copied().filter(|&c| c != BLANK).collect();
    let mut inversions = 0;
    for (i, &a) in tiles.iter().enumerate() {
        inversions += tiles[i + 1..].iter().filter(|&&b| b < a).count();
    }
    inversions % 2 == 0
}

/// The fewest moves from `start` to the goal, or `None` when its parity
/// is the other one.
fn fewest_moves(start: [u8; 9]) -> Option<u32> {
    if !even(&start) {
        return None;
    }
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, BLANK];
    let mut seen = vec![false; STATES];
    seen[rank(&start)] = true;
    let mut level = vec![start];
    let mut moves = 0;
    while !level.is_empty() {
        let mut next_level = Vec::new();
        for board in level {
            if board == goal {
                return Some(moves);
            }
            let blank = board.iter().position(|&c| c == BLANK)?;
            for cell in neighbours(blank) {
                let mut next = board;
                next.swap(blank, cell);
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

/// The cells next to `cell` on the 3x3 board.
fn neighbours(cell: usize) -> Vec<usize> {
    let (row, column) = (cell / 3, cell % 3);
    let mut near = Vec::with_capacity(4);
    if row > 0 {
        near.push(cell - 3);
    }
    if row < 2 {
        near.push(cell + 3);
    }
    if column > 0 {
        near.push(cell - 1);
    }
    if column < 2 {
        near.push(cell + 1);
    }
    near
}

/// The Cantor rank of a board: its position among the 9! orders of 0..=8
/// in lexicographic order, a perfect hash into `0..9!`. O(9^2).
fn rank(cells: &[u8; 9]) -> usize {
    let mut rank = 0;
    for (i, &cell) in cells.iter().enumerate() {
        let smaller_after = cells[i + 1..].iter().filter(|&&c| c < cell).count();
        rank = rank * (9 - i) + smaller_after;
    }
    rank
}
