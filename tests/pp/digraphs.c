/* Digraphs (6.4.6p3) are spelled as written, and %: works as #. */
%:define STR(x) %:x
%:define CAT(a, b) a %:%: b
%: define SPACED 1
<: :> <% %> %: %:%:
STR(<:) STR(%:) CAT(x, y) SPACED
int a<:2:> = <% 1, 2 %>;
%:if 1
digraph_if
%:endif
CAT(<, :) CAT(%:, %:)
