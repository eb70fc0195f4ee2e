/*
 * analysis.h: what the three files of the lock analysis share (stage 6).
 *
 *   state.c     the analysis state: paths (the interned terms that name
 *               locks and values), worlds (a lock set, the values of
 *               locals, facts) and the operations on them
 *   analysis.c  the checks of one function: evaluation, calls, events,
 *               branches and joins over its CFG, warnings
 *   infer.c     the contracts of functions without annotations, read off
 *               what a run of the analysis saw, callees first
 *
 * The rest of the program sees only lock_analyze and infer_contracts
 * (annotalysis.h).  Paths live in the scratch arena of the function being
 * analyzed; worlds, with their lock sets, maps, facts and trails, in an
 * arena of their own (Analysis.worlds), which the analysis compacts as it
 * goes: the worlds that blocks still wait on are moved to a fresh arena
 * and the old one is freed, so a long function costs the memory of its
 * frontier rather than of every world it made.
 */
#ifndef ANNOTALYSIS_ANALYSIS_H
#define ANNOTALYSIS_ANALYSIS_H

#include "annotalysis.h"

/* ---------------------------------------------------------------- state.c */

typedef enum {
  PATH_VAR, PATH_FIELD, PATH_DEREF, PATH_ADDR, PATH_INDEX, /* places and addresses */
  PATH_CONST,           /* value: a number */
  PATH_SYMBOL,          /* key: the expression whose value nothing else names (a call's result) */
  PATH_PHI,             /* key: a local; value: the block where paths with different values of it met */
  PATH_OP,              /* value: the operator (NodeKind) applied to base and index: `n > 0`, `f & 4` */
  PATH_NAME,            /* key: a name: a sparse context, "*" */
  PATH_NOT,             /* !base: the negative capability, known not held (a fact == 1) */
  PATH_CALL,            /* key: the function called; base: the first argument's value, index:
                           the rest, a PATH_CALL with no key per argument: `get_lock(o)`;
                           value: the version of memory it read (World.epoch), 0 for a getter */
  /* slots, in templates only (analysis.c): */
  PATH_PARAM,           /* value: the index of a parameter; key: its Param in the function type */
  PATH_SELF,            /* the object a member's annotation is relative to */
  PATH_RESULT,          /* the value the function returns; key: the function's type */
  PATH_LOAD,            /* the value base holds at the use: a local's binding, if base is one */
} PathKind;

typedef struct Path {
  PathKind kind;
  uint32_t size;            /* its terms, counted as a tree (shared ones once per use),
                               at most MAX_TERM_SIZE + 1 */
  const struct Path *base;  /* FIELD, DEREF, ADDR, INDEX */
  const struct Path *index; /* INDEX */
  const void *key;          /* VAR: the Obj; FIELD: the Member; SYMBOL: its node; NAME: the text;
                               PHI: the local; PARAM: the Param */
  int64_t value;            /* CONST: the number; INDEX: 1 for an element through a pointer
                               (p[i], where p[0] is *p), 0 of an array; PHI: the block + 1;
                               OP: the operator; PARAM: the parameter's index */
} Path;

/* The size past which a value the analysis computes (`a + b`, `f(x)`) is
   a symbol of its own: a run of updates (`t1 = h + e1(e) + ...; h = t1 +
   t2;`, as a hash function's rounds do) makes values whose tree doubles
   with each, and printing or searching one would take as long. */
enum { MAX_TERM_SIZE = 64 };

/* Where the lock being checked is written: a contract's expression (cap)
   and the call whose arguments and object, or the access whose object,
   it is evaluated for; its value in the world being analyzed is lock.
   cap is NULL when no check is under way. */
typedef struct Origin {
  const struct CapExpr *cap;
  const struct Path *lock;
  const struct Node *call;
  const struct Node *access;
} Origin;

typedef VEC(const struct Path *) PathSet;

/* A thread handle of main (or of a spawner): the pthread_t object a start
   fills and a join names, as text (infer.c handle_text); wide: an
   element picked at run time (`ids[*]`). */
