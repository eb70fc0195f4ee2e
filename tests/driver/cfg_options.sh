# --dump-cfg=dot writes one Graphviz digraph per function, a node per block
# and an edge per successor (labelled true/false for a branch); --noreturn
# makes a named function end its path; --stop-after=parse builds no CFG;
# an unknown stage is a usage error.
. "$(dirname "$0")/lib.bash"
file=$work/t.c
cat > "$file" <<'C'
void die(const char *why);
int f(int a) {
  if (a)
    die("no \"a\"");
  return a;
}
C
run --dump-cfg=dot "$file"
expect_status 0
expect_match "$work/out" '^digraph "f" \{$' "dot header"
expect_match "$work/out" '^  B0 -> B2 \[label="true"\];$' "true edge"
expect_match "$work/out" '^  B0 -> B3 \[label="false"\];$' "false edge"
expect_match "$work/out" 'call die\(\\"no \\\\\\"a\\\\\\"\\"\)' "quotes escaped in a label"
[ "$(grep -c ' -> ' "$work/out")" -eq 4 ] || fail "expected 4 edges, got: $(grep ' -> ' "$work/out" | tr '\n' ' ')"
tail -n 1 "$work/out" | grep -qx '}' || fail "digraph not closed"

run --dump-cfg --noreturn=die,other "$file"
expect_status 0
expect_match "$work/out" '^    noreturn die\("no \\"a\\""\) <4:5>$' "--noreturn ends the path"

run --dump-cfg "$file"
expect_match "$work/out" '^    goto B3' "without --noreturn the call returns"

run --dump-cfg --stop-after=parse "$file"
expect_status 0
expect_empty "$work/out" "--stop-after=parse"

run --stop-after=lexing "$file"
expect_status 2
expect_match "$work/err" "the stages are parse, annotate and cfg" "unknown stage"
