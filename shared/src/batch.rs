//! Answers a batch of boards for one goal, choosing the search by batch size.

use crate::board::Board;
use crate::moves::Move;
use crate::patterns::{IdaStarPatterns, PatternTables};
use crate::table::Table;

/// From this many boards on, [`solve_each`] builds the backward-BFS table
/// instead of running IDA* on each board: about where building the table
/// costs what IDA* spends beyond the table's walks (the benchmark's figures,
/// and the crossover they give, are in `shared/README.md`). Both give the
/// canonical answer, so only the time depends on it.
pub const TABLE_FROM: usize = 8000;

/// Calls `answer` once per board, in order, with the canonical shortest move
/// sequence to `goal`, or `None` when the board cannot reach it; stops at
/// the first error `answer` returns (a reader that has gone away), and
/// returns it. `ready`: pattern databases ready in the program, a goal's
/// own among them or not.
///
/// # Complexity
/// IDA* with pattern databases per board below [`TABLE_FROM`] boards (O(1)
/// memory beyond the tables, 52 KB; those of a goal not in `ready` searched
/// first, in a few milliseconds); from there on, O(9!) once to build a 354 KiB
/// table, then O(moves) per board.
///
/// # Examples
/// ```
/// use eight::{catalog::JUDGES_PATTERNS, parse_boards, solve_each, to_letters, Board};
///
/// // HDU 1043 style: many boards, one line each.
/// let boards = parse_boards(b"23415x768\n12345678x\n21345678x\n").unwrap();
/// let mut lines = Vec::new();
/// let done: Result<(), ()> = solve_each(&boards, &Board::POJ_GOAL, &JUDGES_PATTERNS, |moves| {
///     lines.push(moves.map_or("unsolvable".to_string(), to_letters));
///     Ok(())
/// });
/// assert_eq!((done, lines), (Ok(()), vec!["dlurullddrurdllurdr".to_string(), String::new(), "unsolvable".to_string()]));
/// ```
pub fn solve_each<E>(
    boards: &[Board],
    goal: &Board,
    ready: &'static [&'static PatternTables],
    mut answer: impl FnMut(Option<&[Move]>) -> Result<(), E>,
) -> Result<(), E> {
    let mut path = Vec::with_capacity(32);
    if boards.len() < TABLE_FROM {
        let mut idastar = IdaStarPatterns::with_tables(ready);
        for board in boards {
            let found = idastar.search(board, goal, &mut path).is_some();
            answer(if found { Some(&path) } else { None })?;
        }
    } else {
        let table = Table::build(goal);
        for board in boards {
            path.clear();
            let found = table.walk(board, |step| path.push(step));
            answer(if found { Some(&path) } else { None })?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;
    use crate::cantor::STATES;
    use crate::play::to_letters;
    use crate::poj_patterns::POJ_PATTERNS;
    use crate::unrank::unrank;

    static READY: [&PatternTables; 1] = [&POJ_PATTERNS];

    fn answers(boards: &[Board]) -> Vec<Option<String>> {
        let mut all = Vec::new();
        let done: Result<(), ()> = solve_each(boards, &Board::POJ_GOAL, &READY, |moves| {
            all.push(moves.map(to_letters));
            Ok(())
        });
        assert_eq!(done, Ok(()));
        all
    }

    #[test]
    fn the_first_error_stops_the_batch() {
        // Both paths: the table from TABLE_FROM boards, IDA* below.
        for count in [10, TABLE_FROM] {
            let boards = vec![board("23415x768"); count];
            let mut called = 0;
            let done = solve_each(&boards, &Board::POJ_GOAL, &READY, |_| {
                called += 1;
                if called == 3 {
                    Err("the reader has gone")
                } else {
                    Ok(())
                }
            });
            assert_eq!((done, called), (Err("the reader has gone"), 3));
        }
    }

    #[test]
    fn small_and_large_batches_agree() {
        // Every 23rd board (23 and 9! are coprime, so none twice): solvable
        // and unsolvable ones, at every depth.
        let boards: Vec<Board> = (0..3 * TABLE_FROM as u32)
            .map(|i| unrank(i * 23 % STATES as u32))
            .collect();
        let by_table = answers(&boards);
        let by_idastar: Vec<_> = boards.chunks(TABLE_FROM - 1).flat_map(answers).collect();
        assert_eq!(by_table, by_idastar);
        assert!(by_table.iter().any(Option::is_none));
        assert!(by_table.iter().any(Option::is_some));
    }

    #[test]
    fn poj1077_sample1() {
        // http://poj.org/problem?id=1077
        let sample = board("23415x768");
        let expected = "dlurullddrurdllurdr".to_string();
        assert_eq!(answers(&[sample]), [Some(expected.clone())]);
        assert_eq!(
            answers(&vec![sample; TABLE_FROM]).pop(),
            Some(Some(expected))
        );
    }
}
