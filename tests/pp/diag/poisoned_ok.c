// expected-no-diagnostics
/* Uses before the pragma are fine. */
gets
#pragma GCC poison gets
