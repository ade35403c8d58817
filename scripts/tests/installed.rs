//! The judge as an installed tool runs it: the golden cases built in and
//! their commit said where no workspace holds them (a workspace's own
//! still judged first, its missing folder filled from the built-in
//! copy), the work in the user's cache folder (made private, another
//! user's refused, one that cannot be made stopping the judge before it
//! builds), `--clean` emptying it, and the completion scripts loaded and
//! completing. Quick tier: the solutions are shell scripts.
#![cfg(unix)]

mod common;

use common::cli::{judge, Ran, JUDGE};
use common::scratch;
use common::solutions::printing;
use eight_judge::problems::built_in;
use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;
use std::process::Command;

/// The words of the header's cases line for the built-in copy of
/// `folder`, up to why it is the one judged.
fn built_in_words(folder: &str) -> String {
    format!(
        "testdata/{} as built into this judge (commit {}",
        folder,
        built_in::commit().expect("this workspace is a git clone")
    )
}

#[test]
fn outside_a_workspace_the_built_in_cases_are_judged_and_their_commit_named() {
    let outside = scratch::outside("built-in");
    let right = printing(&outside.join("right.sh"), "dlurullddrurdllurdr\\n");
    let ran = judge(&["poj1077", right.to_str().unwrap(), "sample"])
        .in_folder(&outside)
        .run();
    assert_eq!(ran.code, 0, "{}", ran.both());
    assert!(
        ran.stdout.contains(&format!(
            "    1 case of {}; no workspace around this folder) in its input format",
            built_in_words("poj1077")
        )),
        "{}",
        ran.stdout
    );
    // The commit named is one git knows, whose testdata/ is this one's
    // where no change is said.
    let sha = built_in::commit_sha().unwrap();
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .status()
            .map(|status| status.success())
    };
    if let Ok(known) = git(&["cat-file", "-e", &format!("{}^{{commit}}", sha)]) {
        assert!(known, "git knows no commit {}", sha);
        if !built_in::commit().unwrap().contains("changes") {
            let same = git(&["diff", "--quiet", sha, "--", "../testdata"]).unwrap();
            assert!(same, "testdata/ differs from its commit {}", sha);
        }
    }
    fs::remove_dir_all(&outside).unwrap();
}

