// flags: -std=c2x
/* Under C2x bool, true and false are keywords; true and false have type
   bool (C23 6.4.4.5) and promote to int in arithmetic. */
bool b = true;
int i = true + false;
/* expected-ast
var b '_Bool' <4:6>
  num 1 '_Bool' <4:10>
var i 'int' <5:5>
  + 'int' <5:14>
    num 1 '_Bool' <5:9>
    num 0 '_Bool' <5:16>
*/
