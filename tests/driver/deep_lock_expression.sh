# A lock expression 20,000 members deep (`p->next->...->next->mu`) costs
# time and memory linear in its depth: each of its prefixes is a read of
# its own, and naming each for the race check, or walking each for the
# liveness of locals, once cost the square of the depth (10,000 levels
# took 98 s and 4.8 GB).  Under a limit of 512 MiB of address space the
# run ends, and finds the lock taken twice; its twin, which takes it
# once, has no finding.
. "$(dirname "$0")/lib.bash"
limit=524288  # KiB
(ulimit -v $limit) 2> /dev/null || { echo "ulimit -v $limit is refused here" >&2; exit 77; }
export XDG_CACHE_HOME=$work/cache
mkdir "$XDG_CACHE_HOME" || exit 2

# deep TIMES: the function locks the deep lock TIMES times, then
# unlocks it.
deep() {
    local chain
    chain=$(printf -- '->next%.0s' $(seq 20000))
    echo "#include <pthread.h>"
    echo "struct node { struct node *next; pthread_mutex_t mu; };"
    echo "void walk(struct node *p) {"
    echo "  pthread_mutex_lock(&p$chain->mu);"
    [ "$1" = 2 ] && echo "  pthread_mutex_lock(&p$chain->mu);"
    echo "  pthread_mutex_unlock(&p$chain->mu);"
    echo "}"
}

run_limited() {
    (ulimit -v $limit && exec timeout -k 5 "${TEST_TIMEOUT:-60}" "$ANNOTALYSIS" "$@") \
        > "$work/out" 2> "$work/err"
    status=$?
}
deep 2 > "$work/twice.c"
run_limited "$work/twice.c"
if [ $status -ne 0 ] && grep -q 'Sanitizer' "$work/err"; then
    echo "the sanitizers reserve more address space than ulimit -v $limit allows: skipped" >&2
    exit 77
fi
[ $status -eq 0 ] || fail "twice.c: expected status 0, got $status: $(head -c 300 "$work/err")"
expect_match "$work/err" "twice.c:5:[0-9]+: warning: acquiring mutex 'p(->next)+->mu' that is already held" "the second lock"

deep 1 > "$work/once.c"
run_limited "$work/once.c"
[ $status -eq 0 ] || fail "once.c: expected status 0, got $status: $(head -c 300 "$work/err")"
if grep -q 'warning:' "$work/err"; then fail "once.c: $(head -c 300 "$work/err")"; fi
