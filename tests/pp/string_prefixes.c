/* String literals and character constants with every prefix; adjacent
   literals are not concatenated by the preprocessor. */
"plain" L"wide" u"utf16" U"utf32" u8"utf8"
'c' L'c' u'c' U'c'
"esc\"aped" '\'' "\\" "a" "b" L"a" "b"
#define L 1
#define u 2
#define u8 3
L"not a macro" L 'x' L'x' u8"s" u8 "s" u "s"
"/* not a comment */" "// nor this"
