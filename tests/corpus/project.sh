#!/bin/bash
# project.sh [PROJECT...]: the real programs of the corpus, end to end.
#
#     tests/corpus/project.sh memcached rsyslog     (make corpus)
#
# For each PROJECT (default: memcached), builds its Debian source package
# with its own ./configure and make (the configure options below),
# recording every compiler call through tests/corpus/cc-log, then preprocesses
# each translation unit twice with the flags it was really compiled with:
#     gcc -E FLAGS file.c    and    $ANNOTALYSIS -E FLAGS file.c
# and compares the two with tests/tools/tokdiff; then analyzes it
# ($ANNOTALYSIS --check-cfg FLAGS -Wno-error file.c: the CFG of every
# function checked too), which must report no error (-Wno-error: the TUs'
# own -Werror would make the analysis's findings errors).  Each TU is two
# tests.  One more test compares the analysis's findings over all TUs with
# the list reviewed by hand in docs/PROJECT.md: each "### `...`" heading
# there is one diagnostic, "file:line:col: message".  The last line is
# "N passed, N failed", over all the projects; the exit status is nonzero
# on a failure.
#
# Files, all under build/corpus/ (CORPUS_DIR), for each PROJECT:
#   src/PROJECT-*/     the unpacked source package (`apt-get source PROJECT`)
#   PROJECT/           a copy of it, configured and built (reused if present;
#                      CORPUS_REBUILD=1 forces a new build)
#   PROJECT.cclog      every compiler call, "cwd<TAB>args..."
#   PROJECT.tus        one line per TU: cwd<TAB>flag<TAB>...<TAB>file.c, with
#                      -c, -o X and the -M dependency flags removed; bench/run
#                      reads memcached's
#   out/PROJECT/       each TU's two outputs and annotalysis's stderr
#
# Needs gcc, make, each project's build dependencies (configure_options
# names them), and the source: the script runs `apt-get source PROJECT`
# itself when it is missing, which works without root once a deb-src line
# is configured (.ci/run adds one, and installs the dependencies).
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
timeout_seconds=${CORPUS_TIMEOUT:-120}

# The project the functions below work on, and its files (use_project).
project=
build_dir=
cc_log=
tus_file=
out_dir=

use_project() {
	project=$1
	build_dir=$corpus_dir/$project
	cc_log=$corpus_dir/$project.cclog
	tus_file=$corpus_dir/$project.tus
	out_dir=$corpus_dir/out/$project
}

# The version of each project's source package: the one docs/PROJECT.md
# reviewed (a newer one moves the findings' lines).  The security
# archive's newest may not be on the mirror; a pinned version is found in
# whichever suite has it.
package_version() {
	case $1 in
	memcached) echo 1.6.18-1+deb12u1 ;;
	rsyslog) echo 8.2302.0-1+deb12u1 ;;
	*) return 1 ;;
	esac
}

# The ./configure options of each project, and what it needs installed.
configure_options() {
	case $1 in
	memcached) ;; # libevent-dev
	rsyslog)
		# pkgconf zlib1g-dev libestr-dev libfastjson-dev uuid-dev
		# libgcrypt20-dev; the core (runtime/, tools/) with the modules
		# that need nothing more, those that need other libraries off
		printf '%s\n' --disable-dependency-tracking --disable-libsystemd --disable-imjournal \
			--disable-omjournal --disable-libzstd --disable-generate-man-pages --disable-testbench \
			--disable-default-tests --disable-libcap-ng --disable-fmhttp --disable-gnutls \
			--disable-openssl --enable-imfile --enable-imptcp --enable-impstats --enable-omprog \
			--enable-omstdout --enable-omuxsock --enable-mmutf8fix --enable-mmanon --enable-mmcount \
			--enable-mmsequence --enable-mmfields --enable-mmpstrucdata --enable-pmlastmsg \
			--enable-pmnull --enable-pmcisconames --enable-pmsnare --enable-omruleset \
			--enable-mmjsonparse --enable-improg --enable-diagtools --enable-usertools \
			--enable-libgcrypt --enable-uuid
		;;
	*) return 1 ;;
	esac
}

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
	printf 'project.sh: %s: %s\n' "$project" "$@" >&2
	echo "$project: setup failed, no translation unit was checked"
	return 1
}

# The newest unpacked source package under src/, whatever its version.
find_source() {
	local dirs=("$corpus_dir"/src/"$project"-*/configure)
	[ -e "${dirs[0]}" ] || return 1
	printf '%s\n' "${dirs[@]}" | sort -V | tail -n 1 | xargs dirname
}

