//! Starting a run's process on Windows: suspended, so that not a line of
//! it runs before it is in its job; inheriting exactly the three handles
//! of its standard streams (an explicit list, `PROC_THREAD_ATTRIBUTE_
//! HANDLE_LIST`: nothing else of the judge's or of its caller's); its
//! command line quoted as the C runtime splits it; its environment the
//! judge's and the job's variables.

use super::super::cmdline::command_line;
use super::super::Job;
use super::sys::{Bool, Handle, Owned, ResumeThread};
use std::ffi::{OsStr, OsString};
use std::io;
use std::os::raw::c_void;
use std::os::windows::ffi::OsStrExt;
use std::ptr;

const STARTF_USESTDHANDLES: u32 = 0x0000_0100;
const CREATE_SUSPENDED: u32 = 0x0000_0004;
const CREATE_UNICODE_ENVIRONMENT: u32 = 0x0000_0400;
const EXTENDED_STARTUPINFO_PRESENT: u32 = 0x0008_0000;
const PROC_THREAD_ATTRIBUTE_HANDLE_LIST: usize = 0x0002_0002;

/// `STARTUPINFOW`.
#[repr(C)]
struct StartupInfo {
    size: u32,
    reserved: *mut u16,
    desktop: *mut u16,
    title: *mut u16,
    place: [u32; 7],
    flags: u32,
    show_window: u16,
    reserved_count: u16,
    reserved_bytes: *mut u8,
    input: Handle,
    output: Handle,
    error: Handle,
}

/// `STARTUPINFOEXW`.
#[repr(C)]
struct StartupInfoEx {
    startup: StartupInfo,
    attributes: *mut c_void,
}

/// `PROCESS_INFORMATION`.
#[repr(C)]
struct ProcessInformation {
    process: Handle,
    thread: Handle,
    process_id: u32,
    thread_id: u32,
}

#[link(name = "kernel32")]
extern "system" {
    fn InitializeProcThreadAttributeList(
        list: *mut c_void,
        count: u32,
        flags: u32,
        size: *mut usize,
    ) -> Bool;
    fn UpdateProcThreadAttribute(
        list: *mut c_void,
        flags: u32,
        attribute: usize,
        value: *mut c_void,
        size: usize,
        previous: *mut c_void,
        returned: *mut usize,
    ) -> Bool;
    fn DeleteProcThreadAttributeList(list: *mut c_void);
    fn CreateProcessW(
        application: *const u16,
        command_line: *mut u16,
        process_attributes: *mut c_void,
        thread_attributes: *mut c_void,
        inherit: Bool,
        flags: u32,
        environment: *mut c_void,
        directory: *const u16,
        startup: *mut StartupInfo,
        information: *mut ProcessInformation,
    ) -> Bool;
}

/// A process started suspended: its handle, its first thread's.
pub(super) struct Process {
    pub(super) handle: Owned,
    thread: Owned,
}

impl Process {
    /// Lets it run.
    pub(super) fn resume(&self) -> io::Result<()> {
        // SAFETY: the thread's handle is open.
        if unsafe { ResumeThread(self.thread.0) } == u32::MAX {
            return Err(io::Error::last_os_error());
        }
        Ok(())
    }
}

