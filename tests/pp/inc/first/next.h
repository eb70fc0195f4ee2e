/* The first next.h on the path hands over to the next one. */
first_next_h __FILE__
#if __has_include_next(<next.h>)
has_next_after_first
#endif
#include_next <next.h>
