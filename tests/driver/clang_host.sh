# With clang as the host compiler (a compile_commands.json made by a
# clang build names it), its own headers and glibc's read as clang reads
# them: __has_feature and __has_extension answer as clang does (clang's
# stddef.h tests __has_feature(modules)), and are not defined under gcc,
# whose headers test `#ifdef __has_feature`; _Float32 and the other _FloatN
# types clang lacks are no keywords, so glibc's floatn.h can make them
# typedefs.  CLANG: the clang to use (default clang-22, which CI installs).
. "$(dirname "$0")/lib.bash"
CLANG=${CLANG:-clang-22}
command -v "$CLANG" > /dev/null || fail "$CLANG is not installed"
cat > "$work/features.c" <<'C'
#ifdef __has_feature
has_feature_defined
#if __has_feature(c_atomic) && __has_feature(__c_atomic__) && !__has_feature(no_such_feature)
c_atomic_feature
#endif
#if __has_extension(c_generic_selections)
generic_selections_extension
#endif
#endif
#ifdef __has_extension
has_extension_defined
#endif
C
for host in gcc "$CLANG"; do
    "$host" -E "$work/features.c" > "$work/host.i" 2> "$work/host.err" ||
        fail "$host -E failed: $(head -c 200 "$work/host.err")"
    run --cc="$host" -E "$work/features.c"
    expect_status 0
    "$TOKDIFF" "$work/host.i" "$work/out" > "$work/diff" ||
        fail "-E with --cc=$host differs from $host: $(sed -n '2,3p' "$work/diff" | tr '\n' ' ')"
done
grep -q c_atomic_feature "$work/out" || fail "__has_feature(c_atomic) is not 1 under $CLANG"

cat > "$work/t.c" <<'C'
#include <stddef.h>
#include <stdlib.h>
#include <pthread.h>
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static _Float32 total;
void add(_Float32 x) {
  pthread_mutex_lock(&mu);
  pthread_mutex_lock(&mu);
  total += x;
  pthread_mutex_unlock(&mu);
}
C
run --cc="$CLANG" -c "$work/t.c"
expect_status 0
expect_no_match "$work/err" "error:" "no error under $CLANG"
expect_match "$work/err" "t.c:8:3: warning: acquiring mutex 'mu' that is already held" "the analysis ran"
