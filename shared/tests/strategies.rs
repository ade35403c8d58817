//! Every strategy of the catalog: one fixture of hand-checked boards (quick
//! tier), then every board against the independent reference (full tier,
//! `#[ignore]`d: `cargo test -p eight --test strategies -- --ignored`).

mod common;

use common::reference::{all_boards, play, Reference, LUOGU_GOAL, POJ_GOAL};
use common::{board, cells, parse};
use eight::{catalog, sample, to_letters, Board, Strategy};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// Checks one answer of `strategy` against the independent `reference`: the
/// same solvability, a legal path that ends at the goal, as short as the
/// reference's, and the reference's canonical string when the strategy
/// claims to be canonical. A search that found a path expanded something.
fn check(strategy: &mut dyn Strategy, start: &Board, reference: &Reference) -> Result<(), String> {
    let goal = board(&reference.goal);
    let name = strategy.name();
    let outcome = strategy.solve(start, &goal);
    let expected = reference.canonical_path(&cells(start));
    let moves = match (outcome.moves, &expected) {
        (None, None) => return Ok(()),
        (Some(moves), Some(_)) => to_letters(&moves),
        (found, _) => {
            return Err(format!(
                "{}: {} to {}: found {:?}, expected {:?}",
                name, start, goal, found, expected
            ))
        }
    };
    let expected = expected.unwrap_or_default();
    let problem = if play(&cells(start), moves.as_bytes()) != Some(reference.goal) {
        "does not reach the goal"
    } else if moves.len() != expected.len() {
        "is not shortest"
    } else if strategy.canonical() && moves != expected {
        "is not the canonical answer"
    } else if outcome.expanded == 0 && start != &goal {
        "was found expanding nothing"
    } else {
        return Ok(());
    };
    Err(format!(
        "{}: {} to {}: {:?} {} (expected {:?})",
        name, start, goal, moves, problem, expected
    ))
}

#[test]
fn fixture_every_strategy_on_hand_checked_boards() {
    // (start, goal, canonical answer), each checked by hand or from a
    // statement; the reference must agree, and so must every strategy.
    let cases: [(&str, [u8; 9], Option<&str>); 8] = [
        // http://poj.org/problem?id=1077, sample: 19 moves. The statement
        // answers ullddrurdllurdruldr; the alphabetically first 19-move
        // answer, checked by playing it, is:
        ("23415x768", POJ_GOAL, Some("dlurullddrurdllurdr")),
        ("12345678x", POJ_GOAL, Some("")),
        ("1234567x8", POJ_GOAL, Some("r")),
        ("12345x786", POJ_GOAL, Some("d")),
        // Two tiles swapped: odd parity against the goal's even.
        ("21345678x", POJ_GOAL, None),
        // https://www.luogu.com.cn/problem/P1379, sample: 4 moves. By hand,
        // u l d r works, and no string starting with d works.
        ("283104765", LUOGU_GOAL, Some("uldr")),
        ("1238x4765", LUOGU_GOAL, Some("")),
        ("12345678x", LUOGU_GOAL, None),
    ];
    let references = [Reference::new(POJ_GOAL), Reference::new(LUOGU_GOAL)];
    for mut strategy in catalog::all() {
        for (start, goal, answer) in cases {
            let start = parse(start);
            let reference = &references[usize::from(goal == LUOGU_GOAL)];
            assert_eq!(reference.canonical_path(&cells(&start)).as_deref(), answer);
            if let Err(error) = check(&mut *strategy, &start, reference) {
                panic!("{}", error);
            }
        }
    }
}

/// The strategies whose every answer `exhaustive.rs` already checks on every
/// board of both goals, in the quick tier, through `solve_each`.
const CHECKED_IN_EXHAUSTIVE: [&str; 2] = ["idastar-patterns", "table"];

