#!/bin/bash
# bench/worst_case.sh: writes to standard output a generated worst case
# for the lock analysis: one function with BRANCHES conditional branches
# (default 2000) over LOCKS locks (default 50).  Lock i is taken when
# condition i holds and released, under the same condition, three locks
# later, so up to four conditionally held locks overlap and eight
# different lock sets meet at each join; every tenth lock guards data read
# while it is held.  The code is correct: a precise analysis says nothing.
set -eu
branches=${1:-2000}
locks=${2:-50}
count=$((branches / 2))
cat <<'C'
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));
C
for ((k = 0; k < locks; k++)); do
	echo "struct mutex m$k;"
	echo "int data$k __attribute__((guarded_by(m$k)));"
done
echo "int worst(const int *c) {"
echo "  int sum = 0;"
for ((i = 0; i < count; i++)); do
	echo "  int b$i = c[$i];"
done
for ((i = 0; i < count + 3; i++)); do
	if ((i < count)); then
		k=$((i % locks))
		echo "  if (b$i) lock(&m$k);"
		((i % 10 == 0)) && echo "  if (b$i) sum += data$k;"
	fi
	j=$((i - 3))
	((j >= 0 && j < count)) && echo "  if (b$j) unlock(&m$((j % locks)));"
done
echo "  return sum;"
echo "}"
