# Out of memory is not a crash: annotalysis says which file (and which
# function, when it is in one) it was working on and exits with status 3,
# with no abort and no core dump.  The memory is limited with ulimit -v to
# 64 MiB, which a small file fits in (checked first, so that the big
# one's failure comes from its size); the big one, a function with a
# 400,000-case switch (13 MB), needs several times that just to be parsed.
# --stop-after=parse bounds the run should the limit not hold.
. "$(dirname "$0")/lib.bash"
limit=65536  # KiB
(ulimit -v $limit) 2> /dev/null || { echo "ulimit -v $limit is refused here" >&2; exit 77; }
# The host compiler's probe, cached now: under the limit it could fail.
export XDG_CACHE_HOME=$work/cache
mkdir "$XDG_CACHE_HOME" || exit 2
printf 'int f(int x) {\n  switch (x) {\n  case 0: return 1;\n  }\n  return 0;\n}\n' > "$work/small.c"
run --stop-after=parse "$work/small.c"
expect_status 0

# Runs the binary under the limit; sets $status, fills $work/out and $work/err.
run_limited() {
    (ulimit -v $limit && exec timeout -k 5 "${TEST_TIMEOUT:-30}" "$ANNOTALYSIS" "$@") \
        > "$work/out" 2> "$work/err"
    status=$?
}
run_limited --stop-after=parse "$work/small.c"
if [ $status -ne 0 ] && grep -q 'Sanitizer' "$work/err"; then
    echo "the sanitizers reserve more address space than ulimit -v $limit allows: skipped" >&2
    exit 77
fi
[ $status -eq 0 ] || fail "a small file does not fit in $limit KiB (status $status): $(head -c 200 "$work/err")"

{
    printf 'int f(int x) {\n  int y = 0;\n  switch (x) {\n'
    seq 0 399999 | sed 's/.*/  case &: y = &; break;/'
    printf '  }\n  return y;\n}\n'
} > "$work/switch.c"
run_limited --stop-after=parse "$work/switch.c"
expect_status 3
expect_match "$work/err" \
    "^annotalysis: error: out of memory \(allocating [0-9]+ bytes\) while (processing|analyzing function 'f' in) '$work/switch.c'\$" \
    "the message"
[ "$(wc -l < "$work/err")" -eq 1 ] || fail "more than the message on stderr: $(head -c 300 "$work/err" | tr '\n' ' ')"

# The analysis of a function that runs out names the function.  The
# analysis of the bench's generated worst case (30,000 branches over 50
# locks) needs several MiB beyond what parsing it and building its graph
# need, so: find the least limit (to 1 MiB) under which those two stages
# fit, then run the whole analysis under that limit plus 2 MiB.
bench/worst_case.sh 30000 50 > "$work/worst.c"
low=16384 high=1048576  # KiB: does not fit, fits
limit=$high
run_limited --stop-after=cfg "$work/worst.c"
[ $status -eq 0 ] || fail "the graph stage does not fit in $high KiB (status $status)"
while [ $((high - low)) -gt 1024 ]; do
    limit=$(((low + high) / 2))
    run_limited --stop-after=cfg "$work/worst.c"
    if [ $status -eq 0 ]; then high=$limit; else low=$limit; fi
done
limit=$((high + 2048))
run_limited --stop-after=cfg "$work/worst.c"
expect_status 0
run_limited "$work/worst.c"
expect_status 3
expect_match "$work/err" \
    "^annotalysis: error: out of memory \(allocating [0-9]+ bytes\) while analyzing function 'worst' in '$work/worst.c'\$" \
    "the message names the function"
