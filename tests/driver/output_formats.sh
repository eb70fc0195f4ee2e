# --format=json and --format=sarif write the findings as records on
# standard output at the end (nothing on stderr): place, message, group,
# rule, function, fingerprint, notes, and the path's decisions; a project
# run (-p) writes one document for all its files.  --write-baseline lists
# the findings' fingerprints, which do not change when lines move, and
# --baseline then reports only the findings it does not list.
# (tests/driver/sarif_schema.sh validates the SARIF against its schema.)
. "$(dirname "$0")/lib.bash"
command -v node >/dev/null || fail "node is needed to read the JSON (.ci/run installs nodejs)"
cat > "$work/t.c" <<'C'
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int n;
void *one(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  n++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}
void *two(void *arg) {
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  n--;
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  return arg;
}
int leak(int c) {
  pthread_mutex_lock(&a);
  if (c)
    return 1;
  pthread_mutex_unlock(&a);
  return 0;
}
C
# check FILE JS: runs JS with d the parsed document; fails with its message
check() {
    node -e "const d = JSON.parse(require('fs').readFileSync('$1', 'utf8')); $2" 2> "$work/node.err" ||
        fail "$(basename "$1"): $(tail -n 3 "$work/node.err")"
}
run --format=json "$work/t.c"
[ $status -eq 0 ] || fail "--format=json: exit status $status"
[ ! -s "$work/err" ] || fail "--format=json wrote on stderr: $(head -c 300 "$work/err")"
cp "$work/out" "$work/t.json"
check "$work/t.json" "
const w = d.diagnostics;
if (d.version !== 1 || w.length !== 2) throw new Error('2 diagnostics expected, got ' + w.length);
const leak = w.find(x => x.rule === 'held-at-end'), cycle = w.find(x => x.rule === 'lock-order-cycle');
if (!leak || !cycle) throw new Error('rules: ' + w.map(x => x.rule));
if (leak.function !== 'leak' || leak.line !== 23 || leak.column !== 5 || !leak.file.endsWith('/t.c')) throw new Error('leak place ' + JSON.stringify(leak));
if (leak.group !== 'thread-safety-analysis' || !/still held/.test(leak.message)) throw new Error('leak message');
if (leak.notes.length !== 1 || leak.notes[0].line !== 21) throw new Error('leak note');
if (!leak.path.some(s => s.line === 22 && /true/.test(s.message))) throw new Error('leak path ' + JSON.stringify(leak.path));
if (cycle.group !== 'thread-safety-deadlock' || cycle.notes.length < 4) throw new Error('cycle notes');
if (!/^[0-9a-f]{16}-1\$/.test(leak.fingerprint) || leak.fingerprint === cycle.fingerprint) throw new Error('fingerprints');
"
run --format=sarif "$work/t.c"
[ $status -eq 0 ] && [ ! -s "$work/err" ] || fail "--format=sarif: $status $(head -c 300 "$work/err")"
cp "$work/out" "$work/t.sarif"
check "$work/t.sarif" "
if (d.version !== '2.1.0') throw new Error('version');
const run = d.runs[0], r = run.results;
if (run.tool.driver.name !== 'annotalysis' || r.length !== 2) throw new Error('results ' + r.length);
const leak = r.find(x => x.ruleId === 'held-at-end');
if (run.tool.driver.rules[leak.ruleIndex].id !== 'held-at-end') throw new Error('ruleIndex');
const loc = leak.locations[0].physicalLocation;
if (!/^file:\/\/\/.*\/t\.c\$/.test(loc.artifactLocation.uri) || loc.region.startLine !== 23) throw new Error('location');
if (leak.relatedLocations[0].message.text !== \"mutex 'a' acquired here\") throw new Error('related');
if (leak.codeFlows[0].threadFlows[0].locations.length < 2) throw new Error('code flow');
if (!leak.partialFingerprints['annotalysis/v1']) throw new Error('fingerprint');
"
# a baseline: today's findings listed, then only new ones reported
run --write-baseline "$work/base.txt" "$work/t.c"
[ "$(grep -vc '^#' "$work/base.txt")" -eq 2 ] || fail "baseline: $(cat "$work/base.txt")"
run --baseline "$work/base.txt" "$work/t.c"
[ $status -eq 0 ] && [ ! -s "$work/err" ] || fail "--baseline: $(head -c 300 "$work/err")"
{ printf '/* moved */\n\n'; cat "$work/t.c"; printf 'void twice(void) {\n  pthread_mutex_lock(&b);\n  pthread_mutex_lock(&b);\n  pthread_mutex_unlock(&b);\n}\n'; } > "$work/t2.c"
run --baseline "$work/base.txt" "$work/t2.c"
[ "$(grep -c 'warning:' "$work/err")" -eq 1 ] && grep -q "t2.c:31:3: warning: acquiring mutex 'b' that is already held" "$work/err" ||
    fail "--baseline after lines moved: $(head -c 600 "$work/err")"
run --baseline "$work/missing.txt" "$work/t.c"
[ $status -eq 2 ] && grep -q "cannot read the baseline" "$work/err" || fail "missing baseline: $status"
run --format=yaml "$work/t.c"
[ $status -eq 2 ] || fail "--format=yaml: exit status $status"
# a project: the files' findings and the whole program's, in one document
mkdir -p "$work/p"
cp "$work/t.c" "$work/p/t.c"
cat > "$work/p/compile_commands.json" <<JSON
[{"directory": "$work/p", "file": "t.c", "arguments": ["cc", "-c", "t.c"]}]
JSON
run -p "$work/p" --format=json
[ $status -eq 0 ] && [ ! -s "$work/err" ] || fail "-p --format=json: $status $(head -c 300 "$work/err")"
cp "$work/out" "$work/p.json"
check "$work/p.json" "
const rules = d.diagnostics.map(x => x.rule).sort().join(',');
if (rules !== 'held-at-end,lock-order-cycle') throw new Error(rules);
"
