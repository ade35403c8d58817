//! The fifteen puzzle's searches allocate nothing while they search: a
//! counting allocator around the system's, and each search of a seeded
//! board of 30 to 40 moves asking it once, for the answer's moves. A test
//! binary of its own, since the allocator is the whole binary's, and one
//! test in it, so no other thread allocates while it counts.

use eight::sample::Seeded;
use eight::{
    solve15, solve15_sorted, Additive, Estimate15, Fifteen, Larger, LinearConflict, Manhattan,
    Pattern, Walking, FIVE_FIVE_FIVE,
};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system's allocator, counting the blocks asked of it.
struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        System.dealloc(pointer, layout)
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        System.realloc(pointer, layout, size)
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// A board `moves` random moves of the blank from Korf's goal, never
/// straight back.
fn walked(random: &mut Seeded, moves: usize) -> Fifteen {
    let mut board = Fifteen::GOAL;
    let mut previous = usize::MAX;
    for _ in 0..moves {
        let blank = board.blank();
        let near: Vec<usize> = [
            blank.wrapping_sub(4),
            blank + 4,
            blank.wrapping_sub(1),
            blank + 1,
        ]
        .into_iter()
        .filter(|&cell| cell < 16 && cell != previous)
        .filter(|&cell| cell / 4 == blank / 4 || cell % 4 == blank % 4)
        .collect();
        let from = near[random.below(near.len())];
        previous = blank;
        board = board.slid(from, blank);
    }
    board
}

/// The blocks `search` allocates.
fn allocations(search: impl FnOnce() -> usize) -> (usize, usize) {
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let length = search();
    (ALLOCATIONS.load(Ordering::Relaxed) - before, length)
}

fn each_search_allocates_only_its_answer<E: Estimate15>(estimate: &E, boards: &[Fifteen]) {
    for &board in boards {
        for sorted in [false, true] {
            let (blocks, length) = allocations(|| {
                let solved = if sorted {
                    solve15_sorted(estimate, board, 80)
                } else {
                    solve15(estimate, board, 80)
                };
                solved.unwrap().moves.len()
            });
            assert!(length > 0);
            assert_eq!(
                blocks,
                1,
                "{} (sorted: {}) allocated {} blocks for a path of {}",
                estimate.name(),
                sorted,
                blocks,
                length
            );
        }
    }
}

#[test]
fn the_searches_allocate_nothing_but_the_answer() {
    let mut random = Seeded(0xA110C);
    let boards: Vec<Fifteen> = (0..6).map(|i| walked(&mut random, 30 + 2 * i)).collect();
    let patterns = FIVE_FIVE_FIVE
        .patterns
        .iter()
        .map(|tiles| Pattern::build(tiles, &mut |_, _| {}))
        .collect();
    let additive = Additive::new(FIVE_FIVE_FIVE, patterns, true);
    each_search_allocates_only_its_answer(&Manhattan::new(), &boards);
    each_search_allocates_only_its_answer(&LinearConflict::new(), &boards);
    each_search_allocates_only_its_answer(&Walking::new(), &boards);
    each_search_allocates_only_its_answer(&additive, &boards);
    each_search_allocates_only_its_answer(&Larger(additive, LinearConflict::new()), &boards);
}
