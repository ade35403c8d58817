//! `hunt`: runs the broken searches that contestants commonly write over
//! every board of a goal, against the true distances, and prints per
//! broken search how many boards it answers too long, and the boards it
//! errs on that make the best golden cases. An example, not a binary, so
//! that `cargo install --path scripts` installs the judge alone.
//!
//! ```text
//! cargo run --release -q -p eight-judge --example hunt -- [GOAL...] [--search NAME]... [--picks N]
//! ```
//!
//! A goal is nine cells, `x` the blank (`12345678x`, POJ 1077's, and
//! `1238x4765`, Luogu P1379's, when none is given). Each broken search is
//! run in a few variants, as contestants write it (the order of the moves,
//! how the heap breaks a tie of `f`); a board is a pick when many variants
//! err on it, so that a solution written another way errs there too.

use eight::{rank, unrank, Board, Packed, Table, STATES};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};
use std::process::exit;

/// The estimate an A* or best-first search orders its heap by.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Estimate {
    /// Manhattan distance of the tiles: admissible.
    Manhattan,
    /// Manhattan distance with the blank counted as a tile: not admissible.
    ManhattanWithBlank,
    /// Misplaced cells with the blank counted as a tile: not admissible.
    MisplacedWithBlank,
}

/// When an A* search takes a board as done.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Visit {
    /// A closed set, marked when a board is popped (the textbook's).
    ClosedOnPop,
    /// A `dist` map, updated when a shorter way to a board is pushed; a
    /// popped board whose `g` is stale is skipped.
    DistOnPush,
    /// A visited set, marked when a board is first pushed: the board keeps
    /// the first `g` found, which need not be its least.
    VisitedOnPush,
}

/// Among boards of equal `f`, which the heap gives first. A C++
/// `priority_queue` that compares `f` alone gives an order of its own;
/// these stand in for it, and for those that compare more.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tie {
    /// The first pushed.
    Fifo,
    /// The last pushed.
    Lifo,
    /// The greatest `g` (the least estimate), then the first pushed.
    DeepFirst,
    /// The least `g`, then the first pushed.
    ShallowFirst,
}

/// One way to write a search.
#[derive(Clone, Copy, Debug)]
enum Search {
    AStar {
        estimate: Estimate,
        visit: Visit,
        tie: Tie,
        /// Moves tried in the order `u d l r` (else `d l r u`).
        udlr: bool,
    },
    /// Best-first by the estimate alone, visited on push.
    Greedy { tie: Tie },
    /// BFS from both ends that takes one board a side in turn, not one
    /// level, and answers at the first board the other side has seen.
    Bidirectional {
        /// Whether the meeting is tested on the boards pushed (else popped).
        on_push: bool,
        udlr: bool,
        /// Whether the side with the shorter queue takes the next board
        /// (else the sides take turns).
        shorter_first: bool,
    },
}

/// A broken search and the variants it is run in.
struct Broken {
    name: &'static str,
    what: &'static str,
    variants: Vec<Search>,
}

