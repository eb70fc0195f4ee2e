# The probe cache is keyed by the working directory too, even one longer
# than the 4096 bytes annotalysis once read it into (it then keyed every
# such directory as "", so one's cached probe served another).  Two deep
# directories hold the same fake compiler, same size and time, whose
# predefined macro names its directory: each must see its own.
. "$(dirname "$0")/lib.bash"
export XDG_CACHE_HOME=$work/cache
mkdir "$XDG_CACHE_HOME" || exit 2
component=$(printf 'd%.0s' $(seq 200))
for which in a b; do
    # Step by step: a path this long is too long for one chdir.
    cd "$work" && mkdir "$which" && cd "$which" || fail "cannot make $work/$which"
    for _ in $(seq 24); do
        mkdir "$component" && cd "$component" || fail "cannot make a deep directory under $work"
    done
    mkdir "$which" && cd "$which" || fail "cannot make a deep directory under $work"
    [ ${#PWD} -gt 4200 ] || fail "the working directory is only ${#PWD} bytes long"
    cat > cc.sh <<'SCRIPT'
#!/bin/sh
printf '# 1 "<built-in>"\n#define WHERE_%s 1\n' "${PWD##*/}"
printf '#include <...> search starts here:\nEnd of search list.\n' >&2
SCRIPT
    chmod +x cc.sh
    touch -d '2020-01-01 00:00:00' cc.sh
    printf 'WHERE_a WHERE_b\n' > t.c
    run -E -P --cc=./cc.sh t.c
    expect_status 0
    cp "$work/out" "$work/out.$which"
    cd "$root" || exit 2
done
expect_match "$work/out.a" '^1 WHERE_b$' "the probe in directory a"
expect_match "$work/out.b" '^WHERE_a 1$' "the probe in directory b (a's cached probe?)"
[ "$(ls "$XDG_CACHE_HOME/annotalysis" | wc -l)" -eq 2 ] ||
    fail "expected two cached probes, one per directory: $(ls "$XDG_CACHE_HOME/annotalysis" | tr '\n' ' ')"
