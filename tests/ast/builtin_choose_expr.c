/* __builtin_choose_expr is replaced by the chosen operand, unconverted:
   its type is that operand's own. */
long l;
int f(void) { return sizeof(__builtin_choose_expr(1, l, 1.0)) + sizeof(__builtin_choose_expr(0, l, 'c')); }
/* expected-ast
var l 'long' <3:6>
function-definition f 'int (void)' <4:5>
  block <4:13>
    return <4:15>
      + = 12 'unsigned long' <4:63>
        sizeof = 8 'unsigned long' <4:22>
          var l 'long' <4:54>
        sizeof = 4 'unsigned long' <4:65>
          num 99 'int' <4:100>
*/
