#!/usr/bin/env bash
# gen-host-names.sh - regenerate src/host_names.def:
#     bash tests/tools/gen-host-names.sh > src/host_names.def
#
# The table lists every name for which the host compilers answer nonzero to
# __has_builtin / __has_attribute / __has_c_attribute, and those that define
# them (clang) to __has_feature / __has_extension, in C mode; the
# preprocessor asks the real host compiler about these names at run time and
# answers 0 for all others.  Method:
#  1. candidates = identifier-like strings in gcc's cc1 and in the clang
#     binaries + libclang-cpp, for builtins also "__builtin_ia32_" + each
#     (clang >= 21 stores x86 builtin names without that prefix) and each
#     "__builtin_x" minus its prefix (gcc stores only "__builtin___asan_x" for
#     __asan_x, _ITM_x, ...); for attributes "__x__" is reduced to "x" and
#     "gnu::x" / "clang::x" are added;
#  2. each compiler preprocesses ONE file per (macro, flag set) holding a line
#     "X __LINE__ MACRO(name)" per candidate; names answered nonzero are kept.
# Flag sets: -std=gnu17 / gnu2x (+ c2x for clang), each plain and with every
# x86 ISA extension enabled (gcc 12 and clang 22, not clang 14, answer target
# builtins only when their ISA is enabled) plus -fopenmp, -fms-extensions, ...
# Env: GCC (default gcc), CLANGS (default "clang clang-22"; missing ones skipped).
set -eu
export LC_ALL=C
GCC=${GCC:-gcc}
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT

# Compilers and the binaries to mine for names.
ccs=$GCC; bins=$($GCC -print-prog-name=cc1)
for c in ${CLANGS:-clang clang-22}; do
  p=$(command -v "$c") || continue; p=$(readlink -f "$p")
  ccs="$ccs $c"; bins="$bins $p $(ldd "$p" | awk '/libclang-cpp/{print $3}')"
done

# Names that are themselves (function-like) builtin macros or operators: as an
# argument they wreck the probe file, and never answer nonzero anyway.
special='^(_Pragma|defined|__VA_ARGS__|__VA_OPT__|__has_[a-z_]*|__is_target_[a-z_]*|__is_identifier|__building_module|__COUNTER__|__INCLUDE_LEVEL__|__LINE__|__FILE__|__FILE_NAME__|__BASE_FILE__|__DATE__|__TIME__|__TIMESTAMP__)$'
strings -n 3 $bins | grep -oE '[A-Za-z_][A-Za-z0-9_]*' | grep -v '^_Z' |
  awk 'length <= 80' | grep -vE "$special" | sort -u > "$T/tok"
{ cat "$T/tok"; sed 's/^/__builtin_ia32_/' "$T/tok"; sed -n 's/^__builtin_//p' "$T/tok"; } |
  sort -u > "$T/HB"
sed -E 's/^__(.+)__$/\1/' "$T/tok" | grep -E '^[A-Za-z_][A-Za-z0-9_]*$' |
  grep -vE "$special" | sort -u > "$T/a"
{ cat "$T/a"; sed 's/^/gnu::/' "$T/a"; sed 's/^/clang::/' "$T/a"; } > "$T/HA"
cp "$T/HA" "$T/HC"
grep -E '^[a-z][a-z0-9_]*$' "$T/tok" > "$T/HF"    # features: c_atomic, address_sanitizer
cp "$T/HF" "$T/HE"

# probe KIND CC FLAGS...: print the names of $T/KIND that CC answers nonzero.
probe() {
  local k=$1 cc=$2; shift 2
  local m=__has_builtin; [ $k = HA ] && m=__has_attribute; [ $k = HC ] && m=__has_c_attribute
  [ $k = HF ] && m=__has_feature; [ $k = HE ] && m=__has_extension
  local f="$T/$k" q="-ferror-limit=0 -fno-caret-diagnostics -fno-diagnostics-fixit-info"
  [ "$cc" = "$GCC" ] && q=-fdiagnostics-plain-output    # errors are slow: keep them terse
  # Where MACRO(gnu::x) is a syntax error (clang's __has_attribute in C; "::"
  # not a token) skip the scoped names: they would all be errors, and slow.
  if [ $k != HB ] && [ $k != HF ] && [ $k != HE ] && ! echo "$m(gnu::x)" | "$cc" "$@" -E -x c - >/dev/null 2>&1; then
    grep -v :: "$T/$k" > "$T/plain"; f="$T/plain"
  fi
  awk -v m=$m '{print "X __LINE__ " m "(" $0 ")"}' "$f" > "$T/in.c"
  "$cc" -undef $q "$@" -E -P "$T/in.c" 2>/dev/null |          # clang prints 201904L
    awk '$1 == "X" && NF == 3 && $3 ~ /^[0-9]+L?$/ && $3 + 0 != 0 {print $2}' |
    awk -v f="$f" 'BEGIN {while ((getline l < f) > 0) n[++i] = l} {print n[$1]}'
}