typedef struct ThreadHandle {
  char *text;
  bool wide;
  bool global;          /* in memory of file scope: a variable's, or through one */
  bool starts;          /* some start fills it */
  const Obj *entry;     /* the function its starts run (first declaration); NULL: not
                           known, or several */
} ThreadHandle;

/* The threads that may run at a point, as bits of handles (bit 0: one
   started or joined through a wrapper): running, started on some path;
   joined, joined since on some path.  A thread runs when it is running
   and not joined. */
typedef struct ThreadState {
  uint64_t running, joined;
} ThreadState;

typedef VEC(ThreadHandle) ThreadHandles;

/* What main (or a spawner) may have called or started before each point,
   for the race check (OrderStep.running): the names of the calls that may
   start threads (infer.c call_names), each once in names, and per block
   id the set of those some path to its entry has met, as bits. */
typedef struct Preceding {
  VEC(char *) names;
  int words;            /* 64-bit words of a set */
  uint64_t *in;         /* words per block id */
} Preceding;

typedef struct Analysis {
  Arena *arena;             /* paths and the rest of the function's state */
  Arena worlds;             /* worlds and what they hold (world_alloc): compacted */
  size_t worlds_used;       /* bytes allocated in worlds */
  size_t worlds_live;       /* bytes in worlds after the last compaction (analysis.c) */
  RecordSet paths;          /* interned Paths, by their bytes */
  TranslationUnit *tu;      /* its templates, which outlive the function */
  bool templating;          /* making a template: paths go to tu->templates */
  const Cfg *cfg;
  const Obj *function;
  Findings findings;        /* what the checks found (diag.c) */
  const struct World *world; /* the world being analyzed, for a finding's path */
  const Block *block;       /* and the block it is in */
  const Event *event;       /* the event of block being applied, or NULL */
  const bool *in_loop;      /* per block id: in a loop (analysis_run's) */
  bool member_calls;        /* a value of a call that reads members was made (member_call) */
  const Member **lock_flags; /* the members a test reads right before a lock is taken or
                               released (analysis.c lock_flags), in arena; NULL: not made */
  int nlock_flags;
  int *order;               /* per block id: its place in reverse postorder */
  struct Liveness *live;    /* the locals each block may still read (liveness.c), made by
                               the first run, which the others share */
  bool inside_block;        /* worlds are being joined after an event, not at a block's entry */
  /* Families of locks (`a[*]`, analysis.c family_of) that a loop of the
     function takes (family_join) and that one releases
     (release_in_family): the two loops are taken to match
     (emit_warnings). */
  PathSet families_taken, families_released;
  struct Memo *memo;        /* evaluations kept (analysis.c) */
  int memo_size;            /* its slots */
  struct Inference *infer;  /* inferring the function's contract: no findings */
  /* main's (and a spawner's, a joiner's): per block id, the threads that
     may run there; NULL in other functions.  handles: the thread handles
     met, by bit (thread_event; a joiner's: join_event).  before_threads:
     the event being applied comes before any start, or after the joins
     of the threads started (no thread runs then). */
  ThreadState *threads_in;
  ThreadHandles handles;
  char *ended;          /* the event's OrderStep.ended */
  Preceding preceding;  /* main's or a spawner's, with races: what it may have called */
  const char *running;  /* and the event's OrderStep.running, in the arena */
  signed char *cyclic;  /* per block id: 1 in a cycle, 0 not, -1 not yet asked (in_cycle) */
  bool before_threads;
  bool spawner;         /* a function other than main that starts threads (not a wrapper) */
  bool joiner;          /* a function other than main, not a spawner, that joins threads
                           whose functions it can name (joins_in) */
  bool before_own;      /* in it, before its threads start or after a join (OrderStep) */
  /* main's or a spawner's, with races: the locals and parameters whose
     object it gives a thread (a start's argument), each with the one it
     was made from (`d = &data->dev`: data) or NULL; per block id, the
     bits of those given on some path there and not assigned since
     (find_given); given_now, at the event being applied.  given_by_index:
     for an element a start gives by a local index (`&args[i]`), that
     local, whose next value gives another element; else NULL. */
  VEC(const Obj *) given;
  VEC(const Obj *) given_from;
  VEC(const Obj *) given_by_index;
  uint64_t *given_in;
  uint64_t given_now;
  bool races;           /* -Wthread-safety-race is on: accesses are sent (race_access) */
  bool alone;           /* the unit is the whole program (lock_analyze) */
  HashMap calls_held;       /* a call's value to whether each of its runs so far held a
                               lock (analysis.c handed_over) */
  VEC(const Obj *) own_pointers; /* locals and parameters whose object the function makes
                           or unmakes (analysis.c find_own_pointers): no other thread
                           uses it meanwhile */
  VEC(const Obj *) head_writes; /* the global pointers it writes with a lock held, so
                           far: a structure's head (a list, a queue), whose object on
                           entry may be taken out since (analysis.c place_root) */
  HashMap term_names;       /* a term's address to its TermNames (analysis.c names_of) */
  HashMap call_writes;      /* what a call of a function may write (analysis.c
                               call_writes), by the call and the function: the same in
                               every world, and a long list to make */
  VEC(struct CallWrites *) call_writes_made; /* the same, to free */
  char *function_key;       /* the function's key in the lock graph (lock_analyze's) */
  RecordSet steps_sent;     /* the lock graph's steps of this function, by the hash of
                               what makes them (analysis.c seen_step): each is made once
                               while the worlds whose maps' addresses the hashes hold live
                               (forget_maps) */
  Origin origin;            /* the lock being checked, for a finding's source term */
  /* What the run assumes of one parameter on entry: equal to the one
     value (a contract's case), or unequal to each (the other cases). */
  const Obj *given_param;
  const int64_t *given_values;
  int ngiven;
  bool given_equal;
} Analysis;

