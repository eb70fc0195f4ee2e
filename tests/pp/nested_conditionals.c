/* Nested conditionals, including groups nested inside skipped groups. */
#if 1
  #if 0
    #if 1
      wrong1
    #else
      wrong2
    #endif
  #elif 1
    #ifdef __STDC__
      inner_taken
    #endif
  #endif
#else
  #if 1
    wrong3
  #endif
#endif
# if 0
#  ifndef X
#   elif 1
#  else
#  endif
# else
outer_else
# endif