#[test]
fn a_workspace_without_the_problems_folder_is_judged_on_the_built_in_one_said_so() {
    // A workspace with testdata/poj1077/ alone.
    let root = scratch::workspace("fallback");
    let right = printing(&root.join("right.sh"), "4\\n");
    let ran = judge(&["P1379", right.to_str().unwrap(), "sample"])
        .in_folder(&root)
        .run();
    assert_eq!(ran.code, 0, "{}", ran.both());
    assert!(
        ran.stdout.contains(&format!(
            "    1 case of {}; the workspace {} has no testdata/luogu1379) in its input format",
            built_in_words("luogu1379"),
            root.display()
        )),
        "{}",
        ran.stdout
    );
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_workspaces_own_new_case_is_judged_at_once_not_the_built_in_ones() {
    let root = scratch::with_golden("own-case", "poj1077");
    let folder = root.join("testdata/poj1077");
    fs::write(folder.join("mine.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(folder.join("mine.out"), "r\n").unwrap();
    let right = printing(&root.join("right.sh"), "r\\n");
    let ran = judge(&["poj1077", right.to_str().unwrap(), "mine"])
        .in_folder(&root)
        .run();
    assert_eq!(ran.code, 0, "{}", ran.both());
    assert!(
        ran.stdout.contains(&format!(
            "    1 case of {} (the workspace's) in its input format",
            folder.display()
        )),
        "{}",
        ran.stdout
    );
    fs::remove_dir_all(&root).unwrap();
}

/// `cargo judge` with `args` in `folder`, its cache folder the platform's
/// for the home `home` (no `EIGHT_JUDGE_CACHE`, no `XDG_CACHE_HOME`), or
/// the one `cache` names.
fn judged_with_home(folder: &Path, home: &Path, cache: Option<&Path>, args: &[&str]) -> Ran {
    let mut command = Command::new(JUDGE);
    command
        .args(args)
        .current_dir(folder)
        .env("JUDGE_SPEED", "1")
        .env("HOME", home)
        .env_remove("XDG_CACHE_HOME")
        .env_remove("EIGHT_JUDGE_CACHE");
    if let Some(cache) = cache {
        command.env("EIGHT_JUDGE_CACHE", cache);
    }
    Ran::of(&command.output().unwrap())
}

/// The platform's cache folder of the judge for the home `home`.
fn platform_cache(home: &Path) -> std::path::PathBuf {
    if cfg!(target_os = "macos") {
        home.join("Library/Caches/eight-judge")
    } else {
        home.join(".cache/eight-judge")
    }
}

#[test]
fn outside_a_workspace_the_work_is_in_the_users_cache_folder_made_private() {
    let outside = scratch::outside("cache-home");
    let home = outside.join("home");
    fs::create_dir_all(&home).unwrap();
    let wrong = printing(&outside.join("wrong.sh"), "lr\\n");
    let ran = judged_with_home(
        &outside,
        &home,
        None,
        &["poj1077", wrong.to_str().unwrap(), "sample", "-D"],
    );
    assert_eq!(ran.code, 1, "{}", ran.both());
    let cache = platform_cache(&home);
    let saved = common::report::line_after(&ran.stdout, "saved alone: ");
    assert!(
        Path::new(saved).starts_with(cache.join("boards")),
        "{}",
        ran.stdout
    );
    let mode = fs::metadata(&cache).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o700, "{}", cache.display());
    // --clean empties it, and keeps it.
    let cleaned = judged_with_home(&outside, &home, None, &["--clean"]);
    assert_eq!(cleaned.code, 0, "{}", cleaned.both());
    assert!(
        cleaned.stdout.contains(&format!(
            "judge: removed the boards -D kept, {} (1 folder)",
            cache.join("boards").display()
        )),
        "{}",
        cleaned.stdout
    );
    assert!(
        cleaned.stdout.contains(&format!(
            "judge: emptied the work folder {} (",
            cache.display()
        )),
        "{}",
        cleaned.stdout
    );
    assert_eq!(
        fs::read_dir(&cache).unwrap().count(),
        0,
        "{}",
        cleaned.stdout
    );
    fs::remove_dir_all(&outside).unwrap();
}

#[test]
fn a_cache_folder_that_cannot_be_made_stops_the_judge_before_it_builds() {
    let outside = scratch::outside("cache-bad");
    let home = outside.join("home");
    fs::create_dir_all(&home).unwrap();
    let file = outside.join("a-file");
    fs::write(&file, "").unwrap();
    let cache = file.join("eight-judge");
    let right = printing(&outside.join("right.sh"), "dlurullddrurdllurdr\\n");
    for tool in [&["poj1077", right.to_str().unwrap()][..], &["--clean"][..]] {
        let ran = judged_with_home(&outside, &home, Some(&cache), tool);
        assert_eq!(ran.code, 3, "{:?}: {}", tool, ran.both());
        assert!(
            ran.stderr.contains(&format!(
                "the cache folder: cannot make {}: ",
                cache.display()
            )),
            "{}",
            ran.stderr
        );
        assert!(!ran.stdout.contains("compile"), "{}", ran.stdout);
    }
    // Nothing written elsewhere: not the home's cache, not the folder.
    assert_eq!(fs::read_dir(&home).unwrap().count(), 0);
    let mut left: Vec<_> = fs::read_dir(&outside)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    left.sort();
    assert_eq!(left, ["a-file", "home", "right.sh"]);
    fs::remove_dir_all(&outside).unwrap();
}

#[test]
fn a_cache_folder_of_another_users_is_refused_by_name() {
    if euid() != 0 {
        eprintln!("skipped: only root can give a folder to another user");
        return;
    }
    let outside = scratch::outside("cache-other");
    let home = outside.join("home");
    fs::create_dir_all(&home).unwrap();
    let theirs = outside.join("theirs");
    fs::create_dir_all(&theirs).unwrap();
    // nobody's, on Linux and macOS.
    let chowned = Command::new("chown")
        .arg("65534")
        .arg(&theirs)
        .status()
        .unwrap();
    assert!(chowned.success());
    assert_eq!(fs::metadata(&theirs).unwrap().uid(), 65534);
    let right = printing(&outside.join("right.sh"), "dlurullddrurdllurdr\\n");
    let ran = judged_with_home(
        &outside,
        &home,
        Some(&theirs),
        &["poj1077", right.to_str().unwrap()],
    );
    assert_eq!(ran.code, 3, "{}", ran.both());
    assert!(
        ran.stderr.contains(&format!(
            "the cache folder {} belongs to user 65534, not to this user (0): not used",
            theirs.display()
        )),
        "{}",
        ran.stderr
    );
    assert_eq!(fs::read_dir(&theirs).unwrap().count(), 0);
    fs::remove_dir_all(&outside).unwrap();
}

/// This process's effective user id, by `id -u`.
fn euid() -> u32 {
    let out = Command::new("id").arg("-u").output().unwrap();
    String::from_utf8_lossy(&out.stdout).trim().parse().unwrap()
}

/// The completions `script` (bash) offers for the command line `words`,
/// the last word the one being completed, through `function` as bash's
/// completion calls it; after `complete -p` shows each command's.
fn completed(script: &Path, function: &str, words: &[&str]) -> Vec<String> {
    let quoted: Vec<String> = words
        .iter()
        .map(|word| format!("'{}'", word.replace('\'', "'\\''")))
        .collect();
    let line = format!(
        "source {} && complete -p cargo cargo-judge cargo-stress >/dev/null && \
         COMP_WORDS=({}) && COMP_CWORD={} && {} && printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        script.display(),
        quoted.join(" "),
        words.len() - 1,
        function
    );
    let out = Command::new("bash")
        .args(["--norc", "--noprofile", "-c", &line])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}: {}",
        line,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|line| !line.is_empty())
        .map(String::from)
        .collect()
}

