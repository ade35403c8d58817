//! Where cases come from, all yielding one [`TestCase`]: the golden
//! folders of `testdata/`, and a contestant's own folder (`-d DIR`) in
//! oj's layout (`NAME.in`, `NAME.out`) or as competitive-companion's JSON
//! and cph's `.prob` files.

use crate::format::Case;
use crate::json;
use crate::oracle::Oracle;
use crate::problems::Problem;
use crate::workspace;
use eight::Fault;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// One case to judge: its name, its input, the output it is judged
/// against, and where each came from.
pub struct TestCase {
    /// What `CASE` picks it by: the file's name without `.in`, or for a
    /// JSON file's tests, the file's name and the test's number
    /// (`problem-2`).
    pub name: String,
    pub input: Vec<u8>,
    /// The output it is judged against, by the problem's rule; or why
    /// there is none to trust (the case's fault: `FAIL`).
    pub expected: Result<Vec<u8>, String>,
    /// The boards of the input, as its format reads them.
    pub cases: Vec<Case>,
    /// Where the input is: a file, or `FILE#N` for the N-th test of a
    /// JSON file.
    pub input_from: String,
    /// Where the expected output is; `None`: the reference answer, made
    /// here ([`Oracle`]).
    pub output_from: Option<String>,
    /// Whether it is a golden case of `testdata/`, whose marks
    /// (`Problem::promise`) apply; a contestant's own case is promised.
    pub golden: bool,
}

/// Every `NAME.in` of `testdata/<folder>/`, by name, with what `read`
/// makes of it; the files it refuses are left out (the folders are
/// shared by problems of different formats).
pub fn golden_cases(
    folder: &str,
    read: impl Fn(&[u8]) -> Result<Vec<Case>, String>,
) -> io::Result<Vec<TestCase>> {
    let folder = workspace().join("testdata").join(folder);
    let mut golden = Vec::new();
    for path in files_ending(&folder, "in")? {
        let input = fs::read(&path)?;
        let cases = match read(&input) {
            Ok(cases) => cases,
            Err(_) => continue,
        };
        let out = path.with_extension("out");
        let expected = fs::read(&out).map_err(|e| format!("cannot read {}: {}", out.display(), e));
        golden.push(TestCase {
            name: stem(&path),
            input,
            expected,
            cases,
            input_from: shown(&path),
            output_from: Some(shown(&out)),
            golden: true,
        });
    }
    Ok(golden)
}

/// The golden cases of `problem`: those of its folder in its input format.
pub fn problem_golden(problem: &Problem) -> Result<Vec<TestCase>, String> {
    let golden = golden_cases(problem.cases, |input| problem.format.read(input))
        .map_err(|e| format!("cannot read testdata/{}: {}", problem.cases, e))?;
    if golden.is_empty() {
        return Err(format!(
            "no case of testdata/{} is in {}'s input format",
            problem.cases, problem.name
        ));
    }
    Ok(golden)
}

/// Of `all`, those named in `only` (all of them when `only` is empty); an
/// error when a name is not among them.
pub fn picked(
    mut all: Vec<TestCase>,
    only: &[String],
    problem: &Problem,
) -> Result<Vec<TestCase>, String> {
    if let Some(name) = only
        .iter()
        .find(|name| all.iter().all(|case| &case.name != *name))
    {
        let names: Vec<&str> = all.iter().map(|case| case.name.as_str()).collect();
        return Err(format!(
            "{} has no case {:?}; its cases are {}",
            problem.name,
            name,
            names.join(", ")
        ));
    }
    if !only.is_empty() {
        all.retain(|case| only.contains(&case.name));
    }
    Ok(all)
}

/// The golden cases of `problem`, those named in `only` if any are.
pub fn problem_cases(problem: &Problem, only: &[String]) -> Result<Vec<TestCase>, String> {
    picked(problem_golden(problem)?, only, problem)
}

