/* The type of an integer constant: the first of its list (C17 6.4.4.1p5)
   that holds the value; hex and octal may take unsigned types, decimal
   without u may not. */
long long a = 2147483647;
long long b = 2147483648;
long long c = 0x80000000;
long long d = 020000000000;
long long e = 4294967295u;
long long f = 0x100000000u;
long long g = 5ll;
long long h = 0x7fffffffffffffff;
long long i = 1UL + 10lu;
/* expected-ast
var a 'long long' <4:11>
  num 2147483647 'int' <4:15>
var b 'long long' <5:11>
  num 2147483648 'long' <5:15>
var c 'long long' <6:11>
  num 2147483648 'unsigned int' <6:15>
var d 'long long' <7:11>
  num 2147483648 'unsigned int' <7:15>
var e 'long long' <8:11>
  num 4294967295 'unsigned int' <8:15>
var f 'long long' <9:11>
  num 4294967296 'unsigned long' <9:15>
var g 'long long' <10:11>
  num 5 'long long' <10:15>
var h 'long long' <11:11>
  num 9223372036854775807 'long' <11:15>
var i 'long long' <12:11>
  + 'unsigned long' <12:19>
    num 1 'unsigned long' <12:15>
    num 10 'unsigned long' <12:21>
*/