# Sets source_dir (the caller's local).
fetch_source() {
	if source_dir=$(find_source); then
		return 0
	fi
	echo "project.sh: fetching the $project source package" >&2
	mkdir -p "$corpus_dir/src"
	if ! (cd "$corpus_dir/src" && apt-get source -qq "$project=$(package_version "$project")") \
		>"$corpus_dir/fetch.log" 2>&1 ||
		! source_dir=$(find_source); then
		cat "$corpus_dir/fetch.log" >&2
		setup_failed "the $project source is not in $corpus_dir/src and apt-get source failed." \
			"To get it: add a deb-src line for bookworm (as root, see .ci/run), then" \
			"  apt-get update && apt-get install dpkg-dev and the build dependencies (.ci/run)" \
			"  mkdir -p $corpus_dir/src && cd $corpus_dir/src &&" \
			"  apt-get source $project=$(package_version "$project")"
	fi
}

# Configure and build a fresh copy of the source with CC=cc-log.
build_project() {
	local source_dir=$1
	local stamp=$build_dir/.annotalysis-source
	if [ "${CORPUS_REBUILD:-0}" = 0 ] && [ -s "$cc_log" ] && [ -f "$stamp" ] &&
		[ "$(cat "$stamp")" = "$source_dir" ]; then
		return 0
	fi
	echo "project.sh: building $(basename "$source_dir")" >&2
	rm -rf "$build_dir" "$cc_log"
	cp -a "$source_dir" "$build_dir" || { setup_failed "cannot copy $source_dir"; return 1; }
	local options=()
	mapfile -t options < <(configure_options "$project")
	if ! (cd "$build_dir" && ./configure "${options[@]}") >"$corpus_dir/$project.configure.log" 2>&1; then
		tail -n 20 "$corpus_dir/$project.configure.log" >&2
		setup_failed "./configure failed (are the build dependencies installed?)," \
			"see $corpus_dir/$project.configure.log"
		return 1
	fi
	: >"$cc_log.tmp"
	if ! CC_LOG_FILE=$cc_log.tmp make -C "$build_dir" -j"$(nproc)" \
		CC="$repo_root/tests/corpus/cc-log" >"$corpus_dir/$project.make.log" 2>&1; then
		tail -n 20 "$corpus_dir/$project.make.log" >&2
		setup_failed "the build failed, see $corpus_dir/$project.make.log"
		return 1
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

# The findings of every TU against the reviewed list in docs/PROJECT.md.
check_findings() {
	local found=$out_dir/findings.found expected=$out_dir/findings.expected
	cat "$out_dir"/*.parse.err |
		sed -n 's/^\(.*\/\)\{0,1\}\([^/ ]*:[0-9]*:[0-9]*\): warning: \(.*\) \[-W[a-z-]*\]$/\2: \3/p' |
		sort -u >"$found"
	sed -n 's/^### `\(.*\)`$/\1/p' "docs/$project.md" | sort -u >"$expected"
	if cmp -s "$found" "$expected"; then
		echo "ok findings: $(wc -l <"$found") diagnostics, each reviewed in docs/$project.md"
		return 0
	fi
	echo "FAIL findings: the diagnostics differ from those reviewed in docs/$project.md (< found, > reviewed)"
	diff "$found" "$expected" | grep '^[<>]' | sed 's/^/    /'
	return 1
}

# Checks one project: sets passed and failed (the caller's).
check_project() {
	local source_dir
	use_project "$1"
	passed=0
	failed=1
	configure_options "$project" >/dev/null || { setup_failed "no such project in the corpus"; return; }
	fetch_source || return
	build_project "$source_dir" || return
	write_tus
	failed=0

	rm -rf "$out_dir"
	mkdir -p "$out_dir"
	local number=0 parsed=0 identical=0 line fields arg label
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

	if [ "$number" = 0 ]; then
		setup_failed "no translation unit found in $cc_log"
		failed=$((failed + 1))
	elif check_findings; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
	echo "$project: $identical of $number translation units token-identical"
	echo "$project: $parsed of $number translation units parsed with no error"
	echo "$project: $passed passed, $failed failed"
}

main() {
	[ -x "$annotalysis" ] || command -v "$annotalysis" >/dev/null || {
		echo "project.sh: no annotalysis at $annotalysis (run make first)" >&2
		echo "0 passed, 1 failed"
		return 1
	}
	[ -x "$tokdiff" ] || command -v "$tokdiff" >/dev/null || {
		echo "project.sh: no tokdiff at $tokdiff (run make tests/tools/tokdiff)" >&2
		echo "0 passed, 1 failed"
		return 1
	}
	local total_passed=0 total_failed=0 passed failed name
	[ $# -gt 0 ] || set -- memcached
	for name in "$@"; do
		check_project "$name"
		total_passed=$((total_passed + passed))
		total_failed=$((total_failed + failed))
	done
	echo "$total_passed passed, $total_failed failed"
	[ "$total_failed" = 0 ]
}

main "$@"
