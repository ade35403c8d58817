//! `cargo judge --completions bash|zsh|fish`: a completion script for
//! both commands, written from the same table of options that `--help`
//! prints ([`OPTIONS`]), the problems' names and the builds' names, so
//! that what completes is what the judge takes. std only, as the rest:
//! the scripts are text made here, not a crate's.

use super::table::{Opt, OptionValue, Use, OPTIONS};
use super::Tool;
use std::fmt;

/// The shells a script is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shell {
    Bash,
    Zsh,
    Fish,
}

impl Shell {
    /// Every shell, by its name as `--completions` takes it.
    pub const ALL: [Shell; 3] = [Shell::Bash, Shell::Zsh, Shell::Fish];

    pub fn name(self) -> &'static str {
        match self {
            Shell::Bash => "bash",
            Shell::Zsh => "zsh",
            Shell::Fish => "fish",
        }
    }

    /// The shell named `name`.
    pub fn named(name: &str) -> Option<Shell> {
        Shell::ALL
            .iter()
            .copied()
            .find(|shell| shell.name() == name)
    }
}

impl fmt::Display for Shell {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The completion script for `shell`: `cargo judge` and `cargo stress`
/// (and `cargo-judge`, `cargo-stress` run by their own names), their
/// options, a problem's name as the first name, the builds' names after
/// `--build`, shells after `--completions`, folders after `-d` and
/// `--save`, and files otherwise.
pub fn script(shell: Shell) -> String {
    match shell {
        Shell::Bash => bash(),
        Shell::Zsh => zsh(),
        Shell::Fish => fish(),
    }
}

/// The options `tool` takes.
fn taken(tool: Tool) -> impl Iterator<Item = &'static Opt> {
    OPTIONS
        .iter()
        .filter(move |opt| opt.use_in(tool) == Use::Yes)
}

/// Every name of the options `tool` takes, short ones first.
fn option_names(tool: Tool) -> Vec<&'static str> {
    let mut names: Vec<&str> = taken(tool).filter_map(|opt| opt.short).collect();
    names.extend(taken(tool).map(|opt| opt.long));
    names
}

/// The names of the options that take a value after them (either
/// command's).
fn valued() -> Vec<&'static str> {
    let mut names = Vec::new();
    for opt in OPTIONS
        .iter()
        .filter(|opt| matches!(opt.takes, OptionValue::Value(_)))
    {
        names.extend(opt.short);
        names.push(opt.long);
    }
    names
}

/// The problems' names, as `--problems` lists them.
fn problems() -> Vec<&'static str> {
    crate::problems::PROBLEMS
        .iter()
        .map(|problem| problem.name)
        .collect()
}

/// Every name `--build` takes: every judge's builds and the builds here,
/// each once, sorted.
pub fn builds() -> Vec<&'static str> {
    let mut names: Vec<&str> = crate::build::menus::JUDGES
        .iter()
        .flat_map(|judge| judge.builds.iter().map(|build| build.name))
        .chain(crate::build::menus::LOCAL.iter().map(|build| build.name))
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// The options whose value is a folder.
const FOLDER_VALUED: [&str; 3] = ["-d", "--directory", "--save"];

fn shells() -> String {
    let names: Vec<&str> = Shell::ALL.iter().map(|shell| shell.name()).collect();
    names.join(" ")
}

/// For bash 3.2 (macOS's) and later, with or without bash-completion.
fn bash() -> String {
    let values: Vec<&str> = valued()
        .into_iter()
        .filter(|name| !FOLDER_VALUED.contains(name) && *name != "--build")
        .collect();
    let mut text = String::from(
        "# Completion of cargo judge and cargo stress for bash, written by\n\
         # `cargo judge --completions bash` from the judge's own table of options.\n\
         # Load it in ~/.bashrc: eval \"$(cargo judge --completions bash)\"\n\n",
    );
    text.push_str(&format!(
        "_eight_judge_problems='{}'\n_eight_judge_builds='{}'\n\
         _eight_judge_judge_options='{}'\n_eight_judge_stress_options='{}'\n\
         _eight_judge_valued=' {} '\n\n",
        problems().join(" "),
        builds().join(" "),
        option_names(Tool::Judge).join(" "),
        option_names(Tool::Stress).join(" "),
        valued().join(" ")
    ));
    text.push_str(
        BASH_FUNCTIONS
            .replace("@FOLDERS@", &FOLDER_VALUED.join("|"))
            .replace("@VALUES@", &values.join("|"))
            .replace("@SHELLS@", &shells())
            .as_str(),
    );
    text
}

