/* #pragma push_macro / pop_macro save and restore a definition; gcc -E
   does not print them. */
#define X 1
#pragma push_macro("X")
#undef X
#define X 2
X
#pragma pop_macro("X")
X
#pragma push_macro("UNDEFINED")
#define UNDEFINED defined_now
UNDEFINED
#pragma pop_macro("UNDEFINED")
UNDEFINED
#define Y a
#pragma push_macro("Y")
#pragma push_macro("Y")
#undef Y
#pragma pop_macro("Y")
Y
#undef Y
#pragma pop_macro("Y")
Y
_Pragma("push_macro(\"Y\")")
#undef Y
Y
_Pragma("pop_macro(\"Y\")")
Y