fn broken_searches() -> Vec<Broken> {
    let astar = |estimate, ways: &[(Visit, Tie, bool)]| -> Vec<Search> {
        ways.iter()
            .map(|&(visit, tie, udlr)| Search::AStar {
                estimate,
                visit,
                tie,
                udlr,
            })
            .collect()
    };
    use Tie::{DeepFirst, Fifo, Lifo, ShallowFirst};
    use Visit::{ClosedOnPop, DistOnPush, VisitedOnPush};
    // (visit, tie, moves in the order u d l r)
    let blank_ways = [
        (ClosedOnPop, Fifo, true),
        (ClosedOnPop, Fifo, false),
        (ClosedOnPop, DeepFirst, true),
        (ClosedOnPop, DeepFirst, false),
        (ClosedOnPop, Lifo, true),
        (DistOnPush, DeepFirst, true),
    ];
    let on_push = [
        (VisitedOnPush, Fifo, true),
        (VisitedOnPush, DeepFirst, true),
        (VisitedOnPush, ShallowFirst, true),
    ];
    vec![
        Broken {
            name: "astar-manhattan-blank",
            what: "A* whose Manhattan distance counts the blank as a tile",
            variants: astar(Estimate::ManhattanWithBlank, &blank_ways),
        },
        Broken {
            name: "astar-misplaced-blank",
            what: "A* whose misplaced-tiles count counts the blank",
            variants: astar(
                Estimate::MisplacedWithBlank,
                &[(ClosedOnPop, Fifo, true), (ClosedOnPop, DeepFirst, true)],
            ),
        },
        Broken {
            name: "astar-visited-on-push",
            what: "A* (Manhattan, blank not counted) that marks a board visited when pushed",
            variants: astar(Estimate::Manhattan, &on_push),
        },
        Broken {
            name: "bidirectional-node-by-node",
            what: "bidirectional BFS that takes single boards (in turn, or from the shorter queue), not levels, and stops at the first meeting",
            variants: [
                (true, true, false),
                (true, false, false),
                (false, true, false),
                (false, false, false),
                (true, true, true),
                (false, true, true),
            ]
            .iter()
            .map(|&(on_push, udlr, shorter_first)| Search::Bidirectional {
                on_push,
                udlr,
                shorter_first,
            })
            .collect(),
        },
        Broken {
            name: "greedy-best-first",
            what: "best-first by Manhattan distance alone, ignoring the moves made",
            variants: vec![
                Search::Greedy { tie: Tie::Fifo },
                Search::Greedy { tie: Tie::Lifo },
            ],
        },
    ]
}

/// Where the blank goes from `blank` for the moves in order: `u d l r` or
/// `d l r u`.
fn targets(blank: usize, udlr: bool) -> [Option<usize>; 4] {
    let up = if blank >= 3 { Some(blank - 3) } else { None };
    let down = if blank < 6 { Some(blank + 3) } else { None };
    let left = if blank % 3 > 0 { Some(blank - 1) } else { None };
    let right = if blank % 3 < 2 { Some(blank + 1) } else { None };
    if udlr {
        [up, down, left, right]
    } else {
        [down, left, right, up]
    }
}

/// The searches' shared scratch space, stamped so that nothing is cleared
/// between boards.
struct Hunter {
    goal: u64,
    /// `cost[estimate][tile][cell]`: what a tile at a cell adds.
    cost: [[[u8; 9]; 9]; 3],
    /// Per side of a search (the start's, the goal's): the generation
    /// that last saw each board, by rank, and its distance then.
    seen: [Vec<u32>; 2],
    dist: [Vec<u8>; 2],
    generation: u32,
}

impl Hunter {
    fn new(goal: &Board) -> Hunter {
        let mut at = [0usize; 9];
        for (c, &tile) in goal.cells().iter().enumerate() {
            at[usize::from(tile)] = c;
        }
        // In the order of `Estimate`'s variants.
        let cost = [0, 1, 2].map(|estimate| {
            let mut table = [[0u8; 9]; 9];
            for (tile, row) in table.iter_mut().enumerate() {
                let a = at[tile];
                for (b, entry) in row.iter_mut().enumerate() {
                    let manhattan = (a / 3).max(b / 3) - (a / 3).min(b / 3) + (a % 3).max(b % 3)
                        - (a % 3).min(b % 3);
                    *entry = match estimate {
                        0 if tile == 0 => 0,
                        0 | 1 => manhattan as u8,
                        _ => u8::from(a != b),
                    };
                }
            }
            table
        });
        Hunter {
            goal: Packed::new(goal).0,
            cost,
            seen: [vec![0; STATES], vec![0; STATES]],
            dist: [vec![0; STATES], vec![0; STATES]],
            generation: 0,
        }
    }

