#!/bin/bash
# memcached.sh: the real-program corpus for the preprocessor and the parser.
#
# Builds Debian's memcached source package with its own ./configure and make,
# recording every compiler call through tests/corpus/cc-log, then preprocesses
# each translation unit twice with the flags it was really compiled with:
#     gcc -E FLAGS file.c    and    $ANNOTALYSIS -E FLAGS file.c
# and compares the two with tests/tools/tokdiff; then analyzes it
# ($ANNOTALYSIS --check-cfg FLAGS -Wno-error file.c: the CFG of every
# function checked too), which must report no error (-Wno-error: the TUs'
# own -Werror would make the analysis's findings errors).  Each TU is two
# tests.  One more test compares the analysis's findings over all TUs with
# the list reviewed by hand in docs/memcached.md: each "### `...`" heading
# there is one diagnostic, "file:line:col: message".  The last line is
# "N passed, N failed"; the exit status is nonzero on a failure.
#
# Files, all under build/corpus/ (CORPUS_DIR):
#   src/memcached-*/   the unpacked source package (`apt-get source memcached`)
#   memcached/         a copy of it, configured and built (reused if present;
#                      CORPUS_REBUILD=1 forces a new build)
#   memcached.cclog    every compiler call, "cwd<TAB>args..."
#   memcached.tus      one line per TU: cwd<TAB>flag<TAB>...<TAB>file.c, with
#                      -c, -o X and the -M dependency flags removed; bench/run
#                      reads it
#   out/               each TU's two outputs and annotalysis's stderr
#
# Needs gcc, make, libevent-dev, and the source: the script runs
# `apt-get source memcached` itself when it is missing, which works without
# root once a deb-src line is configured (.ci/run adds one).
#
# Environment: ANNOTALYSIS (default ./annotalysis), TOKDIFF (default
# tests/tools/tokdiff; `cmp` works as a stricter stand-in), CORPUS_TIMEOUT
# (seconds per preprocessor run, default 120).
set -u

repo_root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo_root" || exit 2

corpus_dir=${CORPUS_DIR:-build/corpus}
mkdir -p "$corpus_dir" || exit 2
corpus_dir=$(cd "$corpus_dir" && pwd)
build_dir=$corpus_dir/memcached
cc_log=$corpus_dir/memcached.cclog
tus_file=$corpus_dir/memcached.tus
out_dir=$corpus_dir/out
timeout_seconds=${CORPUS_TIMEOUT:-120}

# A command given with a relative path is taken from the repository root,
# since each TU runs in its own directory; a bare name is looked up in PATH.
absolute_command() {
	case $1 in
	/*) printf '%s\n' "$1" ;;
	*/*) printf '%s\n' "$repo_root/$1" ;;
	*) printf '%s\n' "$1" ;;
	esac
}
annotalysis=$(absolute_command "${ANNOTALYSIS:-./annotalysis}")
tokdiff=$(absolute_command "${TOKDIFF:-tests/tools/tokdiff}")

# Setup problems are reported as one failed test, so that a CI summary that
# adds up the "N passed, N failed" lines still sees them.
setup_failed() {
	printf 'memcached.sh: %s\n' "$@" >&2
	echo "memcached: setup failed, no translation unit was checked"
	echo "0 passed, 1 failed"
	exit 1
}

# The newest unpacked source package under src/, whatever its version.
find_source() {
	local dirs=("$corpus_dir"/src/memcached-*/configure)
	[ -e "${dirs[0]}" ] || return 1
	printf '%s\n' "${dirs[@]}" | sort -V | tail -n 1 | xargs dirname
}

# Sets source_dir; run it in the main shell, since setup_failed exits.
fetch_source() {
	if source_dir=$(find_source); then
		return 0
	fi
	echo "memcached.sh: fetching the memcached source package" >&2
	mkdir -p "$corpus_dir/src"
	if ! (cd "$corpus_dir/src" && apt-get source -qq memcached) >"$corpus_dir/fetch.log" 2>&1 ||
		! source_dir=$(find_source); then
		cat "$corpus_dir/fetch.log" >&2
		setup_failed "the memcached source is not in $corpus_dir/src and apt-get source failed." \
			"To get it: add a deb-src line for bookworm (as root, see .ci/run), then" \
			"  apt-get update && apt-get install dpkg-dev libevent-dev" \
			"  mkdir -p $corpus_dir/src && cd $corpus_dir/src && apt-get source memcached"
	fi
}

