// flags: -Itests/pp/inc/first -Itests/pp/inc/second
/* #include_next continues the search after the folder of the current
   header; __has_include_next answers the same question. */
#include <next.h>
