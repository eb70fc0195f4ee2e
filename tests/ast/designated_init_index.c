/* Array designators [i] and GCC's ranges [a ... b]: the length of an
   array of unknown size is one past the highest index initialized. */
int a[] = { [2] = 1, 7, [5 ... 6] = 9 };
int b[] = { [1] = 4, [0] = 3 };
/* expected-ast
var a 'int [7]' <3:5>
  init-list 'int [7]' <3:11>
    designation <3:13>
      num 1 'int' <3:19>
      index <3:14>
        num 2 'int' <3:14>
    num 7 'int' <3:22>
    designation <3:25>
      num 9 'int' <3:37>
      index <3:26>
        num 5 'int' <3:26>
        num 6 'int' <3:32>
var b 'int [2]' <4:5>
  init-list 'int [2]' <4:11>
    designation <4:13>
      num 4 'int' <4:19>
      index <4:14>
        num 1 'int' <4:14>
    designation <4:22>
      num 3 'int' <4:28>
      index <4:23>
        num 0 'int' <4:23>
*/
