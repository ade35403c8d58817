//! The box as a value ([`BoxSpec`]): what a run may see (the system's
//! folders, and beyond them its toolchain's and its build's, read-only)
//! and what holds it (the layers turned off, and the layers this machine
//! allows). Built by its [`Builder`] from a run's command; the box is made
//! from it, the header prints it (`-v`), and tests assert on it.
//! `EIGHT_JUDGE_WITHOUT` is read here alone ([`without`]): the probes,
//! the header, the runner that forks afresh and the judge's scope are
//! given what it turns off.

use super::contain::cgroup::Hierarchy;
use super::contain::{layers, Layers};
use super::layer::{Unavailable, Without, WITHOUT};
use super::view::{self, Hidden, Seen};
use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::Mutex;

/// The prefix of the folders the boxes keep under the temporary folder:
/// a box never shows one.
pub(crate) const SPOOL_PREFIX: &str = "judge-box-";

/// What a box shows one run, and what holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BoxSpec {
    /// The program `exec` is given: the command's first word, found on
    /// `PATH` unless it names a folder.
    pub(crate) program: PathBuf,
    /// What every box shows: the system's folders and files.
    pub(crate) system: Vec<Seen>,
    /// What this run's box shows beyond them: the toolchain its command
    /// starts, and the files and folders of its build the command names.
    pub(crate) shows: Vec<Seen>,
    /// The layers turned off.
    pub(crate) without: Without,
    /// How it counts its runs: by its cgroups where the judge may make
    /// them (root, or a cgroup delegated to its user), else by its census
    /// (a plain user's box).
    pub(crate) counting: CountedBy,
    /// The namespaces a box is made of, or why there are none (then there
    /// is no box).
    pub(crate) namespaces: Result<(), Unavailable>,
    /// The Landlock ABI its runs are held by, or why none.
    pub(crate) landlock: Result<i32, Unavailable>,
    /// Whether its runs get the seccomp filter, or why not.
    pub(crate) seccomp: Result<(), Unavailable>,
}

/// How a box counts its runs' memory and holds their processes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum CountedBy {
    /// Its pids, memory and CPU accounting cgroups, made under these
    /// hierarchies: every page the kernel charges, and `pids.max`.
    Cgroups([Hierarchy; 3]),
    /// Its census of its tree, looked at often, and `RLIMIT_NPROC` under
    /// its own uid: a cgroup is missing (which, and why).
    Census(Unavailable),
}

impl CountedBy {
    /// How a box counts on a machine that allows `layers`: its cgroups
    /// where all three can be had, else its census.
    pub(crate) fn of(layers: &Layers) -> CountedBy {
        let pick = |found: &Result<Hierarchy, Unavailable>, name: &'static str| {
            found.clone().map_err(|why| Unavailable::NoCgroup {
                name,
                why: Box::new(why),
            })
        };
        let hierarchies = (|| {
            Ok([
                pick(&layers.pids, "pids")?,
                pick(&layers.memory, "memory")?,
                pick(&layers.cpu, "CPU accounting")?,
            ])
        })();
        match hierarchies {
            Ok(hierarchies) => CountedBy::Cgroups(hierarchies),
            Err(why) => CountedBy::Census(why),
        }
    }

    /// `counts by its cgroups (pids cgroup (v2), ...)`, or by its census
    /// and why.
    pub(crate) fn text(&self) -> String {
        match self {
            CountedBy::Cgroups(hierarchies) => {
                let names: Vec<String> = hierarchies.iter().map(Hierarchy::name).collect();
                format!("counts by its cgroups ({})", names.join(", "))
            }
            CountedBy::Census(why) => format!("counts by its census of its tree ({})", why),
        }
    }
}

/// Builds a [`BoxSpec`] for a command.
#[derive(Clone, Debug, Default)]
pub(crate) struct Builder {
    command: Vec<OsString>,
    /// What it shows beyond what the command needs (a compile's toolchain
    /// files elsewhere), where they are.
    also: Vec<PathBuf>,
    /// The layers the machine allows; probed where none are given.
    layers: Option<Layers>,
}

impl BoxSpec {
    /// A builder: give it the command.
    pub fn builder() -> Builder {
        Builder::default()
    }

