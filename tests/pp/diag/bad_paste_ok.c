// expected-no-diagnostics
#define cat(a, b) a ## b
cat(x, y) cat(+, =) cat(., 5) cat(-, >)
