//! A cgroup for a plain user on a systemd machine: the judge runs itself
//! again in a scope of its own under the user's systemd manager, with
//! `Delegate=yes` (`systemd-run --user --scope -p Delegate=yes`, as
//! rootless podman gets its cgroups), so that its box has cgroups that
//! count every page instead of its census. Only where it would help: a
//! judge that is not root, on cgroup v2 (the unified hierarchy at
//! `/sys/fs/cgroup`), that may make no cgroup where it is, with
//! `systemd-run` on `PATH` and the user's manager reachable; once (the
//! judge in the scope is told by [`ENTERED`]); and only after a scope was
//! made for `true` first, so that a manager that refuses costs one try
//! and the judge then goes on with its census.

use super::super::layer::{Layer, Without};
use super::super::{sys, view};
use super::{cgroup, Layers};
use std::ffi::OsString;
use std::path::Path;
use std::process::Command;

/// Set in the environment of the judge run again in its scope.
pub(crate) const ENTERED: &str = "EIGHT_JUDGE_SCOPE";

/// What decides whether a scope is asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Machine {
    /// The judge is root (who makes cgroups as it likes).
    pub(crate) root: bool,
    /// The judge is already the one run again in its scope.
    pub(crate) entered: bool,
    /// The box's layers are turned off by `EIGHT_JUDGE_WITHOUT`.
    pub(crate) turned_off: bool,
    /// cgroup v2 is mounted at `/sys/fs/cgroup`.
    pub(crate) unified: bool,
    /// The judge may make the box's cgroups where it is.
    pub(crate) cgroups: bool,
    /// `systemd-run` is on `PATH`.
    pub(crate) systemd_run: bool,
    /// The user's manager is there: `$XDG_RUNTIME_DIR/systemd/private`.
    pub(crate) manager: bool,
}

/// Whether the judge should run itself again in a scope on `machine`.
pub(crate) fn wanted(machine: &Machine) -> bool {
    !machine.root
        && !machine.entered
        && !machine.turned_off
        && machine.unified
        && !machine.cgroups
        && machine.systemd_run
        && machine.manager
}

/// This machine, as [`wanted`] reads it: the layers `without` turns
/// off, and those it allows (`layers`, probed only where they matter).
fn here(without: &Without, layers: impl FnOnce() -> Layers) -> Machine {
    let mountinfo = std::fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
    let manager = std::env::var_os("XDG_RUNTIME_DIR").map_or(false, |dir| {
        Path::new(&dir).join("systemd/private").exists()
    });
    let turned = [
        Layer::Box,
        Layer::Pids,
        Layer::Memory,
        Layer::Cpu,
        Layer::Namespaces,
    ]
    .iter()
    .any(|layer| without.has(*layer));
    let mut machine = Machine {
        // SAFETY: a plain call.
        root: unsafe { sys::geteuid() } == 0,
        entered: std::env::var_os(ENTERED).is_some(),
        turned_off: turned,
        unified: cgroup::unified_at_sys_fs_cgroup(&mountinfo),
        cgroups: true,
        systemd_run: view::on_path("systemd-run".as_ref()).is_some(),
        manager,
    };
    // The probe makes and removes a cgroup: only where it could matter.
    if !machine.root && !machine.entered && machine.unified {
        let layers = layers();
        machine.cgroups = layers.pids.is_ok() && layers.memory.is_ok() && layers.cpu.is_ok();
    }
    machine
}

/// The command that runs `program` with `args` in a delegated scope.
fn in_a_scope(program: &OsString, args: &[OsString]) -> Command {
    let mut command = Command::new("systemd-run");
    command
        .args(["--user", "--scope", "--quiet", "-p", "Delegate=yes", "--"])
        .arg(program)
        .args(args)
        .env(ENTERED, "1");
    command
}

/// Where [`wanted`]: runs this judge again, with the same arguments, in a
/// scope of its own, and gives its exit status; `None` where no scope is
/// wanted or none could be made (the judge goes on as it is).
pub(crate) fn rerun_in_a_scope(without: &Without, layers: impl FnOnce() -> Layers) -> Option<i32> {
    if !wanted(&here(without, layers)) {
        return None;
    }
    let tried = in_a_scope(&"true".into(), &[])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status();
    if !tried.map_or(false, |status| status.success()) {
        return None;
    }
    let program = std::env::current_exe().ok()?.into_os_string();
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    // The judge in the scope is in this one's process group: it gets the
    // terminal's Ctrl-C and ends its runs; this one waits for it.
    for signal in [sys::SIGINT, sys::SIGTERM, sys::SIGHUP] {
        sys::ignore(signal);
    }
    let status = in_a_scope(&program, &args).status().ok()?;
    use std::os::unix::process::ExitStatusExt;
    Some(
        status
            .code()
            .unwrap_or_else(|| 128 + status.signal().unwrap_or(0)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scope_is_asked_for_only_by_a_plain_user_with_no_cgroup_on_systemds_v2() {
        let yes = Machine {
            unified: true,
            systemd_run: true,
            manager: true,
            ..Machine::default()
        };
        assert!(wanted(&yes));
        for no in [
            Machine { root: true, ..yes },
            Machine {
                entered: true,
                ..yes
            },
            Machine {
                turned_off: true,
                ..yes
            },
            Machine {
                unified: false,
                ..yes
            },
            Machine {
                cgroups: true,
                ..yes
            },
            Machine {
                systemd_run: false,
                ..yes
            },
            Machine {
                manager: false,
                ..yes
            },
        ] {
            assert!(!wanted(&no), "{:?}", no);
        }
    }

    #[test]
    fn the_scope_runs_the_same_judge_with_delegation_once() {
        let command = in_a_scope(&"/bin/judge".into(), &["poj1077".into(), "a.cpp".into()]);
        assert_eq!(command.get_program(), "systemd-run");
        let args: Vec<&std::ffi::OsStr> = command.get_args().collect();
        assert_eq!(
            args,
            [
                "--user",
                "--scope",
                "--quiet",
                "-p",
                "Delegate=yes",
                "--",
                "/bin/judge",
                "poj1077",
                "a.cpp"
            ]
        );
        let entered = command
            .get_envs()
            .any(|(name, value)| name == ENTERED && value.is_some());
        assert!(entered);
    }
}
