/* __LINE__ in a macro call that spans lines, and in its arguments. */
#define LINE_OF(x) __LINE__ x
#define ID(x) x
LINE_OF(
a
)
ID(__LINE__
__LINE__)
ID
(
__LINE__)
__LINE__
