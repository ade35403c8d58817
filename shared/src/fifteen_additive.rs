//! Additive disjoint pattern databases on the 4x4 board (Korf and Felner
//! 2002): the tiles split into patterns, one database each, their entries
//! summed; and the reflected lookup, the same databases read for the board
//! mirrored on its diagonal, the larger of the two sums the estimate.

use crate::fifteen::{Fifteen, CELLS, TRANSPOSE};
use crate::fifteen_idastar::Estimate15;
use crate::fifteen_pattern::{placements, Pattern};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A split of the fifteen tiles into disjoint patterns, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Partition {
    /// `5-5-5`, `6-6-3` or `7-8`.
    pub name: &'static str,
    /// The patterns, each its tiles in the order their cells are ranked.
    pub patterns: &'static [&'static [u8]],
}

/// Three patterns of five tiles: the top row with the two below its right
/// end, the left column with its neighbours, and the bottom right. 1.5 MB.
pub const FIVE_FIVE_FIVE: Partition = Partition {
    name: "5-5-5",
    patterns: &[&[1, 2, 3, 6, 7], &[4, 5, 8, 9, 12], &[10, 11, 13, 14, 15]],
};

/// The top row's three tiles, and the three rows below split into their
/// left and right halves of six. 11.5 MB.
pub const SIX_SIX_THREE: Partition = Partition {
    name: "6-6-3",
    patterns: &[&[1, 2, 3], &[4, 5, 8, 9, 12, 13], &[6, 7, 10, 11, 14, 15]],
};

/// The top two rows' seven tiles and the bottom two rows' eight, as Korf
/// and Felner split them. 577 MB: the eight tiles' 518,918,400 entries
/// and the seven's 57,657,600.
pub const SEVEN_EIGHT: Partition = Partition {
    name: "7-8",
    patterns: &[&[1, 2, 3, 4, 5, 6, 7], &[8, 9, 10, 11, 12, 13, 14, 15]],
};

/// Every partition, smallest first.
pub const PARTITIONS: [Partition; 3] = [FIVE_FIVE_FIVE, SIX_SIX_THREE, SEVEN_EIGHT];

impl Partition {
    /// The partition named `name`, if any.
    pub fn named(name: &str) -> Option<Partition> {
        PARTITIONS.iter().copied().find(|p| p.name == name)
    }

    /// The bytes its databases hold, one an entry.
    pub fn bytes(&self) -> usize {
        self.patterns.iter().map(|p| placements(p.len())).sum()
    }
}

/// How one pattern's database was had: its file, and how long its build
/// took (`None` where it was read from the file).
#[derive(Clone, Debug)]
pub struct Had {
    pub path: PathBuf,
    pub bytes: usize,
    pub built: Option<Duration>,
    pub read: Duration,
}

/// The file of the database of `tiles` in `folder`.
pub fn pattern_path(folder: &Path, tiles: &[u8]) -> PathBuf {
    let names: Vec<String> = tiles.iter().map(|t| t.to_string()).collect();
    folder.join(format!("fifteen-v1-tiles-{}.pdb", names.join("-")))
}

/// The additive estimate of a partition's databases: the sum of each
/// pattern's entry, a lower bound because a move slides one tile, which
/// belongs to one pattern, so it counts in one database only; with
/// `mirrored`, the larger of that sum and the sum for the board mirrored
/// on its diagonal ([`Fifteen::transposed`]), as far from the goal.
pub struct Additive {
    partition: Partition,
    patterns: Vec<Pattern>,
    /// `owner[tile]`: the pattern the tile is in.
    owner: [u8; CELLS],
    /// `mirror_owner[tile]`: the pattern the mirrored tile is in.
    mirror_owner: [u8; CELLS],
    /// Per pattern, its tiles mirrored: the tiles of the board whose cells,
    /// mirrored, are the mirrored board's cells of the pattern.
    mirrored_tiles: Vec<Vec<u8>>,
    mirrored: bool,
}

/// The carry of [`Additive`]: each pattern's entry for the board, and for
/// the mirrored board.
#[derive(Clone, Copy, Debug)]
pub struct Entries {
    plain: [u8; 3],
    mirrored: [u8; 3],
}

