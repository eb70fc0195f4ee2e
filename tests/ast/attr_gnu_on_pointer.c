/* A GNU attribute among a pointer's qualifiers is kept with the declarator. */
int *__attribute__((aligned(8))) const p;
char *__attribute__((unused)) *q;
/* expected-ast
var p 'int *const' [[aligned(8)]] <2:40>
var q 'char **' [[unused]] <3:32>
*/
