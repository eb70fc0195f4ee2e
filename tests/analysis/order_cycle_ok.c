// flags: -Iinclude
/* A declared lock order without a cycle: a chain, and a diamond written
   with both spellings. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
extern struct mutex b, c, d;
struct mutex a ACQUIRED_BEFORE(b, c);
struct mutex b ACQUIRED_BEFORE(d);
struct mutex c;
struct mutex d ACQUIRED_AFTER(c);

struct pair {
  struct mutex first ACQUIRED_BEFORE(second);
  struct mutex second;
};
// expected-no-diagnostics
