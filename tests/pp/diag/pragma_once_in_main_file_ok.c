// expected-no-diagnostics
/* In a header it is fine. */
#include "../inc/once.h"
