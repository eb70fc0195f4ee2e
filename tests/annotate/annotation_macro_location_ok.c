// flags: -Iinclude
/* The corrected form of annotation_macro_location.c. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
struct mutex mu;
long *hits PT_GUARDED_BY(mu);
long total GUARDED_BY(mu);
// expected-no-diagnostics
