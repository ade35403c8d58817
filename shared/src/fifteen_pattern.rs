//! One pattern database of the 4x4 board: for every placement of a few
//! tiles, the fewest moves of those tiles that bring them home while the
//! other tiles move for free, by a breadth-first search over the pattern's
//! abstract space; indexed by a perfect rank of the tiles' cells, kept in a
//! file.

use crate::fifteen::CELLS;
use std::fs;
use std::io::{self, Read, Write};
use std::path::Path;

/// The pattern database of a set of tiles (Culberson and Schaeffer 1998;
/// Korf and Felner 2002): `table[rank]`, for every placement of the tiles
/// (their cells, in the order the tiles are listed, ranked by
/// [`rank_cells`]), the fewest moves of those tiles that bring all of
/// them home, to Korf's goal with its blank top left, the tiles of no
/// pattern moving for free. One byte a placement: 16!/(16 - k)! of them,
/// 524,160 for five tiles, 5,765,760 for six, 57,657,600 for seven and
/// 518,918,400 for eight.
#[derive(Clone, PartialEq, Eq)]
pub struct Pattern {
    tiles: Vec<u8>,
    table: Vec<u8>,
}

/// The placements of `k` tiles on the 16 cells: 16!/(16 - k)!.
pub const fn placements(k: usize) -> usize {
    let mut count = 1;
    let mut i = 0;
    while i < k {
        count *= CELLS - i;
        i += 1;
    }
    count
}

/// The rank of `k` distinct cells among the placements of `k` tiles: the
/// cells as digits of a mixed radix (16, 15, ..., 17 - k), each counting
/// only the cells no earlier tile holds. `cell(i)` is the cell of tile `i`
/// of the pattern. O(k).
#[inline]
pub fn rank_cells(k: usize, cell: impl Fn(usize) -> u32) -> usize {
    let mut used = 0u32;
    let mut rank = 0;
    for i in 0..k {
        let at = cell(i);
        let below = ones(used & ((1 << at) - 1));
        rank = rank * (CELLS - i) + (at - below) as usize;
        used |= 1 << at;
    }
    rank
}

/// `ONES[byte]`: the bits set in `byte`.
const ONES: [u8; 256] = ones_table();

const fn ones_table() -> [u8; 256] {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = (byte as u32).count_ones() as u8;
        byte += 1;
    }
    table
}

/// The bits set in a 16-bit `mask`, by two look-ups: a processor without
/// a `popcnt` instruction (the baseline x86-64 a build targets) counts
/// them with a dozen operations, in the hottest loop of the searches.
#[inline]
fn ones(mask: u32) -> u32 {
    u32::from(ONES[(mask & 0xFF) as usize]) + u32::from(ONES[(mask >> 8 & 0xFF) as usize])
}

/// The cells of the placement of `k` tiles at `rank`, the inverse of
/// [`rank_cells`], into `cells[..k]`. O(k * 16).
pub fn unrank_cells(k: usize, mut rank: usize, cells: &mut [u8]) {
    let mut digits = [0usize; CELLS];
    for i in (0..k).rev() {
        digits[i] = rank % (CELLS - i);
        rank /= CELLS - i;
    }
    let mut free = 0xFFFFu32;
    for i in 0..k {
        // The digit-th free cell, counting from 0.
        let mut left = free;
        for _ in 0..digits[i] {
            left &= left - 1;
        }
        let at = left.trailing_zeros();
        cells[i] = at as u8;
        free &= !(1 << at);
    }
}

