// expected-no-diagnostics
#define p(x) x ## _suffix
#define hash_hash # ## #
