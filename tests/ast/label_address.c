/* GCC labels as values: &&label is a void * and goto * a computed goto. */
void f(int i) {
  static void *table[] = { &&a, &&b };
  goto *table[i];
a:
  return;
b:;
}
/* expected-ast
function-definition f 'void (int)' <2:6>
  param i 'int' <2:12>
  block <2:15>
    var table 'void *[2]' static <3:16>
      init-list 'void *[2]' <3:26>
        label-addr a 'void *' <3:28>
        label-addr b 'void *' <3:33>
    goto <4:3>
      index 'void *' <4:14>
        var table 'void *[2]' <4:9>
        var i 'int' <4:15>
    label a <5:1>
      return <6:3>
    label b <7:1>
      null <7:3>
*/
