# Every lock of every contract in the contract and analysis tests, written
# in its file form (--dump-contracts=terms), reads back as the same term:
# a lock that does not is printed with "<reads back ...>".  The dump runs
# the analysis, so inferred contracts are in it too.
. "$(dirname "$0")/lib.bash"
count=0
for file in tests/contracts/*.c tests/analysis/*.c; do
    flags=$(sed -n 's|^// flags: ||p' "$file" | head -n 1)
    # shellcheck disable=SC2086 # the flags are words
    (cd "$(dirname "$file")" && "$ANNOTALYSIS" $flags -w --dump-contracts=terms "$(basename "$file")") \
        > "$work/out" 2> "$work/err"
    expect_no_match "$work/out" '<reads back' "$file"
    grep -Eq -- '(field|var|param) ' "$work/out" && count=$((count + 1))
done
# the sweep saw terms, in more than a few files
[ "$count" -ge 30 ] || fail "only $count files had lock terms"
