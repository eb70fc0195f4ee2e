/* Shifts in #if: signed right shift is arithmetic, a negative count shifts
   the other way, counts of 64 or more give 0 (or -1). */
#if 1 << 10 == 1024 && 1024 >> 10 == 1
basic
#endif
#if -1 >> 63 == -1 && -16 >> 2 == -4
arithmetic_right_shift
#endif
#if 1 >> -1 == 2 && 4 << -1 == 2
negative_count
#endif
#if 1u << 63 == 9223372036854775808u && (1u << 64) == 0
unsigned_shifts
#endif
#if (-1 >> 64) == -1 && (1 >> 64) == 0
wide_right_shift
#endif
#if (1 << 62) * 2 != 0
shift_into_sign
#endif
