/* Hex escapes that fit their character type: no warning, and the values
   GCC gives them. */
int a = '\xff', b = u'\xffff', c = U'\x10ffff', d = L'\xffffffff';
_Static_assert('\xff' == -1, "plain char is signed");
_Static_assert(u'\xffff' == 0xffff, "char16_t");
_Static_assert('\x41' == 'A', "");
// expected-no-diagnostics
