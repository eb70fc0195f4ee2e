// expected-no-diagnostics
#define is_defined(x) defined(x)
#if defined(is_defined)
#endif