typedef struct Held {
  const Path *cap;
  const char *kind;     /* "mutex", for messages */
  bool shared;
  bool reentrant;
  bool asserted;        /* by assert_capability: the caller's, not to release */
  bool declared;        /* acquired by a function the program annotates, not
                           by a model's or an inferred contract */
  uint8_t depth;
  const Token *where;   /* acquired here */
  bool releasing;       /* a family (`a[*]`, analysis.c family_join): a release of one of
                           its locks was seen, so it is taken to be released by the loop */
} Held;

/* value == k (equal) or value != k: what a branch or a try-lock showed,
   in the list of the value's facts (FactList, which the value keys). */
typedef struct Fact {
  int64_t k;
  const Token *where;   /* what showed it, for a note: a release, for !cap; or NULL */
  bool equal;
} Fact;

/* The way a world came: the blocks it left, most recent first, each with
   the index of the successor it left by. */
typedef struct Trail {
  int block;
  int succ;
  const struct Trail *prev;
} Trail;

/* The facts about one value, in the order they were learnt. */
typedef struct FactList {
  int n;
  Fact facts[];
} FactList;

/* A persistent map from pointers to pointers: a treap keyed by address
   whose priorities are a hash of the keys (not stored), so that a set of keys has one
   shape.  A change copies the path to one node; maps made from one
   another share every subtree the change did not touch, and a merge of
   two maps stops wherever they share one. */
typedef struct Map {
  const void *key;
  const void *value;
  const struct Map *left, *right;
} Map;

/* How map_merge makes one value of a key's two (NULL where a map lacks
   the key); NULL drops the key.  combine(v, v) must be v.  With
   keep_one_side false, keys in one map only are dropped unseen. */
typedef struct MapMerge {
  const void *(*combine)(void *ctx, const void *key, const void *x, const void *y);
  void *ctx;
  bool keep_one_side;
} MapMerge;

/* Nodes are allocated in a's worlds arena. */
const void *map_get(const Map *m, const void *key);
const Map *map_put(Analysis *a, const Map *m, const void *key, const void *value);
const Map *map_remove(Analysis *a, const Map *m, const void *key);
const Map *map_merge(Analysis *a, const Map *x, const Map *y, const MapMerge *merge);
/* Same keys and values (pointer-equal, or as same says when not NULL). */
bool map_equal(const Map *x, const Map *y, bool (*same)(const void *x, const void *y));
/* Does test say true of some entry? */
bool map_any(const Map *m, bool (*test)(void *ctx, const void *key, const void *value), void *ctx);
/* The entries keep says true of. */
const Map *map_filter(Analysis *a, const Map *m, bool (*keep)(void *ctx, const void *key, const void *value),
                      void *ctx);

