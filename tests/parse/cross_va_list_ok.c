/* GCC's builtin types for the va_list of each x86-64 calling convention,
   which its cross-stdarg.h names: the System V one is __builtin_va_list,
   the Microsoft one a char pointer. */
// expected-no-diagnostics
#include <cross-stdarg.h>
int f(int n, ...) {
  __builtin_sysv_va_list a;
  __builtin_ms_va_list b = 0;
  _Static_assert(sizeof a == sizeof(__builtin_va_list), "the System V va_list");
  _Static_assert(sizeof b == sizeof(char *), "the Microsoft va_list");
  (void)a;
  return n + (b == 0);
}
