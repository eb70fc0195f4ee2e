// flags: -Itests/pp/inc -Itests/pp/diag/inc
/* A directory on the way is passed over, as gcc does: tests/pp/inc/first
   is one, and the search goes on to the file tests/pp/diag/inc/first.
   A file in the directory that include_not_a_file.c names is read. */
#include <first>
#if !FIRST_FOUND
#error "tests/pp/diag/inc/first was not read"
#endif
#include "inc/first"
// expected-no-diagnostics
