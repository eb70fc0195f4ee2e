/* #pragma GCC system_header makes the rest of the header a system header;
   GCC -E drops the pragma and flags the line markers with 3. */
#include "inc/system_header.h"
FROM_SYSTEM_HEADER after __LINE__
