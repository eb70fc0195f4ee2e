/* #pragma GCC poison forbids names from then on; gcc -E drops the pragma.
   Uses before the pragma and in skipped groups are fine. */
#define ok_before poisoned_later
ok_before
#pragma GCC poison poisoned_later other
#if 0
poisoned_later
#endif
after
