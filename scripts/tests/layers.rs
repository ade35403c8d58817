//! The judge crate's modules in layers: each folder at the top of `src/`
//! uses only the layers below it, and no module uses one that uses it
//! back, at any depth. Read from the sources: every `crate::`, `super::`
//! and `self::` path outside a module's tests.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first: the shared words (text shown, shell quoting,
/// JSON, the workspace, exit statuses), the runner and its box, the builds,
/// the problems and their cases, the judging of cases, the report, the
/// commands, and the command line.
const LAYERS: &[&[&str]] = &[
    &["exit", "file_error", "json", "shell", "shown", "workspace"],
    &["run"],
    &["build"],
    &["problems"],
    &["judging"],
    &["report"],
    &["commands"],
    &["cli"],
];

/// A module's path below the crate: `["judging", "verdict"]`.
type Module = Vec<String>;

/// A use of one module by another, and the file that makes it.
#[derive(Clone, Debug)]
struct Use {
    from: Module,
    to: Module,
    file: String,
}

fn sources(folder: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().map_or(false, |e| e == "rs") {
            out.push(path);
        }
    }
}

/// `judging/verdict/mod.rs` and `judging/verdict.rs` are both
/// `judging::verdict`; `lib.rs` is the crate.
fn module_of(relative: &Path) -> Module {
    let mut parts: Module = relative
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod") | Some("lib")) {
        parts.pop();
    }
    parts
}

/// The code of a file that is not its tests, without line comments.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    text.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths in `code` that start at `crate`, `super` or `self`, each
/// whole (`use a::{b, c::d}` is two), as their words.
fn paths(code: &str) -> Vec<Vec<String>> {
    let chars: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts = ["crate::", "super::", "self::"].iter().any(|head| {
            chars[i..].starts_with(&head.chars().collect::<Vec<_>>())
                && (i == 0 || !is_word(chars[i - 1]) && chars[i - 1] != ':')
        });
        if starts {
            let (mut read, end) = path_at(&chars, i);
            found.append(&mut read);
            i = end;
        } else {
            i += 1;
        }
    }
    found
}

/// The paths of the path starting at `start` (words and `::`, a brace
/// group a list of paths), and where it ends.
fn path_at(chars: &[char], start: usize) -> (Vec<Vec<String>>, usize) {
    let mut words = Vec::new();
    let mut i = start;
    loop {
        let from = i;
        while i < chars.len() && is_word(chars[i]) {
            i += 1;
        }
        if i > from {
            words.push(chars[from..i].iter().collect::<String>());
        }
        if chars[i..].starts_with(&[':', ':']) {
            i += 2;
            if chars.get(i) == Some(&'{') {
                let mut all = Vec::new();
                i += 1;
                loop {
                    while chars
                        .get(i)
                        .map_or(false, |c| c.is_whitespace() || *c == ',')
                    {
                        i += 1;
                    }
                    match chars.get(i) {
                        None => return (all, i),
                        Some('}') => return (all, i + 1),
                        _ => {}
                    }
                    let (inner, end) = path_at(chars, i);
                    for tail in inner {
                        let mut whole = words.clone();
                        whole.extend(tail);
                        all.push(whole);
                    }
                    // `a as b`, `*`, anything else up to the next item.
                    i = end.max(i + 1);
                    while chars.get(i).map_or(false, |c| *c != ',' && *c != '}') {
                        i += 1;
                    }
                }
            }
        } else {
            return (vec![words], i);
        }
    }
}

/// The module `path`, written in `module`, names: the longest of its
/// prefixes that is a module.
fn resolve(module: &Module, path: &[String], modules: &BTreeSet<Module>) -> Module {
    let mut base: Module = Vec::new();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => rest = &path[1..],
        _ => {
            base = module.clone();
            while let Some(word) = rest.first() {
                match word.as_str() {
                    "super" => {
                        base.pop();
                    }
                    "self" => {}
                    _ => break,
                }
                rest = &rest[1..];
            }
        }
    }
    for take in (0..=rest.len()).rev() {
        let mut whole = base.clone();
        whole.extend(rest[..take].iter().cloned());
        if take == 0 || modules.contains(&whole) {
            return whole;
        }
    }
    base
}

