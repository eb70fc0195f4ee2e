#!/bin/bash
# bench/generate.sh KIND N: writes to standard output a generated C file
# whose size grows with N, for bench/scale to time at several sizes.  Each
# is correct code (annotalysis should say nothing) built so that one cost
# of the analysis grows with N while the rest stays small:
#
#   switch      one function, one `switch` with N `case k: return k;`: a run
#               of N branches meeting at the function's end.
#   elseif      one function, one chain of N `else if (x == k) r = k;`: each
#               test learns one more `x != k` on the way down.
#   switchjoin  one function, one `switch` on a member with N `case k:
#               g->n = k; break;` that all meet after it, then a lock taken
#               and released where the member is 0: each case's `x == k`
#               meets the default's list of `x != k`.
#   functions   N small functions, each taking a pthread mutex, adding to a
#               counter it guards and releasing it: the cost per function,
#               and what stays alive after each one is analyzed.
#   depth       one lock expression N members deep, locked then unlocked:
#               `pthread_mutex_lock(&p->next->next->...->mu)` through
#               `struct node { struct node *next; pthread_mutex_t mu; }`.
#   rounds      one function of N rounds of a hash function (SHA-256's
#               shape): each round's values are made of the last's twice
#               over, so as trees they double with each round.
#   worst       bench/worst_case.sh with N branches over 50 locks.
#
# GUARDED_BY is the attribute under annotalysis (which defines
# __ANNOTALYSIS__) and nothing elsewhere: Clang does not take
# pthread_mutex_t for a capability, and would otherwise warn once per
# guarded declaration, timing its diagnostics rather than its analysis.
set -eu

usage() {
	echo "usage: bench/generate.sh switch|elseif|switchjoin|functions|depth|rounds|worst N" >&2
	exit 2
}

[ $# = 2 ] || usage
kind=$1
count=$2
case $count in '' | *[!0-9]*) usage ;; esac

preamble() {
	cat <<'C'
#include <pthread.h>
#ifdef __ANNOTALYSIS__
#define GUARDED_BY(lock) __attribute__((guarded_by(lock)))
#else
#define GUARDED_BY(lock)
#endif
C
}

case $kind in
switch)
	awk -v n="$count" 'BEGIN {
		print "int pick(int x) {"
		print "  switch (x) {"
		for (k = 0; k < n; k++)
			printf "  case %d: return %d;\n", k, k
		print "  }"
		print "  return -1;"
		print "}"
	}'
	;;
functions)
	preamble
	awk -v n="$count" 'BEGIN {
		print "pthread_mutex_t counter_lock = PTHREAD_MUTEX_INITIALIZER;"
		print "long counter GUARDED_BY(counter_lock);"
		for (k = 0; k < n; k++) {
			printf "void bump%d(void) {\n", k
			print "  pthread_mutex_lock(&counter_lock);"
			printf "  counter += %d;\n", k
			print "  pthread_mutex_unlock(&counter_lock);"
			print "}"
		}
	}'
	;;
switchjoin)
	awk -v n="$count" 'BEGIN {
		print "#include <pthread.h>"
		print "struct g { pthread_mutex_t mu; int mode; int n; };"
		print "void set(struct g *g) {"
		print "  switch (g->mode) {"
		for (k = 0; k < n; k++)
			printf "  case %d: g->n = %d; break;\n", k, k
		print "  }"
		print "  if (g->mode == 0)"
		print "    pthread_mutex_lock(&g->mu);"
		print "  g->n++;"
		print "  if (g->mode == 0)"
		print "    pthread_mutex_unlock(&g->mu);"
		print "}"
	}'
	;;
elseif)
	awk -v n="$count" 'BEGIN {
		print "int pick(int x) {"
		print "  int r = -1;"
		print "  if (x == 0) r = 0;"
		for (k = 1; k < n; k++)
			printf "  else if (x == %d) r = %d;\n", k, k
		print "  return r;"
		print "}"
	}'
	;;
depth)
	preamble
	awk -v n="$count" 'BEGIN {
		print "struct node { struct node *next; pthread_mutex_t mu; };"
		print "void walk(struct node *p) {"
		lock_call("pthread_mutex_lock")
		lock_call("pthread_mutex_unlock")
		print "}"
	}
	# One call on p, then n times ->next, then ->mu; printed piece by
	# piece, since building the string would copy it n times.
	function lock_call(name,  k) {
		printf "  %s(&p", name
		for (k = 0; k < n; k++)
			printf "->next"
		print "->mu);"
	}'
	;;
rounds)
	awk -v n="$count" 'BEGIN {
		print "static unsigned ror(unsigned w, unsigned s) { return (w >> s) | (w << (32 - s)); }"
		print "static unsigned ch(unsigned x, unsigned y, unsigned z) { return z ^ (x & (y ^ z)); }"
		print "unsigned mix(unsigned a, unsigned b, unsigned c, unsigned d) {"
		print "  unsigned t;"
		for (k = 0; k < n; k++) {
			printf "  t = d + (ror(c, 6) ^ ror(c, 11)) + ch(c, b, a) + %d;\n", k
			print "  d = c; c = b; b = a + t; a = t + ror(b, 2);"
		}
		print "  return a ^ b ^ c ^ d;"
		print "}"
	}'
	;;
worst)
	exec "$(dirname "$0")/worst_case.sh" "$count" 50
	;;
*)
	usage
	;;
esac
