/* A <...> header that is on no search path. */
#include <nosuch.h> // expected-error{{'nosuch.h' file not found}}
