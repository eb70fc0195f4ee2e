/* The classic include guard. */
#include "inc/guarded.h"
#include "inc/guarded.h"
#ifdef GUARDED_H
guard_defined
#endif