/// Every use of a module by another, outside tests.
fn uses() -> Vec<Use> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    files.retain(|f| !f.starts_with(src.join("bin")));
    let modules: BTreeSet<Module> = files
        .iter()
        .map(|f| module_of(f.strip_prefix(&src).unwrap()))
        .collect();
    let mut all = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&src).unwrap();
        if relative.file_name().map_or(false, |n| n == "tests.rs") {
            continue;
        }
        let module = module_of(relative);
        for path in paths(&code(&fs::read_to_string(file).unwrap())) {
            let to = resolve(&module, &path, &modules);
            if to != module {
                all.push(Use {
                    from: module.clone(),
                    to,
                    file: relative.display().to_string(),
                });
            }
        }
    }
    all
}

/// The two siblings a use joins: the modules under their nearest common
/// parent that hold each end. `None` where one end holds the other.
fn siblings(use_: &Use) -> Option<(Module, Module)> {
    let common = use_
        .from
        .iter()
        .zip(&use_.to)
        .take_while(|(a, b)| a == b)
        .count();
    if common == use_.from.len() || common == use_.to.len() {
        return None;
    }
    Some((use_.from[..=common].to_vec(), use_.to[..=common].to_vec()))
}

/// A cycle among `edges`, as its modules in order, if there is one.
fn cycle(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    fn visit(
        at: &Module,
        edges: &BTreeMap<Module, BTreeSet<Module>>,
        done: &mut BTreeSet<Module>,
        path: &mut Vec<Module>,
    ) -> Option<Vec<Module>> {
        if let Some(i) = path.iter().position(|m| m == at) {
            let mut found = path[i..].to_vec();
            found.push(at.clone());
            return Some(found);
        }
        if done.contains(at) {
            return None;
        }
        path.push(at.clone());
        for next in edges.get(at).into_iter().flatten() {
            if let Some(found) = visit(next, edges, done, path) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(at.clone());
        None
    }
    let mut done = BTreeSet::new();
    for start in edges.keys() {
        if let Some(found) = visit(start, edges, &mut done, &mut Vec::new()) {
            return Some(found);
        }
    }
    None
}

fn shown(module: &Module) -> String {
    module.join("::")
}

#[test]
fn no_module_uses_one_that_uses_it() {
    let all = uses();
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for use_ in &all {
        if let Some((a, b)) = siblings(use_) {
            edges.entry(a).or_default().insert(b);
        }
    }
    if let Some(found) = cycle(&edges) {
        let mut why = Vec::new();
        for pair in found.windows(2) {
            for use_ in &all {
                if siblings(use_) == Some((pair[0].clone(), pair[1].clone())) {
                    why.push(format!(
                        "{} uses {} ({})",
                        shown(&use_.from),
                        shown(&use_.to),
                        use_.file
                    ));
                    break;
                }
            }
        }
        let names: Vec<String> = found.iter().map(shown).collect();
        panic!(
            "modules that use each other: {}\n{}",
            names.join(" -> "),
            why.join("\n")
        );
    }
    // The check sees the uses it is about.
    assert!(all
        .iter()
        .any(|u| shown(&u.from) == "judging" && shown(&u.to) == "judging::verdict"));
    assert!(edges.len() > 20, "{:?}", edges.keys().collect::<Vec<_>>());
}

#[test]
fn each_layer_uses_only_those_below_it() {
    let layer = |name: &str| LAYERS.iter().position(|layer| layer.contains(&name));
    let mut wrong = Vec::new();
    for use_ in uses() {
        let (from, to) = match (use_.from.first(), use_.to.first()) {
            (Some(from), Some(to)) if from != to => (from, to),
            // The crate's root (`say!`) is below everything.
            _ => continue,
        };
        match (layer(from), layer(to)) {
            (Some(a), Some(b)) if b <= a => {}
            (Some(_), Some(_)) => wrong.push(format!(
                "{} uses {}, a layer above it ({})",
                shown(&use_.from),
                shown(&use_.to),
                use_.file
            )),
            _ => wrong.push(format!(
                "{} or {} is in no layer: place it in LAYERS ({})",
                from, to, use_.file
            )),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn paths_are_read_whole() {
    let read = paths("use crate::a::{b, c::{d, e as f}, *};\nlet x = super::super::g::h(1);");
    assert_eq!(
        read,
        [
            vec!["crate", "a", "b"],
            vec!["crate", "a", "c", "d"],
            vec!["crate", "a", "c", "e"],
            vec!["crate", "a"],
            vec!["super", "super", "g", "h"],
        ]
    );
    let modules: BTreeSet<Module> = [vec!["a".to_string()], vec!["a".into(), "c".into()]]
        .into_iter()
        .collect();
    let path = |words: &[&str]| words.iter().map(|w| w.to_string()).collect::<Vec<_>>();
    assert_eq!(
        resolve(
            &vec!["a".into(), "c".into()],
            &path(&["super", "c", "d"]),
            &modules
        ),
        path(&["a", "c"])
    );
    assert_eq!(
        resolve(&vec!["z".into()], &path(&["crate", "a", "b"]), &modules),
        path(&["a"])
    );
}

#[test]
fn the_file_map_names_every_layer_and_every_file_at_the_top() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let map = fs::read_to_string(root.join("docs/README.md")).unwrap();
    let mut missing = Vec::new();
    for entry in fs::read_dir(root.join("src")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name == "lib.rs" || name == "bin" {
            continue;
        }
        let shown = if name.ends_with(".rs") {
            format!("`src/{}`", name)
        } else {
            format!("`src/{}/`", name)
        };
        if !map.contains(&shown) {
            missing.push(shown);
        }
        let module = name.trim_end_matches(".rs");
        if !LAYERS.iter().any(|layer| layer.contains(&module)) {
            missing.push(format!("{} in LAYERS", module));
        }
    }
    assert!(missing.is_empty(), "docs/README.md misses {:?}", missing);
}

/// Files that are one module's versions for different systems, whose
/// types share their names (`run/tree.rs` on Linux, `run/group_tree.rs`
/// elsewhere).
const ALTERNATIVES: &[(&str, &str)] = &[("run/group_tree.rs", "run/tree.rs")];

/// The types a file defines: `struct`, `enum`, `type` and `trait` names.
fn types_defined(code: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in code.lines() {
        let mut words = line.split_whitespace().peekable();
        if words.peek().map_or(false, |w| w.starts_with("pub")) {
            words.next();
        }
        if let (Some("struct" | "enum" | "type" | "trait"), Some(name)) =
            (words.next(), words.next())
        {
            let name: String = name.chars().take_while(|c| is_word(*c)).collect();
            if name.starts_with(|c: char| c.is_ascii_uppercase()) {
                names.push(name);
            }
        }
    }
    names
}

#[test]
fn each_type_has_a_name_of_its_own() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let mut defined: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let relative = file.strip_prefix(&src).unwrap().display().to_string();
        if relative.ends_with("tests.rs") || relative.starts_with("bin") {
            continue;
        }
        for name in types_defined(&code(&fs::read_to_string(file).unwrap())) {
            defined.entry(name).or_default().insert(relative.clone());
        }
    }
    let shared: Vec<String> = defined
        .iter()
        .filter(|(_, files)| {
            let files: Vec<&str> = files.iter().map(String::as_str).collect();
            files.len() > 1 && !(files.len() == 2 && ALTERNATIVES.contains(&(files[0], files[1])))
        })
        .map(|(name, files)| format!("{} in {:?}", name, files))
        .collect();
    assert!(shared.is_empty(), "one name, several types: {:#?}", shared);
    assert!(defined.contains_key("Verdict") && defined.len() > 100);
}

/// The error type of each `Result<T, E>` written in `code`: `E` as
/// written, white space removed (`fn` types' `->` read as no bracket).
fn error_types(code: &str) -> Vec<String> {
    let code: String = code
        .replace("->", "  ")
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let mut found = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("Result<") {
        let before = rest[..at].chars().last();
        rest = &rest[at + "Result<".len()..];
        if before.map_or(false, |c| is_word(c) && c != ':') {
            continue;
        }
        let (mut depth, mut comma, mut end) = (0usize, None, None);
        for (index, c) in rest.char_indices() {
            match c {
                '<' | '(' | '[' => depth += 1,
                '>' | ')' | ']' if depth == 0 => {
                    end = Some(index);
                    break;
                }
                '>' | ')' | ']' => depth -= 1,
                ',' if depth == 0 => comma = Some(index),
                _ => {}
            }
        }
        if let (Some(comma), Some(end)) = (comma, end) {
            found.push(rest[comma + 1..end].to_string());
        }
    }
    found
}

#[test]
fn errors_are_read_whole() {
    assert_eq!(
        error_types("fn f(g: fn(&str) -> Result<u8, A>) -> Result<Vec<(u8, u8)>, io::Error> {"),
        ["A", "io::Error"]
    );
    assert_eq!(
        error_types("x: Option<Result<(), String>>, y: io::Result<()>, z: FooResult<u8, B>"),
        ["String"]
    );
}

/// Errors that are text, not a type: none may be.
const TEXT_ERRORS: &[&str] = &["String", "&str", "&'staticstr"];

/// Errors that are no error type, each for its reason: a raw errno (and
/// the step that failed) where a child between `fork` and `exec` may make
/// only system calls and reports numbers on a pipe; a command's early end
/// with its exit status, its reason already said; `_`, inferred.
const NOT_ERROR_TYPES: &[&str] = &["c_int", "i64", "StepFailed", "ExitCode", "_"];

#[test]
fn every_error_is_a_type_that_is_an_error() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let mut texts = Vec::new();
    let mut used: BTreeMap<String, String> = BTreeMap::new();
    let mut implemented = BTreeSet::new();
    for file in &files {
        let relative = file.strip_prefix(&src).unwrap().display().to_string();
        if relative.ends_with("tests.rs") || relative.starts_with("bin") {
            continue;
        }
        let code = code(&fs::read_to_string(file).unwrap());
        for error in error_types(&code) {
            if TEXT_ERRORS.contains(&error.as_str()) {
                texts.push(format!("{}: Result<_, {}>", relative, error));
            } else {
                used.entry(error).or_insert_with(|| relative.clone());
            }
        }
        for line in code.lines() {
            let line = line.trim();
            if let Some(rest) = line
                .strip_prefix("impl std::error::Error for ")
                .or_else(|| line.strip_prefix("impl Error for "))
            {
                let name: String = rest.chars().take_while(|c| is_word(*c)).collect();
                implemented.insert(name);
            }
        }
    }
    assert!(
        texts.is_empty(),
        "errors that are text, not a type: {:#?}",
        texts
    );
    // The standard library's errors, and the crate's own, each an error.
    let not_errors: Vec<String> = used
        .iter()
        .filter(|(error, _)| {
            let name = error.rsplit("::").next().unwrap_or(error);
            let name: String = name.chars().take_while(|c| is_word(*c)).collect();
            let standard =
                error.starts_with("io::") || error.starts_with("std::") || name == "Error";
            !(standard || implemented.contains(&name) || NOT_ERROR_TYPES.contains(&error.as_str()))
        })
        .map(|(error, file)| format!("{} (in {})", error, file))
        .collect();
    assert!(
        not_errors.is_empty(),
        "error types that do not implement std::error::Error: {:#?}",
        not_errors
    );
    assert!(
        used.contains_key("BuildError") && used.len() > 15,
        "{:?}",
        used
    );
}
