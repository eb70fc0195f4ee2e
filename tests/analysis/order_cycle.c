// flags: -Iinclude
/* A cycle in the declared lock order can never be obeyed: reported once,
   at the declaration where the cycle closes, in Clang's words.  Globals
   (declared first so that they can be named) and struct members. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
extern struct mutex b, c;
struct mutex a ACQUIRED_BEFORE(b); // expected-warning{{cycle in acquired_before/after dependencies, starting with 'a'}}
struct mutex b ACQUIRED_BEFORE(c);
struct mutex c ACQUIRED_BEFORE(a);

struct pair {
  struct mutex first ACQUIRED_AFTER(second); // expected-warning{{cycle in acquired_before/after dependencies, starting with 'first'}}
  struct mutex second ACQUIRED_AFTER(first);
};
