/* GNU raw string literals in C (gnu modes only): no escapes, may span
   lines, and no splicing or comments inside. */
#define X macro
R"(raw \n "quoted" X)" LR"x(wide)x" u8R"(utf8)"
R"delim(line one
line two \
/* not a comment */ )" still inside )delim"
after