# Configure and build a fresh copy of the source with CC=cc-log.
build_memcached() {
	local source_dir=$1
	local stamp=$build_dir/.annotalysis-source
	if [ "${CORPUS_REBUILD:-0}" = 0 ] && [ -s "$cc_log" ] && [ -f "$stamp" ] &&
		[ "$(cat "$stamp")" = "$source_dir" ]; then
		return 0
	fi
	echo "memcached.sh: building $(basename "$source_dir")" >&2
	rm -rf "$build_dir" "$cc_log"
	cp -a "$source_dir" "$build_dir" || setup_failed "cannot copy $source_dir"
	if ! (cd "$build_dir" && ./configure) >"$corpus_dir/configure.log" 2>&1; then
		tail -n 20 "$corpus_dir/configure.log" >&2
		setup_failed "memcached's ./configure failed (is libevent-dev installed?)," \
			"see $corpus_dir/configure.log"
	fi
	: >"$cc_log.tmp"
	if ! CC_LOG_FILE=$cc_log.tmp make -C "$build_dir" -j"$(nproc)" \
		CC="$repo_root/tests/corpus/cc-log" >"$corpus_dir/make.log" 2>&1; then
		tail -n 20 "$corpus_dir/make.log" >&2
		setup_failed "building memcached failed, see $corpus_dir/make.log"
	fi
	mv "$cc_log.tmp" "$cc_log"
	printf '%s\n' "$source_dir" >"$stamp"
}

# One logged compiler call in, one TU line out (or nothing for a call that
# compiles no .c file, such as a link).  Drops what only matters for code
# generation's outputs: -c, -o X, and the dependency-file flags.
log_line_to_tu() {
	local fields=() kept=() has_source=0 skip_next=0 arg
	IFS=$'\t' read -r -a fields <<<"$1"
	for arg in "${fields[@]:1}"; do
		if [ "$skip_next" = 1 ]; then
			skip_next=0
			continue
		fi
		case $arg in
		-o | -MT | -MF | -MQ) skip_next=1 ;;
		-c | -M | -MM | -MD | -MMD | -MP | -MG) ;;
		-o?* | -MT?* | -MF?* | -MQ?* | -Wp,-M*) ;;
		*.c)
			has_source=1
			kept+=("$arg")
			;;
		*) kept+=("$arg") ;;
		esac
	done
	[ "$has_source" = 1 ] || return 0
	local line=${fields[0]}
	for arg in "${kept[@]}"; do
		line+=$'\t'$arg
	done
	printf '%s\n' "$line"
}

write_tus() {
	local line
	while IFS= read -r line; do
		log_line_to_tu "$line"
	done <"$cc_log" | awk '!seen[$0]++' >"$tus_file.tmp"
	mv "$tus_file.tmp" "$tus_file"
}

# Prints "ok" or "FAIL" for one TU, with the first difference on a failure.
# Returns 0 when the two outputs are token-identical.
check_tu() {
	local number=$1 label=$2 cwd=$3
	shift 3
	local gcc_out=$out_dir/$number.gcc.i
	local ours_out=$out_dir/$number.annotalysis.i
	local ours_err=$out_dir/$number.annotalysis.err
	local status
	if ! (cd "$cwd" && gcc -E "$@") >"$gcc_out" 2>"$out_dir/$number.gcc.err"; then
		echo "FAIL $number $label: gcc -E failed (corpus problem), see $out_dir/$number.gcc.err"
		return 1
	fi
	(cd "$cwd" && timeout "$timeout_seconds" "$annotalysis" -E "$@") >"$ours_out" 2>"$ours_err"
	status=$?
	if [ "$status" = 124 ]; then
		echo "FAIL $number $label: annotalysis -E timed out after ${timeout_seconds}s"
		return 1
	elif [ "$status" != 0 ]; then
		echo "FAIL $number $label: annotalysis -E exited with status $status"
		head -n 5 "$ours_err" | sed 's/^/    /'
		return 1
	fi
	if ! "$tokdiff" "$gcc_out" "$ours_out" >"$out_dir/$number.tokdiff" 2>&1; then
		echo "FAIL $number $label: tokens differ from gcc -E"
		head -n 10 "$out_dir/$number.tokdiff" | sed 's/^/    /'
		echo "    reproduce: cd $cwd && $annotalysis -E $*"
		return 1
	fi
	echo "ok $number $label"
}

