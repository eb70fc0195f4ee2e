# The flags of an ordinary compile line are accepted silently, so that
# annotalysis can stand in for cc in a build.
. "$(dirname "$0")/lib.bash"
printf '#include <stdio.h>\nint main(void) { return 0; }\n' > "$work/t.c"
flags=(-O2 -g -fPIC -pthread -Wall -Wextra -Werror -Wno-unused-parameter -w
       -std=gnu11 -pedantic -DNDEBUG -D_GNU_SOURCE -fno-strict-aliasing -pipe
       -fstack-protector-strong -fvisibility=hidden -ggdb3 -m64 -O0 -Os
       -fno-omit-frame-pointer -march=x86-64 -MD -MF "$work/t.d" -MT t.o -MMD -MP)
run "${flags[@]}" -c -o "$work/t.o" "$work/t.c"
expect_status 0
expect_empty "$work/err" "stderr for a clean file with build flags"
run -E "${flags[@]}" "$work/t.c"
expect_status 0
expect_match "$work/out" 'int main' "-E output with build flags"
same_as_gcc -O2 -g -fPIC -pthread -Wall -std=gnu11 -DNDEBUG "$work/t.c"