typedef struct World {
  const Trail *trail;
  Held *held;           /* few: an array, sorted by address */
  int nheld;
  const Map *vars;      /* a tracked local's Obj to its value (a Path) */
  const Map *facts;     /* a value (Path) to its FactList */
  /* Versions of memory, for the value of a call that only reads it
     (path_call): epoch changes wherever memory may change, global_epoch
     also where only the globals may (a call outside the program that is
     handed no pointer it could write through). */
  uint32_t epoch, global_epoch;
  /* A member or a pointer's target (a place Path) to the pointer a store
     left in it (`node->view = find_view(...)`, `*out = v`), until code
     that may change the place runs: a read of the place is that value. */
  const Map *stores;
} World;

/* Paths are interned: one place or value is one pointer. */
const Path *path_intern(Analysis *a, PathKind kind, const Path *base, const Path *index, const void *key, int64_t value);
const Path *path_var(Analysis *a, const Obj *obj);
const Path *path_const(Analysis *a, int64_t v);
const Path *path_symbol(Analysis *a, const Node *n);
const Path *path_call(Analysis *a, const Obj *function, const Path *const *args, int nargs, int64_t version);
const Path *path_name(Analysis *a, const char *name);
const Path *path_not(Analysis *a, const Path *cap);
const Path *path_field(Analysis *a, const Path *base, const Member *m);
/* p with each term from[i] in it replaced by to[i], at once, rebuilt (so
   that `*&x` is x). */
const Path *path_replace(Analysis *a, const Path *p, const Path *const *from, const Path *const *to, int n);
/* *v: the place a pointer value points to; *&x is x. */
const Path *path_deref(Analysis *a, const Path *v);
/* &p: the address of a place; &*v is v. */
const Path *path_addr(Analysis *a, const Path *p);
/* base[index] of an array, or through a pointer (base is then *p), where
   p[0] is *p. */
const Path *path_index(Analysis *a, const Path *base, const Path *index, bool through_pointer);
/* A path as the C expression for the place it is: `d->lock`, `*m`;
   path_text returns it malloc'ed. */
void path_print(StrBuf *out, const Path *p);
char *path_text(const Path *p);
/* v when value is -v (`0 - v`, as eval makes it), else NULL. */
const Path *path_negated(const Path *value);
/* A lock as the warnings name it, as Clang does: the pointer it is
   reached through, without the `*` ('s->lk' for the mutex s->lk points
   to); malloc'ed. */
char *lock_text(const Path *p);

/* Worlds share their arrays and maps: every change makes new ones, so a
   copy is the struct alone.  All of it is allocated with world_alloc. */
void *world_alloc(Analysis *a, size_t size);
World *world_copy(Analysis *a, const World *w);
Held *world_held(const World *w, const Path *cap);
void world_add_held(Analysis *a, World *w, Held h);
void world_remove_held(Analysis *a, World *w, const Path *cap);
bool world_same_locks(const World *x, const World *y);
const Path *world_binding(const World *w, const Obj *var);
void world_bind(Analysis *a, World *w, const Obj *var, const Path *value);
/* The pointer a store left in place p (World.stores), or NULL. */
const Path *world_stored(const World *w, const Path *p);
void world_store(Analysis *a, World *w, const Path *p, const Path *value);
/* Facts: value == k or value != k.  world_known_* answer 1 (known true),
   0 (known false) or -1 (unknown). */
const FactList *world_facts_of(const World *w, const Path *value);
int world_known_at_least(const World *w, const Path *v, int64_t k);
int world_known_equal(const World *w, const Path *value, int64_t k);
/* Of two facts about one value. */
bool fact_equal(const Fact *x, const Fact *y);
bool fact_lists_equal(const void *x, const void *y);
void world_forget(Analysis *a, World *w, const Path *value);
void world_add_fact(Analysis *a, World *w, const Path *value, int64_t k, bool equal);
void world_add_fact_at(Analysis *a, World *w, const Path *value, int64_t k, bool equal, const Token *where);
void world_add_unequal(Analysis *a, World *w, const Path *value, int64_t *ks, int n);
/* Compaction: between world_move_begin and world_move_end, world_move
   gives a world's copy in a fresh arena (the same copy for the same
   world, sharing what the originals shared); world_move_end frees the old
   arena, and with it every world not moved. */
