// expected-no-diagnostics
#define HEADER <stddef.h>
#include HEADER
