// expected-no-diagnostics
/* A <...> header that exists. */
#include <stddef.h>
