/* GCC's own line markers "# 42 "file" flags" are accepted as input too. */
__LINE__ __FILE__
# 42 "marked.c"
__LINE__ __FILE__
# 7 "header.h" 1
__LINE__ __FILE__ __INCLUDE_LEVEL__
# 50 "marked.c" 2
__LINE__ __FILE__
# 60
__LINE__ __FILE__
