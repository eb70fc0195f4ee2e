/* Malformed #if expressions; each is one error and the file goes on. */
#if // expected-error{{#if with no expression}}
#endif
#if 1.0 // expected-error{{floating constant in preprocessor expression}}
#endif
#if "s" // expected-error{{token ""s"" is not valid in preprocessor expressions}}
#endif
#if 2 = 2 // expected-error{{token "=" is not valid in preprocessor expressions}}
#endif
#if 1 ? 2 // expected-error{{'?' without following ':'}}
#endif
#if defined // expected-error{{operator "defined" requires an identifier}}
#endif
#if defined(X // expected-error{{missing ')' after "defined"}}
#endif
#if 1 + // expected-error{{operator '+' has no right operand}}
#endif
#if () // expected-error{{missing expression between '(' and ')'}}
#endif
