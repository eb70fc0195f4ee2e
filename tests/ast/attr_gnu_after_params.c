/* GNU attributes after a function's parameter list, with arguments. */
int log_it(const char *fmt, ...) __attribute__((format(printf, 1, 2))) __attribute__((nonnull(1)));
void die(void) __attribute__((noreturn));
/* expected-ast
function log_it 'int (const char *, ...)' [[format(printf , 1 , 2)]] [[nonnull(1)]] <2:5>
function die 'void (void)' [[noreturn]] <3:6>
*/
