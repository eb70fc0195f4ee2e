/* _Float128 ranks above long double in the usual arithmetic conversions. */
_Float128 q;
long double ld;
unsigned long s = sizeof(q + ld);
int f(void) { return (q * ld) > 1; }
/* expected-ast
var q '_Float128' <2:11>
var ld 'long double' <3:13>
var s 'unsigned long' <4:15>
  sizeof = 16 'unsigned long' <4:19>
    + '_Float128' <4:28>
      var q '_Float128' <4:26>
      var ld 'long double' <4:30>
function-definition f 'int (void)' <5:5>
  block <5:13>
    return <5:15>
      > 'int' <5:31>
        * '_Float128' <5:25>
          var q '_Float128' <5:23>
          var ld 'long double' <5:27>
        num 1 'int' <5:33>
*/
