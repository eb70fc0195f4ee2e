/* Backslash-newline is removed before tokens are formed (phase 2), inside
   identifiers, numbers, strings, comments and directive names. */
#def\
ine SPL\
ICED 1\
2
SPLICED __LI\
NE__
"str\
ing" 0x1\
p-3 +\
= -\
>
/\
* comment *\
/ after_comment
/\
/ line comment \
continued
__LINE__
#define MULTI a \
  b \
  c
MULTI __LINE__
