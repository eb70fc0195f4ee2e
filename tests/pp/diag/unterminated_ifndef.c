/* An include guard missing its #endif. */
#ifndef GUARD_H // expected-error{{unterminated #ifndef}}
#define GUARD_H
int x;
