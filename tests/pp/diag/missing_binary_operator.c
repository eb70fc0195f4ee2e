/* Two operands in a row in #if. */
#if 1 2 // expected-error{{missing binary operator before token "2"}}
#endif
