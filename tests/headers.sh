#!/usr/bin/env bash
# tests/headers.sh: preprocess system headers and the project's own sources
# with gcc -E and annotalysis -E and compare the tokens; then parse each
# (annotalysis --check-cfg without -E: parsed, annotations read, the CFG of
# every function built and its invariants checked), which must report no
# error.
#
#     tests/headers.sh [--all] [--results FILE]
#
# Which headers.  By default (`make check`) a fixed set, 1,537 here (1,276
# accepted by gcc; a minute on two cores, two when not cached):
#   - the C library and POSIX: every *.h the libc6-dev package installs
#     (dpkg -L): glibc's top-level /usr/include/*.h, arpa/, net*/, rpc/,
#     protocols/, and the multiarch x86_64-linux-gnu/{bits,sys,gnu}/;
#   - the Linux UAPI: every *.h of linux-libc-dev: linux/, asm-generic/,
#     x86_64-linux-gnu/asm/, and the smaller rdma/, sound/, scsi/, mtd/...;
#   - GCC's own headers: every *.h in `gcc -print-file-name=include`
#     (stddef.h, stdatomic.h, the intrinsics such as immintrin.h).
# With --all (`make check-headers`): every *.h under /usr/include
# (HEADERS_ROOT), most from unrelated packages, and GCC's headers, a
# superset of the fixed one: 7,500 here (4,000 accepted; 6 minutes, 13 when
# not cached).
#
# A header is named as `#include <NAME>` finds it: its path under
# /usr/include or GCC's directory (x86_64-linux-gnu/sys/types.h).  Each,
# sorted, is a case when `gcc -fsyntax-only -x c` accepts a file holding
# `#include <NAME>`; the others are skipped (C++ headers, headers that need
# a prerequisite).  The accepted list is cached under
# ~/.cache/annotalysis-tests, keyed by the set, the gcc version, the list
# of candidates and the sizes and times of every header under HEADERS_ROOT
# and GCC's directory, because finding it is a large part of the run time.
# Then each src/*.c is compared with -Isrc -Iinclude.
#
# A header case is two checks, named NAME (the tokens) and "parse NAME".
# tests/headers.xfail lists the checks known to fail today, one
# "CHECK: reason" a line: such a check's failure is XFAIL, not FAIL, and
# FAILs when it passes (or is not run), so the list stays honest.
#
# Prints one line per failure and per expected failure, then
#     headers (fixed set): M matched of K accepted by gcc (S skipped:
#       rejected by gcc); P parsed with no error; X expected failures ...
#     src: M matched of K; P parsed with no error
# and exits 1 if anything failed.  With --results, PASS/FAIL/XFAIL lines go
# to FILE instead of stdout (tests/run counts them).
#
# Environment: ANNOTALYSIS (default ./annotalysis), TEST_JOBS (default
# nproc), TEST_TIMEOUT (seconds per run, default 30), HEADERS_ROOT.
set -u

root=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${ANNOTALYSIS:-}" ]; then
    ANNOTALYSIS=$root/annotalysis
