# --dump-ast prints each function body's statements also when the graphs
# are built and analyzed in the same run (which free those statements):
# the tree comes first, then the graphs.
. "$(dirname "$0")/lib.bash"
file=$work/t.c
cat > "$file" <<'C'
int f(int a) {
  if (a)
    return 1;
  return a;
}
C
run --dump-ast --dump-cfg "$file"
expect_status 0
expect_match "$work/out" '^function-definition f ' "the definition"
expect_match "$work/out" '^ +if <2:3>$' "the if statement"
expect_match "$work/out" '^ +return <3:5>$' "the first return"
expect_match "$work/out" '^cfg f ' "the graph"
ast_line=$(grep -n '^ *if <2:3>$' "$work/out" | cut -d: -f1)
cfg_line=$(grep -n '^cfg f ' "$work/out" | cut -d: -f1)
[ "$ast_line" -lt "$cfg_line" ] || fail "the tree is not printed before the graph"
