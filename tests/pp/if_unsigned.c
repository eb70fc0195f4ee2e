/* #if arithmetic is in intmax_t/uintmax_t; one unsigned operand makes the
   operation unsigned (6.10.1p4). */
#if -1 > 0u
minus_one_is_big_unsigned
#endif
#if -1 < 0
minus_one_is_negative
#endif
#if 0xffffffffffffffff == -1
all_ones_equals_minus_one
#endif
#if 0xffffffffffffffff > 0
all_ones_positive
#endif
#if 18446744073709551615u / 2 == 9223372036854775807
unsigned_division
#endif
#if (0u - 1) >> 63 == 1
unsigned_shift_right
#endif
#if (1 ? -1 : 0u) > 0
conditional_converts_to_unsigned
#endif
#if (0 ? 0u : -1) == 18446744073709551615u
conditional_converts_other_arm
#endif
#if -1 / 2u > 1000
unsigned_division_of_negative
#endif
#if 9223372036854775807 + 0u + 1 == 9223372036854775808u
no_overflow_unsigned
#endif
#if (2 || 0u) == 1 && (!0u) == 1
logical_results_are_int
#endif
