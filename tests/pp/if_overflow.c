/* Signed overflow in #if is diagnosed by a warning and wraps; the value is
   still used.  Unsigned arithmetic wraps silently. */
#if 0x7fffffffffffffff + 1 < 0
wraps_negative
#endif
#if -9223372036854775807 - 1 < 0
min_is_fine
#endif
#if 18446744073709551615u + 1 == 0
unsigned_wraps
#endif
#if 9223372036854775807 * 2 == -2
multiply_wraps
#endif
