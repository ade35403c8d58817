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
/// boards cut short, extra cells, repeated tiles, boards without a blank,
/// unknown characters, huge runs of white space, bytes that are not UTF-8,
/// byte-order marks. A few may be valid by chance (random bytes, a leading
/// byte-order mark); [`check`] tells.
pub fn malformed(seed: u64) -> Vec<u8> {
    let mut random = Random(seed);
    let boards = random.below(4);
    let mut text = valid_text(&mut random, boards);
    match random.below(10) {
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
                b"\xef\xbb\xbf",
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
        7 => {
            // Nine cells and no blank: a tile takes the blank's place.
            let mut board = random_board(&mut random);
            let blank = board.iter().position(|&c| c == b'x').unwrap_or(0);
            board[blank] = b'1' + random.below(8) as u8;
            text.extend_from_slice(&board);
        }
        8 => {
            // A byte-order mark first (skipped), then a bad last board.
            let mut marked = b"\xef\xbb\xbf".to_vec();
            marked.extend_from_slice(&text);
            marked.extend_from_slice(&random_board(&mut random)[..random.below(9)]);
            text = marked;
        }
        _ => {
            // Nothing at all but maybe white space.
            text = random.pick(&[&b""[..], b"\n", b" \t \r\n"]).to_vec();
        }
    }
    text
}

/// The first fault of an input, as [`check`] finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// No cell at all.
    Empty,
    /// Cell `cell` (from 1) of board `board` (from 1), at `line` and
    /// `column` (from 1, counting characters).
    At {
        board: usize,
        cell: usize,
        line: usize,
        column: usize,
    },
}

impl Fault {
    /// The words a program's message must hold to point at this fault.
    pub fn location(&self) -> String {
        match *self {
            Fault::Empty => "no board".to_string(),
            Fault::At {
                board,
                cell,
                line,
                column,
            } => format!(
                "board {}, cell {} (line {}, column {})",
                board, cell, line, column
            ),
        }
    }
}

/// The number of boards in `input` when it is valid, or its first fault in
/// reading order. Valid: a leading byte-order mark aside, UTF-8 text whose
/// cells (every character but ASCII white space) come in whole boards of
/// nine, each holding the tiles 1-8 and one blank (`x`, `X` or `0`) once.
/// Where a fault lies: at an unknown character; at a tile or blank already
/// seen in its board; at a byte that is not UTF-8 (the cell it would have
/// been); at the last cell of a board cut short.
pub fn check(input: &[u8]) -> Result<usize, Fault> {
    let input = input.strip_prefix(&[0xEF, 0xBB, 0xBF][..]).unwrap_or(input);
    let (text, whole) = match std::str::from_utf8(input) {
        Ok(text) => (text, true),
        Err(error) => (
            std::str::from_utf8(&input[..error.valid_up_to()]).unwrap(),
            false,
        ),
    };
    let (mut line, mut column) = (1, 0);
    let mut board: Vec<char> = Vec::new();
    let mut boards = 0;
    let mut last_cell = (0, 0);
    for c in text.chars() {
        if c == '\n' {
            line += 1;
            column = 0;
            continue;
        }
        column += 1;
        if c.is_ascii_whitespace() {
            continue;
        }
        let here = Fault::At {
            board: boards + 1,
            cell: board.len() + 1,
            line,
            column,
        };
        let cell = match c {
            '1'..='8' => c,
            'x' | 'X' | '0' => 'x',
            _ => return Err(here),
        };
        if board.contains(&cell) {
            return Err(here);
        }
        board.push(cell);
        last_cell = (line, column);
        if board.len() == 9 {
            boards += 1;
            board.clear();
        }
    }
    if !whole {
        return Err(Fault::At {
            board: boards + 1,
            cell: board.len() + 1,
            line,
            column: column + 1,
        });
    }
    if !board.is_empty() {
        return Err(Fault::At {
            board: boards + 1,
            cell: board.len(),
            line: last_cell.0,
            column: last_cell.1,
        });
    }
    if boards == 0 {
        return Err(Fault::Empty);
    }
    Ok(boards)
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
