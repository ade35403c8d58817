//! Containment on macOS: the run under `sandbox-exec` with a profile that
//! denies everything by default, then allows what a run needs: the
//! system's folders and the run's own command read-only, its working
//! folder read-write, starting processes and signalling its own. The
//! network and every other file stay denied. (`sandbox-exec` is
//! deprecated, yet it still works and judges such as go-judge use it.)
//! What is not contained there: the process count (macOS has no
//! per-run `RLIMIT_NPROC`), and whatever leaves the process group.

use std::ffi::OsString;
use std::path::Path;

/// Where the tool is.
#[cfg_attr(not(target_os = "macos"), allow(dead_code))]
pub(super) const SANDBOX_EXEC: &str = "/usr/bin/sandbox-exec";

/// Folders every run may read.
const SYSTEM_READ: &[&str] = &[
    "/usr",
    "/bin",
    "/System",
    "/Library",
    "/private/etc",
    "/private/var/db/dyld",
    "/opt",
    "/Applications/Xcode.app",
    "/dev",
];

/// `text` as a string of the profile language.
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The profile for a run in `folder` that reads `reads` (its program and
/// files): deny by default, no network.
pub(super) fn profile(folder: &Path, reads: &[&Path]) -> String {
    let mut text = String::from("(version 1)\n(deny default)\n");
    text.push_str("(allow process-fork process-exec)\n");
    text.push_str("(allow signal (target same-sandbox))\n");
    text.push_str("(allow sysctl-read mach-lookup)\n");
    text.push_str("(allow file-read-metadata)\n");
    text.push_str("(allow file-read*");
    for path in SYSTEM_READ {
        text.push_str(&format!(" (subpath {})", quoted(path)));
    }
    for path in reads {
        text.push_str(&format!(" (subpath {})", quoted(&path.to_string_lossy())));
    }
    text.push_str(")\n");
    text.push_str(&format!(
        "(allow file-read* file-write* (subpath {}))\n",
        quoted(&folder.to_string_lossy())
    ));
    text.push_str("(allow file-write* (literal \"/dev/null\"))\n");
    text.push_str("(deny network*)\n");
    text
}

/// `command` wrapped in `sandbox-exec` with its profile: the program's and
/// the arguments' absolute paths may be read.
#[cfg_attr(not(target_os = "macos"), allow(dead_code))]
pub(super) fn wrap(command: &[OsString], folder: &Path) -> Vec<OsString> {
    let reads: Vec<&Path> = command
        .iter()
        .map(Path::new)
        .filter(|p| p.is_absolute() && p.exists())
        .collect();
    let mut wrapped = vec![
        OsString::from(SANDBOX_EXEC),
        OsString::from("-p"),
        OsString::from(profile(folder, &reads)),
    ];
    wrapped.extend(command.iter().cloned());
    wrapped
}

/// `job`'s command under `sandbox-exec`, for a solution's run in its
/// folder where the tool is there; `None`: the command as it is.
#[cfg_attr(not(target_os = "macos"), allow(dead_code))]
pub(super) fn sandboxed(job: &super::Job) -> Option<Vec<OsString>> {
    match (job.containment, job.folder) {
        (super::Containment::Run, Some(folder)) if Path::new(SANDBOX_EXEC).exists() => {
            Some(wrap(job.command, folder))
        }
        _ => None,
    }
}

/// The header's line on macOS.
#[cfg_attr(not(target_os = "macos"), allow(dead_code))]
pub(super) fn summary(processes: u32) -> String {
    if Path::new(SANDBOX_EXEC).exists() {
        format!(
            "contained: sandbox-exec (deny default: no network, no file outside its folder); \
             rlimits; missing: a process limit (macOS counts processes per user, not per run; \
             {} is the limit elsewhere)",
            processes
        )
    } else {
        "contained: rlimits only; missing: sandbox-exec (not found at /usr/bin/sandbox-exec)"
            .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_profile_denies_by_default_and_the_network_and_allows_the_folder() {
        let text = profile(
            Path::new("/tmp/run \"1\""),
            &[Path::new("/builds/x/solution")],
        );
        assert!(
            text.starts_with("(version 1)\n(deny default)\n"),
            "{}",
            text
        );
        assert!(text.contains("(deny network*)"), "{}", text);
        assert!(
            text.contains("(allow file-read* file-write* (subpath \"/tmp/run \\\"1\\\"\"))"),
            "{}",
            text
        );
        assert!(
            text.contains("(subpath \"/builds/x/solution\")"),
            "{}",
            text
        );
        // Nothing grants the home folder or the whole disk.
        assert!(!text.contains("(subpath \"/\")"), "{}", text);
        assert!(!text.contains("/Users"), "{}", text);
        let open = text.matches('(').count();
        assert_eq!(open, text.matches(')').count(), "{}", text);
    }
}
