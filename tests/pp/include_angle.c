// flags: -Itests/pp/inc
/* #include <...> searches -I folders; "..." falls back to them too. */
#include <angle.h>
#include "nested.h"
#include <stddef.h>
size_t after;
