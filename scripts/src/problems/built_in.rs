//! The golden cases built into the judge: `testdata/` as it was when the
//! judge was built (`build.rs` writes the table), read wherever no
//! workspace around the current folder holds them, so that an installed
//! judge needs no clone.

mod table {
    include!(concat!(env!("OUT_DIR"), "/built_in.rs"));
}

/// A file built in: its name (`sample.in`) and its bytes.
pub type File = (&'static str, &'static [u8]);

/// The files of the folder `testdata/<folder>/` as built in, by name,
/// each with its bytes; `None` where no such folder was built in.
pub fn files(folder: &str) -> Option<&'static [File]> {
    table::FOLDERS
        .iter()
        .find(|(name, _)| *name == folder)
        .map(|(_, files)| *files)
}

/// The folders built in, by name.
pub fn folders() -> impl Iterator<Item = &'static str> {
    table::FOLDERS.iter().map(|(name, _)| *name)
}

/// The commit the cases are of, as the report names it: its first 12
/// hex digits, `with changes not committed` where the build's
/// `testdata/` differed from it; `None` where none is known (a build
/// from files not in git).
pub fn commit() -> Option<String> {
    table::COMMIT.map(|sha| {
        let short: String = sha.chars().take(12).collect();
        if table::CHANGED {
            format!("{}, with changes not committed", short)
        } else {
            short
        }
    })
}

/// The commit's whole name (40 hex digits), where one is known.
pub fn commit_sha() -> Option<&'static str> {
    table::COMMIT
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problems_folder_is_built_in_each_input_with_its_output() {
        for problem in crate::problems::PROBLEMS {
            let files = files(problem.cases).unwrap_or_else(|| {
                panic!(
                    "{}'s folder {} is not built in",
                    problem.name, problem.cases
                )
            });
            let inputs: Vec<&str> = files
                .iter()
                .filter_map(|(name, _)| name.strip_suffix(".in"))
                .collect();
            assert!(!inputs.is_empty(), "{}: no .in built in", problem.cases);
            for input in inputs {
                let out = format!("{}.out", input);
                assert!(
                    files.iter().any(|(name, _)| *name == out),
                    "{}/{}.in is built in without its .out",
                    problem.cases,
                    input
                );
            }
        }
        assert!(files("no-such-folder").is_none());
    }

    #[test]
    // windows.sh runs the unit tests far from the path they were built at.
    #[cfg_attr(windows, ignore = "needs testdata/ at its compiled path")]
    fn the_table_is_testdata_file_for_file_and_byte_for_byte() {
        let testdata = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata");
        let mut on_disk: Vec<(String, String)> = Vec::new();
        for folder in std::fs::read_dir(&testdata).unwrap() {
            let folder = folder.unwrap().path();
            for file in std::fs::read_dir(&folder).unwrap() {
                let file = file.unwrap().path();
                let name =
                    |p: &std::path::Path| p.file_name().unwrap().to_string_lossy().into_owned();
                on_disk.push((name(&folder), name(&file)));
                let built = files(&name(&folder))
                    .and_then(|files| files.iter().find(|(n, _)| *n == name(&file)))
                    .unwrap_or_else(|| panic!("{} is not built in", file.display()));
                assert!(
                    built.1 == std::fs::read(&file).unwrap().as_slice(),
                    "{} differs",
                    file.display()
                );
            }
        }
        let built: usize = folders().map(|folder| files(folder).unwrap().len()).sum();
        assert_eq!(built, on_disk.len(), "built in, beyond testdata/'s files");
        assert!(
            on_disk.len() > 400,
            "testdata/ holds {} files",
            on_disk.len()
        );
    }
}
