# --verify exits 0 when the diagnostics match the expected-* comments and 1
# with the mismatches on stderr when they do not, in both directions.
. "$(dirname "$0")/lib.bash"
printf '#error boom // expected-error{{boom}}\n' > "$work/match.c"
printf '#error boom\n' > "$work/unexpected.c"
printf 'int x; // expected-error{{never happens}}\n' > "$work/missing.c"
printf '#warning w // expected-error{{w}}\n' > "$work/wrong_kind.c"
printf '// expected-no-diagnostics\nint x;\n' > "$work/none.c"
printf 'int x;\n' > "$work/no_expectations.c"
printf '// expected-warning@+2{{later}}\n\n#warning later\n' > "$work/offset.c"
# a `//` comment continued with backslash-newline carries one expectation
# over two lines; it belongs to the line where it starts, and the lines
# after the splice keep their numbers
printf '#warning split here // expected-warning{{split \\\nhere}}\n#warning next // expected-warning{{next}}\n' > "$work/continued.c"
printf '// expected-warning@+1{{split \\\nhere}}\n#warning split here\n' > "$work/continued_wrong.c"
run --verify "$work/match.c"
expect_status 0
run --verify "$work/continued.c"
expect_status 0
run --verify "$work/continued_wrong.c"
expect_status 1
expect_match "$work/err" 'split here' "--verify names a continued expectation"
run --verify "$work/none.c"
expect_status 0
run --verify "$work/offset.c"
expect_status 0
for bad in unexpected missing wrong_kind no_expectations; do
    run --verify "$work/$bad.c"
    expect_status 1
    expect_match "$work/err" '.' "--verify message for $bad.c"
done
expect_match "$work/err" '.' "--verify message"
run --verify "$work/missing.c"
expect_match "$work/err" 'never happens' "--verify names the missing expectation"

# the directive itself carried to the next line by a backslash-newline in
# a `//` comment belongs to the line where the comment starts, as in Clang
printf '#warning carried // see \\\n  expected-warning{{carried}}\n' > "$work/carried.c"
run --verify "$work/carried.c"
expect_status 0
printf 'int x; // see \\\n  expected-warning@+1{{after}}\n#warning after\n' > "$work/carried_offset.c"
run --verify "$work/carried_offset.c"
expect_status 1
expect_match "$work/err" "expected but not seen: after" "an offset counts from the comment's line"
