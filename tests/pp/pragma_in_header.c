/* #pragma and _Pragma inside an included header. */
#include "inc/pragmas.h"
after_header
