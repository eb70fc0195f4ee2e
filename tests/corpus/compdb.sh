#!/bin/bash
# compdb.sh TUS_FILE: the compile_commands.json of a corpus project, on
# standard output, from the PROJECT.tus that tests/corpus/project.sh writes
# (one line per translation unit: its directory, then its flags and file,
# separated by tabs; the file is the argument that ends in .c).  For `annotalysis -p` over a corpus project, as
# bench/run does and docs/memcached.md and docs/rsyslog.md report.
set -u
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: $0 build/corpus/PROJECT.tus" >&2; exit 2; }
# a JSON string: backslashes and quotes escaped
json() {
	local s=${1//\\/\\\\}
	printf '"%s"' "${s//\"/\\\"}"
}
printf '['
first=1
while IFS=$'\t' read -r dir rest; do
	IFS=$'\t' read -r -a args <<<"$rest"
	file=
	for arg in "${args[@]}"; do
		case $arg in -*) ;; *.c) file=$arg ;; esac
	done
	[ -n "$file" ] || continue
	[ "$first" = 1 ] || printf ','
	first=0
	printf '\n{"directory": %s, "file": %s, "arguments": ["cc"' "$(json "$dir")" "$(json "$file")"
	for arg in "${args[@]}"; do
		printf ', %s' "$(json "$arg")"
	done
	printf ']}'
done <"$1"
printf '\n]\n'
