//! One fixture for every strategy (optimal length, a legal path that
//! reaches the goal, the unsolvable case), then cross-validation against the
//! backward-BFS table: the fast strategies on all 181,440 solvable boards of
//! both goals, the plain BFS ones on a seeded sample spread over all depths.

mod common;

use common::{all_boards, Reference};
use eight::{apply_moves, catalog, is_solvable, sample, to_letters, Board, Strategy, Table};

/// Checks one answer of `strategy` against `expected` from the table: same
/// solvability, same length, legal, ends at the goal, and the table's own
/// canonical string when the strategy claims to be canonical.
fn check(strategy: &mut dyn Strategy, start: &Board, goal: &Board, expected: Option<&str>) {
    let name = strategy.name();
    let outcome = strategy.solve(start, goal);
    let moves = match (outcome.moves, expected) {
        (None, None) => return,
        (Some(moves), Some(_)) => to_letters(&moves),
        (found, _) => panic!(
            "{}: {} to {}: found {:?}, expected {:?}",
            name, start, goal, found, expected
        ),
    };
    let expected = expected.unwrap_or_default();
    let reached = apply_moves(start, moves.as_bytes());
    assert_eq!(
        reached,
        Ok(*goal),
        "{}: {} by {} does not reach {}",
        name,
        start,
        moves,
        goal
    );
    assert_eq!(
        moves.len(),
        expected.len(),
        "{}: {} to {}: {} is not shortest",
        name,
        start,
        goal,
        moves
    );
    if strategy.canonical() {
        assert_eq!(
            moves, expected,
            "{}: {} to {}: not canonical",
            name, start, goal
        );
    }
    assert!(
        outcome.expanded > 0 || start == goal,
        "{}: expanded nothing",
        name
    );
}

/// The canonical answer by walking `table`.
fn walk(table: &Table, start: &Board) -> Option<String> {
    let mut moves = Vec::new();
    table
        .walk(start, |step| moves.push(step))
        .then(|| to_letters(&moves))
}

#[test]
fn fixture_every_strategy_on_hand_checked_boards() {
    let poj = Board::POJ_GOAL;
    let luogu = Board::LUOGU_GOAL;
    // (start, goal, answer): canonical answers from FACTS.md or by hand.
    let cases: [(&str, Board, Option<&str>); 8] = [
        // http://poj.org/problem?id=1077, sample: 19 moves.
        ("23415x768", poj, Some("dlurullddrurdllurdr")),
        ("12345678x", poj, Some("")),
        ("1234567x8", poj, Some("r")),
        ("12345x786", poj, Some("d")),
        // Two tiles swapped: odd parity against the goal's even.
        ("21345678x", poj, None),
        // https://www.luogu.com.cn/problem/P1379, sample: 4 moves. By hand,
        // u l d r works, and no string starting with d works.
        ("283104765", luogu, Some("uldr")),
        ("1238x4765", luogu, Some("")),
        ("12345678x", luogu, None),
    ];
    for mut strategy in catalog::all() {
        for (start, goal, answer) in cases {
            check(&mut *strategy, &Board::parse(start).unwrap(), &goal, answer);
        }
    }
}

#[test]
fn the_table_agrees_with_the_independent_bfs() {
    for goal in [Board::POJ_GOAL, Board::LUOGU_GOAL] {
        let table = Table::build(&goal);
        let reference = Reference::new(goal);
        for board in all_boards() {
            assert_eq!(
                walk(&table, &board),
                reference.canonical_path(&board),
                "{}",
                board
            );
        }
    }
}

/// A fast strategy agrees with the table on every board solvable for `goal`.
fn fast_strategy_everywhere(name: &str, goal: Board) {
    let mut strategy = catalog::fast()
        .into_iter()
        .find(|s| s.name() == name)
        .unwrap();
    let table = Table::build(&goal);
    let mut solved = 0;
    for board in all_boards().filter(|board| is_solvable(board, &goal)) {
        check(
            &mut *strategy,
            &board,
            &goal,
            walk(&table, &board).as_deref(),
        );
        solved += 1;
    }
    assert_eq!(solved, 181_440);
}

/// Both goals.
fn fast_strategy_on_both_goals(name: &str) {
    fast_strategy_everywhere(name, Board::POJ_GOAL);
    fast_strategy_everywhere(name, Board::LUOGU_GOAL);
}

#[test]
fn table_everywhere() {
    fast_strategy_on_both_goals("table");
}

#[test]
fn bidirectional_bfs_everywhere() {
    fast_strategy_on_both_goals("bidirectional-bfs");
}

// The slowest by far, so one test per goal lets them run side by side.
#[test]
fn astar_misplaced_everywhere_poj_goal() {
    fast_strategy_everywhere("astar-misplaced", Board::POJ_GOAL);
}

#[test]
fn astar_misplaced_everywhere_luogu_goal() {
    fast_strategy_everywhere("astar-misplaced", Board::LUOGU_GOAL);
}

#[test]
fn astar_manhattan_everywhere() {
    fast_strategy_on_both_goals("astar-manhattan");
}

#[test]
fn idastar_everywhere() {
    fast_strategy_on_both_goals("idastar");
}

#[test]
fn every_fast_strategy_is_tested_everywhere() {
    let names: Vec<_> = catalog::fast().iter().map(|s| s.name()).collect();
    let tested = [
        "table",
        "bidirectional-bfs",
        "astar-misplaced",
        "astar-manhattan",
        "idastar",
    ];
    assert_eq!(names, tested);
}

#[test]
fn plain_bfs_strategies_on_a_sample_of_every_depth() {
    for goal in [Board::POJ_GOAL, Board::LUOGU_GOAL] {
        let table = Table::build(&goal);
        let boards = sample::by_depth(&goal, 12);
        assert!(boards.len() >= 300, "{} boards", boards.len());
        if goal == Board::POJ_GOAL {
            for hardest in ["867254301", "647850321"] {
                assert!(boards.contains(&Board::parse(hardest).unwrap()));
            }
        }
        for mut strategy in catalog::slow() {
            for board in &boards {
                check(&mut *strategy, board, &goal, walk(&table, board).as_deref());
            }
        }
    }
}
