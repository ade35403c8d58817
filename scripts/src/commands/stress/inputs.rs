//! How the stress test draws its inputs: into the uniform random boards it
//! mixes the problem's known-hard boards (those of its golden cases), a
//! board with the blank in each cell, and a board at each distance from
//! the goal, so that a bug that only some boards show is met within the
//! first couple of hundred cases.

use crate::problems::cases::problem_golden;
use crate::problems::cases::{golden_cases, GoldenError};
use crate::problems::format::{Case, Goal};
use crate::problems::Problem;
use eight::sample::Seeded;
use eight::{is_solvable, standard_goal, unrank, Board, Table, STATES};
use std::cell::RefCell;
use std::rc::Rc;

/// What a drawn board is, by the order of its slot: every fourth board of
/// each kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The golden case of this number (modulo their count) of the
    /// problem's golden cases ([`hard_cases`]).
    Hard(u64),
    /// A random board with the blank in a given cell, the cells in turn,
    /// that can reach its goal.
    BlankCell(usize),
    /// A random board at a given distance from its goal, the distances in
    /// turn from 0 to the greatest.
    Depth(u32),
    /// A uniform random board, as [`Format::random`](crate::problems::format::Format::random)
    /// draws them.
    Uniform,
}

/// The kind (0 to 3, as in [`Origin`]) of slot `slot` of case number `case`,
/// and which one of that kind it is: its ordinal among the boards of its
/// kind, so that each kind takes its cells, distances and golden cases in
/// turn.
fn turn_of(one_board: bool, case: u64, slot: usize) -> (usize, u64) {
    let kind = (case as usize + slot) % 4;
    // A case of one board: case 0 hard, 1 a blank cell, 2 a depth, 3
    // uniform, 4 hard again. A case of many holds at most 30 boards, so at
    // most 8 of a kind (a case as large as the judge's data repeats the
    // turns of the cases after it, which does no harm).
    let turn = if one_board {
        case / 4
    } else {
        case * 8 + (slot / 4) as u64
    };
    (kind, turn)
}

/// Replaces some of `cases`, the uniform random cases of case number
/// `case` of `seed`, by hard boards, blank cells and depths (see [`Origin`]),
/// the same for the same arguments. A problem whose data is always
/// solvable gets solvable cases only.
pub fn mix(problem: &Problem, seed: u64, case: u64, cases: &mut [Case]) {
    let mut random = Seeded(seed ^ 0xD1A3_5EED ^ case.wrapping_mul(0x2545_F491_4F6C_DD1D));
    for (slot, drawn) in cases.iter_mut().enumerate() {
        if let Some(new) = draw(problem, source(problem, case, slot), drawn, &mut random) {
            *drawn = new;
        }
    }
}

/// Where slot `slot` of case number `case` for `problem` is drawn from.
pub fn source(problem: &Problem, case: u64, slot: usize) -> Origin {
    let shape = problem.format.shape();
    let (kind, turn) = turn_of(shape.one_case, case, slot);
    match kind {
        0 => Origin::Hard(turn),
        1 => Origin::BlankCell((turn % 9) as usize),
        2 => {
            let deepest = match shape.goal {
                Goal::Fixed(goal) => with_depths(&goal, |depths| depths.len() - 1),
                // A goal of the input: the standard goals reach 30 or 31.
                Goal::InTheInput => 31,
                // No goal: no distance to it.
                Goal::None => 0,
            };
            Origin::Depth((turn % (deepest as u64 + 1)) as u32)
        }
        _ => Origin::Uniform,
    }
}