/// What the bash script does with the lists above it.
const BASH_FUNCTIONS: &str = r#"# _eight_judge_complete TOOL FIRST: the words after COMP_WORDS[FIRST - 1]
# completed as TOOL's (judge or stress) command line.
_eight_judge_complete() {
    local tool=$1 first=$2 cur prev i word names=0
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=
    if [ "$COMP_CWORD" -gt "$first" ]; then prev=${COMP_WORDS[COMP_CWORD-1]}; fi
    COMPREPLY=()
    case $prev in
        --build) COMPREPLY=($(compgen -W "$_eight_judge_builds" -- "$cur")); return 0 ;;
        --completions) COMPREPLY=($(compgen -W "@SHELLS@" -- "$cur")); return 0 ;;
        @FOLDERS@) COMPREPLY=($(compgen -d -- "$cur")); return 0 ;;
        @VALUES@) return 0 ;;
    esac
    case $cur in
        -*)
            if [ "$tool" = judge ]; then
                COMPREPLY=($(compgen -W "$_eight_judge_judge_options" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "$_eight_judge_stress_options" -- "$cur"))
            fi
            return 0 ;;
    esac
    # The names before this word, options' values left out: the first
    # is PROBLEM, then SOLUTION and the cases, files (bash's own).
    i=$first
    while [ "$i" -lt "$COMP_CWORD" ]; do
        word=${COMP_WORDS[i]}
        case $word in
            =) i=$((i + 1)) ;;
            -*)
                case $_eight_judge_valued in
                    *" $word "*) if [ "${COMP_WORDS[i+1]}" != = ]; then i=$((i + 1)); fi ;;
                esac ;;
            *) names=$((names + 1)) ;;
        esac
        i=$((i + 1))
    done
    if [ "$names" = 0 ]; then
        COMPREPLY=($(compgen -W "$_eight_judge_problems" -- "$cur"))
    fi
    return 0
}

_eight_judge_cargo_judge() { _eight_judge_complete judge 1; }
_eight_judge_cargo_stress() { _eight_judge_complete stress 1; }

# cargo judge and cargo stress; cargo's own completion for the rest,
# loaded on first use where bash-completion loads it so.
_eight_judge_cargo() {
    if [ "$COMP_CWORD" -ge 2 ]; then
        case ${COMP_WORDS[1]} in
            judge|stress) _eight_judge_complete "${COMP_WORDS[1]}" 2; return 0 ;;
        esac
    fi
    if [ -z "$_eight_judge_cargo_own" ]; then
        if declare -F __load_completion >/dev/null; then
            __load_completion cargo
        elif declare -F _completion_loader >/dev/null; then
            _completion_loader cargo
        fi
        _eight_judge_cargo_own=$(complete -p cargo 2>/dev/null | sed -n 's/.*-F \([^ ]*\).*/\1/p')
        if [ "$_eight_judge_cargo_own" = _eight_judge_cargo ]; then _eight_judge_cargo_own=; fi
        complete -o bashdefault -o default -F _eight_judge_cargo cargo
    fi
    if [ -n "$_eight_judge_cargo_own" ]; then "$_eight_judge_cargo_own" "$@"; fi
}

_eight_judge_cargo_own=$(complete -p cargo 2>/dev/null | sed -n 's/.*-F \([^ ]*\).*/\1/p')
if [ "$_eight_judge_cargo_own" = _eight_judge_cargo ]; then _eight_judge_cargo_own=; fi
complete -o bashdefault -o default -F _eight_judge_cargo_judge cargo-judge
complete -o bashdefault -o default -F _eight_judge_cargo_stress cargo-stress
complete -o bashdefault -o default -F _eight_judge_cargo cargo
"#;

/// `text` quoted for an explanation of zsh's `_arguments`, in single
/// quotes: `[` and `]` escaped, and `'` as `'\''`.
fn zsh_quoted(text: &str) -> String {
    text.replace('\'', "'\\''")
        .replace('[', "\\[")
        .replace(']', "\\]")
}

