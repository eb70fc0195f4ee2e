# The SARIF that --format=sarif writes validates against the SARIF 2.1.0
# JSON schema (the one Microsoft's SARIF SDK ships, checked by
# tests/tools/validate-sarif.js with ajv): findings with notes and paths,
# a lock-order cycle, a project run, an error in the input, a run with
# nothing to report.  A broken file must fail, so the check can fail.
# Needs `make sarif-validator` (node and npm; .ci/run does both).
. "$(dirname "$0")/lib.bash"
modules=${SARIF_VALIDATOR_MODULES:-$root/build/sarif-validator/node_modules}
[ -d "$modules/ajv" ] && [ -f "$modules/@microsoft/sarif-multitool-linux/sarif-2.1.0.json" ] ||
    fail "no SARIF validator in $modules: run 'make sarif-validator' (needs node and npm)"
validate() {
    NODE_PATH=$modules node "$root/tests/tools/validate-sarif.js" "$@" > "$work/v.out" 2> "$work/v.err"
}
for test in tests/analysis/deadlock_through_calls.c tests/analysis/self_deadlock_call_chain.c \
    tests/analysis/negative_numbers.c tests/analysis/double_acquire_ok.c; do
    run --format=sarif -Iinclude "$test"
    cp "$work/out" "$work/$(basename "$test" .c).sarif"
done
printf 'int f(void) {\n  return 1 +;\n}\n' > "$work/broken.c"
run --format=sarif "$work/broken.c"
[ $status -eq 1 ] || fail "an error in the input: exit status $status"
cp "$work/out" "$work/broken.sarif"
grep -q '"level": "error"' "$work/broken.sarif" || fail "the error is not in the SARIF: $(head -c 300 "$work/broken.sarif")"
mkdir -p "$work/p"
cp tests/analysis/deadlock_two_functions.c "$work/p/"
printf '[{"directory": "%s", "file": "deadlock_two_functions.c", "arguments": ["cc", "-c", "deadlock_two_functions.c"]}]\n' \
    "$work/p" > "$work/p/compile_commands.json"
run -p "$work/p" --format=sarif
cp "$work/out" "$work/project.sarif"
grep -q '"ruleId": "lock-order-cycle"' "$work/project.sarif" || fail "no cycle in the project's SARIF"
validate "$work"/*.sarif || fail "$(head -n 5 "$work/v.err")"
[ "$(grep -c ': valid$' "$work/v.out")" -eq 6 ] || fail "not 6 valid files: $(cat "$work/v.out")"
# the check can fail
sed 's/"level": "warning"/"level": "severe"/' "$work/deadlock_through_calls.sarif" > "$work/bad.sarif"
validate "$work/bad.sarif" && fail "a result with level 'severe' passed the schema"
grep -q "level must be equal to one of the allowed values" "$work/v.err" || fail "unexpected: $(head -n 3 "$work/v.err")"
