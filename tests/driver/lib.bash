# tests/driver/lib.bash: helpers sourced by the driver tests (*.sh).
#
# Each test runs from the repository root, makes its files under $work
# (removed on exit), runs the binary with `run ARGS...` and checks the
# results with the expect_* helpers, which stop the test with a one-line
# reason on stderr (tests/run shows the last stderr line).
set -u

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root" || exit 2
ANNOTALYSIS=${ANNOTALYSIS:-$root/annotalysis}
work=$(mktemp -d "${TMPDIR:-/tmp}/annotalysis-driver.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT

TOKDIFF=${TOKDIFF:-$root/tests/tools/tokdiff}
if [ ! -x "$TOKDIFF" ]; then
    TOKDIFF=$work/tokdiff
    ${CC:-cc} -std=c11 -O2 -o "$TOKDIFF" tests/tools/tokdiff.c || exit 2
fi

# What ASan and UBSan print when they find a bug (make asan).
sanitizer_report='ERROR: AddressSanitizer|ERROR: LeakSanitizer|runtime error:|UndefinedBehaviorSanitizer'

fail() {
    echo "$*" >&2
    exit 1
}

# Run the binary; sets $status and fills $work/out and $work/err.
run() {
    timeout -k 5 "${TEST_TIMEOUT:-30}" "$ANNOTALYSIS" "$@" > "$work/out" 2> "$work/err"
    status=$?
    if [ $status -ge 124 ]; then
        fail "annotalysis $* did not finish normally (status $status): $(head -c 200 "$work/err")"
    fi
    if grep -qE "$sanitizer_report" "$work/err"; then
        fail "annotalysis $*: $(grep -m 1 -E "$sanitizer_report" "$work/err")"
    fi
}

expect_status() {
    local wanted
    for wanted in "$@"; do
        [ "$status" -eq "$wanted" ] && return 0
    done
    fail "expected exit status $*, got $status; stderr: $(head -c 200 "$work/err" | tr '\n' ' ')"
}

# expect_match FILE REGEX WHAT: some line of FILE matches the extended regex.
expect_match() {
    grep -Eq -- "$2" "$1" || fail "$3: no line matches /$2/ in: $(head -c 200 "$1" | tr '\n' ' ')"
}

# expect_no_match FILE REGEX WHAT: no line of FILE matches the extended regex.
expect_no_match() {
    ! grep -Eq -- "$2" "$1" || fail "$3: a line matches /$2/: $(grep -m 1 -E -- "$2" "$1")"
}

expect_empty() {
    [ ! -s "$1" ] || fail "$2: expected nothing, got: $(head -c 200 "$1" | tr '\n' ' ')"
}

# same_as_gcc ARGS...: gcc -E ARGS and annotalysis -E ARGS give the same tokens.
same_as_gcc() {
    gcc -E "$@" > "$work/gcc.i" 2> "$work/gcc.err" ||
        fail "gcc -E $* failed: $(head -c 200 "$work/gcc.err")"
    run -E "$@"
    expect_status 0
    cp "$work/out" "$work/ann.i"
    "$TOKDIFF" "$work/gcc.i" "$work/ann.i" > "$work/diff" ||
        fail "-E $* differs from gcc: $(sed -n '2,3p' "$work/diff" | tr '\n' ' ')"
}
