//! Aizu ALDS1_13_C "15 Puzzle", a whole solution to paste: std only, one
//! file (https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=ALDS1_13_C).
//!
//! ```text
//! cargo run --release -q -p eight --example alds113c < case.in
//! ```
//!
//! One board as four rows of four numbers, `0` the blank; the fewest moves
//! to `1 2 .. 15 0`, at most 45 by the statement. Parity says at once when
//! the goal cannot be reached (`unsolvable`, which Aizu never gives); else
//! IDA* with Manhattan distance plus linear conflict, the estimate kept
//! move by move, never undoing the last move. Bad input (a word that is not
//! a number, a number above 15, a repeated tile, other than 16 numbers) is
//! one line on stderr with its line, and exit status 2.

use std::io::{self, Read, Write};
use std::process::exit;

fn main() {
    let mut input = String::new();
    if io::stdin().read_to_string(&mut input).is_err() {
        eprintln!("alds113c: the input is not UTF-8 text");
        exit(2)
    }
    let board = match read_board(&input) {
        Ok(board) => board,
        Err(message) => {
            eprintln!("alds113c: {}", message);
            exit(2)
        }
    };
    let answer = match fewest_moves(board, MOST) {
        Some(moves) => moves.len().to_string(),
        None => "unsolvable".to_string(),
    };
    let mut out = io::stdout();
    writeln!(out, "{}", answer).expect("write the answer");
}

/// The one board of the input, or what is wrong with it and where.
fn read_board(input: &str) -> Result<[u8; 16], String> {
    let mut board = [0u8; 16];
    let mut count = 0;
    let mut seen = 0u32;
    let mut last_line = 1;
    for (index, line) in input.lines().enumerate() {
        for word in line.split_whitespace() {
            let at = index + 1;
            last_line = at;
            let value = match word.parse::<u32>() {
                Ok(value) if value <= 15 => value as u8,
                Ok(_) => return Err(format!("line {}: {} is above 15", at, word)),
                Err(_) => return Err(format!("line {}: {:?} is not a number 0-15", at, word)),
            };
            if count == 16 {
                return Err(format!("line {}: more than 16 numbers: a board is 16", at));
            }
            if seen & 1 << value != 0 {
                return Err(format!("line {}: {} appears a second time", at, value));
            }
            seen |= 1 << value;
            board[count] = value;
            count += 1;
        }
    }
    if count < 16 {
        return Err(format!(
            "line {}: the input ends after {} numbers: a board is 16",
            last_line, count
        ));
    }
    Ok(board)
}

// BEGIN FIFTEEN SEARCH (the same in alds113c.rs and uva10181.rs)

/// The most moves any optimal path takes on the 4x4 board: 80.
const MOST: usize = 80;

/// The moves of the blank in the order of their letters, `D < L < R < U`,
/// each as the step of its cell.
const LETTERS: [u8; 4] = *b"DLRU";

/// Where move `m` (of [`LETTERS`]) takes the blank from `blank`, if on the
/// board.
fn target(blank: usize, m: usize) -> Option<usize> {
    match m {
        0 if blank < 12 => Some(blank + 4),
        1 if blank % 4 > 0 => Some(blank - 1),
        2 if blank % 4 < 3 => Some(blank + 1),
        3 if blank >= 4 => Some(blank - 4),
        _ => None,
    }
}

/// Rows plus columns from `cell` to the home of `tile`, cell `tile - 1`
/// of the goal `1 2 .. 15 0` (0 for the blank).
fn distance(tile: u8, cell: usize) -> u32 {
    if tile == 0 {
        return 0;
    }
    let home = usize::from(tile) - 1;
    ((home / 4).abs_diff(cell / 4) + (home % 4).abs_diff(cell % 4)) as u32
}

