//! Every option of both commands, once: its names, its value, one line of
//! help, and for each command whether it takes it, or why not.

use super::Tool;

/// Which option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Help,
    Jobs,
    Directory,
    Golden,
    Json,
    Quiet,
    Verbose,
    Build,
    Diff,
    Seed,
    Cases,
    Save,
    Tl,
    Ml,
    Command,
    Problems,
    Builds,
    Check,
    Clean,
    Completions,
}

/// Whether an option takes a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionValue {
    Nothing,
    /// A value, the next argument or after `=`, named so in the help.
    Value(&'static str),
    /// A value after `=` only (`--json=FILE`).
    Optional(&'static str),
}

/// Whether a command takes an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    Yes,
    /// It does not: why, and what to do instead.
    No(&'static str),
}

/// One option of the command line.
#[derive(Clone, Copy, Debug)]
pub struct Opt {
    pub key: Key,
    /// `--jobs`.
    pub long: &'static str,
    /// `-j`.
    pub short: Option<&'static str>,
    pub takes: OptionValue,
    /// One line of help.
    pub help: &'static str,
    pub judge: Use,
    pub stress: Use,
}

impl Opt {
    /// Whether `tool` takes it.
    pub fn use_in(&self, tool: Tool) -> Use {
        match tool {
            Tool::Judge => self.judge,
            Tool::Stress => self.stress,
        }
    }

    /// `-j, --jobs N`, as the help shows it.
    fn shown(&self) -> String {
        let value = match self.takes {
            OptionValue::Nothing => String::new(),
            OptionValue::Value(name) => format!(" {}", name),
            OptionValue::Optional(name) => format!("[={}]", name),
        };
        match self.short {
            Some(short) => format!("{}, {}{}", short, self.long, value),
            None => format!("    {}{}", self.long, value),
        }
    }
}

const CASES_OWN: &str = "the stress test draws its own cases";

/// The options, in the order the help lists them.
pub const OPTIONS: [Opt; 20] = [
    Opt {
        key: Key::Jobs,
        long: "--jobs",
        short: Some("-j"),
        takes: OptionValue::Value("N"),
        help: "N cases at once (default: the number of cores, never more than the cases)",
        judge: Use::Yes,
        stress: Use::Yes,
    },
    Opt {
        key: Key::Build,
        long: "--build",
        short: None,
        takes: OptionValue::Value("NAME"),
        help: "the build NAME of the judge's menu (--builds lists them)",
        judge: Use::Yes,
        stress: Use::Yes,
    },
    Opt {
        key: Key::Command,
        long: "--command",
        short: Some("-c"),
        takes: OptionValue::Value("COMMAND"),
        help: "judge COMMAND (a program and its arguments, no shell) instead of a SOLUTION file",
        judge: Use::Yes,
        stress: Use::Yes,
    },
    Opt {
        key: Key::Tl,
        long: "--tl",
        short: None,
        takes: OptionValue::Value("TIME"),
        help: "a CPU time limit of TIME instead of the problem's: 2, 1.5s, 500ms",
        judge: Use::Yes,
        stress: Use::Yes,
    },
    Opt {
        key: Key::Ml,
        long: "--ml",
        short: None,
        takes: OptionValue::Value("SIZE"),
        help: "a memory limit of SIZE instead of the problem's: 256 (MiB), 512m, 1g",
        judge: Use::Yes,
        stress: Use::Yes,
    },
    Opt {
        key: Key::Directory,
        long: "--directory",
        short: Some("-d"),
        takes: OptionValue::Value("DIR"),
        help: "DIR's cases (NAME.in, NAME.out; competitive-companion .json, cph .prob) \
               instead of the golden ones",
        judge: Use::Yes,
        stress: Use::No(
            "the stress test draws its own cases; --save DIR keeps a failing one in DIR",
        ),
    },
    Opt {
        key: Key::Golden,
        long: "--golden",
        short: None,
        takes: OptionValue::Nothing,
        help: "with -d: the golden cases as well",
        judge: Use::Yes,
        stress: Use::No(CASES_OWN),
    },
    Opt {
        key: Key::Diff,
        long: "--diff",
        short: Some("-D"),
        takes: OptionValue::Nothing,
        help: "a wrong answer's lines side by side, its board saved alone to judge again",
        judge: Use::Yes,
        stress: Use::No(
            "the stress test always shows the failing input, the expected and the given output",
        ),
    },
    Opt {
        key: Key::Json,
        long: "--json",
        short: None,
        takes: OptionValue::Optional("FILE"),
        help: "oj's JSON document, an array of a record a case, on stdout (the text on \
               stderr), or into FILE",
        judge: Use::Yes,
        stress: Use::No(
            "the stress test reports one failure as text; keep it with --save DIR, then \
             cargo judge PROBLEM SOLUTION -d DIR --json",
        ),
    },
    Opt {
        key: Key::Quiet,
        long: "--quiet",
        short: Some("-q"),
        takes: OptionValue::Nothing,
        help: "no text report (with --json: the JSON alone)",
        judge: Use::Yes,
        stress: Use::No("the stress test's report is its answer; its progress is on stderr"),
    },
    Opt {
        key: Key::Verbose,
        long: "--verbose",
        short: Some("-v"),
        takes: OptionValue::Nothing,
        help: "the header whole: every layer that holds a run, how memory and processes are \
               counted",
        judge: Use::Yes,
        stress: Use::No("the stress test prints no header; cargo judge -v shows the box whole"),
    },
    Opt {
        key: Key::Seed,
        long: "--seed",
        short: None,
        takes: OptionValue::Value("S"),
        help: "the random cases of seed S (default 1): the same seed, the same cases",
        judge: Use::No(
            "the judge runs the cases it is given, none at random; cargo stress draws them",
        ),
        stress: Use::Yes,
    },
    Opt {
        key: Key::Cases,
        long: "--cases",
        short: None,
        takes: OptionValue::Value("N"),
        help: "N random cases (default 1000)",
        judge: Use::No(
            "the judge takes the names of the cases to run after the solution: \
             cargo judge PROBLEM SOLUTION sample one-move",
        ),
        stress: Use::Yes,
    },
    Opt {
        key: Key::Save,
        long: "--save",
        short: None,
        takes: OptionValue::Value("DIR"),
        help: "a failure kept in DIR as hack-N.in and hack-N.out, for cargo judge -d DIR",
        judge: Use::No("the judge keeps no case; cargo stress --save DIR keeps a failing one"),
        stress: Use::Yes,
    },
    Opt {
        key: Key::Problems,
        long: "--problems",
        short: None,
        takes: OptionValue::Nothing,
        help: "the problems, a line each (name, judge, limits, title); with a NAME, that one whole",
        judge: Use::Yes,
        stress: Use::Yes,
    },
    Opt {
        key: Key::Builds,
        long: "--builds",
        short: None,
        takes: OptionValue::Nothing,
        help: "the judges' builds of each language, as a table",
        judge: Use::Yes,
        stress: Use::Yes,
    },
    Opt {
        key: Key::Check,
        long: "--check",
        short: None,
        takes: OptionValue::Nothing,
        help: "with --builds: each build's self-test built and run, to show which work here",
        judge: Use::Yes,
        stress: Use::No("cargo judge --builds --check checks the builds"),
    },
    Opt {
        key: Key::Clean,
        long: "--clean",
        short: None,
        takes: OptionValue::Nothing,
        help: "empties the work folder: the build cache, the boards -D kept, figures kept",
        judge: Use::Yes,
        stress: Use::No(
            "the stress test keeps no build; cargo judge --clean empties the judge's cache",
        ),
    },
    Opt {
        key: Key::Completions,
        long: "--completions",
        short: None,
        takes: OptionValue::Value("SHELL"),
        help: "a completion script of both commands for SHELL (bash, zsh, fish) on stdout",
        judge: Use::Yes,
        stress: Use::No("cargo judge --completions SHELL completes both commands"),
    },
    Opt {
        key: Key::Help,
        long: "--help",
        short: Some("-h"),
        takes: OptionValue::Nothing,
        help: "this help",
        judge: Use::Yes,
        stress: Use::Yes,
    },
];

/// The option called `name` (`--jobs` or `-j`).
pub fn named(name: &str) -> Option<&'static Opt> {
    OPTIONS
        .iter()
        .find(|opt| opt.long == name || opt.short == Some(name))
}

