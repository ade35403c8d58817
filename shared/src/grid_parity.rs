//! Solvability of a sliding board of any size, rows x columns, by parity:
//! linear in the cells, for boards up to 999 x 999 (POJ 2893) and beyond.

/// Whether `goal` can be reached from `start` on a board of `rows` x
/// `columns` cells, each given in reading order with the values
/// `0..rows * columns` once each, `0` the blank.
///
/// A move swaps the blank with a neighbour: as a permutation of all the
/// cells, blank included, it flips the parity of the arrangement, and it
/// moves the blank one step, flipping the parity of its row plus column.
/// So the two parities change together, and a board can reach the goal
/// only when the permutation taking the goal to it is as even as the
/// blank's taxicab distance between them. On a board of at least two rows
/// and two columns that is also enough (Johnson and Story, "Notes on the
/// '15' puzzle", American Journal of Mathematics 2, 1879). With the goal
/// `1 2 .. 0` (the blank last) this is the classic rule: on a board of odd
/// width the tiles' inversions are even; of even width, the inversions plus
/// the blank's rows above the bottom row are even, as POJ 2893 asks. A
/// board of one row or column only slides its tiles along, so there the
/// order of the tiles must already be the goal's.
///
/// The parity of a permutation is that of its cells less its cycles,
/// counted in one pass: O(cells) time, and O(cells) bits of memory, where
/// counting inversions pair by pair takes O(cells^2) (10^12 steps on a
/// 999 x 999 board).
///
/// # Panics
/// When `start` or `goal` does not hold `rows * columns` cells, or either
/// is not the values `0..rows * columns` once each.
///
/// ```
/// use eight::grid_solvable;
///
/// // POJ 2893's goal on 3 x 3: two tiles swapped cannot be solved.
/// let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
/// assert!(grid_solvable(3, 3, &[1, 2, 3, 4, 5, 6, 7, 0, 8], &goal));
/// assert!(!grid_solvable(3, 3, &[2, 1, 3, 4, 5, 6, 7, 8, 0], &goal));
/// // Even width: the blank one row up changes the answer.
/// let goal = [1, 2, 3, 0];
/// assert!(grid_solvable(2, 2, &[0, 2, 1, 3], &goal));
/// assert!(!grid_solvable(2, 2, &[2, 1, 3, 0], &goal));
/// ```
pub fn grid_solvable(rows: usize, columns: usize, start: &[u32], goal: &[u32]) -> bool {
    let cells = rows * columns;
    assert!(
        start.len() == cells && goal.len() == cells,
        "one value a cell"
    );
    // Where each value belongs: its cell in the goal.
    let mut home = vec![u32::MAX; cells];
    for (cell, &value) in goal.iter().enumerate() {
        let slot = home
            .get_mut(value as usize)
            .expect("values below the cells");
        assert_eq!(*slot, u32::MAX, "the goal holds {} twice", value);
        *slot = cell as u32;
    }
    let blank_of = |board: &[u32]| board.iter().position(|&v| v == 0).expect("a blank");
    let (from, to) = (blank_of(start), blank_of(goal));
    let mut seen = vec![false; cells];
    for &value in start {
        let slot = seen
            .get_mut(value as usize)
            .expect("values below the cells");
        assert!(!*slot, "the start repeats {}", value);
        *slot = true;
    }
    if rows == 1 || columns == 1 {
        let tiles = |board: &[u32]| {
            board
                .iter()
                .copied()
                .filter(|&v| v != 0)
                .collect::<Vec<_>>()
        };
        return tiles(start) == tiles(goal);
    }
    // Cell `c` of the start holds what belongs at `home[start[c]]`: follow
    // those links, one cycle at a time.
    let mut visited = vec![false; cells];
    let mut cycles = 0;
    for first in 0..cells {
        if visited[first] {
            continue;
        }
        cycles += 1;
        let mut cell = first;
        while !visited[cell] {
            visited[cell] = true;
            let value = start[cell] as usize;
            cell = home[value] as usize;
        }
    }
    let odd_permutation = (cells - cycles) % 2 == 1;
    let taxicab = (from / columns).abs_diff(to / columns) + (from % columns).abs_diff(to % columns);
    odd_permutation == (taxicab % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_keeps_its_order() {
        assert!(grid_solvable(1, 4, &[1, 0, 2, 3], &[1, 2, 3, 0]));
        assert!(!grid_solvable(1, 4, &[2, 1, 0, 3], &[1, 2, 3, 0]));
        assert!(grid_solvable(3, 1, &[0, 1, 2], &[1, 2, 0]));
    }

    #[test]
    #[should_panic(expected = "repeats")]
    fn a_repeated_value_is_refused() {
        grid_solvable(2, 2, &[1, 1, 3, 0], &[1, 2, 3, 0]);
    }
}
