/* An asm statement with qualifiers, outputs, inputs and clobbers is one
   node; its operands are not expressions in the tree. */
int f(int x) {
  int r;
  __asm__ volatile ("mov %1, %0" : "=r"(r) : "r"(x) : "memory");
  asm goto ("jmp %l0" :::: out);
out:
  return r;
}
/* expected-ast
function-definition f 'int (int)' <3:5>
  param x 'int' <3:11>
  block <3:14>
    var r 'int' <4:7>
    asm <5:3>
    asm <6:3>
    label out <7:1>
      return <8:3>
        var r 'int' <8:10>
*/
