//! The layers that hold a run ([`Layer`]), those turned off for a
//! judging ([`Without`], as `EIGHT_JUDGE_WITHOUT` names them: the box's
//! spec reads it), and why a layer, or the box, cannot be had
//! ([`Unavailable`]).

/// The variable that turns layers off, for measuring what they cost and
/// for testing what holds without them: names separated by commas, of
/// `box`, `pids`, `memory`, `cpu`, `namespaces`, `landlock`, `seccomp`.
pub(crate) const WITHOUT: &str = "EIGHT_JUDGE_WITHOUT";

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
}
