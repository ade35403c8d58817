//! The foundation checked on the whole state space against an independent
//! breadth-first search and the published distance tables.

mod common;

use common::{all_boards, Reference, LUOGU_DEPTHS, POJ_DEPTHS};
use eight::{apply_moves, is_solvable, to_letters, Board, IdaStar};

fn goals() -> [(Board, &'static [usize]); 2] {
    [
        (Board::POJ_GOAL, &POJ_DEPTHS),
        (Board::LUOGU_GOAL, &LUOGU_DEPTHS),
    ]
}

#[test]
fn parity_says_solvable_exactly_when_bfs_reaches() {
    for (goal, _) in goals() {
        let reference = Reference::new(goal);
        let mut solvable = 0;
        for board in all_boards() {
            let reached = reference.distance(&board).is_some();
            assert_eq!(is_solvable(&board, &goal), reached, "{} to {}", board, goal);
            solvable += usize::from(reached);
        }
        assert_eq!(solvable, 181_440);
    }
}

#[test]
fn distance_counts_match_the_published_tables() {
    for (goal, published) in goals() {
        let reference = Reference::new(goal);
        let mut counts = vec![0; published.len()];
        for &d in reference.distance.values() {
            counts[usize::from(d)] += 1;
        }
        assert_eq!(counts, published, "goal {}", goal);
    }
}

#[test]
fn the_solver_is_optimal_legal_and_canonical_everywhere() {
    let mut solver = IdaStar::new();
    let mut path = Vec::new();
    for (goal, _) in goals() {
        let reference = Reference::new(goal);
        for board in all_boards() {
            let found = solver.search(&board, &goal, &mut path);
            let expected = reference.canonical_path(&board);
            let Some(expected) = expected else {
                assert_eq!(found, None, "{} to {} is unsolvable", board, goal);
                continue;
            };
            assert!(found.is_some(), "{} to {} is solvable", board, goal);
            let letters = to_letters(&path);
            assert_eq!(
                apply_moves(&board, letters.as_bytes()),
                Ok(goal),
                "{} by {}",
                board,
                letters
            );
            assert_eq!(
                letters.len(),
                expected.len(),
                "{} to {}: not shortest",
                board,
                goal
            );
            assert_eq!(
                letters, expected,
                "{} to {}: not the alphabetically first",
                board, goal
            );
        }
    }
}
