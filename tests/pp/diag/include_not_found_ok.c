// expected-no-diagnostics
/* Guarding the include with __has_include avoids the error. */
#if __has_include("nosuch.h")
#include "nosuch.h"
#endif