    fn estimate(&self, which: Estimate, word: u64) -> u32 {
        let table = &self.cost[which as usize];
        (0..9)
            .map(|c| u32::from(table[usize::from(Packed(word).get(c))][c]))
            .sum()
    }

    /// The number of moves `search` answers for `start`.
    fn solve(&mut self, search: Search, start: &Board) -> u32 {
        self.generation += 1;
        let start = Packed::new(start).0;
        match search {
            Search::AStar {
                estimate,
                visit,
                tie,
                udlr,
            } => self.best_first(start, estimate, Some(visit), tie, udlr),
            Search::Greedy { tie } => self.best_first(start, Estimate::Manhattan, None, tie, true),
            Search::Bidirectional {
                on_push,
                udlr,
                shorter_first,
            } => self.bidirectional(start, on_push, udlr, shorter_first),
        }
    }

    /// A* (`visit` given) or greedy best-first (`None`: visited on push,
    /// ordered by the estimate alone).
    fn best_first(
        &mut self,
        start: u64,
        estimate: Estimate,
        visit: Option<Visit>,
        tie: Tie,
        udlr: bool,
    ) -> u32 {
        let generation = self.generation;
        let mut heap: BinaryHeap<Reverse<(u64, u64)>> = BinaryHeap::new();
        let mut pushed = 0u64;
        let key = |f: u32, g: u32, pushed: u64| -> u64 {
            let order = match tie {
                Tie::Fifo => pushed,
                Tie::Lifo => (1 << 32) - pushed,
                Tie::DeepFirst => u64::from(255 - g) << 32 | pushed,
                Tie::ShallowFirst => u64::from(g) << 32 | pushed,
            };
            u64::from(f) << 42 | order
        };
        let f_of = |g: u32, h: u32| if visit.is_some() { g + h } else { h };
        let r = Packed(start).rank() as usize;
        // A closed set is marked on popping; the others mark the start now.
        if visit != Some(Visit::ClosedOnPop) {
            self.seen[0][r] = generation;
            self.dist[0][r] = 0;
        }
        let h = self.estimate(estimate, start);
        // An item is the board's word, its blank in bits 36-39, g in bits
        // 40-47 and h from bit 48.
        let item = |word: u64, blank: usize, g: u32, h: u32| {
            word | (blank as u64) << 36 | u64::from(g) << 40 | u64::from(h) << 48
        };
        heap.push(Reverse((
            key(f_of(0, h), 0, 0),
            item(start, blank_of(start), 0, h),
        )));
        let table = self.cost[estimate as usize];
        while let Some(Reverse((_, popped))) = heap.pop() {
            let word = popped & ((1 << 36) - 1);
            let blank = (popped >> 36 & 0xF) as usize;
            let g = (popped >> 40 & 0xFF) as u32;
            let h = (popped >> 48) as u32;
            let r = Packed(word).rank() as usize;
            match visit {
                Some(Visit::ClosedOnPop) => {
                    if self.seen[0][r] == generation {
                        continue;
                    }
                    self.seen[0][r] = generation;
                }
                // A stale entry: the board was pushed again with a lesser g.
                Some(Visit::DistOnPush) if g > u32::from(self.dist[0][r]) => continue,
                _ => {}
            }
            if word == self.goal {
                return g;
            }
            for &target in targets(blank, udlr).iter().flatten() {
                let child = Packed(word).slid(target, blank).0;
                let rc = Packed(child).rank() as usize;
                let seen = self.seen[0][rc] == generation;
                match visit {
                    Some(Visit::ClosedOnPop) => {
                        if seen {
                            continue;
                        }
                    }
                    Some(Visit::DistOnPush) => {
                        if seen && u32::from(self.dist[0][rc]) <= g + 1 {
                            continue;
                        }
                        self.seen[0][rc] = generation;
                        self.dist[0][rc] = (g + 1) as u8;
                    }
                    Some(Visit::VisitedOnPush) | None => {
                        if seen {
                            continue;
                        }
                        self.seen[0][rc] = generation;
                    }
                }
                pushed += 1;
                // The tile moves from `target` to `blank`, the blank back.
                let tile = usize::from(Packed(word).get(target));
                let h = h + u32::from(table[tile][blank]) + u32::from(table[0][target])
                    - u32::from(table[tile][target])
                    - u32::from(table[0][blank]);
                heap.push(Reverse((
                    key(f_of(g + 1, h), g + 1, pushed),
                    item(child, target, g + 1, h),
                )));
            }
        }
        unreachable!("every board of the goal's half reaches it")
    }

