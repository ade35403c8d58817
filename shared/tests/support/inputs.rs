//! Seeded inputs for the hostile-input and large-input tests, with an
//! independent validity oracle. Written without the crate `eight`, so that
//! the binary crates' tests can include this file too
//! (`#[path = "../../shared/tests/support/inputs.rs"]`).

#![allow(dead_code)]

/// A fixed pseudo-random sequence (SplitMix64).
pub struct Random(pub u64);

impl Random {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// A random board, `x` for the blank, as nine bytes.
pub fn random_board(random: &mut Random) -> [u8; 9] {
    let mut cells = *b"12345678x";
    for i in (1..9).rev() {
        cells.swap(i, random.below(i + 1));
    }
    cells
}

/// Some valid boards in random layouts.
fn valid_text(random: &mut Random, boards: usize) -> Vec<u8> {
    let mut text = Vec::new();
    for _ in 0..boards {
        for &cell in &random_board(random) {
            let cell = match cell {
                b'x' => random.pick(&b"xX0"[..]),
                _ => cell,
            };
            text.push(cell);
            text.extend_from_slice(random.pick(&[&b""[..], b" ", b"  ", b"\t", b"\n", b"\r\n"]));
        }
    }
    text
}

/// Input `seed` of a seeded stream of malformed inputs: random bytes,
/// boards cut short, extra cells, repeated tiles, unknown characters, huge
/// runs of white space, bytes that are not UTF-8. A few may be valid by
/// chance (random bytes); [`valid_boards`] tells.
pub fn malformed(seed: u64) -> Vec<u8> {
    let mut random = Random(seed);
    let boards = random.below(4);
    let mut text = valid_text(&mut random, boards);
    match random.below(8) {
        0 => {
            let alphabet = b"0123456789xX \t\n\r-.a\xff\xc3\x80";
            text = (0..random.below(40))
                .map(|_| random.pick(&alphabet[..]))
                .collect();
        }
        1 => {
            // A last board of 1 to 8 cells.
            let cut = 1 + random.below(8);
            text.extend_from_slice(&random_board(&mut random)[..cut]);
        }
        2 => {
            // Extra cells after whole boards.
            text.extend_from_slice(&random_board(&mut random)[..1 + random.below(8)]);
            text.push(b'\n');
        }
        3 => {
            // One cell of the last board repeats another.
            let mut board = random_board(&mut random);
            let (a, b) = (random.below(9), random.below(9));
            board[a] = board[if a == b { (b + 1) % 9 } else { b }];
            text.extend_from_slice(&board);
        }
        4 => {
            // A character that is no cell, somewhere in a board.
            let mut board = random_board(&mut random).to_vec();
            let at = random.below(9);
            let bad: &[u8] = random.pick(&[
                &b"9"[..],
                b"a",
                b"-",
                b".",
                b"\xc3\xa9",
                b"\xef\xbc\x91",
                b"\x0b",
            ]);
            board.splice(at..at + 1, bad.iter().copied());
            text.extend_from_slice(&board);
        }
        5 => {
            // A huge run of white space, alone or before a short board.
            let run = 100_000 + random.below(100_000);
            text.extend((0..run).map(|_| random.pick(&b" \n\t\r"[..])));
            if random.below(2) == 0 {
                text.extend_from_slice(&random_board(&mut random)[..4]);
            } else {
                text.clear();
                text.extend((0..run).map(|_| b' '));
            }
        }
        6 => {
            // A byte that cannot be UTF-8 inside otherwise good input.
            let mut board = random_board(&mut random).to_vec();
            board.insert(random.below(10), random.pick(&b"\xff\xfe\x80\xc0"[..]));
            text.extend_from_slice(&board);
        }
        _ => {
            // Nothing at all but maybe white space.
            text = random.pick(&[&b""[..], b"\n", b" \t \r\n"]).to_vec();
        }
    }
    text
}

/// The number of boards in `input` when it is valid: UTF-8, cells (every
/// character but ASCII white space) in whole boards of nine, each holding
/// the tiles 1-8 and one blank (`x`, `X` or `0`) once. `None` otherwise.
pub fn valid_boards(input: &[u8]) -> Option<usize> {
    let text = std::str::from_utf8(input).ok()?;
    let cells: Vec<char> = text.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    if cells.is_empty() || cells.len() % 9 != 0 {
        return None;
    }
    for board in cells.chunks(9) {
        let mut normalized: Vec<char> = board
            .iter()
            .map(|&c| if "xX0".contains(c) { '0' } else { c })
            .collect();
        normalized.sort_unstable();
        if normalized.into_iter().collect::<String>() != "012345678" {
            return None;
        }
    }
    Some(cells.len() / 9)
}

/// Whether `board` (`x` for the blank) has an even number of inversions
/// among its tiles, as `12345678x` has; `123804765` has an odd number.
pub fn even_inversions(board: &[u8; 9]) -> bool {
    let tiles: Vec<u8> = board.iter().copied().filter(|&c| c != b'x').collect();
    let mut inversions = 0;
    for i in 0..tiles.len() {
        inversions += tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
    }
    inversions % 2 == 0
}

/// The board after the blank makes `moves` from `board`, or `None` at the
/// first move that is not a letter `u d l r` or leaves the board.
pub fn play(board: &[u8; 9], moves: &[u8]) -> Option<[u8; 9]> {
    let mut board = *board;
    for &letter in moves {
        let blank = board.iter().position(|&c| c == b'x')?;
        let (row, column) = (blank / 3, blank % 3);
        let target = match letter {
            b'u' if row > 0 => blank - 3,
            b'd' if row < 2 => blank + 3,
            b'l' if column > 0 => blank - 1,
            b'r' if column < 2 => blank + 1,
            _ => return None,
        };
        board.swap(blank, target);
    }
    Some(board)
}
