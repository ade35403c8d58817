# Sourced by scripts/judge.sh and scripts/stress.sh: what each judge asks,
# which golden cases are in its input format, and how a single-file solution
# is built and run. Defines functions only.

# problem_rule PROBLEM: sets rule (the checker's flag, or `exact`), limit_s,
# limit_kib, cases (the folder of golden cases) and answers (the program of
# this project whose answers are trusted); returns 1 for an unknown problem.
# Limits are the statements': POJ 1077 1 s and 65536 KB, HDU 1043 5 s and
# 32768 KB; AcWing 179 and Luogu P1379 state theirs on their pages, which
# could not be read here, so these take 1 s and 64 MiB, and 1 s and 128 MiB.
problem_rule() {
    case $1 in
        poj1077) rule=--any limit_s=1 limit_kib=65536 cases=poj1077 ;;
        hdu1043) rule=--any limit_s=5 limit_kib=32768 cases=poj1077 ;;
        acwing179) rule=--shortest limit_s=1 limit_kib=65536 cases=poj1077 ;;
        luogu1379) rule=exact limit_s=1 limit_kib=131072 cases=luogu1379 ;;
        *) return 1 ;;
    esac
}

# fits PROBLEM CASE.in: whether the case is in that judge's own input format.
# POJ 1077 and AcWing 179: one line of nine tokens, 1-8 and x. HDU 1043: one
# or more such lines, one board each. Luogu P1379: one line of nine digits,
# 0 the blank, and solvable (its data is), so CASE.out is not -1. A CR before
# a line break is allowed; blank lines are not counted.
fits() {
    local problem=$1 input=$2
    case $problem in
        poj1077 | acwing179 | hdu1043)
            awk -v many=$([ "$problem" = hdu1043 ] && echo 1 || echo 0) '
                { sub(/\r$/, "") }
                NF == 0 { next }
                { boards++; if (NF != 9) bad = 1
                  for (i = 1; i <= NF; i++) if ($i !~ /^[1-8x]$/) bad = 1 }
                END { exit !(!bad && (boards == 1 || (many && boards > 1))) }' "$input"
            ;;
        luogu1379)
            awk '{ sub(/\r$/, "") } NF == 0 { next }
                { boards++; if (NF != 1 || $1 !~ /^[0-8]+$/ || length($1) != 9) bad = 1 }
                END { exit !(!bad && boards == 1) }' "$input" &&
                [ "$(tr -d ' \r\n' <"${input%.in}.out")" != -1 ]
            ;;
    esac
}

# build_solution SOLUTION FOLDER: builds a single-file solution in FOLDER
# and sets `builds` (labels) and, per label L, the command to run in the
# array named run_L (other than letters and digits become underscores). A build that fails
# is listed in `failed_builds` with its log in FOLDER/LABEL.log.
#   .rs          rustc --edition 2021 -O, --edition 2024 -C opt-level=2,
#                --edition 2018 -C opt-level=2 --cfg ONLINE_JUDGE, -O
#                (edition 2015), and Debian's rustc 1.63 --edition 2021 -O;
#                a warning fails a build, as in this project's own files
#   .cpp, .cc    g++ -O2 -std=c++17
#   .c           gcc -O2
#   .py          python3 SOLUTION
#   otherwise    SOLUTION itself, if executable
build_solution() {
    local solution=$1 folder=$2
    builds=() failed_builds=()
    mkdir -p "$folder"
    case $solution in
        *.rs)
            local label
            for label in rust-2021 rust-2024 rust-2018 rust-2015 rust-1.63; do
                local rustc=rustc flags=()
                case $label in
                    rust-2021) flags=(--edition 2021 -O) ;;
                    rust-2024) flags=(--edition 2024 -C opt-level=2) ;;
                    rust-2018) flags=(--edition 2018 -C opt-level=2 --cfg ONLINE_JUDGE) ;;
                    rust-2015) flags=(-O) ;;
                    rust-1.63) rustc=/usr/bin/rustc flags=(--edition 2021 -O) ;;
                esac
                mkdir -p "$folder/$label"
                cp "$solution" "$folder/$label/main.rs"
                if (cd "$folder/$label" && "$rustc" "${flags[@]}" main.rs -o solution) >"$folder/$label.log" 2>&1 &&
                    ! [ -s "$folder/$label.log" ]; then
                    add_build "$label" "$folder/$label/solution"
                else
                    failed_builds+=("$label")
                fi
            done
            ;;
        *.cpp | *.cc)
            if g++ -O2 -std=c++17 -o "$folder/solution" "$solution" >"$folder/g++.log" 2>&1; then
                add_build g++ "$folder/solution"
            else
                failed_builds+=(g++)
            fi
            ;;
        *.c)
            if gcc -O2 -o "$folder/solution" "$solution" -lm >"$folder/gcc.log" 2>&1; then
                add_build gcc "$folder/solution"
            else
                failed_builds+=(gcc)
            fi
            ;;
        *.py) add_build python3 python3 "$solution" ;;
        *) add_build run "$solution" ;;
    esac
}

# add_build LABEL COMMAND...: records a build and how to run it.
add_build() {
    local label=$1
    shift
    builds+=("$label")
    local name="run_${label//[^a-zA-Z0-9]/_}"
    eval "$name=(\"\$@\")"
}

# tools_for SOLUTION: prints what the solution's build needs that is missing.
tools_for() {
    case $1 in
        *.rs) [ -x /usr/bin/rustc ] || echo "Debian's rustc 1.63 at /usr/bin/rustc (apt-get install rustc)" ;;
        *.cpp | *.cc) command -v g++ >/dev/null || echo "g++ (apt-get install g++)" ;;
        *.c) command -v gcc >/dev/null || echo "gcc (apt-get install gcc)" ;;
        *.py) command -v python3 >/dev/null || echo "python3" ;;
    esac
}

# target_dir: cargo's target folder, wherever `cargo metadata` says it is
# (CARGO_TARGET_DIR, a config file, or target/).
target_dir() {
    cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p'
}
