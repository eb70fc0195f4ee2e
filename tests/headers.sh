#!/usr/bin/env bash
# tests/headers.sh: preprocess every system header and the project's own
# sources with gcc -E and annotalysis -E and compare the tokens; then parse
# each (annotalysis --check-cfg without -E: parsed, annotations read, the
# CFG of every function built and its invariants checked), which must
# report no error.
#
#     tests/headers.sh [--results FILE]
#
# For each *.h under /usr/include (HEADERS_ROOT), sorted, a file holding
# `#include <rel/path.h>` is a case when `gcc -fsyntax-only -x c` accepts it;
# the others are skipped (C++ headers, headers that need a prerequisite).
# The accepted list is cached under ~/.cache/annotalysis-tests, keyed by the
# gcc version and the headers' sizes and times, because finding it is most of
# the run time.  Then each src/*.c is compared with -Isrc -Iinclude.
#
# Prints one line per failure, then
#     headers: M matched of K accepted by gcc (S skipped: rejected by gcc)
#     src: M matched of K
# and exits 1 if anything failed.  With --results, PASS/FAIL lines go to
# FILE instead of stdout (tests/run counts them).
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

results=
if [ "${1:-}" = --results ] && [ $# -eq 2 ]; then
    results=$2
elif [ $# -ne 0 ]; then
    echo "usage: tests/headers.sh [--results FILE]" >&2
    exit 2
fi

HEADERS_ROOT=${HEADERS_ROOT:-/usr/include}
TEST_JOBS=${TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}
TEST_TIMEOUT=${TEST_TIMEOUT:-30}
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

# Print the header if gcc accepts a file that includes it.
accepted_by_gcc() {
    local case_dir
    case_dir=$(mktemp -d "$work/accept.XXXXXX")
    printf '#include <%s>\n' "$1" > "$case_dir/t.c"
    if gcc -fsyntax-only -x c "$case_dir/t.c" > /dev/null 2>&1; then
        printf '%s\n' "$1"
    fi
    rm -rf "$case_dir"
}

# Compare gcc -E and annotalysis -E on one file; print PASS or FAIL.
# $1 is the case name, $2 the file, the rest are flags.
compare_case() {
    local name=$1 file=$2 case_dir status
    shift 2
    case_dir=$(mktemp -d "$work/case.XXXXXX")
    if ! gcc -E "$@" "$file" > "$case_dir/gcc.i" 2> "$case_dir/gcc.err"; then
        echo "FAIL $name: gcc -E rejects it"
    else
        timeout -k 5 "$TEST_TIMEOUT" "$ANNOTALYSIS" -E "$@" "$file" \
            > "$case_dir/ann.i" 2> "$case_dir/ann.err"
        status=$?
        if [ $status -ne 0 ] || grep -qE "$sanitizer_report" "$case_dir/ann.err"; then
            case $status in
                124) reason="timed out after ${TEST_TIMEOUT}s" ;;
                127) reason="$ANNOTALYSIS not found" ;;
                13[0-9] | 1[4-9][0-9] | 2[0-9][0-9]) reason="killed by signal $((status - 128))" ;;
                *) reason="exit status $status" ;;
            esac
            echo "FAIL $name: annotalysis -E: $reason:" \
                 "$({ grep -m 1 -E "$sanitizer_report" "$case_dir/ann.err" ||
                      grep -m 1 . "$case_dir/ann.err"; } | cut -c 1-200)"
        elif ! "$TOKDIFF" "$case_dir/gcc.i" "$case_dir/ann.i" > "$case_dir/diff" 2>&1; then
            echo "FAIL $name: $(sed -n '2,3p' "$case_dir/diff" | sed "s|$case_dir/||" |
                                tr '\n' ' ' | cut -c 1-400)"
        else
            echo "PASS $name"
        fi
        parse_case "$name" "$file" "$case_dir" "$@"
    fi
    rm -rf "$case_dir"
}

