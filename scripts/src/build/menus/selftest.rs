//! Each build's self-test: a small program of its language (two numbers
//! in, their sum out), built as the build builds it and run in the box as
//! a solution is, so that `cargo judge --builds --check` shows which
//! builds work on this machine, as DMOJ's executors carry a test program.

use super::{Judge, JUDGES, LOCAL};
use crate::build::{BuildError, Family, Toolchain};
use crate::run::{self, Ending, Limits};
use std::fs;
use std::path::Path;
use std::time::Duration;

/// The self-test's input, and the line it must print.
pub const INPUT: &[u8] = b"2 40\n";
pub const EXPECTED: &str = "42";

/// The self-test program of `family`, in the oldest form of the language
/// any judge's build of it takes (C89 comments, C++98, Java 6, Rust 2015,
/// Pascal without units, Kotlin's `main` with its arguments as Kotlin 1.2
/// wanted it, C# of Mono's, Haskell 2010, Fortran 90); `None` for what is
/// run as it is.
pub fn program(family: Family) -> Option<&'static str> {
    Some(match family {
        Family::C => {
            "#include <stdio.h>\n\
             int main(void) {\n    long a, b;\n    \
             if (scanf(\"%ld %ld\", &a, &b) != 2) return 1;\n    \
             printf(\"%ld\\n\", a + b);\n    return 0;\n}\n"
        }
        Family::Cpp => {
            "#include <iostream>\n\
             int main() {\n    long long a, b;\n    \
             if (!(std::cin >> a >> b)) return 1;\n    \
             std::cout << a + b << std::endl;\n    return 0;\n}\n"
        }
        Family::Java => {
            "import java.util.Scanner;\n\n\
             public class Main {\n    public static void main(String[] args) {\n        \
             Scanner in = new Scanner(System.in);\n        \
             long a = in.nextLong(), b = in.nextLong();\n        \
             System.out.println(a + b);\n    }\n}\n"
        }
        Family::Python => "a, b = map(int, input().split())\nprint(a + b)\n",
        Family::Rust => {
            "use std::io::Read;\n\n\
             fn main() {\n    let mut text = String::new();\n    \
             std::io::stdin().read_to_string(&mut text).unwrap();\n    \
             let sum: i64 = text.split_whitespace().map(|w| w.parse::<i64>().unwrap()).sum();\n    \
             println!(\"{}\", sum);\n}\n"
        }
        Family::Go => {
            "package main\n\n\
             import \"fmt\"\n\n\
             func main() {\n\tvar a, b int64\n\t\
             if _, err := fmt.Scan(&a, &b); err != nil {\n\t\tpanic(err)\n\t}\n\t\
             fmt.Println(a + b)\n}\n"
        }
        Family::JavaScript => {
            "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n\
             console.log(a + b);\n"
        }
        Family::Ruby => "a, b = $stdin.read.split.map(&:to_i)\nputs a + b\n",
        Family::Pascal => {
            "program SelfTest;\nvar a, b: int64;\nbegin\n  readln(a, b);\n  \
             writeln(a + b);\nend.\n"
        }
        Family::Kotlin => {
            "fun main(args: Array<String>) {\n    \
             val (a, b) = readLine()!!.trim().split(\" \").map { it.toLong() }\n    \
             println(a + b)\n}\n"
        }
        Family::CSharp => {
            "using System;\n\n\
             public class Program {\n    public static void Main() {\n        \
             string[] words = Console.ReadLine().Split(' ');\n        \
             Console.WriteLine(long.Parse(words[0]) + long.Parse(words[1]));\n    }\n}\n"
        }
        Family::Haskell => {
            "main :: IO ()\nmain = do\n  text <- getContents\n  \
             let [a, b] = map read (words text) :: [Integer]\n  print (a + b)\n"
        }
        Family::Fortran => {
            "program selftest\n  implicit none\n  integer(kind=8) :: a, b\n  \
             read (*, *) a, b\n  write (*, '(i0)') a + b\nend program selftest\n"
        }
        Family::Shell | Family::Executable => return None,
    })
}

/// How a build's self-test went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// It built and printed [`EXPECTED`]: the compile's and the run's time.
    Works { compile: Duration, run: Duration },
    /// A tool it needs is missing: which, with the package that gives it.
    Missing(String),
    /// It did not build, or its run failed: why, on one line.
    Fails(String),
}

