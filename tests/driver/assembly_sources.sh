# A build's compile commands list assembly sources with the C ones: they
# are not analyzed (a note says so, exit 0, no error about '.globl'), and
# -E does what gcc does: a .S file is preprocessed with __ASSEMBLER__
# defined, a .s file gives nothing.
. "$(dirname "$0")/lib.bash"
cat > "$work/start.S" <<'S'
#define ENTRY(name) .globl name; name:
#ifdef __ASSEMBLER__
ENTRY(start) ret
#else
this is no assembly
#endif
S
cp "$work/start.S" "$work/plain.s"
for file in start.S plain.s; do
    run -c "$work/$file" -o "$work/out.o"
    expect_status 0
    expect_match "$work/err" "$file: note: an assembly source, not C: not analyzed" "note for $file"
    expect_no_match "$work/err" "error" "errors for $file"
done
run -E "$work/start.S"
expect_status 0
expect_match "$work/out" '^\.globl start; start: ret$' "the .S file preprocessed as assembly"
expect_no_match "$work/out" 'no assembly' "__ASSEMBLER__ defined"
run -E "$work/plain.s"
expect_status 0
expect_empty "$work/out" "-E of a .s file"