# Parses one TU (annotalysis without -E): no error may be reported.
check_parse() {
	local number=$1 label=$2 cwd=$3
	shift 3
	local err=$out_dir/$number.parse.err status
	(cd "$cwd" && timeout "$timeout_seconds" "$annotalysis" --check-cfg "$@" -Wno-error) >/dev/null 2>"$err"
	status=$?
	if [ "$status" != 0 ] || grep -q ': error: ' "$err"; then
		echo "FAIL $number $label: parse: exit status $status"
		grep -m 3 -A 2 ': error: ' "$err" | sed 's/^/    /'
		echo "    reproduce: cd $cwd && $annotalysis $*"
		return 1
	fi
	echo "ok parse $number $label"
}

# The findings of every TU against the reviewed list in docs/memcached.md.
check_findings() {
	local found=$out_dir/findings.found expected=$out_dir/findings.expected
	cat "$out_dir"/*.parse.err |
		sed -n 's/^\(.*\/\)\{0,1\}\([^/ ]*:[0-9]*:[0-9]*\): warning: \(.*\) \[-W[a-z-]*\]$/\2: \3/p' |
		sort -u >"$found"
	sed -n 's/^### `\(.*\)`$/\1/p' docs/memcached.md | sort -u >"$expected"
	if cmp -s "$found" "$expected"; then
		echo "ok findings: $(wc -l <"$found") diagnostics, each reviewed in docs/memcached.md"
		return 0
	fi
	echo "FAIL findings: the diagnostics differ from those reviewed in docs/memcached.md (< found, > reviewed)"
	diff "$found" "$expected" | grep '^[<>]' | sed 's/^/    /'
	return 1
}

main() {
	local source_dir
	fetch_source
	build_memcached "$source_dir"
	write_tus
	[ -x "$annotalysis" ] || command -v "$annotalysis" >/dev/null ||
		setup_failed "no annotalysis at $annotalysis (run make first)"
	[ -x "$tokdiff" ] || command -v "$tokdiff" >/dev/null ||
		setup_failed "no tokdiff at $tokdiff (run make tests/tools/tokdiff)"

	rm -rf "$out_dir"
	mkdir -p "$out_dir"
	local passed=0 failed=0 number=0 parsed=0 identical=0 line fields arg label
	local -A seen_labels=()
	while IFS= read -r line; do
		IFS=$'\t' read -r -a fields <<<"$line"
		number=$((number + 1))
		label=
		for arg in "${fields[@]:1}"; do
			case $arg in *.c) label=$arg ;; esac
		done
		label=${fields[0]#"$build_dir"}/$label
		label=${label#/}
		seen_labels[$label]=$((${seen_labels[$label]:-0} + 1))
		[ "${seen_labels[$label]}" = 1 ] || label="$label (#${seen_labels[$label]})"
		if check_tu "$number" "$label" "${fields[@]}"; then
			passed=$((passed + 1))
			identical=$((identical + 1))
		else
			failed=$((failed + 1))
		fi
		if check_parse "$number" "$label" "${fields[@]}"; then
			passed=$((passed + 1))
			parsed=$((parsed + 1))
		else
			failed=$((failed + 1))
		fi
	done <"$tus_file"

	[ "$number" -gt 0 ] || setup_failed "no translation unit found in $cc_log"
	if check_findings; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
	echo "memcached: $identical of $number translation units token-identical"
	echo "memcached: $parsed of $number translation units parsed with no error"
	echo "$passed passed, $failed failed"
	[ "$failed" = 0 ]
}

main "$@"
