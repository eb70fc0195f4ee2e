/* '##' needs an operand on each side. */
#define p(x) x ## // expected-error{{'##' cannot appear at either end of a macro expansion}}
#define q(x) ## x // expected-error{{'##' cannot appear at either end of a macro expansion}}
#define r ## // expected-error{{'##' cannot appear at either end of a macro expansion}}
