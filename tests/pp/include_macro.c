// flags: -Itests/pp/inc
/* A macro-expanded header name, in both forms (6.10.2p4). */
#define QUOTED "inc/nested.h"
#define ANGLE <angle.h>
#define str(x) #x
#define xstr(x) str(x)
#define NAME nested
#define HEADER_FOR(n) xstr(inc/n.h)
#include QUOTED
#include ANGLE
#include HEADER_FOR(NAME)
/* The <...> form is built from the spellings of the expanded tokens. */
#define NAMEPART angle
#define EXT h
#define SPELLED_ANGLE <NAMEPART.EXT>
#include SPELLED_ANGLE
