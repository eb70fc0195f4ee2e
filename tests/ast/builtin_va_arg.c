/* __builtin_va_arg has the type named by its second operand; a
   __builtin_va_list parameter (an array) is adjusted to a pointer. */
double next(__builtin_va_list ap) {
  return __builtin_va_arg(ap, double);
}
/* expected-ast
function-definition next 'double (struct __va_list_tag *)' <3:8>
  param ap 'struct __va_list_tag *' <3:31>
  block <3:35>
    return <4:3>
      builtin 'double' <4:10>
        var ap 'struct __va_list_tag *' <4:27>
*/
