//! Aizu 0121 "Seven Puzzle", a whole solution to paste: std only, one file
//! (https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=0121).
//!
//! ```text
//! cargo run --release -q -p eight --example aizu0121 < case.in
//! ```
//!
//! The 2x4 board: eight cards 0-7, 0 the blank, row by row, a board a line
//! until the end of the input (at most 1,000). One breadth-first search
//! from the goal `0 1 2 3 4 5 6 7` over the 8! orders, marked by Cantor
//! rank in 40,320 bytes, answers every board by a look-up.

use std::io::{self, Read, Write};

/// The number of orders of the eight cards, 8!.
const STATES: usize = 40_320;

/// No distance yet.
const UNSEEN: u8 = u8::MAX;

fn main() {
    let mut input = String::new();
    io::stdin()
        .read_to_string(&mut input)
        .expect("read the input");
    let table = distances();
    let mut out = String::new();
    let cards: Vec<u8> = input
        .split_ascii_whitespace()
        .map(|token| token.parse().expect("a card 0-7"))
        .collect();
    for board in cards.chunks(8) {
        let mut order = [0u8; 8];
        order.copy_from_slice(board);
        out.push_str(&table[rank(&order)].to_string());
        out.push('\n');
    }
    io::stdout()
        .write_all(out.as_bytes())
        .expect("write the answers");
}

/// The fewest moves to the goal of every order of the cards, by Cantor
/// rank ([`UNSEEN`] for the half that cannot reach it).
fn distances() -> Vec<u8> {
    let goal = [0, 1, 2, 3, 4, 5, 6, 7];
    let mut table = vec![UNSEEN; STATES];
    table[rank(&goal)] = 0;
    let mut level = vec![goal];
    let mut moves = 0;
    while !level.is_empty() {
        moves += 1;
        let mut next_level = Vec::new();
        for board in level {
            let blank = board.iter().position(|&c| c == 0).expect("a blank");
            for cell in neighbours(blank) {
                let mut next = board;
                next.swap(blank, cell);
                let mark = &mut table[rank(&next)];
                if *mark == UNSEEN {
                    *mark = moves;
                    next_level.push(next);
                }
            }
        }
        level = next_level;
    }
    table
}

/// The cells next to `cell` on the 2x4 board: beside it in its row, and
/// the one above or below it.
fn neighbours(cell: usize) -> Vec<usize> {
    let mut near = Vec::with_capacity(3);
    if cell % 4 > 0 {
        near.push(cell - 1);
    }
    if cell % 4 < 3 {
        near.push(cell + 1);
    }
    near.push((cell + 4) % 8);
    near
}

/// The Cantor rank of an order of 0..=7: its position among the 8! orders
/// in lexicographic order. O(8^2).
fn rank(cells: &[u8; 8]) -> usize {
    let mut rank = 0;
    for (i, &cell) in cells.iter().enumerate() {
        let smaller_after = cells[i + 1..].iter().filter(|&&c| c < cell).count();
        rank = rank * (8 - i) + smaller_after;
    }
    rank
}
