//! `eight::sized`, the search whose board size is a parameter, against the
//! crate's 3x3 table (`Table`) on all 9! boards of both goals: the same
//! boards reach each goal, at the same distances; and `sized_solve`, the
//! IDA* of any size, against that search on every 2x3, 3x2 and 2x2 board.

use eight::sized::{distances, pack, Size};
use eight::{unrank, Board, Table, STATES};

fn agrees_with_the_table(goal: &Board) {
    let sized = distances(
        Size {
            rows: 3,
            columns: 3,
        },
        goal.cells(),
    );
    assert_eq!(sized.len(), STATES / 2);
    let table = Table::build(goal);
    for rank in 0..STATES {
        let board = unrank(rank as u32);
        let want = table.distance(&board);
        assert_eq!(sized.get(&pack(board.cells())).copied(), want, "{}", board);
    }
}

#[test]
fn the_sized_search_on_3x3_is_the_table_on_every_board() {
    agrees_with_the_table(&Board::POJ_GOAL);
    agrees_with_the_table(&Board::LUOGU_GOAL);
}

/// Every arrangement of `0..cells`, in lexicographic order.
fn arrangements(cells: u8) -> Vec<Vec<u8>> {
    if cells == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for shorter in arrangements(cells - 1) {
        for at in 0..=shorter.len() {
            let mut longer = shorter.clone();
            longer.insert(at, cells - 1);
            all.push(longer);
        }
    }
    all.sort();
    all
}

/// The board `moves` (letters of the blank) reach from `start`, if legal.
fn replay(size: Size, start: &[u8], moves: &str) -> Option<Vec<u8>> {
    let mut board = start.to_vec();
    for letter in moves.bytes() {
        let blank = board.iter().position(|&c| c == 0)?;
        let (row, column) = (blank / size.columns, blank % size.columns);
        let to = match letter {
            b'd' if row + 1 < size.rows => blank + size.columns,
            b'u' if row > 0 => blank - size.columns,
            b'l' if column > 0 => blank - 1,
            b'r' if column + 1 < size.columns => blank + 1,
            _ => return None,
        };
        board.swap(blank, to);
    }
    Some(board)
}

/// `sized_solve` on every board of `size` against the breadth-first
/// search: the same boards solvable, each in its fewest moves, the path
/// legal and ending at the goal. Returns the solvable boards and the
/// farthest's moves.
fn every_board_of(size: Size, goal: &[u8]) -> (usize, usize) {
    let fewest = distances(size, goal);
    let (mut solvable, mut farthest) = (0, 0);
    for board in arrangements(size.cells() as u8) {
        let want = fewest.get(&pack(&board)).copied();
        let path = eight::sized_solve(size, &board, goal);
        assert_eq!(path.as_ref().map(|p| p.len() as u32), want, "{:?}", board);
        if let Some(path) = path {
            let letters = eight::to_letters(&path);
            assert_eq!(
                replay(size, &board, &letters).as_deref(),
                Some(goal),
                "{:?}",
                board
            );
            solvable += 1;
            farthest = farthest.max(path.len());
        }
    }
    (solvable, farthest)
}

#[test]
fn the_sized_ida_star_solves_every_2x3_and_2x2_board() {
    // LeetCode 773's goal: 1 2 3 / 4 5 0. Half the 720 boards reach it,
    // the farthest in 21 moves.
    let two_by_three = Size {
        rows: 2,
        columns: 3,
    };
    assert_eq!(every_board_of(two_by_three, &[1, 2, 3, 4, 5, 0]), (360, 21));
    // Baekjoon 34388's 2x2 board: 12 of 24, at most 6 moves.
    let two_by_two = Size {
        rows: 2,
        columns: 2,
    };
    assert_eq!(every_board_of(two_by_two, &[1, 2, 3, 0]), (12, 6));
    let three_by_two = Size {
        rows: 3,
        columns: 2,
    };
    assert_eq!(every_board_of(three_by_two, &[1, 2, 3, 4, 5, 0]), (360, 21));
}
