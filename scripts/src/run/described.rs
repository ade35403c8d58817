//! The header's line on containment: the layers that hold a run here
//! (the box, else each layer of `contain/` the machine allows), how its
//! memory and processes are counted, and what is missing, with why.

use super::boxed;
use super::contain::cgroup::{self, Hierarchy};
use super::contain::{namespaces, Layers};
use super::layer::Unavailable;
use super::spec::{machine, CountedBy};
use super::{rlimits, view, Limits};
use std::fs;

/// The header's line: what holds a run, and what is missing.
pub(crate) fn summary(limits: &Limits) -> String {
    described(limits).0
}

/// The header's short line: the box with every layer, or what is
/// missing, named; the whole is [`summary`]'s.
pub(crate) fn short(limits: &Limits) -> String {
    let (_, missing) = described(limits);
    if missing.is_empty() {
        "contained: the box, all layers (-v names them)".to_string()
    } else {
        format!(
            "contained: missing: {} (-v names every layer)",
            missing.join("; ")
        )
    }
}

/// [`summary`]'s line, and the layers missing, each with why.
fn described(limits: &Limits) -> (String, Vec<String>) {
    let processes = limits.processes;
    let layers = machine();
    let boxed = boxed::status(boxed::work_bytes(limits));
    let mut held = Vec::new();
    let mut missing = Vec::new();
    match &boxed {
        Ok(_) => held.push(boxed::NAME.to_string()),
        Err(why) => missing.push(format!("a box ({})", why)),
    }
    let cgroups: Vec<&Result<Hierarchy, Unavailable>> = match &boxed {
        Ok(CountedBy::Cgroups(_)) => vec![&layers.pids, &layers.memory, &layers.cpu],
        Ok(CountedBy::Census(why)) => {
            missing.push(format!("cgroups ({})", why));
            Vec::new()
        }
        Err(_) => vec![&layers.pids],
    };
    for hierarchy in cgroups {
        match hierarchy {
            Ok(hierarchy) => held.push(hierarchy.name()),
            Err(why) => missing.push(format!("a cgroup ({})", why)),
        }
    }
    match (&layers.namespaces, &boxed) {
        (Ok(()), Err(_)) => held.push(namespaces::NAME.to_string()),
        (Err(why), _) => missing.push(format!("namespaces ({})", why)),
        _ => {}
    }
    match &layers.landlock {
        Ok(abi) => held.push(format!("Landlock ABI {}", abi)),
        Err(why) => missing.push(format!("Landlock ({})", why)),
    }
    match &layers.seccomp {
        Ok(()) => held.push("seccomp".to_string()),
        Err(why) => missing.push(format!("seccomp ({})", why)),
    }
    held.push(rlimits::NAME.to_string());
    let memory = match &boxed {
        Ok(CountedBy::Cgroups(_)) => {
            "memory counted over its whole tree (the box's memory cgroup: its peak, shared \
             memory, memfds and page cache included)"
                .to_string()
        }
        Ok(CountedBy::Census(_)) => format!(
            "memory counted over its whole tree by the box's census (looked at every 1 to 10 \
             ms and at each exit: resident pages, memfds and its working folder; {})",
            better_counted()
        ),
        Err(_) => "memory counted per process (its largest; no box)".to_string(),
    };
    let counted = match &boxed {
        Ok(CountedBy::Census(_)) => {
            "RLIMIT_NPROC under the box's own uid: the kernel refuses the fork past it"
        }
        _ => processes_counted(&layers),
    };
    let mut line = format!(
        "contained: {}; {}; at most {} processes ({})",
        held.join("; "),
        memory,
        processes,
        counted
    );
    if !missing.is_empty() {
        line.push_str(&format!("; missing: {}", missing.join("; ")));
    }
    (line, missing)
}

/// Where a box counts by its census: how its cgroups, which count every
/// page the kernel charges, can be had.
fn better_counted() -> String {
    better_counted_on(
        fs::read_to_string("/proc/self/mountinfo").unwrap_or_default(),
        view::on_path("systemd-run".as_ref()).is_some(),
    )
}

/// [`better_counted`] on a machine whose mounts are `mountinfo` and which
/// has `systemd-run` or not.
fn better_counted_on(mountinfo: String, systemd_run: bool) -> String {
    if cgroup::unified_at_sys_fs_cgroup(&mountinfo) && systemd_run {
        "cgroups would count every page: run the judge in a scope of its own, \
         systemd-run --user --scope -p Delegate=yes cargo judge ..."
            .to_string()
    } else {
        "cgroups would count every page: on this machine's cgroups (v1, or v2 \
         without systemd) only root may make them, sudo cargo judge ..."
            .to_string()
    }
}

/// How the process limit is held.
fn processes_counted(layers: &Layers) -> &'static str {
    if layers.pids.is_ok() {
        "pids.max of its cgroup: the kernel refuses the fork past it"
    } else if layers.namespaces.is_ok() && !layers.root {
        "RLIMIT_NPROC in its user namespace"
    } else if layers.root {
        "counted by the judge's watcher, which a fork bomb may outrun: \
         root is exempt from RLIMIT_NPROC"
    } else {
        "counted by the judge's watcher, which a fork bomb may outrun"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_census_names_the_command_that_gives_cgroups_where_there_is_one() {
        let v2 = "30 23 0:26 / /sys/fs/cgroup rw - cgroup2 cgroup2 rw\n".to_string();
        let v1 = "31 23 0:27 / /sys/fs/cgroup/pids rw - cgroup cgroup rw,pids\n".to_string();
        let scope = better_counted_on(v2.clone(), true);
        assert!(
            scope.contains("systemd-run --user --scope -p Delegate=yes cargo judge"),
            "{}",
            scope
        );
        for other in [better_counted_on(v2, false), better_counted_on(v1, true)] {
            assert!(!other.contains("systemd-run"), "{}", other);
            assert!(other.contains("only root may make them"), "{}", other);
        }
    }
}
