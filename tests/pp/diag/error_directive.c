/* #error reports its text as an error (6.10.5). */
#error text // expected-error{{#error text}}
#error   spaced    out   words // expected-error{{#error spaced out words}}
