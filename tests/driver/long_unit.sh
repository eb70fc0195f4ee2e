# A unit of many thousand tokens: the preprocessor lets go of a file's
# tokens behind the one it reads (4096 a chunk), and the parser of the
# stream's behind the declaration it parses, keeping only what the tree
# points to.  Everything that reads far back or far ahead must still see
# the same tokens: a macro's arguments over several chunks, a false group
# over several, a string literal of thousands of pieces (the tree reads
# them in a row), a header of several chunks included twice (read again from its
# start), a finding past them all, and -E of it all.
. "$(dirname "$0")/lib.bash"
f=$work/long.c
{
    # no include guard: each #include reads it whole
    for i in $(seq 4000); do echo "extern int shared$i;"; done
    echo 'int CAT(round_, ROUND);'
} > "$work/big.h"
{
    echo '#include <pthread.h>'
    echo '#define CAT2(a, b) a##b'
    echo '#define CAT(a, b) CAT2(a, b)'
    echo '#define ROUND 1'
    echo '#include "big.h"'
    echo '#undef ROUND'
    echo '#define ROUND 2'
    echo '#include "big.h"'
    echo 'int *both[] = {&round_1, &round_2, &shared1, &shared4000};'
    echo '#define FIRST(a, ...) a'
    echo '#define GUARDED_BY(x) __attribute__((guarded_by(x)))'
    # a macro call whose arguments are 12,000 tokens
    printf 'int first = FIRST(7'
    for i in $(seq 6000); do printf ', %d' "$i"; done
    echo ');'
    # a false group of 12,000 tokens
    echo '#if 0'
    for i in $(seq 3000); do echo "int skipped$i;"; done
    echo '#endif'
    # 6,000 adjacent string literals: "" ... "" "mu"
    printf 'static const char joined[] = '
    for i in $(seq 6000); do printf '"" '; done
    echo '"mu";'
    echo '_Static_assert(sizeof joined == 3, "the pieces join");'
    for i in $(seq 2000); do echo "static int filler$i(int x) { return x + $i; }"; done
    echo 'pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;'
    # a lock named by a string literal of 3,000 pieces
    printf 'int counter GUARDED_BY('
    for i in $(seq 3000); do printf '"" '; done
    echo '"mu");'
    echo 'void bump(void) { counter++; }'
} > "$f"
last=$(wc -l < "$f")

run -Wno-thread-safety-attributes "$f"
expect_status 0
expect_match "$work/err" "long.c:$last:[0-9]+: warning: writing variable 'counter' requires holding mutex 'mu' exclusively" \
    "a finding after the unit's first chunks are gone"
expect_no_match "$work/err" 'error' "the long unit parses"
[ "$(grep -c 'warning:' "$work/err")" -eq 1 ] || fail "one warning: $(head -c 300 "$work/err")"

run -E "$f"
expect_status 0
gcc -E "$f" > "$work/gcc.i" 2> /dev/null || fail "gcc -E failed on the long unit"
"$TOKDIFF" "$work/gcc.i" "$work/out" > "$work/diff" || fail "-E differs from gcc -E: $(head -c 300 "$work/diff")"
