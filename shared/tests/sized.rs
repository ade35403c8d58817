//! `eight::sized`, the search whose board size is a parameter, against the
//! crate's 3x3 table (`Table`) on all 9! boards of both goals: the same
//! boards reach each goal, at the same distances.

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
