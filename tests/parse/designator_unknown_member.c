/* A designator must name a member of the type it initializes. */
struct point { int x, y; };
struct point p = { .z = 1 }; // expected-error{{no member named 'z' in the initialized type}}
