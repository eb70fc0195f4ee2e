/* The correct form of designator_unknown_member.c. */
// expected-no-diagnostics
struct point { int x, y; };
struct point p = { .y = 1 };
