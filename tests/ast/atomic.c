/* _Atomic as a qualifier and as a specifier _Atomic(T) give the same
   type; on a pointer it qualifies the pointer. */
_Atomic int a;
_Atomic(int) b;
int *_Atomic p;
_Atomic(long *) q;
/* expected-ast
var a '_Atomic int' <3:13>
var b '_Atomic int' <4:14>
var p 'int *_Atomic' <5:14>
var q 'long *_Atomic' <6:17>
*/