# Parse the same file (annotalysis without -E): no error may be reported.
# Prints "PASS parse NAME" or "FAIL parse NAME: the first error".
parse_case() {
    local name=$1 file=$2 case_dir=$3 status
    shift 3
    timeout -k 5 "$TEST_TIMEOUT" "$ANNOTALYSIS" --check-cfg "$@" "$file" > /dev/null 2> "$case_dir/parse.err"
    status=$?
    if [ $status -eq 0 ] && ! grep -qE "$sanitizer_report|: error: " "$case_dir/parse.err"; then
        echo "PASS parse $name"
    else
        echo "FAIL parse $name: exit status $status:" \
             "$({ grep -m 1 -E "$sanitizer_report|: error: " "$case_dir/parse.err" ||
                  grep -m 1 . "$case_dir/parse.err"; } | cut -c 1-200)"
    fi
}

header_case() {
    local case_dir
    case_dir=$(mktemp -d "$work/header.XXXXXX")
    printf '#include <%s>\n' "$1" > "$case_dir/t.c"
    compare_case "$1" "$case_dir/t.c"
    rm -rf "$case_dir"
}

export -f accepted_by_gcc compare_case parse_case header_case

# ---------------------------------------------------------------- headers

(cd "$HEADERS_ROOT" && find . -name '*.h' \( -type f -o -type l \) -printf '%P\n') |
    LC_ALL=C sort > "$work/all"

cache_dir=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/annotalysis-tests
cache_key=$({ gcc --version; echo "$HEADERS_ROOT";
              (cd "$HEADERS_ROOT" && find . -name '*.h' -printf '%P %s %T@\n') | LC_ALL=C sort; } |
            md5sum | cut -c 1-16)
cache_file=$cache_dir/accepted.$cache_key
if [ -s "$cache_file" ]; then
    cp "$cache_file" "$work/accepted"
else
    tr '\n' '\0' < "$work/all" |
        xargs -0 -n 1 -P "$TEST_JOBS" bash -c 'accepted_by_gcc "$1"' accept |
        LC_ALL=C sort > "$work/accepted"
    if mkdir -p "$cache_dir" 2>/dev/null; then
        cp "$work/accepted" "$cache_file.tmp.$$" && mv "$cache_file.tmp.$$" "$cache_file"
    fi
fi

# Without a binary every case fails the same way; say so without running gcc.
if ! command -v "$ANNOTALYSIS" > /dev/null; then
    sed "s|^|FAIL |; s|\$|: $ANNOTALYSIS not found|" "$work/accepted" > "$work/headers.results"
else
    tr '\n' '\0' < "$work/accepted" |
        xargs -0 -n 1 -P "$TEST_JOBS" bash -c 'header_case "$1" >> "$work/headers.results"' header
fi
touch "$work/headers.results"

# ---------------------------------------------------------------- src/*.c

for file in src/*.c; do
    [ -e "$file" ] && printf '%s\0' "$file"
done | xargs -0 -r -n 1 -P "$TEST_JOBS" \
    bash -c 'compare_case "$1" "$1" -Isrc -Iinclude >> "$work/src.results"' src
touch "$work/src.results"

# ---------------------------------------------------------------- report

all=$(wc -l < "$work/all")
accepted=$(wc -l < "$work/accepted")
matched=$(grep '^PASS ' "$work/headers.results" | grep -vc '^PASS parse ')
parsed=$(grep -c '^PASS parse ' "$work/headers.results")
src_total=$(grep -vc '^[A-Z]* parse ' "$work/src.results")
src_matched=$(grep '^PASS ' "$work/src.results" | grep -vc '^PASS parse ')
src_parsed=$(grep -c '^PASS parse ' "$work/src.results")

if [ -n "$results" ]; then
    cat "$work/headers.results" "$work/src.results" >> "$results"
else
    LC_ALL=C sort "$work/headers.results" "$work/src.results" | grep '^FAIL '
fi
echo "headers: $matched matched of $accepted accepted by gcc ($((all - accepted)) skipped: rejected by gcc); $parsed parsed with no error"
echo "src: $src_matched matched of $src_total; $src_parsed parsed with no error"
[ "$matched" -eq "$accepted" ] && [ "$src_matched" -eq "$src_total" ] &&
    [ "$parsed" -eq "$accepted" ] && [ "$src_parsed" -eq "$src_total" ]