/// A case drawn from `kind` for `problem` in place of `uniform`, the uniform
/// random one, or `None` to keep it.
fn draw(problem: &Problem, kind: Origin, uniform_case: &Case, random: &mut Seeded) -> Option<Case> {
    // A 4x4 board keeps its format's own draws (boards a few random moves
    // from the goal, some made unsolvable): the golden ones are deep, too
    // slow for the optimal search of a stress case, and the cells and
    // distances below are the 3x3 board's.
    if uniform_case.fifteen.is_some() {
        return None;
    }
    let shape = problem.format.shape();
    let goal = |random: &mut Seeded| match shape.goal {
        Goal::Fixed(goal) => goal,
        Goal::InTheInput | Goal::None => uniform(random),
    };
    // A graph's boards are the golden ones or uniform: its blank cells and
    // distances are not the grid's.
    let grid = uniform_case.graph.is_none();
    match kind {
        Origin::Uniform => None,
        Origin::BlankCell(_) | Origin::Depth(_) if !grid => None,
        // No goal (the farthest board is asked for): a start with the
        // blank in each cell, and no distance to draw.
        Origin::BlankCell(cell) if shape.goal == Goal::None => {
            Some(Case::start_only(with_blank_at(&uniform(random), cell)))
        }
        Origin::Depth(_) if shape.goal == Goal::None => None,
        Origin::Hard(turn) => {
            let hard = hard_cases(problem);
            if hard.is_empty() {
                return None;
            }
            Some(hard[(turn % hard.len() as u64) as usize])
        }
        Origin::BlankCell(cell) => {
            let goal = goal(random);
            let mut start = with_blank_at(&uniform(random), cell);
            // Solvable, so that the answer shows how the board was read
            // (the uniform boards bring the unsolvable ones).
            if !is_solvable(&start, &goal) {
                start = flipped(&start);
            }
            Some(Case::pair(start, goal))
        }
        Origin::Depth(depth) => {
            let goal = goal(random);
            // Any goal is a standard one with its tiles renamed: draw there,
            // then name the tiles back.
            let standard = match shape.goal {
                Goal::Fixed(goal) => goal,
                Goal::InTheInput | Goal::None => standard_goal(goal.blank()),
            };
            let board = with_depths(&standard, |depths| {
                let depth = (depth as usize).min(depths.len() - 1);
                let boards = &depths[depth];
                unrank(boards[random.below(boards.len())])
            });
            Some(Case::pair(renamed(&board, &standard, &goal), goal))
        }
    }
}

/// A uniformly random board.
fn uniform(random: &mut Seeded) -> Board {
    unrank(random.below(STATES) as u32)
}

/// `board` with its blank swapped into `cell`.
fn with_blank_at(board: &Board, cell: usize) -> Board {
    let mut cells = *board.cells();
    let blank = board.blank();
    cells.swap(blank, cell);
    Board::from_cells(cells).expect("a swap keeps 0..=8 once each")
}

/// `board` with two tiles swapped: the other half of the boards.
fn flipped(board: &Board) -> Board {
    let mut cells = *board.cells();
    let tiles: Vec<usize> = (0..9).filter(|&c| cells[c] != 0).take(2).collect();
    cells.swap(tiles[0], tiles[1]);
    Board::from_cells(cells).expect("a swap keeps 0..=8 once each")
}

/// `board` with its tiles renamed as `from` becomes `to`: the tile at each
/// cell of `from` takes the name of the tile at that cell of `to`. Both
/// goals have the blank in the same cell, so the distance to `to` is the
/// distance to `from` before.
fn renamed(board: &Board, from: &Board, to: &Board) -> Board {
    let mut name = [0u8; 9];
    for (cell, &tile) in from.cells().iter().enumerate() {
        name[usize::from(tile)] = to.cells()[cell];
    }
    let cells = board.cells().map(|tile| name[usize::from(tile)]);
    Board::from_cells(cells).expect("renaming keeps 0..=8 once each")
}

/// Every board that reaches `goal`, by rank, at each distance.
type Depths = Rc<Vec<Vec<u32>>>;

/// Each problem's [`hard_cases`], by its name.
type HardCases = Vec<(&'static str, Rc<Vec<Case>>)>;

thread_local! {
    static DEPTHS: RefCell<Vec<(Board, Depths)>> = const { RefCell::new(Vec::new()) };
    static HARD: RefCell<HardCases> = const { RefCell::new(Vec::new()) };
}

/// `use` of the boards of `goal` by distance: built on first use, one
/// table (about 20 ms), and kept.
fn with_depths<T>(goal: &Board, use_: impl FnOnce(&[Vec<u32>]) -> T) -> T {
    let depths = DEPTHS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some((_, depths)) = cache.iter().find(|(g, _)| g == goal) {
            return Rc::clone(depths);
        }
        let table = Table::build(goal);
        let mut depths: Vec<Vec<u32>> = Vec::new();
        for r in 0..STATES as u32 {
            if let Some(d) = table.distance(&unrank(r)) {
                let d = d as usize;
                if depths.len() <= d {
                    depths.resize(d + 1, Vec::new());
                }
                depths[d].push(r);
            }
        }
        let depths = Rc::new(depths);
        cache.push((*goal, Rc::clone(&depths)));
        depths
    });
    use_(&depths)
}