#[test]
fn the_completion_scripts_load_and_complete_problems_builds_and_options() {
    let folder = scratch::outside("completions");
    let ran = judge(&["--completions", "bash"]).in_folder(&folder).run();
    assert_eq!(ran.code, 0, "{}", ran.both());
    let script = folder.join("cargo-judge.bash");
    fs::write(&script, &ran.stdout).unwrap();
    let parsed = Command::new("bash")
        .arg("-n")
        .arg(&script)
        .status()
        .unwrap();
    assert!(parsed.success(), "bash -n {}", script.display());
    let cargo = "_eight_judge_cargo";
    assert_eq!(
        completed(&script, cargo, &["cargo", "judge", "po"]),
        ["poj1077"]
    );
    // After an option's value, the first name is still the problem's.
    assert_eq!(
        completed(
            &script,
            cargo,
            &["cargo", "judge", "-j", "2", "--tl=2", "luo"]
        ),
        ["luogu1379"]
    );
    // The second name is the solution: files, bash's own.
    assert!(completed(&script, cargo, &["cargo", "judge", "poj1077", "po"]).is_empty());
    let mut builds: Vec<String> = eight_judge::cli::completions::builds()
        .into_iter()
        .filter(|name| name.starts_with("here-"))
        .map(String::from)
        .collect();
    builds.sort();
    assert!(builds.len() > 5, "{:?}", builds);
    let mut offered = completed(
        &script,
        cargo,
        &["cargo", "stress", "poj1077", "a.py", "--build", "here-"],
    );
    offered.sort();
    assert_eq!(offered, builds);
    // Each command's own options, from the table --help prints.
    let judge_only = completed(
        &script,
        "_eight_judge_cargo_judge",
        &["cargo-judge", "--se"],
    );
    assert!(judge_only.is_empty(), "{:?}", judge_only);
    assert_eq!(
        completed(
            &script,
            "_eight_judge_cargo_stress",
            &["cargo-stress", "--se"]
        ),
        ["--seed"]
    );
    assert_eq!(
        completed(&script, cargo, &["cargo", "judge", "--completions", "z"]),
        ["zsh"]
    );
    // Another subcommand is cargo's own (none loaded here: nothing).
    assert!(completed(&script, cargo, &["cargo", "bui"]).is_empty());
    // The other shells' scripts parse, where those shells are here.
    for shell in ["zsh", "fish"] {
        let ran = judge(&["--completions", shell]).in_folder(&folder).run();
        assert_eq!(ran.code, 0, "{}", ran.both());
        let file = folder.join(format!("cargo-judge.{}", shell));
        fs::write(&file, &ran.stdout).unwrap();
        match Command::new(shell).arg("-n").arg(&file).status() {
            Ok(status) => assert!(status.success(), "{} -n {}", shell, file.display()),
            Err(_) => eprintln!("no {}: its script is not parsed here", shell),
        }
    }
    // fish completes a command line itself (complete -C).
    let fish = format!(
        "source {} && complete -C 'cargo judge po' && complete -C 'cargo-stress --se'",
        folder.join("cargo-judge.fish").display()
    );
    if let Ok(out) = Command::new("fish").args(["-c", &fish]).output() {
        let offered: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|line| line.split('\t').next().unwrap_or("").to_string())
            .collect();
        assert_eq!(offered, ["poj1077", "--seed"], "{:?}", out);
    }
    fs::remove_dir_all(&folder).unwrap();
}
