/* A struct inside another, each with its own tag. */
// expected-no-diagnostics
struct box { struct point { int x; } corner; int y; };
int x_of(struct box *b) { return b->corner.x + b->y; }