    fn bidirectional(&mut self, start: u64, on_push: bool, udlr: bool, shorter_first: bool) -> u32 {
        if start == self.goal {
            return 0;
        }
        let generation = self.generation;
        let mut queues = [VecDeque::new(), VecDeque::new()];
        for (side, word) in [start, self.goal].iter().enumerate() {
            queues[side].push_back(*word);
            let r = Packed(*word).rank() as usize;
            self.seen[side][r] = generation;
            self.dist[side][r] = 0;
        }
        let mut side = 0;
        loop {
            if shorter_first {
                side = usize::from(queues[1].len() < queues[0].len());
            }
            let word = match queues[side].pop_front() {
                Some(word) => word,
                None => unreachable!("the two sides meet"),
            };
            let other = 1 - side;
            let r = Packed(word).rank() as usize;
            let g = u32::from(self.dist[side][r]);
            if !on_push && self.seen[other][r] == generation {
                return g + u32::from(self.dist[other][r]);
            }
            let blank = blank_of(word);
            for target in targets(blank, udlr).iter().flatten() {
                let child = Packed(word).slid(*target, blank).0;
                let rc = Packed(child).rank() as usize;
                if on_push && self.seen[other][rc] == generation {
                    return g + 1 + u32::from(self.dist[other][rc]);
                }
                if self.seen[side][rc] == generation {
                    continue;
                }
                self.seen[side][rc] = generation;
                self.dist[side][rc] = (g + 1) as u8;
                queues[side].push_back(child);
            }
            side = other;
        }
    }
}

/// Where the blank is on a packed board.
fn blank_of(word: u64) -> usize {
    (0..9).find(|&c| Packed(word).get(c) == 0).unwrap_or(0)
}