/// The cells a blank in `region` can reach through the cells of `free`: a
/// flood fill over the board's bits, cell `c` at bit `c`.
#[inline]
fn flood(region: u32, free: u32) -> u32 {
    const NOT_LEFT: u32 = 0xEEEE;
    const NOT_RIGHT: u32 = 0x7777;
    let mut region = region;
    loop {
        let grown = (region
            | region << 4
            | region >> 4
            | (region << 1) & NOT_LEFT
            | (region >> 1) & NOT_RIGHT)
            & free;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// The bits of `cells` among those of `free`, packed: bit `j` for the
/// `j`-th cell of `free` (a software `pext`).
#[inline]
fn packed(cells: u32, free: u32) -> u32 {
    let (mut out, mut bit, mut free) = (0, 1, free);
    while free != 0 {
        let lowest = free & free.wrapping_neg();
        if cells & lowest != 0 {
            out |= bit;
        }
        bit <<= 1;
        free &= free - 1;
    }
    out
}

/// The inverse of [`packed`]: the cells of `free` whose bits `bits` holds.
#[inline]
fn unpacked(bits: u32, free: u32) -> u32 {
    let (mut out, mut bit, mut free) = (0, 1, free);
    while free != 0 {
        let lowest = free & free.wrapping_neg();
        if bits & bit != 0 {
            out |= lowest;
        }
        bit <<= 1;
        free &= free - 1;
    }
    out
}

/// A set of regions of the free cells of one placement, a bit a free cell:
/// `u8` where eight cells or fewer are free, `u16` otherwise, so that an
/// eight-tile pattern's search holds four bytes a placement.
trait Regions: Copy + Default + Eq {
    fn of(bits: u32) -> Self;
    fn bits(self) -> u32;
}

impl Regions for u8 {
    fn of(bits: u32) -> u8 {
        bits as u8
    }
    fn bits(self) -> u32 {
        u32::from(self)
    }
}

impl Regions for u16 {
    fn of(bits: u32) -> u16 {
        bits as u16
    }
    fn bits(self) -> u32 {
        u32::from(self)
    }
}

/// What the search keeps of one placement: the regions of the blank seen
/// with it, those of this level and the next, and its distance.
#[derive(Clone, Copy, Default)]
struct Slot<R> {
    seen: R,
    level: [R; 2],
    distance: u8,
}

/// Not reached yet.
const UNSEEN: u8 = u8::MAX;

impl Pattern {
    /// The database of `tiles` (distinct, 1-15, at most 8), by a
    /// breadth-first search over the pattern's abstract space.
    ///
    /// A state is a placement of the tiles and the region of free cells
    /// the blank is in: the blank moves through free cells for nothing (the
    /// other tiles are not told apart), so only its region matters; a move
    /// of a pattern tile beside the region into it costs one, and leaves the
    /// blank in the tile's old cell. The search starts from the goal's
    /// placement with the blank at cell 0, one level a move, and a
    /// placement's entry is the first level that reaches it, in any region:
    /// the fewest moves of the pattern's tiles from it, the blank's cell
    /// left out as the table has no room for it.
    ///
    /// The least over the blank's regions is admissible (every region's
    /// distance is) but not consistent: the table cannot tell where the
    /// blank is, and one move can change an entry by more than one where
    /// the blank's own region is far from the least one (21 to 18 on a
    /// seeded board of `tests/fifteen.rs`, 9 moves of about 700 there); it
    /// is a compression of the blank's cell out of the table, as in
    /// Felner, Korf, Meshulam and Holte, "Compressed pattern databases"
    /// (JAIR 30, 2007). IDA* asks only admissibility.
    ///
    /// `progress` is told each level and the states it reached.
    ///
    /// # Panics
    /// When `tiles` is empty, longer than 8, repeats a tile or holds 0 or a
    /// number above 15.
    ///
    /// # Complexity
    /// Every state expanded once, each level a pass over the placements:
    /// for eight tiles, 518,918,400 placements of four bytes (about 2.1
    /// GB) and the table's byte each, minutes on one core.
    pub fn build(tiles: &[u8], progress: &mut dyn FnMut(u32, u64)) -> Pattern {
        let k = tiles.len();
        assert!((1..=8).contains(&k), "one to eight tiles");
        let mut seen = 0u32;
        for &tile in tiles {
            assert!(
                (1..16).contains(&tile) && seen & 1 << tile == 0,
                "tiles 1-15, once each"
            );
            seen |= 1 << tile;
        }
        let table = if CELLS - k <= 8 {
            search::<u8>(tiles, progress)
        } else {
            search::<u16>(tiles, progress)
        };
        Pattern {
            tiles: tiles.to_vec(),
            table,
        }
    }

    /// The pattern's tiles, in the order their cells are ranked.
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// The table, by rank.
    pub fn table(&self) -> &[u8] {
        &self.table
    }

    /// The entry of the placement whose tile `i` is at `cell(i)`. O(k).
    #[inline]
    pub fn moves(&self, cell: impl Fn(usize) -> u32) -> u8 {
        self.table[rank_cells(self.tiles.len(), cell)]
    }

    /// The entry of the placement of the tiles in `places` (a board's
    /// inverse, the cell of tile `t` at bits `4t..4t + 4`). O(k).
    #[inline]
    pub fn lookup(&self, places: u64) -> u8 {
        let tiles = &self.tiles;
        self.moves(|i| (places >> (4 * tiles[i]) & 0xF) as u32)
    }

    /// The bytes a file of the database starts with, naming its tiles.
    fn header(tiles: &[u8]) -> String {
        let names: Vec<String> = tiles.iter().map(|t| t.to_string()).collect();
        format!(
            "eight fifteen-puzzle pattern database v1\ntiles {}\nentries {}\n",
            names.join(","),
            placements(tiles.len())
        )
    }

    /// Writes the database to `path`: a header of three lines, then the
    /// table, through a temporary file renamed into place, so that a build
    /// cut short leaves no half file.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        let temporary = path.with_extension("partial");
        {
            let mut file = io::BufWriter::new(fs::File::create(&temporary)?);
            file.write_all(Pattern::header(&self.tiles).as_bytes())?;
            file.write_all(&self.table)?;
            file.flush()?;
        }
        fs::rename(&temporary, path)
    }

    /// The database of `tiles` read from `path`, or `None` where there is
    /// no such file or it is not that database whole (another pattern's, a
    /// file cut short or longer).
    pub fn load(tiles: &[u8], path: &Path) -> Option<Pattern> {
        let header = Pattern::header(tiles);
        let mut file = fs::File::open(path).ok()?;
        let mut start = vec![0; header.len()];
        file.read_exact(&mut start).ok()?;
        if start != header.as_bytes() {
            return None;
        }
        let entries = placements(tiles.len());
        let mut table = Vec::with_capacity(entries + 1);
        file.take(entries as u64 + 1).read_to_end(&mut table).ok()?;
        if table.len() != entries || table.contains(&UNSEEN) {
            return None;
        }
        Some(Pattern {
            tiles: tiles.to_vec(),
            table,
        })
    }
}

/// The breadth-first search of [`Pattern::build`], regions held as `R`.
fn search<R: Regions>(tiles: &[u8], progress: &mut dyn FnMut(u32, u64)) -> Vec<u8> {
    let k = tiles.len();
    let entries = placements(k);
    let mut slots: Vec<Slot<R>> = vec![Slot::default(); entries];
    for slot in &mut slots {
        slot.distance = UNSEEN;
    }
    let goal: Vec<u8> = tiles.to_vec();
    let occupied = |cells: &[u8]| cells.iter().fold(0u32, |o, &c| o | 1 << c);
    let free = 0xFFFF & !occupied(&goal);
    let start = rank_cells(k, |i| u32::from(goal[i]));
    let region = packed(flood(1, free), free);
    slots[start] = Slot {
        seen: R::of(region),
        level: [R::of(region), R::default()],
        distance: 0,
    };
    progress(0, 1);
    let mut cells = [0u8; CELLS];
    let mut level = 0u32;
    loop {
        let (now, next) = ((level % 2) as usize, (1 - level % 2) as usize);
        let mut reached = 0u64;
        for index in 0..entries {
            let regions = slots[index].level[now];
            if regions == R::default() {
                continue;
            }
            slots[index].level[now] = R::default();
            unrank_cells(k, index, &mut cells);
            let free = 0xFFFF & !occupied(&cells[..k]);
            let mut left = unpacked(regions.bits(), free);
            while left != 0 {
                let region = flood(left & left.wrapping_neg(), free);
                left &= !region;
                // Each tile beside the region moves into it, one cell at a
                // time; the blank is left where the tile was.
                for i in 0..k {
                    let from = u32::from(cells[i]);
                    let mut targets = neighbours(from) & region;
                    while targets != 0 {
                        let to = targets.trailing_zeros();
                        targets &= targets - 1;
                        let moved_free = free & !(1 << to) | 1 << from;
                        let moved =
                            rank_cells(k, |j| if j == i { to } else { u32::from(cells[j]) });
                        let blank = packed(flood(1 << from, moved_free), moved_free);
                        let slot = &mut slots[moved];
                        if slot.seen.bits() & blank == 0 {
                            slot.seen = R::of(slot.seen.bits() | blank);
                            slot.level[next] = R::of(slot.level[next].bits() | blank);
                            if slot.distance == UNSEEN {
                                slot.distance = (level + 1) as u8;
                            }
                            reached += 1;
                        }
                    }
                }
            }
        }
        if reached == 0 {
            break;
        }
        level += 1;
        progress(level, reached);
    }
    slots.into_iter().map(|slot| slot.distance).collect()
}

/// The cells beside `cell`, as bits.
#[inline]
fn neighbours(cell: u32) -> u32 {
    let bit = 1u32 << cell;
    let mut near = (bit << 4 | bit >> 4) & 0xFFFF;
    if cell % 4 > 0 {
        near |= bit >> 1;
    }
    if cell % 4 < 3 {
        near |= bit << 1;
    }
    near
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_a_perfect_hash() {
        for k in 1..=3 {
            let mut cells = [0u8; CELLS];
            for rank in 0..placements(k) {
                unrank_cells(k, rank, &mut cells);
                // Distinct cells, ranked back to where they came from: a
                // bijection of the placements onto the ranks.
                let used = cells[..k].iter().fold(0u32, |u, &c| u | 1 << c);
                assert_eq!(used.count_ones() as usize, k);
                assert_eq!(rank_cells(k, |i| u32::from(cells[i])), rank);
            }
        }
        assert_eq!(placements(8), 518_918_400);
    }

    #[test]
    fn flood_stays_within_free_cells() {
        // The top row free but for cell 1: cell 0 alone.
        let free = 0xFFFF & !(1 << 1) & !(1 << 4);
        assert_eq!(flood(1, free), 1);
        // Wrapping from the end of a row to the next start is no step.
        assert_eq!(flood(1 << 3, 1 << 3 | 1 << 4), 1 << 3);
        assert_eq!(packed(0b1010, 0b1110), 0b101);
        assert_eq!(unpacked(0b101, 0b1110), 0b1010);
    }

    #[test]
    fn a_one_tile_pattern_is_its_manhattan_distance() {
        // One tile alone moves wherever a free neighbour is: its distance.
        let pattern = Pattern::build(&[6], &mut |_, _| {});
        for cell in 0..16u32 {
            let distance = (cell / 4).abs_diff(1) + (cell % 4).abs_diff(2);
            assert_eq!(u32::from(pattern.moves(|_| cell)), distance);
        }
    }
}
