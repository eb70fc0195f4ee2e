/* The GCC conditional with the middle operand omitted, a ?: b, and the
   usual arithmetic conversions of the ordinary one. */
long f(int a, long b, unsigned u) {
  return (a ?: b) + (a ? u : a);
}
/* expected-ast
function-definition f 'long (int, long, unsigned int)' <3:6>
  param a 'int' <3:12>
  param b 'long' <3:20>
  param u 'unsigned int' <3:32>
  block <3:35>
    return <4:3>
      + 'long' <4:19>
        ?: 'long' <4:13>
          var a 'int' <4:11>
          var b 'long' <4:16>
        ?: 'unsigned int' <4:24>
          var a 'int' <4:22>
          var u 'unsigned int' <4:26>
          var a 'int' <4:30>
*/
