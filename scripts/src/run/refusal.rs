//! Naming what containment refused a run: the file that reached the size
//! limit, and, from what the run said on standard error, the act it was
//! refused (the refusals themselves are a plain `EACCES`, which the judge
//! does not see).

use super::{Containment, Ending, Limits, Run};

/// The note for a run refused a socket.
pub const NETWORK: &str = "it tried to open a network socket, which judges forbid";
/// The note for a run refused a file.
pub const FILES: &str =
    "it was refused a file outside its folder (judges allow none) or a system call judges forbid";
/// The note for a run refused memory no count here could see.
pub const UNCOUNTED: &str = "it was refused memory the box cannot count here (a memfd, a \
    unix socket pair, a larger pipe: no cgroup counts this run; root's judge, or a delegated \
    cgroup, would count it)";
/// The note for a run whose `fork` failed at the process limit.
pub const PROCESSES: &str = "it could not start another process: the process limit";

/// Sets [`Ending::FileLimit`] when a file the run left is at the output
/// limit, and [`Run::refused`] when a contained run failed saying it was
/// refused something.
pub(super) fn name_refusals(run: &mut Run, limits: &Limits, containment: Containment) {
    if let Some(kib) = limits.output_kib {
        let limit = kib.saturating_mul(1024);
        let stopped_by_another = matches!(
            run.ending,
            Ending::CpuLimit | Ending::MemoryLimit | Ending::OutputLimit | Ending::ProcessLimit
        );
        if let Some(file) = run.files_written.iter().find(|f| f.bytes >= limit) {
            if !stopped_by_another {
                run.ending = Ending::FileLimit(file.name.clone());
            }
        }
    }
    if containment == Containment::Run && run.ending != Ending::Exited(0) {
        let mut said = run.stderr.clone();
        said.extend_from_slice(&run.stderr_tail);
        run.refused = refusal(&String::from_utf8_lossy(&said));
    }
}

/// What standard error `said` shows was refused, by the words a C
/// program's `perror`, Python's and Java's exceptions use.
pub fn refusal(said: &str) -> Option<&'static str> {
    let lower = said.to_ascii_lowercase();
    // A box's root is read-only: writing outside the run's folder is
    // refused with EROFS there.
    let denied = lower.contains("permission denied")
        || lower.contains("errno 13")
        || lower.contains("eacces")
        || lower.contains("access denied")
        || lower.contains("read-only file system")
        || lower.contains("errno 30");
    let socket = ["socket", "connect", "network", "sendto", "bind"];
    let uncounted = ["memfd", "socketpair", "f_setpipe_sz", "setpipe"];
    if denied && uncounted.iter().any(|w| lower.contains(w)) {
        Some(UNCOUNTED)
    } else if denied && socket.iter().any(|w| lower.contains(w)) {
        Some(NETWORK)
    } else if denied {
        Some(FILES)
    } else if lower.contains("resource temporarily unavailable")
        || lower.contains("unable to create native thread")
        || lower.contains("can't start new thread")
    {
        Some(PROCESSES)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_are_named_from_what_the_run_said() {
        assert_eq!(refusal("socket: Permission denied\n"), Some(NETWORK));
        assert_eq!(
            refusal("PermissionError: [Errno 13] Permission denied: '/work/testdata/a.out'"),
            Some(FILES)
        );
        assert_eq!(
            refusal("Exception in thread \"main\" java.net.SocketException: Permission denied"),
            Some(NETWORK)
        );
        assert_eq!(
            refusal("fork: Resource temporarily unavailable"),
            Some(PROCESSES)
        );
        assert_eq!(refusal("open: Read-only file system"), Some(FILES));
        assert_eq!(
            refusal("OSError: [Errno 30] Read-only file system: '/tmp/x'"),
            Some(FILES)
        );
        assert_eq!(refusal("memfd_create: Permission denied"), Some(UNCOUNTED));
        assert_eq!(refusal("socketpair: Permission denied"), Some(UNCOUNTED));
        assert_eq!(refusal("Segmentation fault"), None);
        assert_eq!(refusal(""), None);
    }
}
