/* Expressions: precedence, compound literals, generic selection, members. */
struct point { int x, y; };
struct box { struct point corner[2]; struct point *origin; };
double area(struct box *b) {
  struct point p = (struct point){ .x = 1, .y = -2 };
  int w = b->corner[1].x - b->corner[0].x, h = (*b).corner[1].y - b->origin->y;
  int bits = ~w & h | w << 2 ^ !h;
  long l = _Generic(w, int: 1L, default: 0L);
  char c = 'a' + L'b' - u8"s"[0];
  w = h = bits ? p.x : p.y;
  w <<= 1; h %= 3; bits >>= l;
  return (double)w * h / 2.0e0 + 0x1p-3 + 017 + 1u + 2ull + sizeof(struct box) + (char *)b - (char *)b;
}
