/* __VA_ARGS__: empty, one, many, with parentheses and nested commas. */
#define V(...) <__VA_ARGS__>
#define NV(a, ...) a: <__VA_ARGS__>
#define S(...) #__VA_ARGS__
#define COUNT(...) COUNT_(__VA_ARGS__, 3, 2, 1, 0)
#define COUNT_(a, b, c, n, ...) n
V() V(1) V(1, 2, 3) V((a, b), c) V( , ) V(,,)
NV(x) NV(x,) NV(x, y) NV(x, y, z)
S() S(a,b) S( a , b ) S(a,  (b,c))
COUNT(a) COUNT(a, b) COUNT(a, b, c)
