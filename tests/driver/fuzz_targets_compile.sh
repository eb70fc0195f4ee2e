# The fuzz targets (fuzz/*.c, built by make fuzz-pp and make fuzz-parse
# with Debian's clang) call the stages' interfaces directly: they are
# compiled here, without libFuzzer, so that a change of an interface that
# forgets them fails make check rather than the next fuzzing session.
# They are linked too, as make links them (every source but main.c, with
# a main of our own in libFuzzer's place): a function a stage calls that
# only main.c defines leaves them unbuildable.
. "$(dirname "$0")/lib.bash"
for target in fuzz/fuzz_*.c; do
    ${CC:-cc} -std=c11 -Wall -Wextra -Werror -fsyntax-only -DANNOTALYSIS_FUZZ -Isrc "$target" \
        2> "$work/err" || fail "$target does not compile: $(head -c 300 "$work/err")"
done
objects=()
for source in src/*.c; do
    [ "$source" = src/main.c ] && continue
    object=$work/$(basename "$source" .c).o
    ${CC:-cc} -std=c11 -O0 -DANNOTALYSIS_FUZZ -Isrc -c -o "$object" "$source" 2> "$work/err" ||
        fail "$source does not compile for the fuzz targets: $(head -c 300 "$work/err")"
    objects+=("$object")
done
cat > "$work/driver.c" <<'C'
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int main(void) { return LLVMFuzzerTestOneInput((const uint8_t *)"", 0) != 0; }
C
for target in fuzz/fuzz_*.c; do
    ${CC:-cc} -std=c11 -O0 -DANNOTALYSIS_FUZZ -Isrc -o "$work/target" "$target" "$work/driver.c" "${objects[@]}" -lm -lpthread \
        2> "$work/err" || fail "$target does not link: $(grep -m 1 'undefined reference' "$work/err" || head -c 300 "$work/err")"
done
