// flags: -Iinclude
/* An annotation misused through a macro of include/annotalysis.h is
   reported where the macro is used, as Clang does, with a note pointing
   into the header; an error too. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
struct mutex mu;
long hits PT_GUARDED_BY(mu); // expected-warning{{'pt_guarded_by' only applies to pointer types; type here is 'long'}} expected-note@annotalysis.h:* {{expanded from macro 'PT_GUARDED_BY'}}
long total GUARDED_BY(); // expected-error{{'guarded_by' attribute takes at least 1 argument}} expected-note@annotalysis.h:* {{expanded from macro 'GUARDED_BY'}}
