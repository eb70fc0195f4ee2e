# A chain of `else if` is one level of nesting, as in gcc, not one level
# a link: a chain of 10,000 is parsed without error, its CFG is built and
# its AST dumped (each link on an "else if" line at the depth of the
# first), a chain of 100,000 has its CFG built without running out of
# stack (the chain is built in a loop, not by recursion), and a chain of
# 2,500, past the 2,000 levels nesting may reach, is analyzed to the end,
# where a lock left held is reported; so is the chain of 10,000, whose
# analysis is linear in its length (each link's `x != k` is not copied
# into the next more than MAX_UNEQUAL times).
. "$(dirname "$0")/lib.bash"

# chain N BODY: a function whose if has N `else if` links, each running
# BODY with $i for the link's number, then a plain else.
chain() {
    local n=$1 i
    echo "struct __attribute__((capability(\"mutex\"))) mutex { int x; };"
    echo "void lock(struct mutex *m) __attribute__((acquire_capability(m)));"
    echo "void unlock(struct mutex *m) __attribute__((release_capability(m)));"
    echo "struct mutex mu;"
    echo "int count __attribute__((guarded_by(mu)));"
    echo "int f(int x) {"
    echo "  int r = 0;"
    echo "  if (x == 0) r = 1;"
    for ((i = 1; i <= n; i++)); do
        echo "  else if (x == $i) r = $i;"
    done
    echo "  else r = -1;"
    echo "  lock(&mu);"
    echo "  count = r;"
    echo "  return r;"
    echo "}"
}

chain 10000 > "$work/long.c"
gcc -fsyntax-only "$work/long.c" 2> "$work/gcc.err" || fail "gcc rejects the chain: $(head -n 1 "$work/gcc.err")"
run --stop-after=cfg --check-cfg "$work/long.c"
expect_status 0
expect_empty "$work/err" "a chain of 10,000 else if"
run "$work/long.c"
expect_status 0
expect_match "$work/err" "long.c:10012:[0-9]+: warning: mutex 'mu' is still held at the end of function" \
    "the lock left held after a chain of 10,000"
run --stop-after=parse --dump-ast "$work/long.c"
expect_status 0
[ "$(grep -c '^    else if <' "$work/out")" -eq 10000 ] ||
    fail "--dump-ast shows $(grep -c '^    else if <' "$work/out") 'else if' lines at the if's depth, not 10000"

chain 100000 > "$work/longest.c"
run --stop-after=cfg --check-cfg "$work/longest.c"
expect_status 0
expect_empty "$work/err" "a chain of 100,000 else if"

chain 2500 > "$work/past_limit.c"
run "$work/past_limit.c"
expect_status 0
expect_no_match "$work/err" "error" "a chain of 2,500 else if"
expect_match "$work/err" "past_limit.c:2512:[0-9]+: warning: mutex 'mu' is still held at the end of function" \
    "the lock left held after the chain"