typedef struct WorldMover WorldMover;
WorldMover *world_move_begin(Analysis *a);
World *world_move(WorldMover *m, const World *w);
void world_move_end(WorldMover *m);

/* ------------------------------------------------------------- analysis.c */

/* What a contract's expressions stand for at one use: the object a member's
   annotation is relative to, and the values of the parameters. */
typedef struct Context {
  const Path *self;
  const Type *function;
  const Path *const *args;
  int nargs;
  const Path *result;   /* the call's value, or the value returned; NULL: not known */
} Context;

typedef VEC(World *) Worlds;

/* Runs the analysis of a->cfg from its entry to the fixed point, starting
   from what own, the function's own contract (from all its declarations,
   with its parameters as the definition names them; NULL for none), says
   is held on entry. */
void analysis_run(Analysis *a, const Contract *own);
/* The same for a contract with cases (Contract.cases): a run per case. */
void analysis_run_by_case(Analysis *a, const Contract *own);
/* Frees what the runs left: the paths' index and the worlds. */
void analysis_free(Analysis *a);
/* Is obj a parameter or an automatic local of the function, whose value
   the analysis follows (and no other function can see)? */
bool is_tracked_local(const Obj *obj);

/* liveness.c: the locals each block of a CFG may read before it writes
   them (a parameter, a local whose address is taken or that has a
   cleanup: always).  Where it is not known (an asm statement) or too
   large to keep, every local is live. */
typedef struct Liveness Liveness;
/* order: per block id, its place in reverse postorder (analysis.c
   number_blocks). */
Liveness *liveness_of(const Cfg *cfg, const int *order, Arena *arena);
bool live_at(Liveness *l, const Block *b, const Obj *var);
void liveness_free(Liveness *l);
/* Can the function's callers name cap (a global, or a lock reached from a
   parameter)?  Are two locks the same member of two objects (a near
   match: `a->mu` held where `b->mu` is needed)? */
bool path_in_scope(const Path *cap);
/* A contract's expression as a lock term for the parameters of function,
   made as a template is (slots for the parameters and self), in the
   unit's templates; NULL when it depends on the world at each use. */
const Path *capability_term(TranslationUnit *tu, const CapExpr *cap, const Type *function);
const Node *strip_casts(const Node *n);
/* The variable event e writes whole (`p = ...`, or its initializer);
   NULL for none. */
const Obj *written_variable(const Event *e);
/* What a call calls through, casts and `*` stripped (`(*ops->run)(x)`:
   `ops->run`). */
const Node *callee_expression(const Node *call);

/* The key of a function in the lock graph (lockgraph.c): its name, and
   for one of internal linkage the file that defines it; malloc'ed. */
char *function_key(const Obj *fn);
/* The slot (MemberStore) of fn's parameter i: the functions its callers
   pass there, which a call through the parameter may call. */
char *parameter_slot(const Obj *fn, int i);

/* ---------------------------------------------------------------- infer.c */

/* The successor of b its branch takes where the start call of event
   b->events.data[*start] has failed, so no thread was started
   (`if (pthread_create(...) != 0)`, `rv = pthread_create(...); if (rv)`);
   NULL for none. */
const Block *start_failed(const Block *b, int *start);
/* Per block of cfg, the threads that may run when it starts: those some
   path to it has started and not joined since (main's, or a spawner's,
   from its entry).  malloc'ed; the handles met go in handles. */
ThreadState *threads_started(const Cfg *cfg, ThreadHandles *handles);
/* For a function other than main that joins threads (a joiner): one
   handle per thread function whose threads it joins (by the handle's
   class, the unit's starts telling which function a handle of that class
   runs, or by calling a joiner), each running at the function's entry,
   and per block the threads joined on the way in; NULL when it joins none
   it can name.  join_event is its thread_event. */
