# A function long enough that the analysis moves its worlds to a fresh
# arena several times while it runs (compaction: each object still in use
# is copied once, the old ones forwarded to their copies): what the paths
# know when a compaction comes must hold after it.  bench/worst_case.sh
# takes lock i under condition b_i and reads the data it guards and
# releases it under the same condition, each over later compactions: a
# fact lost or mixed up in a move would be a false warning about the data
# or the release.  The locks' order has cycles (lock i is taken while
# i - 2 and i - 3 may be held, over 50 locks): those are the only
# warnings.
. "$(dirname "$0")/lib.bash"
bash bench/worst_case.sh 2000 50 > "$work/worst.c" || fail "bench/worst_case.sh failed"
run --stats "$work/worst.c"
compactions=$(sed -n 's/^  compactions  *\([0-9][0-9]*\)$/\1/p' "$work/err")
[ -n "$compactions" ] && [ "$compactions" -ge 2 ] || fail "expected the worlds to be compacted more than once, got '$compactions'"
expect_match "$work/err" "warning: potential deadlock: a cycle of lock order" "the cycles of the locks' order"
if grep 'warning:' "$work/err" | grep -qv 'thread-safety-deadlock'; then
    fail "a warning other than the cycles: $(grep 'warning:' "$work/err" | grep -v 'thread-safety-deadlock' | head -1)"
fi
