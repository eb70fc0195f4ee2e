level __INCLUDE_LEVEL__ __FILE__ __BASE_FILE__ __FILE_NAME__
#ifndef INCLUDE_LEVEL_DEPTH
#define INCLUDE_LEVEL_DEPTH
#include "include_level.h"
#endif
