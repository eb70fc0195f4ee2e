/* #include needs "FILENAME" or <FILENAME>, possibly from a macro. */
#include foo // expected-error{{#include expects "FILENAME" or <FILENAME>}}
#define EMPTY
#include EMPTY // expected-error{{#include expects "FILENAME" or <FILENAME>}}