/// The cases of a contestant's folder `dir`, by file name: each `NAME.in`
/// (against `NAME.out` where there is one), and each test of each
/// competitive-companion `.json` or cph `.prob` file. An input not in the
/// problem's format, an unreadable file, or a folder with no case is an
/// error naming the file. A given output that is wrong by the problem's
/// rule makes the case's expected output an error ([`TestCase::expected`]).
pub fn directory_cases(problem: &Problem, dir: &Path) -> Result<Vec<TestCase>, String> {
    if !dir.is_dir() {
        return Err(format!("no folder {}", dir.display()));
    }
    let cannot = |path: &Path, e: io::Error| format!("cannot read {}: {}", path.display(), e);
    let mut oracle = Oracle::new();
    let mut found = Vec::new();
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .map_err(|e| cannot(dir, e))?
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.is_file())
        .collect();
    entries.sort();
    for path in entries {
        let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        match extension {
            "in" => {
                let input = fs::read(&path).map_err(|e| cannot(&path, e))?;
                let out = path.with_extension("out");
                let given = if out.is_file() {
                    Some(fs::read(&out).map_err(|e| cannot(&out, e))?)
                } else {
                    None
                };
                let from = shown(&path);
                let out_from = given.as_ref().map(|_| shown(&out));
                found.push(own_case(
                    problem,
                    &mut oracle,
                    stem(&path),
                    input,
                    given,
                    from,
                    out_from,
                )?);
            }
            "json" | "prob" => {
                let text = fs::read(&path).map_err(|e| cannot(&path, e))?;
                let text = String::from_utf8(text)
                    .map_err(|_| format!("{} is not UTF-8 text", path.display()))?;
                let value = json::parse(&text)
                    .map_err(|why| format!("{} is not JSON: {}", path.display(), why))?;
                let tests = value
                    .get("tests")
                    .and_then(json::Value::as_array)
                    .ok_or_else(|| {
                        format!(
                            "{} has no \"tests\" array (competitive-companion's and cph's \
                             files have one)",
                            path.display()
                        )
                    })?;
                let base = stem(&path).trim_start_matches('.').to_string();
                for (index, test) in tests.iter().enumerate() {
                    let at = format!("{}#{}", shown(&path), index + 1);
                    let input =
                        test.get("input")
                            .and_then(json::Value::as_str)
                            .ok_or_else(|| {
                                format!(
                                    "{}: test {} has no \"input\" text",
                                    path.display(),
                                    index + 1
                                )
                            })?;
                    // cph keeps a test added without an answer as an empty
                    // output: no answer here is empty, so it is none.
                    let given = match test.get("output") {
                        None | Some(json::Value::Null) => None,
                        Some(json::Value::String(text)) if text.trim().is_empty() => None,
                        Some(json::Value::String(text)) => Some(text.clone().into_bytes()),
                        Some(_) => {
                            return Err(format!(
                                "{}: test {}'s \"output\" is not text",
                                path.display(),
                                index + 1
                            ))
                        }
                    };
                    let out_from = given.as_ref().map(|_| at.clone());
                    found.push(own_case(
                        problem,
                        &mut oracle,
                        format!("{}-{}", base, index + 1),
                        input.as_bytes().to_vec(),
                        given,
                        at,
                        out_from,
                    )?);
                }
            }
            _ => {}
        }
    }
    if found.is_empty() {
        return Err(format!(
            "{} holds no case: no NAME.in, competitive-companion .json or cph .prob file",
            dir.display()
        ));
    }
    Ok(found)
}

/// A contestant's case: `input` read in the problem's format (else an
/// error naming `from`), judged against `given` when it is right by the
/// problem's rule, else against the reference answer.
fn own_case(
    problem: &Problem,
    oracle: &mut Oracle,
    name: String,
    input: Vec<u8>,
    given: Option<Vec<u8>>,
    from: String,
    out_from: Option<String>,
) -> Result<TestCase, String> {
    let cases = problem.format.read(&input).map_err(|why| {
        format!(
            "{} is not in {}'s input format: {} ({})",
            from,
            problem.name,
            why,
            problem.format.describe()
        )
    })?;
    let reference = problem.output.expected(&cases, oracle).into_bytes();
    let expected = match given {
        None => Ok(reference),
        Some(given) => {
            match problem
                .output
                .judge(problem.rule, &cases, &reference, &given)
            {
                Ok(()) => Ok(given),
                Err(Fault::Wrong(why)) => Err(format!(
                    "{} is wrong by {}'s rule: {}",
                    out_from.as_deref().unwrap_or("the output"),
                    problem.name,
                    crate::verdict::cut(&why, 4 * crate::verdict::QUOTED)
                )),
                Err(Fault::Expected(why)) => Err(format!(
                    "the reference answer is wrong (the judge's fault): {}",
                    why
                )),
            }
        }
    };
    Ok(TestCase {
        name,
        input,
        expected,
        cases,
        input_from: from,
        output_from: out_from,
        golden: false,
    })
}

/// The files of `folder` ending `.extension`, sorted.
fn files_ending(folder: &Path, extension: &str) -> io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = fs::read_dir(folder)?
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.extension().map_or(false, |e| e == extension))
        .collect();
    files.sort();
    Ok(files)
}

/// A file's name without its extension.
fn stem(path: &Path) -> String {
    path.file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

/// A path for the report: from the workspace's root when it is inside it.
fn shown(path: &Path) -> String {
    let root = workspace();
    path.strip_prefix(&root)
        .unwrap_or(path)
        .to_string_lossy()
        .into_owned()
}
