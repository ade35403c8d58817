//! The fifteen-puzzle realm against independent references: its estimates
//! admissible and consistent on seeded boards against exact distances (a
//! bidirectional BFS of `support/fifteen_reference.rs`), its IDA* against
//! the same distances and the canonical strings of a plain BFS, its
//! pattern databases against a brute-force search, its parity against BFS
//! reachability and inversion counts, and Korf's 100 against their
//! published optima (`eight::korf100`, from Korf 1985).

#[path = "support/fifteen_reference.rs"]
mod reference;

use eight::korf100::{KORF_100, KORF_100_OPTIMA};
use eight::sample::Seeded;
use eight::sized::{distances, pack, Size};
use eight::{
    grid_solvable, linear_conflict15, manhattan15, read_counted_fifteen, read_fifteen, solve15,
    solve15_sorted, to_letters, Additive, Estimate15, Fifteen, FifteenFault, LinearConflict,
    Manhattan, Pattern, Walking, WalkingTable, FIVE_FIVE_FIVE, SIX_SIX_THREE,
};
use std::path::PathBuf;

fn cells(board: Fifteen) -> reference::Cells {
    board.cells()
}

fn board(cells: reference::Cells) -> Fifteen {
    Fifteen::from_cells(cells).unwrap()
}

/// A board `moves` random moves of the blank from Korf's goal, never
/// undoing the last: at most that far, usually about as far.
fn walked(random: &mut Seeded, moves: usize) -> reference::Cells {
    let mut at = reference::GOAL;
    let mut previous = at;
    for _ in 0..moves {
        let near: Vec<_> = reference::neighbours(&at)
            .into_iter()
            .filter(|(_, b)| *b != previous)
            .collect();
        previous = at;
        at = near[random.below(near.len())].1;
    }
    at
}

/// Seeded boards of 8 to 30 random moves with their exact distances.
fn measured_boards(count: usize) -> Vec<(reference::Cells, u32)> {
    let mut random = Seeded(0x15_1515);
    (0..count)
        .map(|i| {
            let start = walked(&mut random, 8 + i % 23);
            let exact = reference::distance(&start, &reference::GOAL, 40).unwrap();
            (start, exact)
        })
        .collect()
}

/// The 5-5-5 databases (built in about a second).
fn five_five_five() -> Vec<Pattern> {
    let tiles = FIVE_FIVE_FIVE.patterns;
    tiles
        .iter()
        .map(|t| Pattern::build(t, &mut |_, _| {}))
        .collect()
}

/// `estimate` never above the exact distance of any board of `boards`, its
/// estimate kept move by move the one computed whole; and, where
/// `consistent`, no move changing it by more than one. Returns the mean
/// estimate and the moves that changed it by more than one.
fn admissible<E: Estimate15>(
    estimate: &E,
    boards: &[(reference::Cells, u32)],
    consistent: bool,
) -> (f64, usize) {
    let (mut sum, mut jumps) = (0, 0);
    for &(start, exact) in boards {
        let here = board(start);
        let (carry, h) = estimate.start(here, here.places());
        assert!(
            h <= exact,
            "{}: {} above {} for\n{}",
            estimate.name(),
            h,
            exact,
            here
        );
        sum += h;
        let blank = here.blank();
        for (_, near) in reference::neighbours(&start) {
            let next = board(near);
            let from = next.blank();
            let (_, whole) = estimate.start(next, next.places());
            let (_, kept) = estimate.moved(carry, next, next.places(), here.get(from), from, blank);
            assert_eq!(kept, whole, "{}: kept move by move", estimate.name());
            let jump = !(h <= whole + 1 && whole <= h + 1);
            assert!(
                !(consistent && jump),
                "{}: {} then {} across one move from\n{}",
                estimate.name(),
                h,
                whole,
                here
            );
            jumps += usize::from(jump);
        }
    }
    (f64::from(sum) / boards.len() as f64, jumps)
}