/// Whether the golden cases the draws take come whole: an error naming a
/// golden file that nothing using its folder reads. A folder missing, or
/// holding no case in the problem's format, gives no hard boards, and is
/// no error here.
pub fn check_golden(problem: &Problem) -> Result<(), GoldenError> {
    match golden_cases(problem.cases, problem.format, problem.name) {
        Err(error @ GoldenError::Unread { .. }) => Err(error),
        _ => Ok(()),
    }
}

/// The cases of `problem`'s golden files, the files of fewer cases first,
/// each case once; read on first use and kept.
pub fn hard_cases(problem: &Problem) -> Rc<Vec<Case>> {
    HARD.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some((_, cases)) = cache.iter().find(|(name, _)| *name == problem.name) {
            return Rc::clone(cases);
        }
        let mut golden = problem_golden(problem).unwrap_or_default();
        golden.sort_by_key(|case| case.cases.len());
        let mut cases: Vec<Case> = Vec::new();
        for case in golden {
            for pair in case.cases {
                if !cases.contains(&pair) {
                    cases.push(pair);
                }
            }
        }
        let cases = Rc::new(cases);
        cache.push((problem.name, Rc::clone(&cases)));
        cases
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::stress::case_cases;
    use crate::problems::find;
    use eight::{rank, relabelled};

    /// The distance of `case`, or `None` when its goal cannot be reached.
    fn distance(case: &Case) -> Option<u32> {
        let (start, goal) = relabelled(&case.start, &case.goal_board());
        with_depths(&goal, |depths| {
            let r = rank(&start);
            depths
                .iter()
                .position(|boards| boards.binary_search(&r).is_ok())
                .map(|d| d as u32)
        })
    }

    #[test]
    fn the_first_200_cases_hold_every_blank_cell_every_depth_and_the_golden_boards() {
        for name in [
            "acwing179",
            "luogu1379",
            "hdu1043",
            "hdu3567",
            "lightoj1139",
        ] {
            let problem = find(name).unwrap();
            let mut cells = [false; 9];
            let mut depths = Vec::new();
            let hard = hard_cases(problem);
            let mut met = vec![false; hard.len()];
            for case in 0..200 {
                for drawn in case_cases(problem, 1, case) {
                    cells[drawn.start.blank()] = true;
                    if let Some(d) = distance(&drawn) {
                        if !depths.contains(&d) {
                            depths.push(d);
                        }
                    }
                    if let Some(i) = hard.iter().position(|h| *h == drawn) {
                        met[i] = true;
                    }
                    if problem.format.shape().solvable_only {
                        assert!(is_solvable(&drawn.start, &drawn.goal_board()), "{}", name);
                    }
                }
            }
            assert_eq!(cells, [true; 9], "{}", name);
            depths.sort_unstable();
            // A goal of the input reaches 31 from some cells only.
            let deepest = if ["acwing179", "hdu1043", "lightoj1139"].contains(&name) {
                31
            } else {
                30
            };
            depths.retain(|&d| d <= deepest);
            assert_eq!(depths, (0..=deepest).collect::<Vec<u32>>(), "{}", name);
            // 50 hard slots for one board a case, about 1,000 for many:
            // every golden case, or the first 50 of them, is met.
            let seen = if problem.format.shape().one_case {
                met.iter().take_while(|&&m| m).count()
            } else {
                met.iter().filter(|&&m| m).count()
            };
            assert!(
                seen >= met.len().min(50),
                "{}: {} of {}",
                name,
                seen,
                met.len()
            );
        }
    }

    #[test]
    fn the_same_seed_draws_the_same_cases() {
        let problem = find("hdu3567").unwrap();
        for case in [0, 1, 2, 3, 19, 57] {
            assert_eq!(case_cases(problem, 4, case), case_cases(problem, 4, case));
        }
        assert_ne!(case_cases(problem, 4, 1), case_cases(problem, 5, 1));
    }

    #[test]
    fn kinds_take_turns() {
        let problem = find("acwing845").unwrap();
        let sources: Vec<Origin> = (0..6).map(|case| source(problem, case, 0)).collect();
        assert_eq!(
            sources,
            [
                Origin::Hard(0),
                Origin::BlankCell(0),
                Origin::Depth(0),
                Origin::Uniform,
                Origin::Hard(1),
                Origin::BlankCell(1),
            ]
        );
    }
}
