// flags: -Iinclude
/* x++, ++x, x-- and x += 1 on guarded data without the lock: one warning,
   for the write, as Clang gives (the read it includes is covered). */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
struct mutex big;
int counter GUARDED_BY(big);
struct s { struct mutex mu; int n GUARDED_BY(mu); };

void a(void) { counter++; } // expected-warning{{writing variable 'counter' requires holding mutex 'big' exclusively}}
void b(void) { ++counter; } // expected-warning{{writing variable 'counter' requires holding mutex 'big' exclusively}}
void c(void) { counter += 1; } // expected-warning{{writing variable 'counter' requires holding mutex 'big' exclusively}}
void d(struct s *p) { p->n--; } // expected-warning{{writing variable 'n' requires holding mutex 'p->mu' exclusively}}