#[test]
fn the_reference_bfs_counts_the_published_depths() {
    // OEIS A089484, the blank in a corner: Korf's goal.
    let counts = reference::depth_counts(&reference::GOAL, 15);
    assert_eq!(counts, reference::CORNER_DEPTHS);
}

#[test]
fn every_estimate_is_admissible_and_consistent_on_seeded_boards() {
    let boards = measured_boards(230);
    let walking = Walking::new();
    let table = WalkingTable::new();
    let patterns = five_five_five();
    let said = |name: &str, (mean, jumps): (f64, usize)| {
        println!(
            "{:>12}: mean {:.2}, {} moves changing it by more than one",
            name, mean, jumps
        )
    };
    said("manhattan", admissible(&Manhattan::new(), &boards, true));
    said(
        "conflict",
        admissible(&LinearConflict::new(), &boards, true),
    );
    said("walking", admissible(&walking, &boards, true));
    // The least over the blank's regions is a compression of the blank's
    // cell out of the table, and it is not consistent (see
    // `fifteen_pattern.rs`): admissible is what is asked of it, and the
    // jumps are counted.
    for mirrored in [false, true] {
        let additive = Additive::new(FIVE_FIVE_FIVE, patterns.clone(), mirrored);
        said("5-5-5", admissible(&additive, &boards, false));
    }
    for &(start, exact) in &boards {
        let here = board(start);
        assert!(table.distance(here) <= exact);
        assert!(manhattan15(here) <= linear_conflict15(here));
    }
}

#[test]
fn ida_star_finds_the_exact_distance_and_the_canonical_string() {
    let boards = measured_boards(120);
    let patterns = Additive::new(FIVE_FIVE_FIVE, five_five_five(), true);
    for (i, &(start, exact)) in boards.iter().enumerate() {
        let answers = [
            solve15(&Manhattan::new(), board(start), 80),
            solve15(&LinearConflict::new(), board(start), 80),
            solve15(&Walking::new(), board(start), 80),
            solve15(&patterns, board(start), 80),
        ];
        let letters: Vec<String> = answers
            .iter()
            .map(|a| to_letters(&a.as_ref().unwrap().moves))
            .collect();
        for moves in &letters {
            assert_eq!(moves.len() as u32, exact, "{:?}", start);
            assert_eq!(reference::play(&start, moves), Some(reference::GOAL));
        }
        // Every estimate finds the same string: the alphabetically first.
        assert!(letters.iter().all(|m| *m == letters[0]), "{:?}", letters);
        // The sorted search finds a shortest one, each estimate.
        let sorted = [
            solve15_sorted(&LinearConflict::new(), board(start), 80),
            solve15_sorted(&patterns, board(start), 80),
        ];
        for solved in sorted {
            let moves = to_letters(&solved.unwrap().moves);
            assert_eq!(moves.len() as u32, exact, "{:?}", start);
            assert_eq!(reference::play(&start, &moves), Some(reference::GOAL));
        }
        if exact <= 16 && i % 3 == 0 {
            assert_eq!(letters[0], reference::canonical(&start, &reference::GOAL));
        }
    }
}

#[test]
fn an_unsolvable_board_is_said_at_once() {
    /// An estimate that must never be asked.
    struct Never;
    impl Estimate15 for Never {
        type Carry = ();
        fn name(&self) -> &'static str {
            "never"
        }
        fn start(&self, _: Fifteen, _: u64) -> ((), u32) {
            panic!("an unsolvable board was searched")
        }
        fn moved(&self, _: (), _: Fifteen, _: u64, _: u8, _: usize, _: usize) -> ((), u32) {
            panic!("an unsolvable board was searched")
        }
    }
    // Tiles 14 and 15 swapped (Sam Loyd's puzzle, for Korf's goal).
    let mut loyd = reference::GOAL;
    loyd.swap(14, 15);
    assert_eq!(solve15(&Never, board(loyd), 80), None);
    assert!(solve15(&Manhattan::new(), board(reference::GOAL), 80)
        .unwrap()
        .moves
        .is_empty());
}

