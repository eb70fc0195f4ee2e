# include/annotalysis.h: correct code using every macro builds warning-free
# with gcc in C99, C11 and C2x (-Wall -Wextra -Wpedantic), where the macros
# leave no trace in the preprocessed code; clang-22 accepts the attributes
# silently (-Wthread-safety-attributes); annotalysis reads it without error.
# Without clang-22 (not in a minimal Debian) that part is skipped (exit 77).
. "$(dirname "$0")/lib.bash"
sample=tests/driver/data/annotated.c
for std in c99 c11 c2x; do
    gcc -std=$std -Wall -Wextra -Wpedantic -Werror -Iinclude -fsyntax-only "$sample" 2> "$work/gcc.err" ||
        fail "gcc -std=$std: $(head -n 1 "$work/gcc.err")"
done
gcc -E -P -Iinclude "$sample" > "$work/gcc.i" || fail "gcc -E failed"
if grep -qE 'capability|guarded_by|acquired_(before|after)|locks_excluded|lock_returned|thread_safety|lockable' "$work/gcc.i"; then
    fail "the macros left attributes under gcc: $(grep -m 1 -E 'capability|guarded_by|lockable' "$work/gcc.i")"
fi
run -Iinclude "$sample"
expect_status 0
if ! command -v clang-22 > /dev/null; then
    echo "clang-22 is not installed: its half of the test is skipped" >&2
    exit 77
fi
clang-22 -std=c11 -Wthread-safety-attributes -Werror -Iinclude -fsyntax-only "$sample" 2> "$work/clang.err" ||
    fail "clang-22 -Wthread-safety-attributes: $(head -n 1 "$work/clang.err")"