# Extra flag sets (one per line) enabling everything that can add builtins.
gcc_extra() {   # every -mFOO that adds a __FOO__-like macro and removes none (ISA)
  local base now f; base=$($GCC -dM -E -x c /dev/null | awk '{print $2}' | sort)
  for f in $($GCC -Q --help=target | awk '$2 == "[disabled]" && $1 !~ /long-double/ {print $1}'); do
    now=$($GCC $f -dM -E -x c /dev/null 2>/dev/null | awk '{print $2}' | sort)
    comm -13 <(echo "$base") <(echo "$now") | grep -q '^__' &&
      [ -z "$(comm -23 <(echo "$base") <(echo "$now"))" ] && printf '%s ' $f
  done
  echo -march=native -fopenmp -fopenacc -fsanitize=address,undefined
  echo -fgnu-tm                               # conflicts with -fsanitize=address
}
clang_extra() { # every x86 target feature known to the matching llc, if present
  local llc; llc=$(dirname "$(readlink -f "$(command -v "$1")")")/llc
  [ -x "$llc" ] && "$llc" -march=x86-64 -mattr=help 2>&1 |
    sed -n '/Available features/,/Use +feature/p' | awk 'NF > 2 && $2 == "-" {print $1}' |
    grep -vE 'bit-mode|soft-float|x32' | sed 's/.*/-Xclang -target-feature -Xclang +&/' | tr '\n' ' '
  echo -march=native -fms-extensions -fblocks -fopenmp -fsanitize=address,undefined
}

for cc in $ccs; do
  if [ "$cc" = "$GCC" ]; then stds="gnu17 gnu2x"; extras=$(gcc_extra)
  else stds="gnu17 gnu2x c2x"; extras=$(clang_extra "$cc"); fi
  kinds="HB HA HC"                          # __has_feature: where the host defines it
  printf '#ifdef __has_feature\nyes\n#endif\n' | "$cc" -E -P -x c - 2>/dev/null | grep -q yes &&
    kinds="$kinds HF HE"
  for k in $kinds; do for s in $stds; do
    while read -r x; do                     # one run per flag set: none, extras
      probe $k "$cc" -std=$s $x > "$T/got"
      [ -s "$T/got" ] || echo "warning: no $k names from $cc -std=$s ${x:0:40}..." >&2
      sed "s/^/$k /" "$T/got"
    done <<< $'\n'"$extras"
  done; done
done | sort -u > "$T/out"

cat <<EOF
/* host_names.def - GENERATED by tests/tools/gen-host-names.sh; do not edit.
 *
 * Candidate names for __has_builtin (HB), __has_attribute (HA),
 * __has_c_attribute (HC), __has_feature (HF) and __has_extension (HE):
 * every name (attributes in plain form, "__x__" is
 * canonicalised to "x"; scoped ones as gnu::x / clang::x) for which at least
 * one host compiler answered nonzero in C mode on x86_64 with some of
 * -std=gnu17/gnu2x/c2x, all ISA extensions, -fopenmp, -fms-extensions, ...
 * The preprocessor asks the actual host compiler for the value of each of
 * these names at run time (cached); names not listed are answered 0.
 * Compilers: $(for c in $ccs; do $c --version | head -1; done | paste -sd';' | sed 's/;/; /g')
 * Counts: $(awk '{n[$1]++} END {printf "HB %d, HA %d, HC %d, HF %d, HE %d", n["HB"], n["HA"], n["HC"], n["HF"], n["HE"]}' "$T/out")
 */
EOF
for k in HB HA HC HF HE; do awk -v k=$k '$1 == k {print k "(" $2 ")"}' "$T/out"; done
