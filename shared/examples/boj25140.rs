//! Baekjoon 25140 KLIZA, a whole solution to paste: std only, one file
//! (https://www.acmicpc.net/problem/25140).
//!
//! ```text
//! cargo run --release -q -p eight --example boj25140 < case.in
//! ```
//!
//! One board as three rows of three cells, `X` the blank, always solvable;
//! the answer is `N`, the fewest moves to 1 2 3 / 4 5 6 / 7 8 X, then the
//! `N` tiles moved into the blank, in order (any shortest sequence is
//! taken). A breadth-first search from the start keeps, for each board by
//! Cantor rank, the tile whose move reached it; the tiles are walked back
//! from the goal, and printed first move first.

use std::io::{self, Read, Write};

/// The number of boards, 9!.
const STATES: usize = 362_880;

/// The blank.
const BLANK: u8 = 0;

/// No board reached yet.
const UNSEEN: u8 = u8::MAX;

fn main() {
    let mut input = String::new();
    io::stdin()
        .read_to_string(&mut input)
        .expect("read the input");
    let mut start = [BLANK; 9];
    for (cell, token) in start.iter_mut().zip(input.split_ascii_whitespace()) {
        *cell = if token == "X" {
            BLANK
        } else {
            token.parse().expect("a tile 1-8 or X")
        };
    }
    let tiles = tiles_moved(start);
    let listed: Vec<String> = tiles.iter().map(u8::to_string).collect();
    let mut out = io::stdout();
    writeln!(out, "{}\n{}", tiles.len(), listed.join(" ")).expect("write the answer");
}

/// The tiles moved into the blank, in order, on a shortest way from
/// `start` to the goal (empty when `start` is the goal or cannot reach it).
fn tiles_moved(start: [u8; 9]) -> Vec<u8> {
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, BLANK];
    // The tile whose move reached each board, by rank; the start's is 0.
    let mut moved = vec![UNSEEN; STATES];
    moved[rank(&start)] = 0;
    let mut level = vec![start];
    'search: while !level.is_empty() {
        let mut next_level = Vec::new();
        for board in level {
            if board == goal {
                break 'search;
            }
            let blank = board.iter().position(|&c| c == BLANK).expect("a blank");
            for cell in neighbours(blank) {
                let mut next = board;
                next.swap(blank, cell);
                let mark = &mut moved[rank(&next)];
                if *mark == UNSEEN {
                    *mark = board[cell];
                    next_level.push(next);
                }
            }
        }
        level = next_level;
    }
    if moved[rank(&goal)] == UNSEEN {
        return Vec::new();
    }
    // Walk back: undoing the move of tile t puts the blank where t is.
    let mut tiles = Vec::new();
    let mut board = goal;
    while board != start {
        let tile = moved[rank(&board)];
        tiles.push(tile);
        let blank = board.iter().position(|&c| c == BLANK).expect("a blank");
        let at = board.iter().position(|&c| c == tile).expect("the tile");
        board.swap(blank, at);
    }
    tiles.reverse();
    tiles
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
/// in lexicographic order. O(9^2).
fn rank(cells: &[u8; 9]) -> usize {
    let mut rank = 0;
    for (i, &cell) in cells.iter().enumerate() {
        let smaller_after = cells[i + 1..].iter().filter(|&&c| c < cell).count();
        rank = rank * (9 - i) + smaller_after;
    }
    rank
}
