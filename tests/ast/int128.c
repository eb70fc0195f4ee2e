/* __int128 and unsigned __int128, their predefined typedefs, and the
   usual arithmetic conversions with them. */
__int128 a;
unsigned __int128 b;
__int128_t c;
__uint128_t d;
unsigned long long e;
unsigned long s = sizeof(a + e) + _Alignof(__int128);
int f(void) { return (a + e) < (b - a); }
/* expected-ast
var a '__int128' <3:10>
var b 'unsigned __int128' <4:19>
var c '__int128_t' <5:12>
var d '__uint128_t' <6:13>
var e 'unsigned long long' <7:20>
var s 'unsigned long' <8:15>
  + 'unsigned long' <8:33>
    sizeof = 16 'unsigned long' <8:19>
      + '__int128' <8:28>
        var a '__int128' <8:26>
        var e 'unsigned long long' <8:30>
    alignof = 16 'unsigned long' of '__int128' <8:35>
function-definition f 'int (void)' <9:5>
  block <9:13>
    return <9:15>
      < 'int' <9:30>
        + '__int128' <9:25>
          var a '__int128' <9:23>
          var e 'unsigned long long' <9:27>
        - 'unsigned __int128' <9:35>
          var b 'unsigned __int128' <9:33>
          var a '__int128' <9:37>
*/
