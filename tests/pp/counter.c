/* __COUNTER__ counts up across macro arguments and included files. */
#define TWICE(x) x x
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
__COUNTER__ __COUNTER__ TWICE(__COUNTER__)
#include "inc/counter.h"
XCAT(name_, __COUNTER__) CAT(name_, __COUNTER__)
#if __COUNTER__ == 6
in_if
#endif
__COUNTER__
