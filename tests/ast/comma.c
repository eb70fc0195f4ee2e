/* The comma operator has the type of its right operand, an array operand
   decaying to a pointer. */
char buf[8];
unsigned long s = sizeof(0, buf);
int f(int a, long b) { return (a, b) > 0; }
/* expected-ast
var buf 'char [8]' <3:6>
var s 'unsigned long' <4:15>
  sizeof = 8 'unsigned long' <4:19>
    , 'char *' <4:27>
      num 0 'int' <4:26>
      var buf 'char [8]' <4:29>
function-definition f 'int (int, long)' <5:5>
  param a 'int' <5:11>
  param b 'long' <5:19>
  block <5:22>
    return <5:24>
      > 'int' <5:38>
        , 'long' <5:33>
          var a 'int' <5:32>
          var b 'long' <5:35>
        num 0 'int' <5:40>
*/
