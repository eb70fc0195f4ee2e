# Warning groups: a warning names its group as Clang does, "[-Wgroup]", and
# "[-Werror,-Wgroup]" when -Werror or -Werror=group makes it an error (exit
# status 4: found, not 1, which says the input could not be analyzed and
# wins when both hold).  -Wno-group, the umbrella -Wno-thread-safety and -w
# drop it (exit 0); a later -Wgroup turns it on again.  Errors stay errors.
. "$(dirname "$0")/lib.bash"
file=$work/t.c
cat > "$file" <<'C'
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
int a __attribute__((pt_guarded_by(mu)));
C
warning="$file:3:22: warning: 'pt_guarded_by' only applies to pointer types; type here is 'int' \[-Wthread-safety-attributes\]$"
as_error="$file:3:22: error: 'pt_guarded_by' only applies to pointer types; type here is 'int' \[-Werror,-Wthread-safety-attributes\]$"

run "$file"
expect_status 0
expect_match "$work/err" "$warning" "default"

for flags in -Werror -Werror=thread-safety-attributes "-Werror=thread-safety"; do
    run $flags "$file"
    expect_status 4
    expect_match "$work/err" "$as_error" "$flags"
done

for flags in -Wno-thread-safety-attributes -Wno-thread-safety -w; do
    run $flags "$file"
    expect_status 0
    expect_empty "$work/err" "$flags"
done

run -Wno-thread-safety -Wthread-safety-attributes "$file"
expect_status 0
expect_match "$work/err" "$warning" "-Wno-thread-safety -Wthread-safety-attributes"

# an error of the stage is not a warning: -Wno- leaves it
cp "$file" "$work/promoted.c"
printf 'int b __attribute__((guarded_by()));\n' > "$file"
run -Wno-thread-safety "$file"
expect_status 1
# with a warning made an error too, the input's error wins: status 1
cat "$work/promoted.c" "$file" > "$work/both.c"
run -Werror "$work/both.c"
expect_status 1
expect_match "$work/err" "error: 'guarded_by' attribute takes at least 1 argument$" "-Wno-thread-safety on an error"

# the analysis's subgroups: a near match is -precise, with its note; an
# acquisition without the negative capability is -negative; each can be
# turned off alone
cat > "$file" <<'C'
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(*m)));
void unlock(struct mutex *m) __attribute__((release_capability(*m)));
struct acct { struct mutex mu; int n __attribute__((guarded_by(mu))); };
struct mutex g;
void needs_not_g(void) __attribute__((requires_capability(!g)));
void f(struct acct *a, struct acct *b) {
  lock(&b->mu);
  a->n = 1;
  unlock(&b->mu);
  lock(&g);
  unlock(&g);
}
C
precise="$file:9:6: warning: writing variable 'n' requires holding mutex 'a->mu' exclusively \[-Wthread-safety-precise\]$"
near="$file:9:6: note: found near match 'b->mu'$"
negative="$file:11:3: warning: acquiring mutex 'g' requires negative capability '!g' \[-Wthread-safety-negative\]$"
run "$file"
expect_status 0
expect_match "$work/err" "$precise" "precise by default"
expect_match "$work/err" "$near" "near-match note"
expect_match "$work/err" "$negative" "negative by default"
run -Wno-thread-safety-precise "$file"
expect_no_match "$work/err" "requires holding" "-Wno-thread-safety-precise"
expect_match "$work/err" "$negative" "-Wno-thread-safety-precise keeps -negative"
run -Wno-thread-safety-negative "$file"
expect_no_match "$work/err" "negative capability" "-Wno-thread-safety-negative"
expect_match "$work/err" "$precise" "-Wno-thread-safety-negative keeps -precise"