impl Additive {
    /// The estimate of `partition` from its databases, `patterns` in the
    /// partition's order, the reflected lookup too where `mirrored`.
    ///
    /// # Panics
    /// When `patterns` are not the partition's.
    pub fn new(partition: Partition, patterns: Vec<Pattern>, mirrored: bool) -> Additive {
        assert_eq!(patterns.len(), partition.patterns.len());
        let mut owner = [0u8; CELLS];
        let mut mirror_owner = [0u8; CELLS];
        for (p, (pattern, tiles)) in patterns.iter().zip(partition.patterns).enumerate() {
            assert_eq!(pattern.tiles(), *tiles, "the partition's patterns");
            for &tile in pattern.tiles() {
                owner[usize::from(tile)] = p as u8;
                mirror_owner[usize::from(TRANSPOSE[usize::from(tile)])] = p as u8;
            }
        }
        let mirrored_tiles = partition
            .patterns
            .iter()
            .map(|tiles| tiles.iter().map(|&t| TRANSPOSE[usize::from(t)]).collect())
            .collect();
        Additive {
            partition,
            patterns,
            owner,
            mirror_owner,
            mirrored_tiles,
            mirrored,
        }
    }

    /// The estimate of `partition`, each database read from `folder` or,
    /// where it is missing or not whole, built and saved there first;
    /// `had` is told how each one was had. Building takes what
    /// [`Pattern::build`] says.
    pub fn load_or_build(
        partition: Partition,
        folder: &Path,
        mirrored: bool,
        had: &mut dyn FnMut(&Had),
    ) -> io::Result<Additive> {
        let mut patterns = Vec::new();
        for tiles in partition.patterns {
            let path = pattern_path(folder, tiles);
            let began = Instant::now();
            let (pattern, built) = match Pattern::load(tiles, &path) {
                Some(pattern) => (pattern, None),
                None => {
                    let pattern = Pattern::build(tiles, &mut |_, _| {});
                    let built = began.elapsed();
                    pattern.save(&path)?;
                    (pattern, Some(built))
                }
            };
            had(&Had {
                bytes: pattern.table().len(),
                path,
                built,
                read: began.elapsed(),
            });
            patterns.push(pattern);
        }
        Ok(Additive::new(partition, patterns, mirrored))
    }

    /// The partition.
    pub fn partition(&self) -> Partition {
        self.partition
    }

    /// The entry of pattern `p` for the board of `places`.
    #[inline]
    fn plain(&self, p: usize, places: u64) -> u8 {
        self.patterns[p].lookup(places)
    }

    /// The entry of pattern `p` for the mirrored board of `places`: the
    /// mirrored board holds tile `t` at the mirror of the cell of tile
    /// `TRANSPOSE[t]` of the board.
    #[inline]
    fn mirror(&self, p: usize, places: u64) -> u8 {
        let tiles = &self.mirrored_tiles[p];
        self.patterns[p].moves(|i| {
            let cell = places >> (4 * tiles[i]) & 0xF;
            u32::from(TRANSPOSE[cell as usize])
        })
    }

    fn estimate(&self, entries: &Entries) -> u32 {
        let sum = |e: &[u8; 3]| e.iter().map(|&v| u32::from(v)).sum::<u32>();
        if self.mirrored {
            sum(&entries.plain).max(sum(&entries.mirrored))
        } else {
            sum(&entries.plain)
        }
    }

    /// The estimate of `board`, computed whole. O(16) look-ups at most.
    pub fn of(&self, board: Fifteen) -> u32 {
        self.start(board, board.places()).1
    }
}

impl Estimate15 for Additive {
    type Carry = Entries;

    fn name(&self) -> &'static str {
        self.partition.name
    }

    fn start(&self, _: Fifteen, places: u64) -> (Entries, u32) {
        let mut entries = Entries {
            plain: [0; 3],
            mirrored: [0; 3],
        };
        for p in 0..self.patterns.len() {
            entries.plain[p] = self.plain(p, places);
            if self.mirrored {
                entries.mirrored[p] = self.mirror(p, places);
            }
        }
        (entries, self.estimate(&entries))
    }

    #[inline]
    fn moved(
        &self,
        mut entries: Entries,
        _: Fifteen,
        places: u64,
        tile: u8,
        _: usize,
        _: usize,
    ) -> (Entries, u32) {
        // Only the moved tile's pattern changes, in each of the two sums.
        let p = usize::from(self.owner[usize::from(tile)]);
        entries.plain[p] = self.plain(p, places);
        if self.mirrored {
            let q = usize::from(self.mirror_owner[usize::from(tile)]);
            entries.mirrored[q] = self.mirror(q, places);
        }
        (entries, self.estimate(&entries))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_partition_holds_each_tile_once() {
        for partition in PARTITIONS {
            let mut tiles: Vec<u8> = partition.patterns.concat();
            tiles.sort_unstable();
            assert_eq!(tiles, (1..16).collect::<Vec<u8>>(), "{}", partition.name);
        }
        assert_eq!(SEVEN_EIGHT.bytes(), 576_576_000);
    }
}