ThreadState *joins_in(const Cfg *cfg, ThreadHandles *handles);
void join_event(ThreadHandles *handles, const Event *e, ThreadState *t);
/* What event e does to the threads of state t. */
void thread_event(ThreadHandles *handles, const Event *e, ThreadState *t);
/* Does a thread run at a point with state t? */
bool threads_run(const ThreadState *t);
/* Does a thread that may run function entry run at a point with state t? */
bool runs_entry(const ThreadHandles *handles, const ThreadState *t, const Obj *entry);
/* The thread functions whose threads state t has joined, none of which
   runs still, as OrderStep.ended lists them; NULL for none.  malloc'ed. */
char *ended_entries(const ThreadHandles *handles, const ThreadState *t);
void thread_handles_free(ThreadHandles *handles);
/* Fills p with what the code of cfg's function may have called or started
   before each block (Preceding). */
void preceding_find(const Cfg *cfg, Preceding *p);
/* Adds to set what event e calls or starts. */
void preceding_event(const Preceding *p, const Event *e, uint64_t *set);
/* The names of set, as OrderStep.running lists them.  malloc'ed. */
char *preceding_list(const Preceding *p, const uint64_t *set);
void preceding_free(Preceding *p);

/* A lock the body names, as a template for the function's callers: each
   parameter a slot; NULL for one its callers cannot name. */
const Path *lock_template(Analysis *a, const Path *p);
/* Does the call start a thread: pthread_create or thrd_create, or a
   function marked as starting one (mark_thread_starts)? */
bool starts_thread(const Node *call);
/* Does call start a thread whose function it does not name (a pointer's
   value; not a wrapper's parameter, which its callers name)? */
bool starts_unnamed_thread(const Node *call);
/* The lock cap of a locked entry, named through the struct the function
   returns (result: the PATH_RESULT slot, or the value itself) where it
   returns a pointer read from that entry (a `void *`, its back pointer)
   to a struct that embeds one entry of its type (`return (struct key
   *)e->key;` with e->lock held,
   and `struct key { struct entry entry; ... }`): the entry is the one the
   result embeds, whose back pointer it read, and cap is
   `return->entry.lock` (an intrusive table's, unbound's
   rrset_cache_lookup); NULL otherwise. */
const Path *container_lock(Analysis *a, const Path *cap, const Path *value, const Path *result);
/* Does the call start a thread that may run on after it returns: a start
   or a call of a function that starts threads, not one that joins them
   all before it returns (Obj.joins_own)? */
bool leaves_thread(const Node *call);
/* Is the call a start (pthread_create, thrd_create) whose thread its
   function joins wherever it returns, as far as a plain handle or an
   array of them shows (infer.c mark_thread_starts)? */
bool start_joined(const Node *call);
/* Does call start a thread into one place of file scope, a variable or
   its members (`&io.tid`: not an element of an array, nor through a
   pointer), whose thread some function of the unit joins by it
   (`pthread_join(io.tid, 0)`)?  A program that keeps a thread's handle
   in one place and joins it there runs one such thread at a time: a
   second start would lose the first's handle. */
bool start_into_one_handle(const Node *call);
/* Does the call take or release a lock, by its callee's contract or
   model (infer.c)? */
bool locking_call(const Node *call);
/* Has the mutex member points to in the object holder (a variable's first
   declaration, or a member holding the struct) been made recursive by the
   initializations the unit names, and never plain (infer.c init_object)? */
bool recursive_holder(const void *holder, const Member *member);
/* Does the call wait for a thread to end: pthread_join or thrd_join? */
bool joins_thread(const Node *call);
/* The function a call to pthread_create or thrd_create, or to a wrapper
   of one, starts a thread in, when it names one. */
Obj *started_thread(const Node *call);

/* Something a function without annotations does to a lock its callers can
   name: needs it held (AN_REQUIRES, AN_REQUIRES_SHARED) or releases it
   without having taken it (AN_RELEASE...). */
typedef struct Effect {
  const Path *cap;
  const char *kind;
  Meaning meaning;
  const Token *tok;     /* where */
} Effect;

/* A return: the world there and the value returned (NULL for none). */
typedef struct Exit {
  const World *world;
  const Path *value;
} Exit;