/// Builds `build`'s self-test under `work` (a folder of its own, removed
/// after) and runs it in the box with 10 s and 512 MiB.
pub fn check(build: &Toolchain, work: &Path) -> Checked {
    let build = build.as_built_here();
    let text = match program(build.family()) {
        Some(text) => text,
        None => return Checked::Fails("no self-test: nothing is built".to_string()),
    };
    let missing = build.missing_tools();
    if !missing.is_empty() {
        return Checked::Missing(missing.join("; "));
    }
    let folder = match crate::build::fresh_folder(&work.join("self-test")) {
        Ok(folder) => folder,
        Err(why) => return Checked::Fails(why.to_string()),
    };
    let checked = check_in(&build, text, &folder);
    let _ = fs::remove_dir_all(&folder);
    checked
}

fn check_in(build: &Toolchain, text: &str, folder: &Path) -> Checked {
    let name = build.source_name(Path::new("self-test"));
    let source = folder.join(&name);
    if let Err(e) = fs::write(&source, text) {
        return Checked::Fails(format!("cannot write {}: {}", source.display(), e));
    }
    let built = match build.build(&source, &folder.join("builds"), false) {
        Ok(built) => built,
        Err(error) => return Checked::Fails(one_line(&error)),
    };
    let limits = Limits::new(Duration::from_secs(10), 512 << 10);
    let command = built.command(&limits);
    let job = built.job(&command, INPUT, &limits);
    let ran = match run::run(&job) {
        Ok(ran) => ran,
        Err(e) => return Checked::Fails(format!("cannot run it: {}", e)),
    };
    let said = String::from_utf8_lossy(&ran.stdout);
    if ran.ending != Ending::Exited(0) || said.trim() != EXPECTED {
        let stderr = String::from_utf8_lossy(&ran.stderr_kept()).into_owned();
        let first = stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        return Checked::Fails(format!(
            "its run ended {:?} and printed {:?}, not {}{}",
            ran.ending,
            said.trim(),
            EXPECTED,
            if first.is_empty() {
                String::new()
            } else {
                format!(": {}", first.trim())
            }
        ));
    }
    Checked::Works {
        compile: built.took,
        run: ran.usage.cpu,
    }
}

/// A build error on one line: its first error where the log names one,
/// else its first line.
fn one_line(error: &BuildError) -> String {
    let text = error.to_string();
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    format!("it did not build: {}", first.trim())
}

/// Every build of every judge's menu, and the builds here, checked: a
/// line each, and a closing count; whether every one works.
pub fn check_all(work: &Path, say: &mut dyn FnMut(&str)) -> bool {
    let mut counts = (0, 0, 0);
    let here = Judge {
        name: "here",
        builds: &LOCAL,
        takes: super::Takes {
            languages: &[],
            from: "",
        },
        extra: &[],
        not_emulated: &[],
    };
    let judges: Vec<&Judge> = JUDGES.iter().copied().chain([&here]).collect();
    for judge in judges {
        for build in judge.builds {
            if program(build.family()).is_none() {
                continue;
            }
            let line = match check(build, work) {
                Checked::Works { compile, run } => {
                    counts.0 += 1;
                    format!(
                        "ok      {} {} ({}): built in {:.2} s, ran in {:.2} s CPU",
                        judge.name,
                        build.name,
                        build.family().name(),
                        compile.as_secs_f64(),
                        run.as_secs_f64()
                    )
                }
                Checked::Missing(what) => {
                    counts.1 += 1;
                    format!(
                        "missing {} {} ({}): {}",
                        judge.name,
                        build.name,
                        build.family().name(),
                        what
                    )
                }
                Checked::Fails(why) => {
                    counts.2 += 1;
                    format!(
                        "FAILS   {} {} ({}): {}",
                        judge.name,
                        build.name,
                        build.family().name(),
                        why
                    )
                }
            };
            say(&line);
        }
    }
    say(&format!(
        "builds: {} work, {} missing a tool, {} fail",
        counts.0, counts.1, counts.2
    ));
    counts.1 == 0 && counts.2 == 0
}