/// Every other strategy of the catalog against the reference: on all 9!
/// boards of both goals, or, for the plain BFS ones (`catalog::slow`), on a
/// seeded sample of every depth that holds the hardest boards. The work is
/// shared by two threads; progress goes to stderr (`--nocapture`).
#[test]
fn one_solver_goal_after_goal() {
    // Each fast strategy keeps what it builds for a goal (IDA* with pattern
    // databases its run-time tables, the table its table): one instance of
    // each searches goal after goal, going back to earlier ones, and must
    // answer each board for the goal it is given.
    let mut random = sample::Seeded(17);
    let mut shuffled = || {
        let mut cells = *b"12345678x";
        for i in (1..9).rev() {
            cells.swap(i, random.below(i + 1));
        }
        cells
    };
    let (a, b) = (shuffled(), shuffled());
    let goals = [a, b, a, POJ_GOAL, b, LUOGU_GOAL, a];
    let references: Vec<Reference> = goals.iter().map(|&goal| Reference::new(goal)).collect();
    let starts: Vec<Board> = (0..12).map(|_| board(&shuffled())).collect();
    for mut strategy in catalog::fast() {
        for reference in &references {
            for start in &starts {
                if let Err(why) = check(&mut *strategy, start, reference) {
                    panic!("{}", why);
                }
            }
        }
    }
}

#[test]
fn the_canonical_searches_on_goals_of_every_kind() {
    // The judges' goals are checked on every board elsewhere; here, goals of
    // any shape, each with its blank somewhere else, and a sample of boards.
    let mut random = sample::Seeded(23);
    for _ in 0..9 {
        let mut goal = *b"12345678x";
        for i in (1..9).rev() {
            goal.swap(i, random.below(i + 1));
        }
        let reference = Reference::new(goal);
        let starts: Vec<Board> = all_boards().iter().step_by(97).map(board).collect();
        for mut strategy in catalog::fast() {
            if !strategy.canonical() {
                continue;
            }
            for start in &starts {
                if let Err(why) = check(&mut *strategy, start, &reference) {
                    panic!("{}", why);
                }
            }
        }
    }
}

#[test]
#[ignore = "full tier: minutes; scripts/check.sh runs it"]
fn every_strategy_everywhere() {
    let names: Vec<&str> = catalog::all().iter().map(|s| s.name()).collect();
    for name in CHECKED_IN_EXHAUSTIVE {
        assert!(names.contains(&name), "no strategy {} in the catalog", name);
    }
    let slow: Vec<&str> = catalog::slow().iter().map(|s| s.name()).collect();
    let goals = [POJ_GOAL, LUOGU_GOAL];
    let references = goals.map(Reference::new);
    let every_board: Vec<Board> = all_boards().iter().map(board).collect();
    let samples = goals.map(|goal| sample::by_depth(&board(&goal), 12));
    for hardest in ["867254301", "647850321"] {
        assert!(samples[0].contains(&parse(hardest)));
    }
    // Work items: (catalog index, goal index).
    let work: Vec<(usize, usize)> = (0..names.len())
        .filter(|&i| !CHECKED_IN_EXHAUSTIVE.contains(&names[i]))
        .flat_map(|i| [(i, 0), (i, 1)])
        .collect();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let errors = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                let mut strategies = catalog::all();
                loop {
                    let item = next.fetch_add(1, Ordering::SeqCst);
                    let (index, goal) = match work.get(item) {
                        Some(&item) => item,
                        None => return,
                    };
                    let strategy = &mut *strategies[index];
                    let boards = if slow.contains(&names[index]) {
                        &samples[goal]
                    } else {
                        &every_board
                    };
                    let started = Instant::now();
                    for start in boards {
                        if failed.load(Ordering::Relaxed) {
                            return;
                        }
                        if let Err(error) = check(strategy, start, &references[goal]) {
                            failed.store(true, Ordering::Relaxed);
                            errors.lock().unwrap().push(error);
                            return;
                        }
                    }
                    eprintln!(
                        "strategies: {} to {}: {} boards agree ({:.1} s)",
                        names[index],
                        board(&goals[goal]),
                        boards.len(),
                        started.elapsed().as_secs_f64()
                    );
                    done.fetch_add(1, Ordering::SeqCst);
                }
            });
        }
    });
    let errors = errors.into_inner().unwrap();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert_eq!(
        done.into_inner(),
        work.len(),
        "not every strategy was checked"
    );
}
