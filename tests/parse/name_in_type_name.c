/* A type name (here in sizeof) has no declarator name. */
unsigned long size = sizeof(int x);  // expected-error{{unexpected name 'x' in a type name}}
