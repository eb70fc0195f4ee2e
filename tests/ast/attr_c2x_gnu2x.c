// flags: -std=gnu2x
/* Under gnu2x both attribute syntaxes mix on one declaration: the C2x
   one first, as GCC requires, then GNU ones before and after.  The
   declarator's own attributes are listed before the shared ones. */
[[gnu::noinline]] __attribute__((cold)) void h(void) __attribute__((used));
/* expected-ast
function h 'void (void)' [[used]] [[gnu::noinline]] [[cold]] <5:46>
*/
