//! The foundation on the whole state space, against an independent
//! breadth-first search (`support/reference.rs`) and the published distance
//! tables: solvability by parity, and the submissions' search (`solve_each`,
//! IDA* per board and the table for large batches) on every board of both
//! goals.

mod common;

use common::reference::{all_boards, Reference, LUOGU_DEPTHS, LUOGU_GOAL, POJ_DEPTHS, POJ_GOAL};
use common::{board, cells};
use eight::{catalog::JUDGES_PATTERNS, is_solvable, solve_each, to_letters, Board};

#[test]
fn parity_says_solvable_exactly_when_bfs_reaches() {
    for goal in [POJ_GOAL, LUOGU_GOAL] {
        let reference = Reference::new(goal);
        let mut solvable = 0;
        for cells in all_boards() {
            let reached = reference.distance(&cells).is_some();
            let start = board(&cells);
            assert_eq!(
                is_solvable(&start, &board(&goal)),
                reached,
                "{} to {}",
                start,
                board(&goal)
            );
            solvable += usize::from(reached);
        }
        assert_eq!(solvable, 181_440);
    }
}

#[test]
fn distance_counts_match_the_published_tables() {
    assert_eq!(all_boards().len(), 362_880);
    assert_eq!(Reference::new(POJ_GOAL).depth_counts(), POJ_DEPTHS);
    assert_eq!(Reference::new(LUOGU_GOAL).depth_counts(), LUOGU_DEPTHS);
}

/// `solve_each` on `boards` in batches of `batch`: one answer per board.
fn answers(boards: &[Board], goal: &Board, batch: usize) -> Vec<Option<String>> {
    let mut all = Vec::with_capacity(boards.len());
    for chunk in boards.chunks(batch) {
        let done: Result<(), ()> = solve_each(chunk, goal, &JUDGES_PATTERNS, |moves| {
            all.push(moves.map(to_letters));
            Ok(())
        });
        assert_eq!(done, Ok(()));
    }
    all
}

#[test]
fn the_submissions_search_is_canonical_on_every_board() {
    let boards: Vec<Board> = all_boards().iter().map(board).collect();
    for goal in [POJ_GOAL, LUOGU_GOAL] {
        let reference = Reference::new(goal);
        let expected: Vec<Option<String>> = boards
            .iter()
            .map(|start| reference.canonical_path(&cells(start)))
            .collect();
        // One batch of all 9! boards takes the table; batches smaller than
        // `TABLE_FROM` take IDA*.
        for batch in [boards.len(), eight::TABLE_FROM - 1] {
            let found = answers(&boards, &board(&goal), batch);
            assert_eq!(found.len(), boards.len());
            for ((start, found), expected) in boards.iter().zip(&found).zip(&expected) {
                assert_eq!(
                    found,
                    expected,
                    "{} to {} in batches of {}",
                    start,
                    board(&goal),
                    batch
                );
            }
        }
    }
}
