# The fuzz targets (fuzz/*.c, built by make fuzz-pp and make fuzz-parse
# with Debian's clang) call the stages' interfaces directly: they are
# compiled here, without libFuzzer, so that a change of an interface that
# forgets them fails make check rather than the next fuzzing session.
. "$(dirname "$0")/lib.bash"
for target in fuzz/fuzz_*.c; do
    ${CC:-cc} -std=c11 -Wall -Wextra -Werror -fsyntax-only -DANNOTALYSIS_FUZZ -Isrc "$target" \
        2> "$work/err" || fail "$target does not compile: $(head -c 300 "$work/err")"
done
