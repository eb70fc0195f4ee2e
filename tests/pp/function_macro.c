/* Function-like macros: arguments with nested parentheses and commas,
   empty arguments, whitespace and newlines before '(' and inside calls. */
#define F(x) [x]
#define G(a, b) <a|b>
#define NOARGS() nothing
F(1) F((1, 2)) F(f(1, 2)) F() F( )
G(1, 2) G(, 2) G(1, ) G(,) G((a, b), [c d]) G([x, y]) G({x, y)
NOARGS() NOARGS( )
F
(newline_before_paren)
F	(tab_before_paren)
G(spread
  over,
  lines)
F(F(nested)) G(F(1), G(2, 3))
F /* comment */ (comment_before_paren)