#[test]
fn a_pattern_database_is_the_brute_force_search() {
    for tiles in [&[1, 2, 3][..], &[5, 10, 15], &[4, 8], &[15]] {
        let pattern = Pattern::build(tiles, &mut |_, _| {});
        let brute = reference::pattern_by_brute_force(tiles);
        assert_eq!(brute.len(), pattern.table().len(), "{:?}", tiles);
        for (cells, moves) in brute {
            let entry = pattern.moves(|i| u32::from(cells[i]));
            assert_eq!(u32::from(entry), moves, "{:?} at {:?}", tiles, cells);
        }
    }
}

#[test]
fn a_database_file_is_read_back_and_a_wrong_one_refused() {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fifteen-pdb-file");
    std::fs::create_dir_all(&folder).unwrap();
    let tiles = [1u8, 2, 3];
    let pattern = Pattern::build(&tiles, &mut |_, _| {});
    let path = eight::pattern_path(&folder, &tiles);
    pattern.save(&path).unwrap();
    assert!(Pattern::load(&tiles, &path) == Some(pattern.clone()));
    // Another pattern's name, a file cut short: refused, to be rebuilt.
    assert!(Pattern::load(&[1, 2, 4], &path).is_none());
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() - 1]).unwrap();
    assert!(Pattern::load(&tiles, &path).is_none());
}

#[test]
fn korfs_shortest_boards_solve_to_their_published_optima() {
    let patterns = Additive::new(FIVE_FIVE_FIVE, five_five_five(), true);
    // The boards of 41 to 46 moves: 55, 16, 42, 79, 71, 85, 97, 12, 61,
    // 86, 9, 13, 19 and 93.
    let (mut canonical, mut sorted_boards) = (0, 0);
    for n in [55, 16, 42, 79, 71, 85, 97, 12, 61, 86, 9, 13, 19, 93] {
        let start = board(KORF_100[n - 1]);
        let optimum = usize::from(KORF_100_OPTIMA[n - 1]);
        let solved = solve15(&patterns, start, 80).unwrap();
        assert_eq!(solved.moves.len(), optimum, "instance {}", n);
        let letters = to_letters(&solved.moves);
        assert_eq!(
            reference::play(&cells(start), &letters),
            Some(reference::GOAL)
        );
        let sorted = solve15_sorted(&patterns, start, 80).unwrap();
        assert_eq!(sorted.moves.len(), optimum, "instance {}", n);
        canonical += solved.generated;
        sorted_boards += sorted.generated;
        let sorted = to_letters(&sorted.moves);
        assert_eq!(
            reference::play(&cells(start), &sorted),
            Some(reference::GOAL)
        );
        if n == 55 || n == 12 {
            let by_conflict = solve15(&LinearConflict::new(), start, 80).unwrap();
            assert_eq!(to_letters(&by_conflict.moves), letters, "instance {}", n);
        }
    }
    // Looking at every successor first, the lowest estimate first, costs
    // fewer boards: what solve15_sorted is for.
    println!(
        "boards generated: {} canonical, {} sorted",
        canonical, sorted_boards
    );
    assert!(
        sorted_boards < canonical,
        "{} against {}",
        sorted_boards,
        canonical
    );
}

#[test]
#[ignore = "full tier: the 6-6-3 databases built (about 10 s) and Korf's 100 solved with them (about 10 s)"]
fn korfs_100_solve_to_their_published_optima_with_6_6_3() {
    let tiles = SIX_SIX_THREE.patterns;
    let patterns = tiles
        .iter()
        .map(|t| Pattern::build(t, &mut |_, _| {}))
        .collect();
    let additive = Additive::new(SIX_SIX_THREE, patterns, true);
    let boards = measured_boards(120);
    admissible(&additive, &boards, false);
    for n in 1..=100 {
        let start = board(KORF_100[n - 1]);
        let optimum = usize::from(KORF_100_OPTIMA[n - 1]);
        let solved = solve15_sorted(&additive, start, 80).unwrap();
        assert_eq!(solved.moves.len(), optimum, "instance {}", n);
        let letters = to_letters(&solved.moves);
        assert_eq!(
            reference::play(&cells(start), &letters),
            Some(reference::GOAL)
        );
        if n % 10 == 0 {
            let canonical = solve15(&additive, start, 80).unwrap();
            assert_eq!(canonical.moves.len(), optimum, "instance {}", n);
        }
    }
}