/// What `tool` does and takes, every option on a line of its own.
pub fn help(tool: Tool) -> String {
    let mut text = match tool {
        Tool::Judge => String::from(
            "cargo judge: judges a single-file solution as its problem's judge would: \
             its build, its rule, its limits.\n\n\
             usage: cargo judge PROBLEM SOLUTION [OPTION...] [CASE...]\n       \
             cargo judge PROBLEM -c COMMAND [OPTION...] [CASE...]\n       \
             cargo judge --problems [NAME] | --builds [--check] | --clean | --completions SHELL\n       \
             cargo judge                    (its own two programs, in this project's workspace)\n\n\
             PROBLEM    a name (poj1077, P1379, abc224_d) or a statement's address\n\
             SOLUTION   .c, .cpp, .java, .py, .rs, .go, .js, .rb, .pas, .kt, .cs, .hs, .f90, .sh\n           \
             or an executable file\n\
             CASE       the names of the cases to run, or paths to .in files (default: all)\n\n",
        ),
        Tool::Stress => String::from(
            "cargo stress: random cases in the problem's format until the solution fails \
             one, shrunk to a smallest failing input.\n\n\
             usage: cargo stress PROBLEM SOLUTION [OPTION...]\n       \
             cargo stress PROBLEM -c COMMAND [OPTION...]\n\n\
             PROBLEM    a name (poj1077, P1379, abc224_d) or a statement's address\n\
             SOLUTION   .c, .cpp, .java, .py, .rs, .go, .js, .rb, .pas, .kt, .cs, .hs, .f90, .sh\n           \
             or an executable file\n\n",
        ),
    };
    text.push_str("options, in any order, before or after the names:\n");
    for opt in OPTIONS.iter().filter(|o| o.use_in(tool) == Use::Yes) {
        text.push_str(&format!("  {:<23} {}\n", opt.shown(), opt.help));
    }
    let exits = match tool {
        Tool::Judge => {
            "exit status: 0 every case passed; 1 one failed, or the build; 2 a wrong \
             command line, file or case; 3 a FAIL (the judge's fault, or a .out's); 4 none \
             failed but one has no verdict (BUSY: starved of CPU on every try)"
        }
        Tool::Stress => {
            "exit status: 0 every case passed; 1 one failed (shown), or the build; 2 a \
             wrong command line or file; 3 the judge's own fault; 4 none failed but one was \
             starved of CPU on every try"
        }
    };
    text.push('\n');
    text.push_str(exits);
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_is_named_once_and_listed_where_taken() {
        for (index, opt) in OPTIONS.iter().enumerate() {
            assert_eq!(named(opt.long).map(|o| o.key), Some(opt.key));
            if let Some(short) = opt.short {
                assert_eq!(named(short).map(|o| o.key), Some(opt.key));
            }
            assert!(OPTIONS[index + 1..].iter().all(|o| o.key != opt.key));
            for tool in [Tool::Judge, Tool::Stress] {
                let listed = help(tool).contains(&format!("{} ", opt.long))
                    || help(tool).contains(&format!("{}[", opt.long))
                    || help(tool).contains(&format!("{}\n", opt.long));
                assert_eq!(listed, opt.use_in(tool) == Use::Yes, "{}", opt.long);
            }
        }
        assert!(named("--nothing").is_none());
    }
}
