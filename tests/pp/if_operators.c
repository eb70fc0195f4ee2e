/* Every #if operator, with C precedence and associativity (6.10.1, 6.5). */
#if 1 + 2 * 3 == 7 && (1 + 2) * 3 == 9
precedence
#endif
#if 10 - 3 - 2 == 5 && 64 / 4 / 2 == 8 && 17 % 5 == 2 && -17 % 5 == -2 && -17 / 5 == -3
left_assoc_and_division
#endif
#if (6 & 3) == 2 && (6 | 3) == 7 && (6 ^ 3) == 5 && ~0 == -1 && !0 == 1 && !5 == 0
bitwise
#endif
#if 1 < 2 && 2 > 1 && 1 <= 1 && 1 >= 1 && 1 != 2 && !(1 == 2)
relational
#endif
#if (1 || 1 / 0) && !(0 && 1 / 0)
short_circuit
#endif
#if (0 ? 1 / 0 : 5) == 5 && (1 ? 2 : 1 / 0) == 2 && (0 ? 1 : 0 ? 2 : 3) == 3
conditional
#endif
#if +1 == 1 && - -1 == 1 && -(-2) == 2 && !!7 == 1
unary
#endif
#if 1 == 1 == 1 && (2 == 2) + (3 > 1) == 2
comparison_is_int
#endif
#if (1 ? 2 : 3, 4) == 4
comma_gnu
#endif
#if 0x10 == 16 && 010 == 8 && 0b101 == 5 && 10u == 10 && 10UL == 10 && 10llu == 10 && 0 == 0x0
integer_forms
#endif