fn board(text: &str) -> Result<Board, String> {
    let boards = eight::parse_boards(text.as_bytes()).map_err(|e| e.to_string())?;
    match boards.as_slice() {
        [one] => Ok(*one),
        _ => Err(format!("{:?} is not one board", text)),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut goals = Vec::new();
    let mut only: Vec<String> = Vec::new();
    let mut picks = 3usize;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--search" => only.extend(rest.next().cloned()),
            "--picks" => picks = rest.next().and_then(|n| n.parse().ok()).unwrap_or(3),
            _ => match board(arg) {
                Ok(goal) => goals.push(goal),
                Err(why) => {
                    eprintln!(
                        "hunt: {}\nusage: hunt [GOAL...] [--search NAME]... [--picks N]",
                        why
                    );
                    exit(2)
                }
            },
        }
    }
    if goals.is_empty() {
        goals = vec![Board::POJ_GOAL, Board::LUOGU_GOAL];
    }
    for goal in goals {
        let table = Table::build(&goal);
        let boards: Vec<(Board, u32)> = (0..STATES as u32)
            .map(unrank)
            .filter_map(|b| Some((b, table.distance(&b)?)))
            .collect();
        let mut hunter = Hunter::new(&goal);
        for broken in broken_searches() {
            if !only.is_empty() && !only.iter().any(|name| name == broken.name) {
                continue;
            }
            // For each board, how many variants err on it and by how much.
            let mut erring = vec![(0usize, 0u32); boards.len()];
            let mut per_variant = Vec::new();
            for &variant in &broken.variants {
                let started = std::time::Instant::now();
                let mut wrong = 0;
                for (i, (start, distance)) in boards.iter().enumerate() {
                    let found = hunter.solve(variant, start);
                    assert!(found >= *distance, "{:?} beat BFS on {}", variant, start);
                    if found > *distance {
                        wrong += 1;
                        erring[i].0 += 1;
                        erring[i].1 = erring[i].1.max(found - distance);
                    }
                }
                eprintln!(
                    "hunt: {} to {}, {:?}: {} boards too long, {:.0} s",
                    broken.name,
                    goal,
                    variant,
                    wrong,
                    started.elapsed().as_secs_f64()
                );
                per_variant.push(wrong);
            }
            let any = erring.iter().filter(|e| e.0 > 0).count();
            let all = erring
                .iter()
                .filter(|e| e.0 == broken.variants.len())
                .count();
            println!(
                "{} to {}: {} ({} variants): too long on {} of {} boards by some variant, {} by all; per variant {:?}",
                broken.name,
                goal,
                broken.what,
                broken.variants.len(),
                any,
                boards.len(),
                all,
                per_variant
            );
            // The picks: most variants erring, then the largest error, then
            // the deepest board, then the lowest rank.
            let mut order: Vec<usize> = (0..boards.len()).filter(|&i| erring[i].0 > 0).collect();
            order.sort_by_key(|&i| {
                (
                    Reverse(erring[i].0),
                    Reverse(erring[i].1),
                    Reverse(boards[i].1),
                    rank(&boards[i].0),
                )
            });
            for &i in order.iter().take(picks) {
                println!(
                    "  pick {}: distance {}, {} of {} variants err, by up to {}",
                    boards[i].0,
                    boards[i].1,
                    erring[i].0,
                    broken.variants.len(),
                    erring[i].1
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(text: &str) -> Board {
        board(text).unwrap()
    }

    #[test]
    fn broken_searches_answer_too_long_where_sound_ones_are_exact() {
        let mut hunter = Hunter::new(&Board::POJ_GOAL);
        let astar = |estimate, visit, tie| Search::AStar {
            estimate,
            visit,
            tie,
            udlr: true,
        };
        // A published example: 20 moves suffice.
        let published = start("15x863247");
        let sound = astar(Estimate::Manhattan, Visit::ClosedOnPop, Tie::Fifo);
        assert_eq!(hunter.solve(sound, &published), 20);
        let blank = astar(
            Estimate::ManhattanWithBlank,
            Visit::ClosedOnPop,
            Tie::DeepFirst,
        );
        assert_eq!(hunter.solve(blank, &published), 22);
        // Letting a board be reached again more cheaply mends it here.
        let reopened = astar(
            Estimate::ManhattanWithBlank,
            Visit::DistOnPush,
            Tie::DeepFirst,
        );
        assert_eq!(hunter.solve(reopened, &published), 20);
        // testdata's astar-visited-on-push-a: 27 moves.
        let deep = start("3576428x1");
        let on_push = astar(Estimate::Manhattan, Visit::VisitedOnPush, Tie::DeepFirst);
        assert!(hunter.solve(on_push, &deep) > 27);
        assert_eq!(hunter.solve(sound, &deep), 27);
        let greedy = Search::Greedy { tie: Tie::Fifo };
        assert!(hunter.solve(greedy, &deep) > 27);
        for (on_push, shorter_first) in [(true, false), (false, true)] {
            let both = Search::Bidirectional {
                on_push,
                udlr: true,
                shorter_first,
            };
            assert_eq!(hunter.solve(both, &deep), 27);
            assert_eq!(hunter.solve(both, &Board::POJ_GOAL), 0);
        }
        // The goal itself, for every search.
        for broken in broken_searches() {
            for variant in broken.variants {
                assert_eq!(hunter.solve(variant, &Board::POJ_GOAL), 0, "{:?}", variant);
            }
        }
    }
}
