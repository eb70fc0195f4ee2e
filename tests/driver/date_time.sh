# __DATE__ is "Mmm dd yyyy" (day padded with a space), __TIME__ "hh:mm:ss",
# __TIMESTAMP__ "Ddd Mmm dd hh:mm:ss yyyy" (C17 6.10.8.1, GCC manual).
. "$(dirname "$0")/lib.bash"
printf '__DATE__\n__TIME__\n__TIMESTAMP__\n' > "$work/t.c"
run -E "$work/t.c"
expect_status 0
month='(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'
expect_match "$work/out" "^ *\"$month [ 1-3][0-9] [0-9]{4}\" *\$" "__DATE__"
expect_match "$work/out" '^ *"[0-2][0-9]:[0-5][0-9]:[0-6][0-9]" *$' "__TIME__"
expect_match "$work/out" "^ *\"(Mon|Tue|Wed|Thu|Fri|Sat|Sun) $month [ 1-3][0-9] [0-2][0-9]:[0-5][0-9]:[0-6][0-9] [0-9]{4}\" *\$" "__TIMESTAMP__"
year=$(date +%Y)
grep -q "$year\"" "$work/out" || fail "__DATE__ is not this year ($year)"