#[test]
fn parity_says_what_a_breadth_first_search_reaches() {
    for (rows, columns) in [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3), (1, 5)] {
        let size = Size { rows, columns };
        let cells = rows * columns;
        let mut goal: Vec<u8> = (1..cells as u8).collect();
        goal.push(0);
        let reached = distances(size, &goal);
        let wide = |b: &[u8]| b.iter().map(|&v| u32::from(v)).collect::<Vec<u32>>();
        // Every arrangement, by Heap's algorithm.
        let mut board: Vec<u8> = (0..cells as u8).collect();
        let mut counters = vec![0; cells];
        let check = |board: &[u8]| {
            let solvable = grid_solvable(rows, columns, &wide(board), &wide(&goal));
            assert_eq!(
                solvable,
                reached.contains_key(&pack(board)),
                "{}x{} {:?}",
                rows,
                columns,
                board
            );
        };
        check(&board);
        let mut i = 0;
        while i < cells {
            if counters[i] < i {
                board.swap(if i % 2 == 0 { 0 } else { counters[i] }, i);
                check(&board);
                counters[i] += 1;
                i = 0;
            } else {
                counters[i] = 0;
                i += 1;
            }
        }
    }
}

#[test]
fn the_4x4_parity_is_the_grid_rule_on_seeded_boards() {
    let mut random = Seeded(0x4444);
    let goal: Vec<u32> = (0..16).collect();
    let mut solvable = 0;
    for _ in 0..2000 {
        let mut cells: reference::Cells = reference::GOAL;
        for k in (1..16).rev() {
            cells.swap(k, random.below(k + 1));
        }
        let wide: Vec<u32> = cells.iter().map(|&v| u32::from(v)).collect();
        let by_grid = grid_solvable(4, 4, &wide, &goal);
        assert_eq!(eight::solvable15(board(cells)), by_grid, "{:?}", cells);
        solvable += usize::from(by_grid);
    }
    // Half of all boards, about.
    assert!((900..1100).contains(&solvable), "{} of 2000", solvable);
}

#[test]
fn parity_is_the_classic_inversion_rule_up_to_999_by_999() {
    let mut random = Seeded(0x2893);
    let sizes = [
        (4, 4),
        (5, 5),
        (3, 7),
        (6, 4),
        (7, 2),
        (999, 999),
        (998, 999),
        (999, 998),
    ];
    for (i, &(rows, columns)) in sizes.iter().cycle().take(60).enumerate() {
        let cells = rows * columns;
        if cells > 10_000 && i >= sizes.len() {
            continue;
        }
        let mut board: Vec<u32> = (0..cells as u32).collect();
        for k in (1..cells).rev() {
            board.swap(k, random.below(k + 1));
        }
        let mut goal: Vec<u32> = (1..cells as u32).collect();
        goal.push(0);
        // POJ 2893's rule: the tiles' inversions; on an even width, plus
        // the blank's rows above the bottom row.
        let tiles: Vec<u32> = board.iter().copied().filter(|&v| v != 0).collect();
        let mut odd = reference::inversions(&tiles) % 2 == 1;
        if columns % 2 == 0 {
            let blank_row = board.iter().position(|&v| v == 0).unwrap() / columns;
            odd ^= (rows - 1 - blank_row) % 2 == 1;
        }
        assert_eq!(
            grid_solvable(rows, columns, &board, &goal),
            !odd,
            "{}x{}",
            rows,
            columns
        );
    }
}