/* What a run over a function's body shows of its contract.  A first run
   starts with nothing held.  If the body releases locks it did not take,
   a second run starts with those held (`assumed`): held again at every
   return, they are required; at none, released. */
/* What a call does to memory: for a function of the program (Obj.memory),
   read off its body's events by infer.c, callees first.  What its callers
   know survives a call that cannot write it, and a function that writes
   nothing returns the same value for the same arguments while the memory
   it reads stays the same. */
enum {
  MEM_WRITES = 1,         /* it may write any memory */
  MEM_WRITES_GLOBALS = 2, /* it may write the globals and what they reach */
  MEM_READS_GLOBALS = 4,  /* it may read memory not reached through its arguments */
  MEM_READS_OTHER = 8,    /* it may read memory other than members by name (`*p`, an
                             element through a pointer, what a callee outside reads) */
  MEM_UNKNOWN = 64,       /* it may run code whose writes by name are not known: a call
                             through a pointer, another file's function with no summary, a
                             library function given a function (pthread_create, qsort) */
  MEM_ANYTHING = MEM_WRITES | MEM_WRITES_GLOBALS | MEM_READS_GLOBALS | MEM_READS_OTHER | MEM_UNKNOWN,
};

typedef struct MemoryUse {
  uint8_t flags;          /* MEM_* */
  int8_t nresults;        /* the numbers every return gives, when one or two (`return 0;`,
                             `return -1;`): a caller's `r != 0` says r == -1; else 0 */
  int64_t results[2];
  int nread;              /* the members it reads by name, of any object */
  int nstatics;           /* the unit's private statics (private_static) it may assign,
                             itself or through the unit's functions it calls, by their
                             first declarations (NULL for none) */
  const Member **read;
  const Obj **statics;
  int nmembers;           /* and the members it may write, of any object */
  const Member *members[];
} MemoryUse;

/* Members, each once, in the order they came; past a few, a table finds
   them (a function of an interpreter may write thousands: each added
   member, and each test of one, would else read them all).  Starts zeroed;
   member_list_free lets it go (infer.c). */
typedef struct MemberList {
  const Member **data;
  int len, cap;
  const Member **index; /* by address, open addressing: nindex slots, NULL free */
  int nindex;
} MemberList;
void add_member(MemberList *members, const Member *m);
bool has_member(const MemberList *members, const Member *m);
void member_list_free(MemberList *members);

/* Does the unit define the function first declares? */
bool has_body(const Obj *first);
/* The numbers every call of the function whose call (or read-only call
   value) v is may give (MemoryUse.results); NULL when not known. */
const MemoryUse *call_results(const Path *v);
/* Does a call of the function (its first declaration) name the same
   object for the same arguments, whatever memory holds: a getter of a lock
   (`get_lock(o)`, returning a pointer to a capability), or one that
   selects an argument or a global (Obj.selects)?  Its calls are then
   compared as expressions, as Clang compares them, in lock terms too. */
bool same_object_called(const Obj *first);
/* Is obj a static variable whose value only the unit's code changes, by
   name: a number or a pointer, not volatile or atomic, whose address no
   code takes (Obj.written)? */
bool private_static(const Obj *obj);
/* Does a function write nothing its callers can see? */
bool writes_nothing(const MemoryUse *m);
/* Does a call of fn make a new object: malloc and its kin, a function
   declared with the malloc attribute, one named as an allocator
   (`xmalloc`, `item_alloc`), or one that returns an allocator's object
   (Obj.returns_new)? */
bool allocates(const Obj *fn);
/* Is fn one of the verification tools' atomic functions (named
   __VERIFIER_atomic_...), whose body runs with nothing else running? */
bool atomic_function(const Obj *fn);
/* Is e a write of a lock made by hand in an atomic function: a variable
   of file scope, or one a parameter points to, that the function tests
   (compares with a constant, in a branch or a call's argument, as
   `assume(m == 0)` does), set to a constant?  *acquires: to one not 0,
   which takes the lock (else releases it).  A test-and-set that records
   the old value (`*old = *v; *v = 1;`) tests nothing: no lock. */
