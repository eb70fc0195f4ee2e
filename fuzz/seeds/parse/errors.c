/* Broken code: recovery after syntax errors in several places. */
int a = ;
struct s { int x int y; };
int f(int x { return x; }
void g(void) { if (x) { return; } else ) ; while ( }
enum { A = 1, B = , C };
int h(void) { return undeclared + unknown(1, 2; }
typedef int T = 3;
int k(void) { do x++; foo: ; }
