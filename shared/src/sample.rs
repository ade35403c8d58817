//! Seeded samples of boards, the same on every run, for the tests and the
//! benchmark.

use crate::board::Board;
use crate::cantor::STATES;
use crate::parity::is_solvable;
use crate::table::Table;
use crate::unrank::unrank;

/// A fixed pseudo-random sequence (SplitMix64).
pub struct Seeded(pub u64);

impl Seeded {
    /// The next 64 pseudo-random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (`bound > 0`), near enough uniform.
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound as u64) as usize
    }
}

/// Up to `per_depth` boards at each distance from `goal`, chosen with a
/// fixed seed, and every board of the greatest distance: the fixed sample
/// on which the plain BFS strategies are checked and timed.
///
/// # Complexity
/// One table build and one pass over all 9! boards.
pub fn by_depth(goal: &Board, per_depth: usize) -> Vec<Board> {
    let table = Table::build(goal);
    let mut by_depth: Vec<Vec<Board>> = Vec::new();
    for board in (0..STATES as u32).map(unrank) {
        if let Some(d) = table.distance(&board) {
            let d = d as usize;
            if by_depth.len() <= d {
                by_depth.resize(d + 1, Vec::new());
            }
            by_depth[d].push(board);
        }
    }
    let deepest = by_depth.len() - 1;
    let mut random = Seeded(0x8_8888);
    let mut sample = Vec::new();
    for (d, boards) in by_depth.iter_mut().enumerate() {
        let wanted = if d == deepest {
            boards.len()
        } else {
            per_depth.min(boards.len())
        };
        // A partial Fisher-Yates shuffle picks `wanted` distinct boards.
        for i in 0..wanted {
            let j = i + random.below(boards.len() - i);
            boards.swap(i, j);
            sample.push(boards[i]);
        }
    }
    sample
}

/// `count` random boards of which about `unsolvable_percent` percent cannot
/// reach `goal`, from seed `seed`.
pub fn random_boards(
    count: usize,
    unsolvable_percent: usize,
    goal: &Board,
    seed: u64,
) -> Vec<Board> {
    let mut random = Seeded(seed);
    (0..count)
        .map(|_| {
            let mut board = unrank(random.below(STATES) as u32);
            let want_solvable = random.below(100) >= unsolvable_percent;
            if is_solvable(&board, goal) != want_solvable {
                // Swapping two tiles flips the parity.
                let (a, b) = if board.cells()[0] != 0 && board.cells()[1] != 0 {
                    (0, 1)
                } else {
                    (2, 3)
                };
                board.swap(a, b);
            }
            board
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_boards_mix_solvable_and_not() {
        let goal = Board::POJ_GOAL;
        let boards = random_boards(10_000, 7, &goal, 1);
        let unsolvable = boards.iter().filter(|b| !is_solvable(b, &goal)).count();
        assert!(
            (500..900).contains(&unsolvable),
            "{} unsolvable",
            unsolvable
        );
        assert_eq!(boards, random_boards(10_000, 7, &goal, 1));
    }

    #[test]
    fn by_depth_spreads_over_every_depth() {
        let goal = Board::LUOGU_GOAL;
        let sample = by_depth(&goal, 5);
        let table = Table::build(&goal);
        let mut depths: Vec<u32> = sample.iter().map(|b| table.distance(b).unwrap()).collect();
        depths.dedup();
        assert_eq!(depths, (0..=30).collect::<Vec<u32>>());
        // 1 + 4 + 5 * 28 boards, and all 148 of distance 30.
        assert_eq!(sample.len(), 1 + 4 + 5 * 28 + 148);
    }
}