bool flag_lock_write(const Cfg *cfg, const Event *e, bool *acquires);
/* The argument of call whose object the call makes or unmakes: a lock's
   init or destroy (`pthread_mutex_init(&o->mu)`), `free(o)`, or a function
   of the unit that passes its parameter on to one (Obj.unshares_param);
   *object tells whether the argument is the object's pointer (`o`) or
   its lock's (`&o->mu`).  NULL for another call. */
const Node *unshared_argument(const Node *call, bool *object);
/* Does the semaphore call (sem_wait, sem_trywait, ..., sem_post) in block
   at have its other half in the function: a post of the same semaphore
   that a path from the wait reaches, or a wait from which a path reaches
   the post? */
bool paired_semaphore(const Cfg *cfg, const Block *at, const Node *call);
/* Is name sem_post, or a wait on a POSIX semaphore (models.def)? */
bool semaphore_call(const char *name);
/* The variable n names when it is a local of automatic storage (not a
   parameter, not static); NULL for another expression. */
Obj *automatic_variable(const Node *n);
/* Argument `position` (from 1) of call, as written; NULL for none. */
const Node *call_argument(const Node *call, int position);
/* infer.c: the variable (its first declaration) or member whose address
   arg is (`&m`, `&s->lock`); *member set for a member, NULL returned. */
Obj *addressed(const Node *arg, Member **member);
/* The argument a call of pthread_create or thrd_create gives the thread
   (`p` of `pthread_create(&t, 0, f, p)`); NULL for another call. */
const Node *thread_argument(const Node *call);
/* 1 + the index of the parameter the function passes on to make or
   unmake its object (unshared_argument), with *object as there; 0 for
   none (infer.c: Obj.unshares_param). */
int unshared_parameter(const Cfg *cfg, bool *object);
/* Does a function write nothing and read only members by name (`return
   p->threaded && p->active;`)?  Its value for the same arguments is then
   the same until one of those members is written (analysis.c). */
bool reads_members_only(const MemoryUse *m);
/* What a call (NULL: a cleanup, handed its variable) of fn (NULL:
   through a pointer) may do to memory: MEM_*, and the members it may
   write added to *members, once each.  MEM_WRITES is any memory but the
   members that are not member_exposed. */
uint8_t call_memory(const TranslationUnit *tu, Obj *fn, const Node *call, MemberList *members);
/* Could code that does not name m change it?  Not when m is a member of
   a struct or union of the file itself (Member.unit_private), not an
   array, and the file never takes its address (docs/DESIGN.md). */
bool member_exposed(const Member *m);

typedef struct Inference {
  bool may_require;     /* static or called in the unit, its address not taken: its callers
                           can hold what it needs (infer.c infer_one) */
  bool has_callers;     /* not main nor a thread's start: its callers, direct or through
                           a pointer, can hold what it needs and take what it releases */
  bool locks_itself;    /* calls a function that acquires or releases a lock */
  VEC(Effect) assumed;  /* the second run's: held on entry, with how they were released */
  VEC(Effect) effects;
  VEC(Exit) exits;
  PathSet acquired;     /* anywhere in the body */
  PathSet used;         /* held where guarded data or a requirement needed it */
  PathSet conflicts;    /* acquired while held: not the caller's to hold */
  VEC(const Token *) varying; /* where a lock the callers cannot name was needed or released:
                                 a loop's `a[i]`, whose first pass says `a[0]` */
  bool releases;        /* some lock it did not take itself (a caller's), anywhere */
  PathSet let_go;       /* the locks it took and released itself */
  PathSet slips;        /* released not held while the same member of another object was
                           (`lock(&a->mu) ... unlock(&b->mu)`): a slip, not for a caller */
  bool by_case;         /* a run for one case of a parameter (infer.c with_cases): a
                           function that locks or unlocks by its argument is for that */
} Inference;

/* A path set is a short list: membership, and adding once. */
bool has_path(const PathSet *set, const Path *p);
void note_path(PathSet *set, const Path *p);
/* What a run of inference (a->infer) learns as the analysis goes: a lock
   held where it was needed; an effect on a lock, once, or for a lock the
   callers cannot name, that the place varies. */
void note_use(Analysis *a, const World *w, const Path *cap);
void note_effect(Analysis *a, const Path *cap, const char *kind, Meaning meaning, const Token *tok);

#endif
