//! Signals by name: Linux's numbers, or macOS's (`SIGBUS` is 7 on
//! Linux, 10 on macOS).

/// The name of a signal by its number on this system; `None` for a
/// number no signal has.
pub fn signal_name(signal: i32) -> Option<&'static str> {
    #[cfg(not(target_os = "macos"))]
    const NAMES: [&str; 31] = [
        "SIGHUP",
        "SIGINT",
        "SIGQUIT",
        "SIGILL",
        "SIGTRAP",
        "SIGABRT",
        "SIGBUS",
        "SIGFPE",
        "SIGKILL",
        "SIGUSR1",
        "SIGSEGV",
        "SIGUSR2",
        "SIGPIPE",
        "SIGALRM",
        "SIGTERM",
        "SIGSTKFLT",
        "SIGCHLD",
        "SIGCONT",
        "SIGSTOP",
        "SIGTSTP",
        "SIGTTIN",
        "SIGTTOU",
        "SIGURG",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGVTALRM",
        "SIGPROF",
        "SIGWINCH",
        "SIGIO",
        "SIGPWR",
        "SIGSYS",
    ];
    #[cfg(target_os = "macos")]
    const NAMES: [&str; 31] = [
        "SIGHUP",
        "SIGINT",
        "SIGQUIT",
        "SIGILL",
        "SIGTRAP",
        "SIGABRT",
        "SIGEMT",
        "SIGFPE",
        "SIGKILL",
        "SIGBUS",
        "SIGSEGV",
        "SIGSYS",
        "SIGPIPE",
        "SIGALRM",
        "SIGTERM",
        "SIGURG",
        "SIGSTOP",
        "SIGTSTP",
        "SIGCONT",
        "SIGCHLD",
        "SIGTTIN",
        "SIGTTOU",
        "SIGIO",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGVTALRM",
        "SIGPROF",
        "SIGWINCH",
        "SIGINFO",
        "SIGUSR1",
        "SIGUSR2",
    ];
    let index = usize::try_from(signal).ok()?.checked_sub(1)?;
    NAMES.get(index).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signal_is_named_by_its_number_from_1() {
        assert_eq!(signal_name(1), Some("SIGHUP"));
        assert_eq!(signal_name(9), Some("SIGKILL"));
        assert_eq!(signal_name(11), Some("SIGSEGV"));
        #[cfg(not(target_os = "macos"))]
        assert_eq!(signal_name(7), Some("SIGBUS"));
        assert_eq!(signal_name(0), None);
        assert_eq!(signal_name(-11), None);
        assert_eq!(signal_name(32), None);
    }
}