elif [[ $ANNOTALYSIS == */* && $ANNOTALYSIS != /* ]]; then
    ANNOTALYSIS=$PWD/$ANNOTALYSIS
fi
cd "$root" || exit 2

usage() {
    echo "usage: tests/headers.sh [--all] [--results FILE]" >&2
    exit 2
}
set_name=fixed
results=
while [ $# -gt 0 ]; do
    case $1 in
        --all) set_name=all; shift ;;
        --results) [ $# -ge 2 ] || usage; results=$2; shift 2 ;;
        *) usage ;;
    esac
done

HEADERS_ROOT=${HEADERS_ROOT:-/usr/include}
TEST_JOBS=${TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}
TEST_TIMEOUT=${TEST_TIMEOUT:-30}
xfail_file=tests/headers.xfail
work=$(mktemp -d "${TMPDIR:-/tmp}/annotalysis-headers.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
sanitizer_report='ERROR: AddressSanitizer|ERROR: LeakSanitizer|runtime error:|UndefinedBehaviorSanitizer'
export ANNOTALYSIS TEST_TIMEOUT HEADERS_ROOT work sanitizer_report

TOKDIFF=${TOKDIFF:-$root/tests/tools/tokdiff}
if [ ! -x "$TOKDIFF" ] || [ tests/tools/tokdiff.c -nt "$TOKDIFF" ]; then
    TOKDIFF=$work/tokdiff
    ${CC:-cc} -std=c11 -O2 -o "$TOKDIFF" tests/tools/tokdiff.c || exit 2
fi
export TOKDIFF

gcc_include=$(gcc -print-file-name=include)
if [ ! -d "$gcc_include" ]; then
    echo "tests/headers.sh: gcc -print-file-name=include gives no directory" >&2
    exit 2
fi

# Print the name of every header of the set, as #include <NAME> finds it.
list_headers() {
    local arch
    if [ "$set_name" = all ]; then
        (cd "$HEADERS_ROOT" && find . -name '*.h' \( -type f -o -type l \) -printf '%P\n')
    else
        arch=$(dpkg --print-architecture) || return 1
        dpkg -L "libc6-dev:$arch" "linux-libc-dev:$arch" > "$work/packaged" || return 1
        grep "^$HEADERS_ROOT/.*\.h\$" "$work/packaged" | sed "s|^$HEADERS_ROOT/||"
    fi
    (cd "$gcc_include" && find . -name '*.h' \( -type f -o -type l \) -printf '%P\n')
}

# The workers: xargs starts a bash per batch of cases, which keeps its files
# in $work/w.$$.*, overwritten from case to case (a process costs more than
# most cases' work).  Each check prints one line: "PASS name" or
# "FAIL name: reason".

# Print the header if gcc accepts a file that includes it.
accepted_by_gcc() {
    printf '#include <%s>\n' "$1" > "$work/w.$$.c"
    if gcc -fsyntax-only -x c "$work/w.$$.c" > /dev/null 2>&1; then
        printf '%s\n' "$1"
    fi
}

# The first line of FILE matching the regex, else its first line (at most
# 200 characters); and whether FILE (stderr of a run) has a match at all.
first_error() {
    { grep -m 1 -E "$2" "$1" || grep -m 1 . "$1"; } | cut -c 1-200
}
reports() {
    [ -s "$1" ] && grep -qE "$2" "$1"
}

# Compare gcc -E and annotalysis -E on one file, then parse it.
# $1 is the case name, $2 the file, the rest are flags.
compare_case() {
    local name=$1 file=$2 tmp=$work/w.$$ status reason
    shift 2
    if ! gcc -E "$@" "$file" > "$tmp.gcc.i" 2> /dev/null; then
        echo "FAIL $name: gcc -E rejects it"
        return
    fi
    timeout -k 5 "$TEST_TIMEOUT" "$ANNOTALYSIS" -E "$@" "$file" > "$tmp.ann.i" 2> "$tmp.ann.err"
    status=$?
    if [ $status -ne 0 ] || reports "$tmp.ann.err" "$sanitizer_report"; then
        case $status in
            0) reason="sanitizer report" ;;
            124) reason="timed out after ${TEST_TIMEOUT}s" ;;
            127) reason="$ANNOTALYSIS not found" ;;
            13[0-9] | 1[4-9][0-9] | 2[0-9][0-9]) reason="killed by signal $((status - 128))" ;;
            *) reason="exit status $status" ;;
        esac
        echo "FAIL $name: annotalysis -E: $reason: $(first_error "$tmp.ann.err" "$sanitizer_report")"
    elif ! "$TOKDIFF" "$tmp.gcc.i" "$tmp.ann.i" > "$tmp.diff" 2>&1; then
        echo "FAIL $name: $(sed -n '2,3p' "$tmp.diff" | sed "s|$tmp\\.||" |
                            tr '\n' ' ' | cut -c 1-400)"
    else
        echo "PASS $name"
    fi
    parse_case "$name" "$file" "$@"
}

# Parse the same file (annotalysis without -E): no error may be reported.
# Prints "PASS parse NAME" or "FAIL parse NAME: the first error".
parse_case() {
    local name=$1 file=$2 err=$work/w.$$.parse.err status
    shift 2
    timeout -k 5 "$TEST_TIMEOUT" "$ANNOTALYSIS" --check-cfg "$@" "$file" > /dev/null 2> "$err"
    status=$?
    if [ $status -eq 0 ] && ! reports "$err" "$sanitizer_report|: error: "; then
        echo "PASS parse $name"
    else
        echo "FAIL parse $name: exit status $status: $(first_error "$err" "$sanitizer_report|: error: ")"
    fi
}

# A header case: a file holding #include <$1>.
header_case() {
    printf '#include <%s>\n' "$1" > "$work/w.$$.c"
    compare_case "$1" "$work/w.$$.c"
}

# A source case: src/X.c with the project's include directories.
src_case() {
    compare_case "$1" "$1" -Isrc -Iinclude
}

export -f accepted_by_gcc first_error reports compare_case parse_case header_case src_case

# Run worker $1 on each line of file $2 in batches, appending to file $3.
run_batches() {
    tr '\n' '\0' < "$2" |
        xargs -0 -r -n 16 -P "$TEST_JOBS" bash -c 'worker=$1; shift; for arg; do "$worker" "$arg"; done' \
            batch "$1" >> "$3"
}

# Rewrite results ($1) by tests/headers.xfail: a listed check that fails is
# XFAIL with the listed reason; one that passes, or never ran, is a FAIL.
# The names in a result line end at its first ": ".
apply_xfail() {
    awk -v list="$xfail_file" '
        FILENAME == list {
            if ($0 ~ /^[ \t]*(#|$)/) next
            i = index($0, ": ")
            if (i == 0) { print "FAIL " list ":" FNR ": not \"CHECK: reason\""; next }
            reason[substr($0, 1, i - 1)] = substr($0, i + 2)
            next
        }
        {
            status = $1
            name = substr($0, length(status) + 2)
            if (status != "PASS" && (i = index(name, ": ")) > 0) name = substr(name, 1, i - 1)
            if (!(name in reason)) { print; next }
            seen[name] = 1
            if (status == "FAIL")
                print "XFAIL " name ": " reason[name]
            else
                print "FAIL " name ": passes, but " list " expects it to fail: remove it from the list"
        }
        END {
            for (name in reason)
                if (!(name in seen))
                    print "FAIL " name ": listed in " list " but not run"
        }' "$xfail_file" "$1"
}

# ---------------------------------------------------------------- headers

if ! list_headers > "$work/listed"; then
    echo "tests/headers.sh: cannot list the headers of the $set_name set" \
         "(dpkg -L libc6-dev linux-libc-dev)" >&2
    exit 2
fi
LC_ALL=C sort -u "$work/listed" > "$work/all"

cache_dir=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/annotalysis-tests
cache_key=$({ gcc --version; echo "$set_name $HEADERS_ROOT $gcc_include"; cat "$work/all"
              for dir in "$HEADERS_ROOT" "$gcc_include"; do
                  (cd "$dir" && find . -name '*.h' -printf '%P %s %T@\n') | LC_ALL=C sort
              done; } | md5sum | cut -c 1-16)
cache_file=$cache_dir/accepted.$set_name.$cache_key
if [ -s "$cache_file" ]; then
    cp "$cache_file" "$work/accepted"
else
    run_batches accepted_by_gcc "$work/all" "$work/accepted.unsorted"
    LC_ALL=C sort "$work/accepted.unsorted" > "$work/accepted"
    if mkdir -p "$cache_dir" 2>/dev/null; then
        cp "$work/accepted" "$cache_file.tmp.$$" && mv "$cache_file.tmp.$$" "$cache_file"
    fi
fi

# Without a binary every case fails the same way; say so without running gcc.
if ! command -v "$ANNOTALYSIS" > /dev/null; then
    sed "s|^|FAIL |; s|\$|: $ANNOTALYSIS not found|" "$work/accepted" > "$work/headers.raw"
else
    run_batches header_case "$work/accepted" "$work/headers.raw"
fi
touch "$work/headers.raw"
apply_xfail "$work/headers.raw" > "$work/headers.results"

# ---------------------------------------------------------------- src/*.c

for file in src/*.c; do
    [ -e "$file" ] && printf '%s\n' "$file"
done > "$work/src"
run_batches src_case "$work/src" "$work/src.results"
touch "$work/src.results"

# ---------------------------------------------------------------- report

# count STATUS KIND FILE: the lines of FILE with that status (a regex) for
# the token checks (KIND tokens) or the parse checks (KIND parse).
count() {
    if [ "$2" = parse ]; then
        grep -cE "^($1) parse " "$3"
    else
        grep -E "^($1) " "$3" | grep -vcE "^($1) parse "
    fi
}

all=$(wc -l < "$work/all")
accepted=$(wc -l < "$work/accepted")
matched=$(count PASS tokens "$work/headers.results")
parsed=$(count PASS parse "$work/headers.results")
xfailed=$(grep -c '^XFAIL ' "$work/headers.results")
src_total=$(grep -vc '^[A-Z]* parse ' "$work/src.results")
src_matched=$(count PASS tokens "$work/src.results")
src_parsed=$(count PASS parse "$work/src.results")

if [ -n "$results" ]; then
    cat "$work/headers.results" "$work/src.results" >> "$results"
else
    LC_ALL=C sort "$work/headers.results" "$work/src.results" | grep -E '^X?FAIL '
fi
echo "headers ($set_name set): $matched matched of $accepted accepted by gcc" \
     "($((all - accepted)) skipped: rejected by gcc); $parsed parsed with no error;" \
     "$xfailed expected failures ($xfail_file)"
echo "src: $src_matched matched of $src_total; $src_parsed parsed with no error"
# Every check has its line (a worker that died leaves none), and none fails.
! grep -q '^FAIL ' "$work/headers.results" "$work/src.results" &&
    [ "$(count 'PASS|XFAIL' tokens "$work/headers.results")" -eq "$accepted" ] &&
    [ "$(count 'PASS|XFAIL' parse "$work/headers.results")" -eq "$accepted" ] &&
    [ "$src_matched" -eq "$src_total" ] && [ "$src_parsed" -eq "$src_total" ]
