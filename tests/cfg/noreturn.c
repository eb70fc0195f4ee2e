// flags: --noreturn=die,fatal
/* Calls that never return end their block with `noreturn` and no edge:
   C11 _Noreturn, __attribute__((noreturn)) (also spelled __noreturn__,
   also on an earlier declaration only), the C library's and GCC's
   functions known by name, and the names given with --noreturn (warn is
   not one of them).  What follows such a call in the same expression or
   statement is in blocks no path reaches, and a condition that calls one
   gives no edge. */
struct jmp_env { long regs[8]; };
_Noreturn void quit(int code);
void halt(void) __attribute__((noreturn));
void halt2(void) __attribute__((__noreturn__));
void stop(void) __attribute__((noreturn));
void stop(void);
void abort(void);
void exit(int status);
void _exit(int status);
void longjmp(struct jmp_env *env, int value);
void pthread_exit(void *retval);
void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function);
void die(const char *msg);
int fatal(int code);
void warn(const char *msg);
int g(int);

int c11(int c) {
  if (c)
    quit(c);
  return 0;
}

void attributes(int c) {
  if (c == 1)
    halt();
  if (c == 2)
    halt2();
  if (c == 3)
    stop();
  g(c);
}

void library(int c) {
  switch (c) {
  case 0: abort();
  case 1: exit(1);
  case 2: _exit(2);
  case 3: pthread_exit(0);
  case 4: __builtin_trap();
  case 5: __builtin_unreachable();
  }
  g(c);
}

void jumps(struct jmp_env *env, int c) {
  if (c)
    longjmp(env, c);
  __assert_fail("c", "noreturn.c", 57, "jumps");
}

int user_named(int c) {
  if (c < 0)
    die("negative");
  warn("checked");
  return c > 100 ? fatal(c) : c;
}

int mid_expression(int a) {
  int x = g(fatal(a)) + a;
  return x;
}

int in_condition(int a) {
  if (a && fatal(a))
    return 1;
  return 0;
}
/* The program's own err() is not the C library's noreturn err(). */
static int err(int code) { return -code; }
int own_err(int c) {
  return err(c);
}

// expected-no-diagnostics
/* expected-cfg
cfg c11 'int (int)'
  B0 entry
    read c <27:7>
    branch c ? B2 : B3 <27:7>
  B1 exit <- B3
    exit <30:1>
  B2 <- B0
    read c <28:10>
    call quit(c) <28:5>
    noreturn quit(c) <28:5>
  B3 <- B0
    return 0 <29:3>
cfg attributes 'void (int)'
  B0 entry
    read c <33:7>
    branch c == 1 ? B2 : B3 <33:9>
  B1 exit <- B7
    exit <40:1>
  B2 <- B0
    call halt() <34:5>
    noreturn halt() <34:5>
  B3 <- B0
    read c <35:7>
    branch c == 2 ? B4 : B5 <35:9>
  B4 <- B3
    call halt2() <36:5>
    noreturn halt2() <36:5>
  B5 <- B3
    read c <37:7>
    branch c == 3 ? B6 : B7 <37:9>
  B6 <- B5
    call stop() <38:5>
    noreturn stop() <38:5>
  B7 <- B5
    read c <39:5>
    call g(c) <39:3>
    return <40:1>
cfg library 'void (int)'
  B0 entry
    read c <43:11>
    switch c: 0 -> B3, 1 -> B4, 2 -> B5, 3 -> B6, 4 -> B7, 5 -> B8, default -> B2 <43:3>
  B1 exit <- B2
    exit <52:1>
  B2 <- B0
    read c <51:5>
    call g(c) <51:3>
    return <52:1>
  B3 <- B0
    call abort() <44:11>
    noreturn abort() <44:11>
  B4 <- B0
    call exit(1) <45:11>
    noreturn exit(1) <45:11>
  B5 <- B0
    call _exit(2) <46:11>
    noreturn _exit(2) <46:11>
  B6 <- B0
    call pthread_exit(0) <47:11>
    noreturn pthread_exit(0) <47:11>
  B7 <- B0
    call __builtin_trap() <48:11>
    noreturn __builtin_trap() <48:11>
  B8 <- B0
    call __builtin_unreachable() <49:11>
    noreturn __builtin_unreachable() <49:11>
cfg jumps 'void (struct jmp_env *, int)'
  B0 entry
    read c <55:7>
    branch c ? B2 : B3 <55:7>
  B1 exit unreachable
    exit <58:1>
  B2 <- B0
    read env <56:13>
    read c <56:18>
    call longjmp(env, c) <56:5>
    noreturn longjmp(env, c) <56:5>
  B3 <- B0
    call __assert_fail("c", "noreturn.c", 57, "jumps") <57:3>
    noreturn __assert_fail("c", "noreturn.c", 57, "jumps") <57:3>
cfg user_named 'int (int)'
  B0 entry
    read c <61:7>
    branch c < 0 ? B2 : B3 <61:9>
  B1 exit <- B4
    exit <65:1>
  B2 <- B0
    call die("negative") <62:5>
    noreturn die("negative") <62:5>
  B3 <- B0
    call warn("checked") <63:3>
    read c <64:10>
    branch c > 100 ? B6 : B5 <64:12>
  B4 <- B5
    return c > 100 ? fatal(c) : c <64:3>
  B5 <- B3
    read c <64:31>
    goto B4 <64:18>
  B6 <- B3
    read c <64:26>
    call fatal(c) <64:20>
    noreturn fatal(c) <64:20>
cfg mid_expression 'int (int)'
  B0 entry
    read a <68:19>
    call fatal(a) <68:13>
    noreturn fatal(a) <68:13>
  B1 exit unreachable <- B2
    exit <70:1>
  B2 unreachable
    call g(fatal(a)) <68:11>
    read a <68:25>
    write x <68:7>
    read x <69:10>
    return x <69:3>
cfg in_condition 'int (int)'
  B0 entry
    read a <73:7>
    branch a ? B4 : B3 <73:7>
  B1 exit <- B2 B3
    exit <76:1>
  B2 unreachable
    return 1 <74:5>
  B3 <- B0
    return 0 <75:3>
  B4 <- B0
    read a <73:18>
    call fatal(a) <73:12>
    noreturn fatal(a) <73:12>
cfg err 'int (int)'
  B0 entry
    read code <78:36>
    return -code <78:28>
  B1 exit <- B0
    exit <78:42>
cfg own_err 'int (int)'
  B0 entry
    read c <80:14>
    call err(c) <80:10>
    return err(c) <80:3>
  B1 exit <- B0
    exit <81:1>
*/
