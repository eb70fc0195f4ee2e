/* Comments become one space (phase 3), wherever they are. */
/* before */ # /* between */ define /* name */ X /* body */ 1 /* end */
#define F(x) [x]
#define G/**/(x) object_like_because_of_the_space
F/**/(1) F /* multi
line */ (2) X
G(3)
a/**/b a/* */+/**/+b
#define Y 2 /* a comment that
              spans lines in a directive */ + 3
Y
F(// line comment in an argument
  4)
"/* not a comment */" '//' "//"
#define Z // line comment after a definition
[Z]
