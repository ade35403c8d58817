//! Plain breadth-first search from the start, generic over the visited set:
//! O(9!/2) states and memory at worst. The three BFS strategies differ only
//! in that set.

use crate::board::Board;
use crate::moves::Move;
use crate::parity::is_solvable;
use crate::strategy::{Outcome, Strategy};

/// The set of boards a breadth-first search has already queued.
pub trait VisitedSet: Default {
    /// The strategy's name in tables, e.g. `"bfs-hashset"`.
    const NAME: &'static str;

    /// Empties the set for a new query.
    fn clear(&mut self);

    /// Adds `board`; `true` when it was not in the set yet.
    fn insert(&mut self, board: &Board) -> bool;

    /// Bytes the set holds now.
    fn bytes(&self) -> usize;
}

/// One queued board: the board, the index of the board it was reached
/// from, and the move that reached it.
type Node = (Board, u32, Move);

/// A breadth-first search strategy with visited set `V`, keeping the set and
/// the queue allocated between queries. Canonical: it expands moves in the
/// order `d, l, r, u`, so boards leave the queue in the alphabetical order
/// of their first-found paths.
#[derive(Default)]
pub struct Bfs<V> {
    visited: V,
    nodes: Vec<Node>,
}

impl<V: VisitedSet> Bfs<V> {
    /// A search with an empty visited set and queue.
    pub fn new() -> Bfs<V> {
        Bfs::default()
    }
}

impl<V: VisitedSet> Strategy for Bfs<V> {
    fn name(&self) -> &'static str {
        V::NAME
    }

    fn canonical(&self) -> bool {
        true
    }

    fn solve(&mut self, start: &Board, goal: &Board) -> Outcome {
        search(&mut self.visited, &mut self.nodes, start, goal)
    }

    fn retained_bytes(&self) -> usize {
        self.visited.bytes() + self.nodes.capacity() * std::mem::size_of::<Node>()
    }
}

/// Breadth-first search from `start`, expanding moves in the order `d, l,
/// r, u`. Canonical: boards leave the queue in the alphabetical order of
/// their first-found paths, so the first path found to each board is the
/// alphabetically first of the shortest. `visited` and `nodes` are cleared
/// and reused.
///
/// # Complexity
/// O(9!/2) expansions and set operations at worst; `nodes` grows to one
/// entry (16 bytes) per board reached.
fn search(
    visited: &mut impl VisitedSet,
    nodes: &mut Vec<Node>,
    start: &Board,
    goal: &Board,
) -> Outcome {
    if !is_solvable(start, goal) {
        return Outcome::unsolvable();
    }
    visited.clear();
    nodes.clear();
    visited.insert(start);
    nodes.push((*start, u32::MAX, Move::Down));
    let mut head = 0;
    let mut found = (start == goal).then_some(0);
    while found.is_none() && head < nodes.len() {
        let board = nodes[head].0;
        for (step, next) in board.neighbours() {
            if visited.insert(&next) {
                nodes.push((next, head as u32, step));
                if next == *goal {
                    found = Some(nodes.len() - 1);
                    break;
                }
            }
        }
        head += 1;
    }
    // Solvable boards always reach each other, so `found` is set; were it
    // not, the answer is `None`, never an empty path that claims a solution.
    let moves = found.map(|mut at| {
        let mut moves = Vec::new();
        while at != 0 {
            let (_, parent, step) = nodes[at];
            moves.push(step);
            at = parent as usize;
        }
        moves.reverse();
        moves
    });
    Outcome {
        moves,
        expanded: head as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;

    /// A visited set that calls every board seen: the search expands the
    /// start and its queue drains without reaching the goal.
    #[derive(Default)]
    struct SeesEverything;

    impl VisitedSet for SeesEverything {
        const NAME: &'static str = "sees-everything";
        fn clear(&mut self) {}
        fn insert(&mut self, _: &Board) -> bool {
            false
        }
        fn bytes(&self) -> usize {
            0
        }
    }

    #[test]
    fn a_drained_queue_is_no_answer() {
        let start = board("23415x768");
        let outcome = search(
            &mut SeesEverything,
            &mut Vec::new(),
            &start,
            &Board::POJ_GOAL,
        );
        assert_eq!(outcome.moves, None);
        assert_eq!(outcome.expanded, 1);
    }

    #[test]
    fn poj1077_sample1() {
        // http://poj.org/problem?id=1077: 19 moves, the alphabetically first.
        let start = board("23415x768");
        let outcome =
            Bfs::<std::collections::HashSet<Board>>::new().solve(&start, &Board::POJ_GOAL);
        let letters = outcome.moves.map(|moves| crate::play::to_letters(&moves));
        assert_eq!(letters.as_deref(), Some("dlurullddrurdllurdr"));
    }
}
