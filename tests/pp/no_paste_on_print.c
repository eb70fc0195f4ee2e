/* Tokens that are adjacent only after expansion must stay separate tokens
   in the output: printing them side by side would paste them. */
#define PLUS +
#define MINUS -
#define DOT .
#define EMPTY
#define ID(x) x
#define CAT(a, b) a b
PLUS+ +PLUS PLUS PLUS ID(+)+ +ID(+) ID(+)ID(+)
MINUS> ID(-)> -ID(>) MINUS- MINUS= ID(<)< ID(<)<= ID(&)& ID(|)|
DOT DOT DOT DOT. .DOT ID(.)ID(.)ID(.) ID(.)5 ID(1)ID(.) ID(1)e ID(1e)+
+EMPTY+ -EMPTY- ID(+)EMPTY+ x/EMPTY/y /ID(*)*/ ID(/)ID(/)
ID(L)"s" ID(L)'c' ID(u8)"s" ID(a)ID(b) ID(1)ID(2) ID(x)ID(1) ID(0x1)ID(p)-3
ID(%)ID(:) ID(<)ID(:) ID(#)ID(#) ID(%:)ID(%:) CAT(-, -) CAT(<<, =)
