/* __extension__ before a declaration and before an expression is looked
   through: it adds no node. */
__extension__ long long big;
int f(void) { return __extension__ (1 + 2); }
/* expected-ast
var big 'long long' <3:25>
function-definition f 'int (void)' <4:5>
  block <4:13>
    return <4:15>
      + = 3 'int' <4:39>
        num 1 'int' <4:37>
        num 2 'int' <4:41>
*/