    /// `box: its program /usr/bin/python3; shows the system (/usr, /bin,
    /// ...), and beyond it /usr/lib/jvm/... (read-only); layers turned off:
    /// none`.
    pub fn text(&self) -> String {
        let paths = |seen: &[Seen]| {
            seen.iter()
                .map(|s| s.path().display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let beyond = if self.shows.is_empty() {
            "nothing more".to_string()
        } else {
            paths(&self.shows)
        };
        let off: Vec<&str> = self.without.layers.iter().map(|l| l.name()).collect();
        format!(
            "box: runs {}; shows the system ({}) and beyond it {}, read-only, and its working \
             folder; {}; layers turned off: {}",
            self.program.display(),
            paths(&self.system),
            beyond,
            self.counting.text(),
            if off.is_empty() {
                "none".to_string()
            } else {
                off.join(", ")
            }
        )
    }
}

impl Builder {
    /// The run's command, the program first.
    pub fn command(mut self, command: &[OsString]) -> Builder {
        self.command = command.to_vec();
        self
    }

    /// More to show, read-only, where each is and where showing it shows
    /// nothing hidden (a compile's toolchain files that lie elsewhere).
    pub fn also(mut self, paths: &[PathBuf]) -> Builder {
        self.also = paths.to_vec();
        self
    }

    /// The layers the machine allows (else they are probed, once a
    /// process): a test's machine.
    #[cfg(test)]
    pub fn layers(mut self, layers: Layers) -> Builder {
        self.layers = Some(layers);
        self
    }

    /// The spec of the box every box starts as: the system alone, no
    /// program yet.
    pub fn bare(self) -> BoxSpec {
        let without = without();
        let layers = self.layers.unwrap_or_else(|| layers(&without));
        BoxSpec {
            program: PathBuf::new(),
            system: system(),
            shows: Vec::new(),
            without,
            counting: CountedBy::of(&layers),
            namespaces: layers.namespaces,
            landlock: layers.landlock,
            seccomp: layers.seccomp,
        }
    }

    /// The spec; `None` when the command's program is not found.
    pub fn build(self) -> Option<BoxSpec> {
        let program = program_of(&self.command)?;
        let hidden = Hidden::here();
        let system = system();
        let spool = std::env::temp_dir().join(SPOOL_PREFIX);
        let also = self
            .also
            .iter()
            .filter(|path| !hidden.reveals_path(path))
            .filter_map(|path| view::seen_as_it_is(path.clone()));
        let mut shows: Vec<Seen> = view::needed(&self.command, &hidden)
            .into_iter()
            .chain(also)
            .filter(|seen| {
                let real = seen
                    .path()
                    .canonicalize()
                    .unwrap_or_else(|_| seen.path().to_path_buf());
                // Nothing the system shows already, nor a folder that
                // holds the boxes' own.
                !view::shows(&system, &real) && !spool.starts_with(seen.path())
            })
            .collect();
        shows.sort();
        shows.dedup();
        Some(BoxSpec {
            program,
            shows,
            ..Builder {
                command: Vec::new(),
                also: Vec::new(),
                layers: self.layers,
            }
            .bare()
        })
    }
}

/// The layers this machine allows, but those turned off: probed once a
/// process.
pub(crate) fn machine() -> Layers {
    layers(&without())
}

/// The layers turned off: what [`WITHOUT`] names in this process's
/// environment, read here alone (the probes, the header, the fresh-fork
/// runner and the judge's scope are given it).
pub(crate) fn without() -> Without {
    Without::parse(&std::env::var(WITHOUT).unwrap_or_default())
}

/// The program `exec` is given: found on `PATH` unless it names a folder.
fn program_of(command: &[OsString]) -> Option<PathBuf> {
    let first = command.first()?;
    let path = std::path::Path::new(first);
    if path.components().count() == 1 {
        view::on_path(first)
    } else {
        Some(path.to_path_buf())
    }
}

/// What every box shows, read once.
pub(crate) fn system() -> Vec<Seen> {
    static SYSTEM: Mutex<Vec<Seen>> = Mutex::new(Vec::new());
    let mut system = SYSTEM.lock().unwrap_or_else(|e| e.into_inner());
    if system.is_empty() {
        *system = view::system();
    }
    system.clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spec_shows_the_system_and_what_the_command_names() {
        let folder = std::env::temp_dir().join(format!("spec-build-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let program = folder.join("solution");
        std::fs::write(&program, b"").unwrap();
        let spec = BoxSpec::builder()
            .command(&[program.clone().into_os_string()])
            .build()
            .unwrap();
        let spec = BoxSpec {
            without: Without::parse("landlock"),
            ..spec
        };
        assert_eq!(spec.program, program);
        assert!(view::shows(&spec.system, std::path::Path::new("/usr/bin")));
        assert!(!view::shows(&spec.system, std::path::Path::new("/home")));
        assert!(!view::shows(&spec.system, &folder));
        assert!(view::shows(&spec.shows, &program), "{:?}", spec.shows);
        let text = spec.text();
        assert!(text.starts_with(&format!(
            "box: runs {}; shows the system (",
            program.display()
        )));
        assert!(text.ends_with("layers turned off: landlock"), "{}", text);
        assert!(text.contains(&spec.counting.text()), "{}", text);
        // A program on PATH is found there; one nowhere is no spec.
        let sh = BoxSpec::builder().command(&["sh".into()]).build().unwrap();
        assert!(sh.program.is_absolute() && sh.program.ends_with("sh"));
        // Nothing beyond the system that the system shows already.
        assert!(
            sh.shows.iter().all(|s| !view::shows(&sh.system, s.path())),
            "{:?}",
            sh.shows
        );
        assert!(BoxSpec::builder()
            .command(&["no-such-program-here".into()])
            .build()
            .is_none());
        std::fs::remove_dir_all(&folder).unwrap();
    }

    /// The layers of a machine: root's, every layer there; or a plain
    /// user's, who may make no cgroup.
    fn machine(root: bool) -> Layers {
        use super::super::contain::cgroup::{Controller, Version};
        let hierarchy = |controller| {
            if root {
                Ok(Hierarchy {
                    version: Version::V2,
                    controller,
                    folder: PathBuf::from("/sys/fs/cgroup/judge"),
                })
            } else {
                Err(Unavailable::Refused(
                    "v2: only root may make a cgroup here".to_string(),
                ))
            }
        };
        Layers {
            pids: hierarchy(Controller::Pids),
            memory: hierarchy(Controller::Memory),
            cpu: hierarchy(Controller::Cpu),
            namespaces: Ok(()),
            landlock: Ok(3),
            seccomp: Ok(()),
            root,
        }
    }

    #[test]
    fn a_plain_users_box_is_another_spec_counted_by_its_census() {
        let root = BoxSpec::builder().layers(machine(true)).bare();
        let plain = BoxSpec::builder().layers(machine(false)).bare();
        match &root.counting {
            CountedBy::Cgroups(hierarchies) => {
                assert_eq!(hierarchies[0].name(), "pids cgroup (v2)");
                assert_eq!(hierarchies[2].name(), "cpuacct cgroup (v2)");
            }
            other => panic!("{:?}", other),
        }
        assert_eq!(
            plain.counting,
            CountedBy::Census(Unavailable::NoCgroup {
                name: "pids",
                why: Box::new(Unavailable::Refused(
                    "v2: only root may make a cgroup here".to_string()
                )),
            })
        );
        // The same box else: what it shows, and the layers it holds by.
        assert_eq!(
            BoxSpec {
                counting: root.counting.clone(),
                ..plain.clone()
            },
            root
        );
        assert_eq!(
            plain.counting.text(),
            "counts by its census of its tree (no pids cgroup: v2: only root may make a \
             cgroup here)"
        );
        assert!(root
            .counting
            .text()
            .starts_with("counts by its cgroups (pids cgroup (v2), memory cgroup (v2)"));
        // One cgroup missing is enough for a census, and it is named.
        let mut no_memory = machine(true);
        no_memory.memory = Err(Unavailable::TurnedOff);
        let spec = BoxSpec::builder().layers(no_memory).bare();
        assert_eq!(
            spec.counting.text(),
            "counts by its census of its tree (no memory cgroup: turned off by \
             EIGHT_JUDGE_WITHOUT)"
        );
        // The layers it holds by are the machine's.
        let mut bare = machine(false);
        bare.landlock = Err(Unavailable::TurnedOff);
        bare.namespaces = Err(Unavailable::Refused("no user namespaces".to_string()));
        let spec = BoxSpec::builder().layers(bare).bare();
        assert_eq!(spec.landlock, Err(Unavailable::TurnedOff));
        assert!(spec.namespaces.is_err() && spec.seccomp.is_ok());
    }
}
