/* #include "..." searches the includer's folder first; nested includes
   search relative to the header that contains them. */
#include "inc/quoted.h"
main_after __FILE__ __LINE__ __INCLUDE_LEVEL__
#include "inc/../inc/angle.h"
