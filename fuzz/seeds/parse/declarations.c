/* Declarations: storage classes, qualifiers, tags, typedefs, initializers. */
typedef unsigned long size_t;
typedef struct node { struct node *next; int value : 7; unsigned flag : 1; } Node;
static const volatile int limits[3] = { [0] = 1, [2] = 3 };
extern _Thread_local int tls;
enum color { RED, GREEN = 4, BLUE = GREEN << 2, };
union u { int i; float f; char c[sizeof(int)]; };
struct flex { int n; double d[]; };
_Static_assert(sizeof(union u) == 4, "union size");
_Alignas(16) static char buffer[64];
register int r;
Node list = { .next = 0, .value = 3 };
struct { int a, b; } anon = { 1, 2 }, *anon_ptr = &anon;
const char *names[] = { "a", "b" "c", 0 };
inline static int twice(int x) { return 2 * x; }
_Noreturn void die(void);
int kr_style(a, b) int a; char *b; { return a + *b; }
