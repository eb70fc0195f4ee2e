/* Division and remainder by zero in an evaluated #if operand. */
#if 1 / 0 // expected-error{{division by zero in #if}}
#endif
#if 1 % 0 // expected-error{{division by zero in #if}}
#endif