#[test]
fn bad_boards_are_refused_with_their_line() {
    let fault = |text: &str| read_fifteen(text).unwrap_err();
    let goal = "0 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n";
    let error = fault(&goal.replace("9 10", "9 9"));
    assert_eq!(
        (error.line, error.fault),
        (
            3,
            FifteenFault::Repeated {
                value: 9,
                missing: 10
            }
        )
    );
    let error = fault(&goal.replace("14", "16"));
    assert_eq!(
        (error.line, error.fault),
        (4, FifteenFault::AboveFifteen("16".into()))
    );
    let error = fault(&goal.replace("15\n", ""));
    assert_eq!((error.line, error.fault), (4, FifteenFault::CutShort(15)));
    let error = fault(&format!("{}{}", goal, "1 2\n"));
    assert_eq!(
        (error.board, error.line, error.fault),
        (2, 5, FifteenFault::CutShort(2))
    );
    let error = read_counted_fifteen(&format!("2\n{}", goal)).unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 1: the input says 2 boards and holds 1 (16 numbers each)"
    );
    // Seeded garbage: an answer or an error, never a panic.
    let mut random = Seeded(0xBAD);
    let alphabet = b"0123456789 \n\t-+x\xff";
    for _ in 0..2000 {
        let length = random.below(80);
        let bytes: Vec<u8> = (0..length)
            .map(|_| alphabet[random.below(alphabet.len())])
            .collect();
        let text = String::from_utf8_lossy(&bytes);
        if let Err(error) = read_fifteen(&text) {
            assert!(error.to_string().starts_with("line "));
        }
        let _ = read_counted_fifteen(&text);
    }
}

#[test]
fn the_search_never_undoes_its_last_move() {
    /// Manhattan distance that counts the moves sliding a tile straight
    /// back where the move before took it from.
    struct Watching {
        undone: std::cell::Cell<u64>,
    }
    impl Estimate15 for Watching {
        /// The distance and the last move's cells, from and to.
        type Carry = (u32, usize, usize);
        fn name(&self) -> &'static str {
            "watching"
        }
        fn start(&self, board: Fifteen, _: u64) -> ((u32, usize, usize), u32) {
            let h = manhattan15(board);
            ((h, usize::MAX, usize::MAX), h)
        }
        fn moved(
            &self,
            (h, last_from, last_to): (u32, usize, usize),
            board: Fifteen,
            places: u64,
            tile: u8,
            from: usize,
            to: usize,
        ) -> ((u32, usize, usize), u32) {
            if from == last_to && to == last_from {
                self.undone.set(self.undone.get() + 1);
            }
            let (h, _) = Manhattan::new().moved(h, board, places, tile, from, to);
            ((h, from, to), h)
        }
    }
    let watching = Watching {
        undone: std::cell::Cell::new(0),
    };
    for (start, exact) in measured_boards(40) {
        let solved = solve15(&watching, board(start), 80).unwrap();
        assert_eq!(solved.moves.len() as u32, exact);
        assert!(solved.generated > u64::from(exact));
    }
    assert_eq!(watching.undone.get(), 0, "moves undone");
}

#[test]
fn korfs_data_is_whole_by_what_his_table_says_of_it() {
    // Mean 53.05 moves, 41 to 66 (Korf 1985); every board solvable, each
    // optimum of its Manhattan distance's parity and at least its estimate.
    let optima = KORF_100_OPTIMA.iter().map(|&o| u32::from(o));
    assert_eq!(optima.clone().sum::<u32>(), 5305);
    assert_eq!((optima.clone().min(), optima.max()), (Some(41), Some(66)));
    for (n, (&cells, &optimum)) in KORF_100.iter().zip(&KORF_100_OPTIMA).enumerate() {
        let start = board(cells);
        assert!(eight::solvable15(start), "instance {}", n + 1);
        let optimum = u32::from(optimum);
        assert_eq!(optimum % 2, manhattan15(start) % 2, "instance {}", n + 1);
        assert!(linear_conflict15(start) <= optimum, "instance {}", n + 1);
    }
}
