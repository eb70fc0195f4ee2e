/*
 * program.h: the whole program as lockgraph.c keeps it, for the checks
 * over all of it (lockgraph.c: lock order; races.c: data races).
 *
 * Each function defined anywhere in the program is a Function, by its key
 * (its name; with its file for one of internal linkage), with the steps
 * its analysis saw: the locks it takes and the calls it makes (steps), and
 * its accesses of data threads may share (accesses), each with the locks
 * held there.  The strings are interned (keep): equal strings are one
 * pointer.
 */
#ifndef ANNOTALYSIS_PROGRAM_H
#define ANNOTALYSIS_PROGRAM_H

#include "annotalysis.h"

/* A lock a function may take: there (via NULL), or in via, called at
   `at`, whose take number next it is. */
typedef struct Take {
  const char *cls, *inst;
  bool reentrant;
  bool counted;         /* named by the contract of the function that takes it: the
                           analysis of its callers applies it */
  int nfacts;
  const OrderFact *facts; /* what the path to it knows of the parameters (at most
                           MAX_ORDER_FACTS), kept once (lockgraph.c keep_facts) */
  SrcLoc at;
  struct Function *via;
  int next;
  const char *dropped;  /* the locks its callers hold that are not held there: those of
                           the contract of the function that takes it, or of one on the
                           way, that it had released (`unlock(&x->lock); lock(&zones);
                           lock(&x->lock);`), each between two `\x1e`, in the terms of
                           the function whose take it is; NULL: none */
} Take;

typedef struct Function {
  const char *key, *name; /* key first: lockgraph.c finds a function by it */
  SrcLoc at;
  bool defined, is_main, address_taken, thread_entry;
  bool thread_many;     /* a thread entry that two threads may run at once */
  bool starts_alone;    /* each start of it is main's, when no thread runs */
  bool started_unnamed; /* a start through a pointer may run it (order_thread_entry) */
  bool again;           /* it runs more than once (races.c find_repeated_starts) */
  bool ends_own;        /* it has joined every thread it starts wherever it returns
                           (Obj.joins_own): running again makes its callees run again
                           only after their threads ended */
  bool reachable, called;
  bool queued;          /* close_takes's: it waits in the work list */
  bool gates_unknown;   /* find_caller_gates's: caller_gates not yet narrowed */
  VEC(OrderStep) steps;
  VEC(OrderStep) accesses;
  VEC(const char *) contract;
  VEC(const char *) slots;  /* the members it is stored in (order_member_store) */
  struct Closure *closure;  /* what the checks work out, made by the first of them
                               (close_takes): none while the units are analyzed */
} Function;

/* What order_check works out for a function. */
typedef struct Closure {
  VEC(Take) takes;          /* the locks it may take, its callees' included */
  /* close_takes's: the calls to this function (caller, step) and, per
     step, how many of the callee's takes it has mapped */
  VEC(Function *) callers;
  VEC(int) caller_steps;
  int *mapped;
  /* find_caller_gates's: the classes of the locks every caller holds for
     writing where it calls the function */
  VEC(const char *) caller_gates;
} Closure;

typedef VEC(Function *) FunctionList;
typedef VEC(const char *) Classes;

extern FunctionList function_list; /* in the order they came */

/* s, once: equal strings are one pointer.  NULL stays NULL. */
const char *keep(const char *s);
/* The function of key (order_function), when the program defines it. */
Function *defined_function(const char *key);
/* The function a call step calls, when the program defines it. */
Function *callee_of(const OrderStep *s);
/* Is cls one of the n classes (interned: compared by address)? */
bool holds_class(const char *const *classes, int n, const char *cls);
bool has_class(const Classes *c, const char *cls);
/* Adds cls to c, once. */
void add_class(Classes *c, const char *cls);
/* The functions stored in a member (OrderStep.slot), NULL for none. */
const FunctionList *stored_in(const char *slot);

/* A finding of the whole program, kept until every check has run, then
   reported in source order (lockgraph.c emit_reports). */
typedef struct ReportNote {
  SrcLoc at;
  char *message;
} ReportNote;

typedef struct Report {
  SrcLoc at;
  const char *group;
  const char *rule;     /* what its fingerprint is made of (diag_set_finding) */
  const char *function;
  char *key;            /* malloc'ed; the report owns it */
  char *same;           /* what makes another program's report the same finding (a
                           cycle's locks, sorted; a race's place, rule and variable),
                           malloc'ed; NULL: place, group and message */
  char *message;
  VEC(ReportNote) notes;
} Report;

Report *report(SrcLoc at, const char *group, const char *rule, const char *function, char *key,
               const char *fmt, ...) PRINTF_LIKE(6, 7);
void report_note(Report *r, SrcLoc at, const char *fmt, ...) PRINTF_LIKE(3, 4);
int loc_compare(SrcLoc x, SrcLoc y);

/* races.c: the data races of the program's threads (after the lock
   graph's checks, before the findings are reported); with suggest, the
   annotations that would make them checked contracts, as a patch. */
void race_check(void);

#endif
