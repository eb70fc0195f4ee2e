/* In an object-like macro '#' and '##' are ordinary tokens when not between
   operands; a '#' produced by expansion never starts a directive. */
#define HASH # define NOT_A_DIRECTIVE 1
#define PASTE_OBJ a ## b
#define ab pasted
x HASH
NOT_A_DIRECTIVE PASTE_OBJ