/// For zsh with compinit: `cargo-judge` by `compdef`, and `cargo judge`
/// through cargo's own completion, which calls `_cargo-judge` for it.
fn zsh() -> String {
    let mut text = String::from(
        "#compdef cargo-judge cargo-stress\n\
         # Completion of cargo judge and cargo stress for zsh, written by\n\
         # `cargo judge --completions zsh` from the judge's own table of options.\n\
         # Save it as _cargo-judge in a folder of $fpath, or in ~/.zshrc after\n\
         # compinit: eval \"$(cargo judge --completions zsh)\"\n\n",
    );
    for tool in [Tool::Judge, Tool::Stress] {
        text.push_str(&format!(
            "_cargo-{}() {{\n    _arguments -s \\\n",
            tool.word()
        ));
        for opt in taken(tool) {
            let help = zsh_quoted(opt.help);
            let value = match (opt.takes, opt.long) {
                (OptionValue::Nothing, _) => String::new(),
                (_, "--build") => format!(":NAME:({})", builds().join(" ")),
                (_, "--completions") => format!(":SHELL:({})", shells()),
                (_, long) if FOLDER_VALUED.contains(&long) => ":DIR:_files -/".to_string(),
                (OptionValue::Value(name), _) => format!(":{}: ", name),
                (OptionValue::Optional(_), _) => String::new(),
            };
            let long = match opt.takes {
                OptionValue::Optional(_) => format!("{}=-", opt.long),
                _ => opt.long.to_string(),
            };
            match opt.short {
                Some(short) => text.push_str(&format!(
                    "        '({} {})'{{{},{}}}'[{}]{}' \\\n",
                    short, opt.long, short, long, help, value
                )),
                None => text.push_str(&format!("        '{}[{}]{}' \\\n", long, help, value)),
            }
        }
        text.push_str(&format!(
            "        '1:PROBLEM:({})' \\\n        '*:file:_files'\n}}\n\n",
            problems().join(" ")
        ));
    }
    text.push_str(
        "if (( $+functions[compdef] )); then\n    \
         compdef _cargo-judge cargo-judge\n    \
         compdef _cargo-stress cargo-stress\n\
         fi\n",
    );
    text
}

/// `text` in fish's single quotes.
fn fish_quoted(text: &str) -> String {
    format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// For fish 3: `cargo-judge` by its name, and `cargo judge` as cargo's
/// subcommand.
fn fish() -> String {
    let mut text = String::from(
        "# Completion of cargo judge and cargo stress for fish, written by\n\
         # `cargo judge --completions fish` from the judge's own table of options.\n\
         # Save it as ~/.config/fish/completions/cargo-judge.fish, or load it:\n\
         # cargo judge --completions fish | source\n\n",
    );
    for tool in [Tool::Judge, Tool::Stress] {
        let word = tool.word();
        for (command, when) in [
            (format!("cargo-{}", word), String::new()),
            (
                "cargo".to_string(),
                format!(" -n '__fish_seen_subcommand_from {}'", word),
            ),
        ] {
            for opt in taken(tool) {
                let mut line = format!("complete -c {}{}", command, when);
                if let Some(short) = opt.short {
                    line.push_str(&format!(" -s {}", short.trim_start_matches('-')));
                }
                line.push_str(&format!(" -l {}", opt.long.trim_start_matches("--")));
                match (opt.takes, opt.long) {
                    (OptionValue::Nothing, _) | (OptionValue::Optional(_), _) => {}
                    (_, "--build") => {
                        line.push_str(&format!(" -x -a {}", fish_quoted(&builds().join(" "))))
                    }
                    (_, "--completions") => {
                        line.push_str(&format!(" -x -a {}", fish_quoted(&shells())))
                    }
                    (_, long) if FOLDER_VALUED.contains(&long) => {
                        line.push_str(" -x -a '(__fish_complete_directories)'")
                    }
                    (OptionValue::Value(_), _) => line.push_str(" -x"),
                }
                line.push_str(&format!(" -d {}", fish_quoted(opt.help)));
                text.push_str(&line);
                text.push('\n');
            }
            text.push_str(&format!(
                "complete -c {}{} -a {} -d 'a problem'\n\n",
                command,
                when,
                fish_quoted(&problems().join(" "))
            ));
        }
    }
    text
}
