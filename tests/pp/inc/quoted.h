/* Included with quotes; includes its neighbour relative to its own folder. */
quoted_h_start __FILE__ __LINE__ __INCLUDE_LEVEL__
#include "nested.h"
quoted_h_end __FILE__ __LINE__
