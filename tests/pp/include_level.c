/* __INCLUDE_LEVEL__, __FILE__, __BASE_FILE__ and __FILE_NAME__ at depth. */
level __INCLUDE_LEVEL__ __FILE__ __BASE_FILE__ __FILE_NAME__
#include "inc/include_level.h"
back __INCLUDE_LEVEL__ __FILE__
