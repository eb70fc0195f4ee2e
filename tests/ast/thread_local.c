/* _Thread_local and GCC's __thread are the same storage class. */
static _Thread_local int a;
__thread int b;
extern __thread long c;
/* expected-ast
var a 'int' static thread_local <2:26>
var b 'int' thread_local <3:14>
var c 'long' extern thread_local <4:22>
*/
