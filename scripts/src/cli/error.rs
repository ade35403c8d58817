//! What can be wrong with a command line, each a value of its own that
//! says which argument and why.

use super::Tool;
use std::fmt;

/// A command line that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgError {
    /// An option neither command knows, with the nearest one that is.
    Unknown {
        given: String,
        nearest: Option<&'static str>,
    },
    /// An option given without its value.
    NeedsValue {
        option: &'static str,
        value: &'static str,
    },
    /// A value given to an option that takes none (`--diff=x`).
    TakesNoValue { option: &'static str },
    /// A value the option cannot take.
    BadValue {
        option: &'static str,
        given: String,
        why: String,
    },
    /// An option the other command takes, and why this one does not.
    NotFor {
        option: &'static str,
        tool: Tool,
        why: &'static str,
        /// The value given it, if one was: the folder a `DIR` of `why`
        /// is.
        given: Option<String>,
    },
    /// An option given twice with different values.
    Twice { option: &'static str },
    /// Two options, or an option and an argument, that exclude each other.
    Conflict { what: String, why: &'static str },
    /// A name or file missing from the command line.
    Missing { what: &'static str, tool: Tool },
    /// An argument past those the command takes.
    Extra { given: String, tool: Tool },
    /// A listing or `--clean` given with something else: `given`, a name,
    /// or `None` for an option.
    Alone {
        option: &'static str,
        given: Option<String>,
        does: &'static str,
    },
    /// A solution file and `-c COMMAND` both given.
    FileAndCommand { file: String, command: String },
}

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ArgError::Unknown { given, nearest } => {
                write!(f, "{} is no option", given)?;
                match nearest {
                    Some(nearest) => write!(f, "; did you mean {}?", nearest),
                    None => Ok(()),
                }
            }
            ArgError::NeedsValue { option, value } => {
                write!(f, "{} needs a value: {} {}", option, option, value)
            }
            ArgError::TakesNoValue { option } => write!(f, "{} takes no value", option),
            ArgError::BadValue { option, given, why } => {
                write!(f, "{} {:?}: {}", option, given, why)
            }
            ArgError::NotFor {
                option,
                tool,
                why,
                given,
            } => match given {
                Some(given) if why.contains("DIR") => write!(
                    f,
                    "{} has no {} ({} {}): {}",
                    tool,
                    option,
                    option,
                    given,
                    why.replace("DIR", given)
                ),
                _ => write!(f, "{} has no {}: {}", tool, option, why),
            },
            ArgError::Twice { option } => {
                write!(
                    f,
                    "{} is given twice, with two values: give it once",
                    option
                )
            }
            ArgError::Conflict { what, why } => write!(f, "{}: {}", what, why),
            ArgError::Missing { what, tool } => write!(
                f,
                "{} is missing: {} {}",
                what,
                tool,
                match tool {
                    Tool::Judge => "PROBLEM SOLUTION [OPTION...] [CASE...]",
                    Tool::Stress => "PROBLEM SOLUTION [OPTION...]",
                }
            ),
            ArgError::Alone {
                option,
                given,
                does,
            } => {
                match given {
                    Some(given) => write!(f, "{} takes no other argument: {:?} ", option, given)?,
                    None => write!(f, "{} takes no other option ", option)?,
                }
                write!(f, "({}, and nothing else): give it alone", does)
            }
            ArgError::FileAndCommand { file, command } => write!(
                f,
                "{} is a solution file and -c {:?} a command: give one, the file or the \
                 command, not both",
                file, command
            ),
            ArgError::Extra { given, tool } => match tool {
                Tool::Judge => write!(f, "{:?} is one argument too many", given),
                Tool::Stress => write!(
                    f,
                    "{:?} is one argument too many: cargo stress takes PROBLEM and SOLUTION \
                     (the judge takes case names)",
                    given
                ),
            },
        }
    }
}

impl std::error::Error for ArgError {}