/// The linear conflicts of line `line` (rows 0-3, columns 4-7), doubled:
/// two moves for each tile at home on the line that must step out of it to
/// let the others pass, that is each one outside a longest run of them in
/// their goal order.
fn conflicts(board: &[u8; 16], line: usize) -> u32 {
    let mut spots = [0usize; 4];
    let mut count = 0;
    for k in 0..4 {
        let cell = if line < 4 {
            4 * line + k
        } else {
            4 * k + line - 4
        };
        let tile = board[cell];
        if tile == 0 {
            continue;
        }
        let home = usize::from(tile) - 1;
        let (on, spot) = if line < 4 {
            (home / 4 == line, home % 4)
        } else {
            (home % 4 == line - 4, home / 4)
        };
        if on {
            spots[count] = spot;
            count += 1;
        }
    }
    let mut run = [1u32; 4];
    let mut longest = 0;
    for i in 0..count {
        for j in 0..i {
            if spots[j] < spots[i] && run[j] + 1 > run[i] {
                run[i] = run[j] + 1;
            }
        }
        longest = longest.max(run[i]);
    }
    2 * (count as u32 - longest)
}

/// Whether the goal can be reached: the tiles' inversions plus the blank's
/// rows above the bottom row must be even, as the goal's are, since a
/// sideways move changes neither and a vertical one both by an odd number.
fn solvable(board: &[u8; 16]) -> bool {
    let mut inversions = 0;
    for i in 0..16 {
        for j in i + 1..16 {
            if board[i] != 0 && board[j] != 0 && board[j] < board[i] {
                inversions += 1;
            }
        }
    }
    let blank = board.iter().position(|&c| c == 0).unwrap_or(15);
    (inversions + 3 - blank / 4) % 2 == 0
}

/// The alphabetically first of the shortest move strings of the blank to
/// `1 2 .. 15 0`, if the goal can be reached within `most` moves: IDA*,
/// depth-first rounds bounded by moves so far plus Manhattan distance plus
/// linear conflict, each move trying `D, L, R, U` in that order and never
/// undoing the last one.
fn fewest_moves(board: [u8; 16], most: usize) -> Option<Vec<u8>> {
    if !solvable(&board) {
        return None;
    }
    let mut search = Search {
        board,
        lines: [0; 8],
        moves: [0; MOST],
        bound: 0,
        next_bound: 0,
    };
    let mut h = (0..16).map(|cell| distance(board[cell], cell)).sum::<u32>();
    for line in 0..8 {
        search.lines[line] = conflicts(&board, line);
        h += search.lines[line];
    }
    search.bound = h;
    let blank = board.iter().position(|&c| c == 0).unwrap_or(15);
    while search.bound as usize <= most {
        search.next_bound = u32::MAX;
        if let Some(length) = search.descend(blank, h, 0, usize::MAX) {
            return Some(search.moves[..length].iter().map(|&m| LETTERS[m]).collect());
        }
        search.bound = search.next_bound;
    }
    None
}

struct Search {
    board: [u8; 16],
    /// Each line's conflicts on the board as it is.
    lines: [u32; 8],
    /// The moves from the start, by index of [`LETTERS`].
    moves: [usize; MOST],
    bound: u32,
    next_bound: u32,
}

impl Search {
    /// Searches below the board, `depth` moves from the start with `h` its
    /// estimate, the blank at `blank` and before at `previous`; the length
    /// of the path once the goal is found.
    fn descend(&mut self, blank: usize, h: u32, depth: usize, previous: usize) -> Option<usize> {
        if h == 0 {
            return Some(depth);
        }
        for m in 0..4 {
            let from = match target(blank, m) {
                Some(from) if from != previous => from,
                _ => continue,
            };
            let tile = self.board[from];
            self.board[blank] = tile;
            self.board[from] = 0;
            let mut next_h = h + distance(tile, blank) - distance(tile, from);
            // Only the tile's home line along the move can change: its row
            // for a vertical move, its column for a sideways one.
            let home = usize::from(tile) - 1;
            let line = if from % 4 == blank % 4 {
                home / 4
            } else {
                4 + home % 4
            };
            let before = self.lines[line];
            let after = conflicts(&self.board, line);
            next_h = next_h + after - before;
            let total = depth as u32 + 1 + next_h;
            if total <= self.bound {
                self.lines[line] = after;
                self.moves[depth] = m;
                let found = self.descend(from, next_h, depth + 1, blank);
                self.lines[line] = before;
                if found.is_some() {
                    return found;
                }
            } else if total < self.next_bound {
                self.next_bound = total;
            }
            self.board[from] = tile;
            self.board[blank] = 0;
        }
        None
    }
}

// END FIFTEEN SEARCH