/// Starts `job`'s command, suspended, on `streams` (its standard input,
/// output and error, each inheritable): those three are all it inherits.
pub(super) fn spawn(job: &Job, streams: [&Owned; 3]) -> io::Result<Process> {
    let words: Vec<String> = job
        .command
        .iter()
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    let mut line = wide(OsStr::new(&command_line(&words)));
    let mut environment = environment(job);
    let folder = job.folder.map(|f| wide(f.as_os_str()));
    let mut size = 0usize;
    // SAFETY: asks the size of a list of one attribute.
    unsafe {
        InitializeProcThreadAttributeList(ptr::null_mut(), 1, 0, &mut size);
    }
    let mut list = vec![0u64; (size + 7) / 8];
    let list_ptr: *mut c_void = list.as_mut_ptr().cast();
    // SAFETY: a buffer of the size asked for.
    if unsafe { InitializeProcThreadAttributeList(list_ptr, 1, 0, &mut size) } == 0 {
        return Err(io::Error::last_os_error());
    }
    let mut handles = [streams[0].0, streams[1].0, streams[2].0];
    // SAFETY: the list is initialised; the handles outlive the call to
    // CreateProcessW below.
    let updated = unsafe {
        UpdateProcThreadAttribute(
            list_ptr,
            0,
            PROC_THREAD_ATTRIBUTE_HANDLE_LIST,
            handles.as_mut_ptr().cast(),
            std::mem::size_of_val(&handles),
            ptr::null_mut(),
            ptr::null_mut(),
        )
    };
    let started = if updated == 0 {
        Err(io::Error::last_os_error())
    } else {
        create(
            &mut line,
            &mut environment,
            folder.as_deref(),
            handles,
            list_ptr,
        )
    };
    // SAFETY: the list was initialised above.
    unsafe {
        DeleteProcThreadAttributeList(list_ptr);
    }
    started
}

/// `CreateProcessW` with the attribute list `list`.
fn create(
    line: &mut [u16],
    environment: &mut [u16],
    folder: Option<&[u16]>,
    handles: [Handle; 3],
    list: *mut c_void,
) -> io::Result<Process> {
    let mut startup = StartupInfoEx {
        startup: StartupInfo {
            size: std::mem::size_of::<StartupInfoEx>() as u32,
            reserved: ptr::null_mut(),
            desktop: ptr::null_mut(),
            title: ptr::null_mut(),
            place: [0; 7],
            flags: STARTF_USESTDHANDLES,
            show_window: 0,
            reserved_count: 0,
            reserved_bytes: ptr::null_mut(),
            input: handles[0],
            output: handles[1],
            error: handles[2],
        },
        attributes: list,
    };
    let mut information = ProcessInformation {
        process: ptr::null_mut(),
        thread: ptr::null_mut(),
        process_id: 0,
        thread_id: 0,
    };
    let flags = CREATE_SUSPENDED | CREATE_UNICODE_ENVIRONMENT | EXTENDED_STARTUPINFO_PRESENT;
    // SAFETY: every pointer is to a live, NUL-terminated buffer or struct
    // of the layout the call takes; the handles are open.
    let created = unsafe {
        CreateProcessW(
            ptr::null(),
            line.as_mut_ptr(),
            ptr::null_mut(),
            ptr::null_mut(),
            1,
            flags,
            environment.as_mut_ptr().cast(),
            folder.map_or(ptr::null(), <[u16]>::as_ptr),
            &mut startup.startup,
            &mut information,
        )
    };
    if created == 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(Process {
        handle: Owned(information.process),
        thread: Owned(information.thread),
    })
}

/// `text` in UTF-16, NUL-terminated.
fn wide(text: &OsStr) -> Vec<u16> {
    text.encode_wide().chain(Some(0)).collect()
}

/// The environment block: the judge's variables and the job's, sorted
/// by name as Windows keeps them, each `NAME=VALUE` and NUL, then NUL.
fn environment(job: &Job) -> Vec<u16> {
    let mut variables: Vec<(OsString, OsString)> = std::env::vars_os()
        .filter(|(name, _)| {
            !job.env
                .iter()
                .any(|(n, _)| name.to_string_lossy().eq_ignore_ascii_case(n))
        })
        .collect();
    variables.extend(job.env.iter().map(|(n, v)| (n.into(), v.into())));
    variables.sort_by_key(|(name, _)| name.to_string_lossy().to_uppercase());
    let mut block = Vec::new();
    for (name, value) in &variables {
        block.extend(name.encode_wide());
        block.push(u16::from(b'='));
        block.extend(value.encode_wide());
        block.push(0);
    }
    block.push(0);
    block
}
