/* A file that includes itself stops at the depth limit, with one error. */
#include "include_depth.c" // expected-error{{#include nested depth 200 exceeds maximum of 200}}
