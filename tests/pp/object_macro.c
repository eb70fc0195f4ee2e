/* Object-like macros: empty, single and multi-token bodies, nesting,
   expansion order, and a name that is used before it is defined. */
before_definition: ONE
#define ONE 1
#define EMPTY
#define TWO ONE + ONE
#define LIST 1, 2, 3
#define LATER ONE_LATER
#define ONE_LATER 7
ONE TWO [EMPTY] {LIST} LATER
#define PAREN (ONE)
int x = PAREN * TWO;
#define ONE 1
ONE
#undef ONE
ONE TWO
