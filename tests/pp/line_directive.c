/* #line sets the number of the next line and optionally the file name;
   its operands may come from macros. */
__LINE__ __FILE__
#line 100
__LINE__ __FILE__
#line 200 "renamed.c"
__LINE__ __FILE__
#define LINE_NO 300
#define FILE_NAME "macro.c"
#line LINE_NO FILE_NAME
__LINE__ __FILE__
#line 400 "with \\ backslash.c"
__LINE__ __FILE__
