/* A function-like macro name not followed by '(' is not invoked, even at
   the end of a file or when the '(' only appears later. */
#define F(x) called(x)
#define NAME F
F; F + 1; (F)(2); NAME; NAME(3)
int F = 4;
F
