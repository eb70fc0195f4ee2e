/* Character constants in #if: escapes, plain char is signed on x86-64,
   multi-character constants, and prefixed constants. */
#if 'a' == 97 && 'A' == 65 && '0' == 48 && ' ' == 32
plain
#endif
#if '\n' == 10 && '\t' == 9 && '\0' == 0 && '\\' == 92 && '\'' == 39 && '"' == 34
escapes
#endif
#if '\x41' == 65 && '\101' == 65 && '\e' == 27 && '\a' == 7 && '\?' == 63
numeric_escapes
#endif
#if '\377' < 0 && '\xff' == -1 && '\200' == -128
plain_char_is_signed
#endif
#if L'a' == 97 && u'a' == 97 && U'a' == 97 && L'\xff' == 255
prefixed
#endif
#if 'ab' == 24930 && 'abcd' == 1633837924
multichar
#endif
