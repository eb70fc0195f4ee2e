// expected-no-diagnostics
char c = 'a';
char *s = "it's";
