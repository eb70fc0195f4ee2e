/* Enum constants with explicit and implicit values (each one more than
   the previous), including negative ones and ones computed from earlier
   constants; they have type int. */
enum e { A, B = 5, C, D = -2, E, F = B * 2 + C };
int x = F + E;
unsigned long s = sizeof(enum e);
/* expected-ast
var x 'int' <5:5>
  + 'int' <5:11>
    enum-const 16 'int' <5:9>
    enum-const -1 'int' <5:13>
var s 'unsigned long' <6:15>
  sizeof = 4 'unsigned long' of 'enum e' <6:19>
*/
