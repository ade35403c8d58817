//! The box as a value ([`BoxSpec`]): what a run may see (the system's
//! folders, and beyond them its toolchain's and its build's, read-only)
//! and the layers turned off ([`Without`]). Built by its [`Builder`] from
//! a run's command; the box is made from it, the header prints it (`-v`),
//! and tests assert on it. `EIGHT_JUDGE_WITHOUT` is read here alone.

use super::view::{self, Hidden, Seen};
use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::Mutex;

/// The variable that turns layers off, for measuring what they cost and
/// for testing what holds without them: names separated by commas, of
/// `box`, `pids`, `memory`, `cpu`, `namespaces`, `landlock`, `seccomp`.
pub(crate) const WITHOUT: &str = "EIGHT_JUDGE_WITHOUT";

/// The prefix of the folders the boxes keep under the temporary folder:
/// a box never shows one.
pub(crate) const SPOOL_PREFIX: &str = "judge-box-";

/// A layer that holds a run, by its name in [`WITHOUT`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Layer {
    Box,
    Pids,
    Memory,
    Cpu,
    Namespaces,
    Landlock,
    Seccomp,
}

impl Layer {
    /// Every layer, in the header's order.
    pub const ALL: [Layer; 7] = [
        Layer::Box,
        Layer::Pids,
        Layer::Memory,
        Layer::Cpu,
        Layer::Namespaces,
        Layer::Landlock,
        Layer::Seccomp,
    ];

    /// Its name in [`WITHOUT`].
    pub fn name(self) -> &'static str {
        match self {
            Layer::Box => "box",
            Layer::Pids => "pids",
            Layer::Memory => "memory",
            Layer::Cpu => "cpu",
            Layer::Namespaces => "namespaces",
            Layer::Landlock => "landlock",
            Layer::Seccomp => "seccomp",
        }
    }
}

/// The layers turned off.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Without {
    pub layers: Vec<Layer>,
}

impl Without {
    /// The layers a [`WITHOUT`] value names (a name it does not know is
    /// no layer).
    pub fn parse(text: &str) -> Without {
        let mut layers: Vec<Layer> = Layer::ALL
            .iter()
            .copied()
            .filter(|layer| text.split(',').any(|name| name.trim() == layer.name()))
            .collect();
        layers.sort();
        Without { layers }
    }

    /// What [`WITHOUT`] names in this process's environment.
    pub fn here() -> Without {
        Without::parse(&std::env::var(WITHOUT).unwrap_or_default())
    }

    /// Whether `layer` is turned off.
    pub fn has(&self, layer: Layer) -> bool {
        self.layers.contains(&layer)
    }

    /// Why a layer turned off is missing, as the header says it.
    pub fn why() -> String {
        format!("turned off by {}", WITHOUT)
    }
}

/// Why a layer, or the box, cannot be had here, in the header's words:
/// `turned off by EIGHT_JUDGE_WITHOUT`, `no cgroup v1 or v2 hierarchy with
/// the pids controller`, and the like.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Unavailable {
    /// Turned off ([`Without`]).
    TurnedOff,
    /// The system refuses it, in the probe's words: each way tried, and
    /// why it failed.
    Refused(String),
    /// A box's meter lacks a cgroup: its controller's name, and why.
    NoCgroup {
        name: &'static str,
        why: Box<Unavailable>,
    },
}

impl std::fmt::Display for Unavailable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unavailable::TurnedOff => f.write_str(&Without::why()),
            Unavailable::Refused(why) => f.write_str(why),
            Unavailable::NoCgroup { name, why } => write!(f, "no {} cgroup: {}", name, why),
        }
    }
}

impl std::error::Error for Unavailable {}

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
}

/// Builds a [`BoxSpec`] for a command.
#[derive(Clone, Debug, Default)]
pub(crate) struct Builder {
    command: Vec<OsString>,
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
             folder; layers turned off: {}",
            self.program.display(),
            paths(&self.system),
            beyond,
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

    /// The spec; `None` when the command's program is not found.
    pub fn build(self) -> Option<BoxSpec> {
        let program = program_of(&self.command)?;
        let hidden = Hidden::here();
        let system = system();
        let spool = std::env::temp_dir().join(SPOOL_PREFIX);
        let shows = view::needed(&self.command, &hidden)
            .into_iter()
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
        Some(BoxSpec {
            program,
            system,
            shows,
            without: Without::here(),
        })
    }
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
    fn without_names_the_layers_turned_off() {
        let without = Without::parse("box, pids,nonsense,,seccomp");
        assert_eq!(without.layers, [Layer::Box, Layer::Pids, Layer::Seccomp]);
        assert!(without.has(Layer::Box) && !without.has(Layer::Memory));
        assert_eq!(Without::parse(""), Without::default());
        for layer in Layer::ALL {
            assert_eq!(Without::parse(layer.name()).layers, [layer]);
        }
    }

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
}
