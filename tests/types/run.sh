#!/usr/bin/env bash
# tests/types/run.sh: the type.c tests (see layout_test.c).
#
# Builds tests/types/layout_test.c with src/type.c (and util.c, tokenize.c,
# diag.c for intern), then
#   layout: for each struct/union of its table, compares type.c's size,
#           alignment, member offsets and bit-field positions with what a
#           program compiled by gcc prints for the same declarations;
#   units:  type_promote, type_common, type_compatible, type_print against
#           expectations written in the test.
# Prints one FAIL line per failing case, a count line per group, and at the
# end "N passed, N failed".  Exit status 1 when anything failed.
# Environment: CC (default cc) builds the test, GCC (default gcc) gives the
# expected layouts.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
CC=${CC:-cc}
GCC=${GCC:-gcc}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/annotalysis-types.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

WARN="-Wall -Wextra -Wpedantic -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wpointer-arith -Wwrite-strings -Wvla"
if ! $CC -std=c11 $WARN -O1 -g -Isrc -o "$tmp/layout_test" tests/types/layout_test.c \
        src/type.c src/util.c src/tokenize.c src/diag.c; then
    echo "FAIL types: cannot build tests/types/layout_test"
    echo "0 passed, 1 failed"
    exit 1
fi

passed=0 failed=0

# layout: gcc's numbers against ours, line by line (one line per case).
"$tmp/layout_test" gen >"$tmp/gen.c" &&
    $GCC -std=gnu11 -w -o "$tmp/gen" "$tmp/gen.c" &&
    "$tmp/gen" >"$tmp/expected" &&
    "$tmp/layout_test" layout >"$tmp/actual"
if [ $? -ne 0 ]; then
    echo "FAIL layout: cannot generate or run the gcc program ($tmp/gen.c)"
    failed=$((failed + 1))
else
    lp=0 lf=0
    while IFS= read -r expected <&3 && IFS= read -r actual <&4; do
        if [ "$expected" = "$actual" ]; then
            lp=$((lp + 1))
        else
            lf=$((lf + 1))
            echo "FAIL layout ${expected%% *}:"
            echo "    gcc:     $expected"
            echo "    type.c:  $actual"
        fi
    done 3<"$tmp/expected" 4<"$tmp/actual"
    if [ "$(wc -l <"$tmp/expected")" -ne "$(wc -l <"$tmp/actual")" ]; then
        echo "FAIL layout: gcc printed $(wc -l <"$tmp/expected") cases, type.c $(wc -l <"$tmp/actual")"
        lf=$((lf + 1))
    fi
    echo "layout: $lp passed, $lf failed"
    passed=$((passed + lp)) failed=$((failed + lf))
fi

# units: the program counts for itself.
"$tmp/layout_test" units >"$tmp/units"
cat "$tmp/units"
counts=$(sed -n 's/^units: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$tmp/units")
if [ -z "$counts" ]; then
    echo "FAIL units: layout_test units crashed"
    failed=$((failed + 1))
else
    set -- $counts
    passed=$((passed + $1)) failed=$((failed + $2))
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
