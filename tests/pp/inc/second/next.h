second_next_h __FILE__
#if __has_include_next(<next.h>)
wrong_has_next_after_second
#else
no_next_after_second
#endif
