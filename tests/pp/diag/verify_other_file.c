/* --verify matches a diagnostic in another file with Clang's
   @FILE:LINE and @FILE:* forms; FILE is the end of the header's path. */
#include "inc/verify_other_file.h" // expected-warning@inc/verify_other_file.h:3 {{from the header}}
#include "inc/verify_other_file.h" // expected-warning@verify_other_file.h:* {{from the header}}
#warning "here" // expected-warning{{here}}
