// flags: -std=c2x
/* C2x attributes: before a declaration, after the declarator, and the
   scoped gnu:: and clang:: forms; __name__ spellings are canonical. */
[[nodiscard]] int f(void);
[[gnu::unused, maybe_unused]] static int x;
int y [[gnu::__aligned__(16)]];
[[clang::annotate("lock")]] [[deprecated("old")]] void g(void);
/* expected-ast
function f 'int (void)' [[nodiscard]] <4:19>
var x 'int' static [[gnu::unused]] [[maybe_unused]] <5:42>
var y 'int' [[gnu::aligned(16)]] <6:5>
function g 'void (void)' [[clang::annotate("lock")]] [[deprecated("old")]] <7:56>
*/
