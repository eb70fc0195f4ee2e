// expected-no-diagnostics
#define f(x, ...) x __VA_ARGS__
