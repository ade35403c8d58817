//! Shrinking a failing input to a smallest failing part: delta debugging
//! (Zeller and Hildebrandt, "Simplifying and isolating failure-inducing
//! input", IEEE TSE 28(2), 2002).

/// A sub-sequence of `items` on which `fails` still holds, and from which
/// no single item can be left out with `fails` holding (1-minimal), found
/// by trying halves, then quarters, and so on, and what is left when each
/// part is taken out. `fails` must hold on `items`; it is called at most
/// `most_tries` times, and when they run out the smallest failing
/// sub-sequence found so far is returned.
///
/// A failure that needs two boards in a row (state carried from one to the
/// next) shrinks to those two, where shrinking to one board would lose it.
pub fn shrink<T: Clone>(
    items: &[T],
    most_tries: usize,
    mut fails: impl FnMut(&[T]) -> bool,
) -> Vec<T> {
    let mut items = items.to_vec();
    let mut tries = 0;
    let mut parts = 2;
    while items.len() >= 2 {
        let size = (items.len() + parts - 1) / parts;
        let chunks: Vec<Vec<T>> = items.chunks(size).map(<[T]>::to_vec).collect();
        let mut found = None;
        for chunk in &chunks {
            if tries == most_tries {
                return items;
            }
            tries += 1;
            if fails(chunk) {
                found = Some((chunk.clone(), 2));
                break;
            }
        }
        // With two parts, each complement is the other part, tried already.
        if found.is_none() && chunks.len() > 2 {
            for skipped in 0..chunks.len() {
                if tries == most_tries {
                    return items;
                }
                tries += 1;
                let rest: Vec<T> = chunks
                    .iter()
                    .enumerate()
                    .filter(|&(index, _)| index != skipped)
                    .flat_map(|(_, chunk)| chunk.iter().cloned())
                    .collect();
                if fails(&rest) {
                    found = Some((rest, (parts - 1).max(2)));
                    break;
                }
            }
        }
        match found {
            Some((smaller, next_parts)) => {
                items = smaller;
                parts = next_parts;
            }
            None if parts >= items.len() => break,
            None => parts = (parts * 2).min(items.len()),
        }
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_culprit_alone() {
        let items: Vec<u32> = (0..100).collect();
        let mut tries = 0;
        let shrunk = shrink(&items, 1000, |part| {
            tries += 1;
            part.contains(&37)
        });
        assert_eq!(shrunk, [37]);
        // Halving: about two tries a halving.
        assert!(tries <= 20, "{} tries", tries);
    }

    #[test]
    fn two_in_order_stay_two() {
        // Fails when 12 comes before 80, as a state carried from one board
        // to a later one.
        let items: Vec<u32> = (0..100).collect();
        let fails = |part: &[u32]| {
            let first = part.iter().position(|&x| x == 12);
            let second = part.iter().position(|&x| x == 80);
            matches!((first, second), (Some(a), Some(b)) if a < b)
        };
        assert_eq!(shrink(&items, 1000, fails), [12, 80]);
    }

    #[test]
    fn the_result_is_one_minimal() {
        // Fails with any three of the even numbers below 20.
        let items: Vec<u32> = (0..40).collect();
        let fails = |part: &[u32]| part.iter().filter(|&&x| x % 2 == 0 && x < 20).count() >= 3;
        let shrunk = shrink(&items, 1000, fails);
        assert_eq!(shrunk.len(), 3, "{:?}", shrunk);
        assert!(fails(&shrunk));
    }

    #[test]
    fn tries_run_out() {
        let items: Vec<u32> = (0..64).collect();
        let mut tries = 0;
        let shrunk = shrink(&items, 3, |part| {
            tries += 1;
            part.contains(&5)
        });
        assert_eq!(tries, 3);
        assert!(shrunk.contains(&5) && shrunk.len() < 64, "{:?}", shrunk);
        // Nothing to shrink.
        assert_eq!(shrink(&[9], 10, |_| true), [9]);
    }
}
