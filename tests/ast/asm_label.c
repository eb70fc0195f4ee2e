/* An asm label on a declaration is shown as an asm attribute, first. */
extern int counter asm("real_counter");
int get(void) __asm__("get_impl") __attribute__((pure));
/* expected-ast
var counter 'int' extern [[asm("real_counter")]] <2:12>
function get 'int (void)' [[asm("get_impl")]] [[pure]] <3:5>
*/
