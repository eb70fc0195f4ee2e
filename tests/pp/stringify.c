/* '#' spells its argument: whitespace collapses to one space, leading and
   trailing whitespace go, '"' and '\' in literals are escaped. */
#define str(x) #x
#define xstr(x) str(x)
#define VALUE 42
str(plain) str(  spaced   out  ) str() str( ) str(a
b)
str("string") str('c') str('"') str("\n\\") str(L"wide" u8"utf")
str(a/* comment */b) str(a + b) str(@ $ `) str(#) str(##)
str(VALUE) xstr(VALUE) str(str(x)) str((a, b))
str(\\) str('\'') str("\"")
