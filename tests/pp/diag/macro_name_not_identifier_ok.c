// expected-no-diagnostics
#define _123 x
#define str x
#undef _123
