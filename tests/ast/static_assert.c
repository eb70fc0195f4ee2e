/* _Static_assert in a block is a node with its condition and message. */
void f(void) {
  _Static_assert(sizeof(int) == 4, "int is 32 bits");
  _Static_assert(1);
}
/* expected-ast
function-definition f 'void (void)' <2:6>
  block <2:14>
    static-assert <3:3>
      == 'int' <3:30>
        sizeof = 4 'unsigned long' of 'int' <3:18>
        num 4 'int' <3:33>
      str "int is 32 bits" 'char [15]' <3:36>
    static-assert <4:3>
      num 1 'int' <4:18>
*/
