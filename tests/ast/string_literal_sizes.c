/* The array type of a string literal counts escapes once and the
   terminator; adjacent literals concatenate; L, u and u8 prefixes give
   wchar_t (int), char16_t (unsigned short) and char elements. */
unsigned long a = sizeof("ab\n\x41\101\0");
unsigned long b = sizeof("abc" "de");
unsigned long c = sizeof(L"abc");
unsigned long d = sizeof(u"ab" "c");
unsigned long e = sizeof(u8"xy");
/* expected-ast
var a 'unsigned long' <4:15>
  sizeof = 7 'unsigned long' <4:19>
    str "ab\n\x41\101\0" 'char [7]' <4:26>
var b 'unsigned long' <5:15>
  sizeof = 6 'unsigned long' <5:19>
    str "abc" 'char [6]' <5:26>
var c 'unsigned long' <6:15>
  sizeof = 16 'unsigned long' <6:19>
    str L"abc" 'int [4]' <6:26>
var d 'unsigned long' <7:15>
  sizeof = 8 'unsigned long' <7:19>
    str u"ab" 'unsigned short [4]' <7:26>
var e 'unsigned long' <8:15>
  sizeof = 3 'unsigned long' <8:19>
    str u8"xy" 'char [3]' <8:26>
*/
