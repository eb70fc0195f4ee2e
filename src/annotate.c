/*
 * annotate.c: thread-safety attributes to contracts (stage 4).
 *
 * Every spelling of an annotation (Clang's capability names, the older lock
 * names, sparse's context, each also as __x__) is a row of attributes.def
 * that says what it means; here each annotated declaration the parser
 * listed gets one Contract, whatever the spellings were.  The parser has
 * already resolved the arguments as C expressions where the attribute is
 * written (parse.c "thread-safety annotations"); this stage checks them
 * the way Clang's -Wthread-safety-attributes does and reports misuse, then
 * keeps what is usable.
 *
 * A capability is named by an expression denoting the lock object or a
 * pointer to it: `mu`, `&a->mu`, `a->mu` and a parameter `struct mutex *m`
 * (meaning `*m`).  A call to a function annotated lock_returned(x) names x,
 * with the function's parameters replaced by the call's arguments.
 */
#include "annotalysis.h"
#include "term.h"

#include <stdlib.h>
#include <string.h>

static const AnnotationSpelling spellings[] = {
#define ATTR(name, meaning, arguments) {#name, meaning, arguments},
#define SPARSE(name, meaning, arguments) {#name, meaning, arguments},
#include "attributes.def"
#undef ATTR
#undef SPARSE
};

static void models_init(void);

void annotations_init(void) {
  for (size_t i = 0; i < ARRAY_SIZE(spellings); i++)
    intern_cstr(spellings[i].spelling)->annotation = (uint8_t)(i + 1);
  models_init();
}

const AnnotationSpelling *annotation_of(const Attr *attr) {
  if (!attr->name || !attr->name->annotation)
    return NULL;
  if (attr->scope && strcmp(attr->scope->name, "clang") != 0)
    return NULL; /* [[gnu::guarded_by]] is not Clang's attribute */
  return &spellings[attr->name->annotation - 1];
}

/* The canonical names of the meanings, as --dump-contracts prints them. */
static const char *const meaning_names[AN_COUNT] = {
    [AN_CAPABILITY] = "capability",       [AN_REENTRANT] = "reentrant",
    [AN_SCOPED] = "scoped",               [AN_GUARDED_BY] = "guarded_by",
    [AN_PT_GUARDED_BY] = "pt_guarded_by", [AN_GUARDED_VAR] = "guarded_var",
    [AN_PT_GUARDED_VAR] = "pt_guarded_var", [AN_ACQUIRED_BEFORE] = "acquired_before",
    [AN_ACQUIRED_AFTER] = "acquired_after", [AN_REQUIRES] = "requires",
    [AN_REQUIRES_SHARED] = "requires_shared", [AN_ACQUIRE] = "acquire",
    [AN_ACQUIRE_SHARED] = "acquire_shared", [AN_RELEASE] = "release",
    [AN_RELEASE_SHARED] = "release_shared", [AN_RELEASE_GENERIC] = "release_generic",
    [AN_TRY_ACQUIRE] = "try_acquire",     [AN_TRY_ACQUIRE_SHARED] = "try_acquire_shared",
    [AN_ASSERT] = "assert",               [AN_ASSERT_SHARED] = "assert_shared",
    [AN_EXCLUDES] = "excludes",           [AN_LOCK_RETURNED] = "lock_returned",
    [AN_NO_ANALYSIS] = "no_analysis",
};

static const char *const GROUP = "thread-safety-attributes";

/* The attribute's name as written (`__guarded_by__` stays so), for messages. */
static const char *spelled(const Attr *attr) {
  return attr->tok && attr->tok->kind == TK_IDENT ? token_ident(attr->tok)->name : attr->name->name;
}

/* ---------------------------------------------------------- capability types */

/* The text of adjacent string literal tokens, without their quotes and
   prefixes, concatenated and interned; escapes are kept as written. */
static const char *string_text(const Token *t, int count) {
  StrBuf text = {0};
  sb_puts(&text, "");
  for (int i = 0; i < count && t[i].kind == TK_STRING; i++) {
    const char *open = memchr(t[i].text, '"', t[i].len);
    const char *close = t[i].text + t[i].len - 1;
    if (open && close > open)
      sb_printf(&text, "%.*s", (int)(close - open - 1), open + 1);
  }
  const char *name = intern(text.data, text.len)->name;
  sb_free(&text);
  return name;
}

/* The first annotation meaning m in a list, or NULL. */
static const Attr *annotation_in(const Attr *attrs, Meaning m) {
  for (const Attr *a = attrs; a; a = a->next) {
    const AnnotationSpelling *s = annotation_of(a);
    if (s && s->meaning == m)
      return a;
  }
  return NULL;
}

/* A type annotation meaning m: on the typedef the type was named with, or
   on its struct or union. */
static const Attr *type_annotation(const Type *type, Meaning m) {
  if (!type)
    return NULL;
  const Attr *a = annotation_in(type->attrs, m);
  if (!a && (type->kind == TY_STRUCT || type->kind == TY_UNION) && type->record)
    a = annotation_in(type->record->attrs, m);
  return a;
}

/* The kind word of a capability annotation: its string, "mutex" for lockable. */
static const char *kind_of_annotation(const Attr *a) {
  if (annotation_of(a)->args == ARGS_NONE)
    return "mutex"; /* lockable */
  return a->nargs >= 1 && a->args[0].kind == TK_STRING ? string_text(a->args, a->nargs) : "mutex";
}


/* ------------------------------------------------------- built-in models */

static const struct {
  const char *name;
  const char *word;
  bool reentrant;
} lock_types[] = {
#define LOCK_TYPE(name, word, reentrant) {#name, word, reentrant},
#define LOCK_FUNCTION(name, meaning, argument, success, type)
#define RESULT(name, value)
#include "models.def"
#undef LOCK_TYPE
#undef LOCK_FUNCTION
#undef RESULT
};

static const struct {
  const char *name;
  Meaning meaning;
  int argument;
  int64_t success;
  const char *type; /* NULL for a RESULT row: no lock */
} lock_functions[] = {
#define LOCK_TYPE(name, word, reentrant)
#define LOCK_FUNCTION(name, meaning, argument, success, type) {#name, meaning, argument, success, #type},
#define RESULT(name, value) {#name, AN_COUNT, 0, value, NULL},
#include "models.def"
#undef LOCK_TYPE
#undef LOCK_FUNCTION
#undef RESULT
};

/* The row of models.def's lock types named name, or -1. */
static int lock_type(const char *name) {
  for (size_t i = 0; i < ARRAY_SIZE(lock_types); i++)
    if (!strcmp(name, lock_types[i].name))
      return (int)i;
  return -1;
}

/* The row of the lock type a type is spelled with, directly or through
   typedefs of it, or -1. */
static int model_type(const Type *type) {
  for (; type && type->typedef_name; type = type->aliased) {
    int row = lock_type(type->typedef_name->name);
    if (row >= 0)
      return row;
  }
  return -1;
}

/* The models' contracts, one per lock function, made once: a model names
   its lock by argument position, so one contract serves every
   declaration of the function.  Each function's name is marked with its
   row, so a call finds its model without a search. */
static Contract model_contracts[ARRAY_SIZE(lock_functions)];
static CapExpr model_caps[ARRAY_SIZE(lock_functions)];

const char atomic_section[] = "__VERIFIER_atomic";

static void models_init(void) {
  for (size_t i = 0; i < ARRAY_SIZE(lock_functions); i++) {
    Meaning m = lock_functions[i].meaning;
    intern_cstr(lock_functions[i].name)->lock_model = (uint8_t)(i + 1);
    if (!lock_functions[i].type) { /* a result taken as known */
      model_contracts[i] = (Contract){.try_success = lock_functions[i].success, .succeeds = true, .model = true};
      continue;
    }
    int type = lock_type(lock_functions[i].type);
    model_caps[i] = (CapExpr){.name = lock_functions[i].argument ? "" : atomic_section,
                              .arg = lock_functions[i].argument, .kind = lock_types[type].word,
                              .reentrant = lock_types[type].reentrant};
    model_contracts[i] = (Contract){.try_success = lock_functions[i].success,
                                    .succeeds = m == AN_ACQUIRE || m == AN_ACQUIRE_SHARED, .model = true};
    model_contracts[i].caps[m] = &model_caps[i];
    model_contracts[i].has[m] = true;
  }
}

/* The arena merged contracts are made in: the translation unit's, set by
   annotate().  A change of contracts (the annotations read, a contract
   inferred) starts a new epoch, which makes what contract_of kept stale. */
static Arena *merge_arena;
static unsigned inference_epoch;

void contract_set_inferred(Obj *first, Contract *contract) {
  first->contract = contract;
  inference_epoch++;
}

/* Appends copies of c's expressions to merged, each with the function
   type its parameters belong to. */
static void merge_contract(Contract *merged, const Contract *c) {
  for (int m = 0; m < AN_COUNT; m++) {
    CapExpr **tail = &merged->caps[m];
    while (*tail)
      tail = &(*tail)->next;
    for (const CapExpr *e = c->caps[m]; e; e = e->next) {
      CapExpr *copy = ARENA_NEW(merge_arena, CapExpr);
      *copy = *e;
      copy->function = e->function ? e->function : c->function;
      copy->next = NULL;
      *tail = copy;
      tail = &copy->next;
    }
    merged->has[m] |= c->has[m];
    if ((m == AN_TRY_ACQUIRE || m == AN_TRY_ACQUIRE_SHARED) && c->has[m] && !merged->succeeds &&
        !merged->has[AN_TRY_ACQUIRE == m ? AN_TRY_ACQUIRE_SHARED : AN_TRY_ACQUIRE])
      merged->try_success = c->try_success; /* the latest declaration's */
  }
  merged->inferred |= c->inferred;
  if (c->ncases && !merged->ncases) {
    merged->case_arg = c->case_arg;
    merged->ncases = c->ncases;
    merged->cases = c->cases;
  }
  if (!merged->kind)
    merged->kind = c->kind;
  if (!merged->returns)
    merged->returns = c->returns;
}

const Contract *contract_of(const Obj *fn) {
  const Obj *first = first_declaration((Obj *)fn);
  if (first->last) /* the whole chain, whichever declaration a use saw */
    fn = first->last;
  if (fn->merged && fn->merged_epoch == inference_epoch)
    return fn->merged;
  const Contract *only = NULL;
  int count = 0;
  for (const Obj *d = fn; d; d = d->previous)
    if (d->contract) {
      only = d->contract;
      count++;
    }
  const Contract *answer = only;
  if (count > 1 && merge_arena) {
    Contract *merged = ARENA_NEW(merge_arena, Contract);
    for (const Obj *d = fn; d; d = d->previous)
      if (d->contract)
        merge_contract(merged, d->contract);
    answer = merged;
  } else if (count == 0 && fn->kind == OBJ_FUNC && fn->name->lock_model) {
    answer = &model_contracts[fn->name->lock_model - 1];
  }
  Obj *cache = (Obj *)fn; /* a cache, not part of the declaration's meaning */
  cache->merged = answer;
  cache->merged_epoch = inference_epoch;
  return answer;
}

const char *capability_kind(const Type *type) {
  const Attr *a = type_annotation(type, AN_CAPABILITY);
  int model = a ? -1 : model_type(type);
  return a ? kind_of_annotation(a) : model >= 0 ? lock_types[model].word : NULL;
}

bool capability_reentrant(const Type *type) {
  int model = model_type(type);
  return type_annotation(type, AN_REENTRANT) != NULL || (model >= 0 && lock_types[model].reentrant);
}

/* ------------------------------------------------------------ the subjects */

/* What an annotation may be written on. */
typedef enum { ON_TYPE, ON_DATA, ON_FUNCTION } Subject;

static Subject subject_of(Meaning m) {
  switch (m) {
  case AN_CAPABILITY: case AN_REENTRANT: case AN_SCOPED:
    return ON_TYPE;
  case AN_GUARDED_BY: case AN_PT_GUARDED_BY: case AN_GUARDED_VAR: case AN_PT_GUARDED_VAR:
  case AN_ACQUIRED_BEFORE: case AN_ACQUIRED_AFTER:
    return ON_DATA;
  default:
    return ON_FUNCTION;
  }
}

/* One annotated declaration while its contract is made. */
typedef struct Decl {
  const Annotated *entry;
  Type *type;           /* the declared type; NULL for a struct */
  const Token *tok;
  Contract *contract;
  Arena *arena;
} Decl;

static bool is_function_pointer(const Type *t) {
  return t && t->kind == TY_POINTER && t->base->kind == TY_FUNC;
}

/* Is the annotation allowed on the declaration?  Reports it when not, in
   Clang's words.  Beyond Clang 22, and as Clang 23 does, the function
   annotations may also be written on function pointers. */
static bool check_subject(const Decl *d, const Attr *attr, const AnnotationSpelling *s) {
  const Annotated *e = d->entry;
  const char *name = spelled(attr);
  bool is_type = e->kind == DECL_RECORD || (e->kind == DECL_OBJ && e->obj->kind == OBJ_TYPEDEF);
  bool is_function = e->kind == DECL_OBJ && e->obj->kind == OBJ_FUNC;
  switch (subject_of(s->meaning)) {
  case ON_TYPE:
    if (is_type && (s->args != ARGS_NONE || s->meaning == AN_REENTRANT || e->kind == DECL_RECORD))
      return true;
    if (s->args == ARGS_NAME)
      diag_group(SEV_ERROR, attr->tok, NULL, "'%s' attribute only applies to structs, unions, classes, and typedefs",
                 name);
    else
      diag_group(SEV_WARNING, attr->tok, GROUP, "'%s' attribute only applies to structs, unions, %sclasses%s",
                 name, s->meaning == AN_REENTRANT ? "" : "and ", s->meaning == AN_REENTRANT ? ", and typedefs" : "");
    return false;
  case ON_DATA:
    if (e->kind == DECL_MEMBER ||
        (e->kind == DECL_OBJ && e->obj->kind == OBJ_VAR &&
         (!e->obj->is_local || (e->obj->storage & (SC_STATIC | SC_EXTERN)))))
      return true;
    diag_group(SEV_WARNING, attr->tok, GROUP,
               "'%s' attribute only applies to non-static data members and global variables", name);
    return false;
  case ON_FUNCTION:
    if (is_function)
      return true;
    bool on_pointer = s->meaning != AN_LOCK_RETURNED && s->meaning != AN_NO_ANALYSIS;
    if (on_pointer && (e->kind == DECL_MEMBER || e->kind == DECL_PARAM ||
                       (e->kind == DECL_OBJ && e->obj->kind == OBJ_VAR))) {
      if (is_function_pointer(d->type))
        return true;
      const char *what = e->kind == DECL_MEMBER ? "field" : e->kind == DECL_PARAM ? "parameter" : "variable";
      diag_group(SEV_WARNING, attr->tok, GROUP,
                 "'%s' attribute on a %s requires the %s to be of function pointer type", name, what, what);
      return false;
    }
    bool with_params = s->meaning == AN_REQUIRES || s->meaning == AN_REQUIRES_SHARED ||
                       s->meaning == AN_ACQUIRE || s->meaning == AN_ACQUIRE_SHARED ||
                       s->meaning == AN_RELEASE || s->meaning == AN_RELEASE_SHARED ||
                       s->meaning == AN_RELEASE_GENERIC || s->meaning == AN_EXCLUDES;
    diag_group(SEV_WARNING, attr->tok, GROUP, "'%s' attribute only applies to functions%s", name,
               with_params ? " and parameters" : "");
    return false;
  }
  return false;
}

/* -------------------------------------------------------------- arguments */

static int count_exprs(const Node *n) {
  int count = 0;
  for (; n; n = n->next)
    count++;
  return count;
}

/* The top-level comma-separated arguments of an attribute that was not
   parsed as expressions. */
static int count_raw_args(const Attr *attr) {
  if (attr->nargs == 0)
    return 0;
  int count = 1, depth = 0;
  for (int i = 0; i < attr->nargs; i++) {
    const Token *t = &attr->args[i];
    if (is_punct(t, P_LPAREN) || is_punct(t, P_LBRACKET) || is_punct(t, P_LBRACE))
      depth++;
    else if (is_punct(t, P_RPAREN) || is_punct(t, P_RBRACKET) || is_punct(t, P_RBRACE))
      depth--;
    else if (is_punct(t, P_COMMA) && depth == 0)
      count++;
  }
  return count;
}

/* The arguments' count against the shape; reports a wrong one (an error,
   as in Clang). */
static bool check_count(const Attr *attr, const AnnotationSpelling *s) {
  const char *name = spelled(attr);
  int n = s->args == ARGS_NONE || s->args == ARGS_NAME ? count_raw_args(attr) : count_exprs(attr->exprs);
  const char *wanted = NULL;
  switch (s->args) {
  case ARGS_NONE: if (n != 0) wanted = "takes no arguments"; break;
  case ARGS_NAME: if (n != 1) wanted = "takes one argument"; break;
  case ARGS_CAP: if (n != 1) wanted = "takes one argument"; break;
  case ARGS_CAPS: case ARGS_TRY: if (n < 1) wanted = "takes at least 1 argument"; break;
  case ARGS_CAPS_OPT: break;
  case ARGS_CONTEXT: if (n != 2 && n != 3) wanted = "takes two or three arguments"; break;
  }
  if (!wanted)
    return true;
  diag_group(SEV_ERROR, attr->tok, NULL, "'%s' attribute %s", name, wanted);
  return false;
}

/* The contract of a function, from any of its declarations. */

/* e with every parameter of fn_type replaced by the matching argument. */
static Node *substitute(Arena *arena, const Node *e, const Type *fn_type, Node *args) {
  if (!e)
    return NULL;
  if (e->kind == ND_VAR && e->obj->is_param) {
    Node *arg = args;
    for (const Param *q = fn_type->params; q && arg; q = q->next, arg = arg->next)
      if (q->name == e->obj->name)
        return arg;
  }
  Node *copy = node_copy(arena, e);
  if (node_is_leaf(e->kind))
    return copy;
  copy->lhs = substitute(arena, e->lhs, fn_type, args);
  copy->rhs = substitute(arena, e->rhs, fn_type, args);
  if (!node_has_tail(e->kind))
    return copy;
  Node **tail = &copy->args;
  for (const Node *a = e->args; a; a = a->next) {
    /* copied again, so that relinking never touches a caller's argument */
    *tail = node_copy(arena, substitute(arena, a, fn_type, args));
    tail = &(*tail)->next;
  }
  *tail = NULL;
  return copy;
}

/* A call to a lock_returned function names what that function returns. */
static Node *through_lock_returned(Arena *arena, Node *e) {
  if (e->kind != ND_CALL || !e->obj)
    return e;
  const Contract *c = contract_of(e->obj);
  const CapExpr *r = c ? c->caps[AN_LOCK_RETURNED] : NULL;
  if (!r || !r->expr)
    return e;
  Node *returned = substitute(arena, r->expr, r->function ? r->function : c->function, e->args);
  Node *result = node_copy(arena, returned);
  result->next = NULL;
  return result;
}

/* Does expression e denote a capability: of a capability type, a pointer
   to one, or a logical combination of such? */
static bool names_capability(const Node *e) {
  if (e->kind == ND_NOT)
    return names_capability(e->lhs);
  if (e->kind == ND_LOGAND || e->kind == ND_LOGOR)
    return names_capability(e->lhs) && names_capability(e->rhs);
  const Type *t = e->type;
  if (t && t->kind == TY_POINTER && capability_kind(t->base))
    return true;
  return capability_kind(t) != NULL;
}

/* A capability named as !x: acquiring x then needs !x (analysis.c). */
static void mark_negated(const Node *e) {
  while (e->kind == ND_CAST || e->kind == ND_ADDR)
    e = e->lhs;
  if (e->kind == ND_VAR)
    e->obj->negated = first_declaration(e->obj)->negated = true; /* the lock term's Obj is the first */
  else if (e->kind == ND_MEMBER)
    e->member->negated = true;
}

/* The `return` (ND_RESULT) in a capability expression, or NULL. */
static const Node *result_in(const Node *e) {
  switch (e->kind) {
  case ND_RESULT:
    return e;
  case ND_MEMBER: case ND_DEREF: case ND_ADDR: case ND_CAST: case ND_NOT:
    return result_in(e->lhs);
  case ND_INDEX: {
    const Node *r = result_in(e->lhs);
    return r ? r : result_in(e->rhs);
  }
  default:
    return NULL;
  }
}

/* One capability argument: checked, and added to the contract. */
static void add_capability(Decl *d, const Attr *attr, const AnnotationSpelling *s, Meaning meaning, Node *e) {
  const char *name = spelled(attr);
  CapExpr *cap = ARENA_NEW(d->arena, CapExpr);
  cap->tok = node_tok(e);
  if (e->kind == ND_STR) {
    cap->name = string_text(node_tok(e), e->ntokens ? e->ntokens : 1);
    if (cap->name[0] && strcmp(cap->name, "*") != 0)
      diag_group(SEV_WARNING, attr->tok, GROUP, "ignoring '%s' attribute because its argument is invalid", name);
  } else {
    if (e->kind == ND_NOT) {
      cap->negative = true;
      e = e->lhs;
      if (meaning != AN_REQUIRES && meaning != AN_REQUIRES_SHARED && meaning != AN_EXCLUDES)
        diag_group(SEV_WARNING, attr->tok, GROUP,
                   "'%s' attribute cannot name a negative capability; only requirements can", name);
    }
    e = through_lock_returned(d->arena, e);
    cap->expr = e;
    const Node *result = result_in(e);
    if (result && result->type->kind == TY_VOID) {
      diag_group(SEV_WARNING, node_tok(result), GROUP,
                 "'%s' attribute names 'return', the value of a function that returns void", name);
      return;
    }
    if (result && meaning != AN_ACQUIRE && meaning != AN_ACQUIRE_SHARED && meaning != AN_TRY_ACQUIRE &&
        meaning != AN_TRY_ACQUIRE_SHARED) {
      diag_group(SEV_WARNING, node_tok(result), GROUP,
                 "'%s' attribute cannot name 'return', the value the function returns; only acquire and "
                 "try-acquire attributes can", name);
      return;
    }
    if (s->args != ARGS_CONTEXT && !names_capability(e)) {
      StrBuf type = {0};
      type_print(&type, e->type ? e->type : ty_int);
      diag_group(SEV_WARNING, attr->tok, GROUP,
                 "'%s' attribute requires arguments whose type is annotated with 'capability' attribute; "
                 "type here is '%s'", name, type.data);
      sb_free(&type);
      return; /* as Clang: the argument is dropped, not checked as a lock */
    }
    if (cap->negative)
      mark_negated(e);
  }
  CapExpr **tail = &d->contract->caps[meaning];
  while (*tail)
    tail = &(*tail)->next;
  *tail = cap;
}

/* sparse's context(x, in, out): what the change of x's count means. */
static Meaning context_meaning(const Attr *attr, const Node *in, const Node *out) {
  if (!in->is_constant || !out->is_constant) {
    diag_group(SEV_ERROR, attr->tok, NULL, "'context' attribute takes constant entry and exit counts");
    return AN_NONE;
  }
  if (in->value == 0 && out->value == 1)
    return AN_ACQUIRE;
  if (in->value == 1 && out->value == 0)
    return AN_RELEASE;
  if (in->value == 1 && out->value == 1)
    return AN_REQUIRES;
  diag_group(SEV_WARNING, attr->tok, GROUP,
             "ignoring 'context' attribute: entry count %lld and exit count %lld are not an acquire "
             "(0, 1), a release (1, 0) or a requirement (1, 1)",
             (long long)in->value, (long long)out->value);
  return AN_NONE;
}

/* The name of the type a type annotation is on, as Clang says it. */
static void describe_type(StrBuf *out, const Decl *d) {
  if (d->entry->kind == DECL_RECORD)
    sb_puts(out, d->entry->record->tag ? d->entry->record->tag->name : "(anonymous)");
  else
    sb_puts(out, d->entry->obj->name->name);
}

/* One annotation of d: checked, and its meaning added to d's contract. */
static void read_annotation(Decl *d, const Attr *attr, const AnnotationSpelling *s) {
  if (!check_subject(d, attr, s) || !check_count(attr, s))
    return;
  const char *name = spelled(attr);
  Contract *c = d->contract;
  Meaning meaning = s->meaning;
  Node *caps = attr->exprs;
  switch (s->args) {
  case ARGS_NAME:
    if (attr->args[0].kind != TK_STRING) {
      diag_group(SEV_ERROR, &attr->args[0], NULL, "expected string literal as argument of '%s' attribute", name);
      return;
    }
    c->kind = string_text(attr->args, attr->nargs);
    break;
  case ARGS_NONE:
    if (meaning == AN_CAPABILITY)
      c->kind = "mutex"; /* lockable */
    break;
  case ARGS_TRY:
    if (!caps->type || !type_is_integer(caps->type)) {
      diag_group(SEV_ERROR, attr->tok, NULL, "'%s' attribute requires parameter 1 to be int or bool", name);
      return;
    }
    c->try_success = 1;
    if (caps->is_constant)
      c->try_success = caps->value;
    else
      diag_group(SEV_WARNING, node_tok(caps), GROUP,
                 "the success value of '%s' is not a constant; any nonzero result is taken as success", name);
    caps = caps->next;
    break;
  case ARGS_CONTEXT: {
    Node *in = caps->next, *out = in->next;
    if (!out) { /* context(in, out): the function's own, unnamed context */
      out = in;
      in = caps;
      caps = NULL;
    }
    meaning = context_meaning(attr, in, out);
    if (meaning == AN_NONE)
      return;
    if (caps)
      caps->next = NULL;
    break;
  }
  default:
    break;
  }
  if ((s->args == ARGS_CAPS_OPT || s->args == ARGS_TRY) && !caps)
    diag_group(SEV_WARNING, attr->tok, GROUP,
               "'%s' attribute without capability arguments can only be applied to non-static methods "
               "of a class", name);
  if (meaning == AN_PT_GUARDED_BY || meaning == AN_PT_GUARDED_VAR) {
    if (d->type && d->type->kind != TY_POINTER) {
      StrBuf type = {0};
      type_print(&type, d->type);
      diag_group(SEV_WARNING, attr->tok, GROUP, "'%s' only applies to pointer types; type here is '%s'", name,
                 type.data);
      sb_free(&type);
      return;
    }
  }
  if ((meaning == AN_ACQUIRED_BEFORE || meaning == AN_ACQUIRED_AFTER) &&
      !capability_kind(d->type) && !(d->type->kind == TY_POINTER && capability_kind(d->type->base))) {
    diag_group(SEV_WARNING, attr->tok, GROUP,
               "'%s' attribute can only be applied in a context annotated with 'capability' attribute", name);
    return;
  }
  if (meaning == AN_REENTRANT && !c->has[AN_CAPABILITY]) {
    StrBuf type = {0};
    describe_type(&type, d);
    diag_group(SEV_WARNING, attr->tok, GROUP, "'%s' attribute on '%s' must be preceded by 'capability' attribute",
               name, type.data);
    sb_free(&type);
    return;
  }
  c->has[meaning] = true;
  for (Node *e = caps; e; e = e->next)
    add_capability(d, attr, s, meaning, e);
}

/* ---------------------------------------------------------------- contracts */

static void annotate_decl(TranslationUnit *tu, Annotated *e) {
  Decl d = {.entry = e, .arena = &tu->arena};
  Attr *attrs = NULL;
  switch (e->kind) {
  case DECL_OBJ: attrs = e->obj->attrs; d.type = e->obj->type; d.tok = e->obj->tok; break;
  case DECL_MEMBER: attrs = e->member->attrs; d.type = e->member->type; d.tok = e->member->tok; break;
  case DECL_RECORD: attrs = e->record->attrs; d.tok = e->record->tok; break;
  case DECL_PARAM: attrs = e->param->attrs; d.type = e->param->type; d.tok = e->param->tok; break;
  case DECL_ENUM: attrs = e->type->attrs; d.type = e->type; break;
  }
  d.contract = ARENA_NEW(&tu->arena, Contract);
  const Type *fn = d.type && d.type->kind == TY_POINTER ? d.type->base : d.type;
  if (fn && fn->kind == TY_FUNC)
    d.contract->function = fn;
  for (const Attr *a = attrs; a; a = a->next) {
    const AnnotationSpelling *s = annotation_of(a);
    if (s && !a->invalid)
      read_annotation(&d, a, s);
  }
  switch (e->kind) {
  case DECL_OBJ: e->obj->contract = d.contract; break;
  case DECL_MEMBER: e->member->contract = d.contract; break;
  case DECL_RECORD: e->record->contract = d.contract; break;
  case DECL_PARAM: e->param->contract = d.contract; break;
  case DECL_ENUM: break; /* nothing an enum can carry */
  }
}

/* ------------------------------------------------------------ lock order */

/* The declaration a capability expression of an order list names: a
   global, or a member of the same struct; NULL for anything else. */
static const void *order_target(const Node *e) {
  while (e && (e->kind == ND_ADDR || e->kind == ND_CAST))
    e = e->lhs;
  if (!e)
    return NULL;
  if (e->kind == ND_VAR)
    return first_declaration(e->obj);
  if (e->kind == ND_MEMBER && e->lhs->kind == ND_SELF)
    return e->member;
  return NULL;
}

typedef struct OrderNode {
  const void *decl;     /* an Obj or a Member */
  const char *name;
  const Token *tok;
  const Contract *contract;
  int state;            /* 0 unseen, 1 on the path, 2 done */
} OrderNode;

typedef VEC(OrderNode) OrderNodes;

static OrderNode *order_node(OrderNodes *nodes, const void *decl) {
  for (int i = 0; i < nodes->len; i++)
    if (nodes->data[i].decl == decl)
      return &nodes->data[i];
  return NULL;
}

static void visit_order(OrderNodes *nodes, OrderNode *n);

static void order_edge(OrderNodes *nodes, const void *to) {
  OrderNode *next = order_node(nodes, to);
  if (!next)
    return;
  if (next->state == 1) {
    diag_group(SEV_WARNING, next->tok, "thread-safety-analysis",
               "cycle in acquired_before/after dependencies, starting with '%s'", next->name);
    next->state = 2; /* said once */
  } else if (next->state == 0) {
    visit_order(nodes, next);
  }
}

/* Depth first along "acquired before": X acquired_before(Y) and
   Y acquired_after(X) are both the edge X -> Y. */
static void visit_order(OrderNodes *nodes, OrderNode *n) {
  n->state = 1;
  for (const CapExpr *c = n->contract ? n->contract->caps[AN_ACQUIRED_BEFORE] : NULL; c; c = c->next)
    order_edge(nodes, order_target(c->expr));
  for (int i = 0; i < nodes->len; i++) { /* those acquired after n */
    OrderNode *other = &nodes->data[i];
    const CapExpr *after = other->contract ? other->contract->caps[AN_ACQUIRED_AFTER] : NULL;
    for (const CapExpr *c = after; c && n->state == 1; c = c->next)
      if (order_target(c->expr) == n->decl && other->state != 2)
        order_edge(nodes, other->decl);
  }
  if (n->state == 1)
    n->state = 2;
}

/* Clang's check of the declared lock order: a cycle in acquired_before
   and acquired_after can never be obeyed. */
static void check_order_cycles(const TranslationUnit *tu) {
  OrderNodes nodes = {0};
  for (const Annotated *e = tu->annotated; e; e = e->next) {
    const Contract *c = e->kind == DECL_OBJ ? e->obj->contract : e->kind == DECL_MEMBER ? e->member->contract : NULL;
    if (!c || (!c->caps[AN_ACQUIRED_BEFORE] && !c->caps[AN_ACQUIRED_AFTER]))
      continue;
    const void *decl = e->kind == DECL_OBJ ? (const void *)first_declaration(e->obj) : (const void *)e->member;
    const Token *tok = e->kind == DECL_OBJ ? e->obj->tok : e->member->tok;
    const Ident *name = e->kind == DECL_OBJ ? e->obj->name : e->member->name;
    if (name && !order_node(&nodes, decl))
      VEC_PUSH(nodes, ((OrderNode){decl, name->name, tok, c, 0}));
  }
  /* the locks the lists name that have no list of their own: `b
     ACQUIRED_AFTER(a)` and `c ACQUIRED_BEFORE(a)` meet at a */
  for (int i = 0, n = nodes.len; i < n; i++)
    for (int m = AN_ACQUIRED_BEFORE; m <= AN_ACQUIRED_AFTER; m++)
      for (const CapExpr *c = nodes.data[i].contract->caps[m]; c; c = c->next) {
        const void *decl = order_target(c->expr);
        const Node *e = strip_casts(c->expr);
        while (e->kind == ND_ADDR || e->kind == ND_CAST)
          e = e->lhs;
        if (!decl || order_node(&nodes, decl))
          continue;
        const Ident *name = e->kind == ND_VAR ? e->obj->name : e->member->name;
        const Token *tok = e->kind == ND_VAR ? first_declaration(e->obj)->tok : e->member->tok;
        if (name)
          VEC_PUSH(nodes, ((OrderNode){decl, name->name, tok, NULL, 0}));
      }
  for (int i = 0; i < nodes.len; i++)
    if (nodes.data[i].state == 0)
      visit_order(&nodes, &nodes.data[i]);
  VEC_FREE(nodes);
}

void annotate(TranslationUnit *tu) {
  merge_arena = &tu->arena;
  for (Obj *obj = tu->globals; obj; obj = obj->next) /* in order: the last one stays */
    first_declaration(obj)->last = obj;
  for (Annotated *e = tu->annotated; e; e = e->next)
    annotate_decl(tu, e);
  inference_epoch++; /* what contract_of kept while contracts were being read */
  check_order_cycles(tu);
}

/* ------------------------------------------------------------ --dump-contracts */

/* The capability a CapExpr names: the lock object, so `&x` prints as `x`
   and a pointer `m` as `*m`. */
/* --dump-contracts=terms: each lock in its file form (term.h), read back
   to show it is the same term; the struct a member's annotation is in. */
static bool dump_terms;
static const Record *dump_self;

static void print_term(StrBuf *out, TranslationUnit *tu, const CapExpr *cap, const Type *function) {
  const Path *t = capability_term(tu, cap, function);
  TermScope scope = {tu, function, dump_self, false};
  StrBuf form = {0};
  if (!t || !term_write(&form, t, &scope)) {
    sb_puts(out, "(no file form)");
    sb_free(&form);
    return;
  }
  for (size_t i = 0; i < form.len; i++) /* a static's mark, as the summaries write it */
    form.data[i] == STATIC_CLASS_MARK ? sb_puts(out, "\\x1f") : sb_putc(out, form.data[i]);
  const char *text = form.data;
  char *error = NULL;
  const Path *back = term_read(&text, &scope, &error);
  if (back != t)
    sb_printf(out, " <reads back %s: %s>", back ? "as another term" : "as nothing", error ? error : "");
  free(error);
  sb_free(&form);
}

/* A capability as the warnings name the lock (capability_text), else as
   the annotation writes it: `&x` as x, a pointer p as *p. */
static void print_capability(StrBuf *out, TranslationUnit *tu, const CapExpr *cap, const Type *function) {
  if (!cap->expr && !cap->template) {
    sb_printf(out, "\"%s\"", cap->name);
    return;
  }
  if (cap->negative)
    sb_puts(out, "!");
  if (dump_terms) {
    print_term(out, tu, cap, cap->function ? cap->function : function);
    return;
  }
  char *text = capability_text(tu, cap, cap->function ? cap->function : function);
  if (text) {
    sb_puts(out, text);
    free(text);
    if (cap->when) { /* inferred: only where its condition holds */
      char *when = path_text(cap->when);
      /* checked: a caller's lock is valid, taken or released */
      const char *word = cap->validity ? "checked" : "when";
      if (!cap->when_equal && cap->when_k == 0)
        sb_printf(out, " %s %s", word, when);
      else if (cap->when_k == 0) /* == 0: not */
        sb_printf(out, cap->when->kind == PATH_OP ? " %s !(%s)" : " %s !%s", word, when);
      else
        sb_printf(out, " %s %s %s %lld", word, when, cap->when_equal ? "==" : "!=", (long long)cap->when_k);
      free(when);
    }
    return;
  }
  const Node *e = cap->expr;
  if (e->kind == ND_ADDR) {
    expr_print(out, e->lhs);
  } else if (e->type && e->type->kind == TY_POINTER) {
    Node deref = {.kind = ND_DEREF, .lhs = (Node *)e, .token = e->token};
    expr_print(out, &deref);
  } else {
    expr_print(out, e);
  }
}

static void describe(StrBuf *out, const Annotated *e) {
  switch (e->kind) {
  case DECL_RECORD:
    sb_printf(out, "%s %s", e->record->is_union ? "union" : "struct",
              e->record->tag ? e->record->tag->name : "<anonymous>");
    return;
  case DECL_MEMBER:
    sb_printf(out, "field %s %s.%s", e->record->is_union ? "union" : "struct",
              e->record->tag ? e->record->tag->name : "<anonymous>",
              e->member->name ? e->member->name->name : "<anonymous>");
    return;
  case DECL_PARAM:
    sb_printf(out, "parameter %s", e->param->name ? e->param->name->name : "<unnamed>");
    return;
  case DECL_ENUM:
    sb_printf(out, "enum %s", e->type->tag ? e->type->tag->name : "<anonymous>");
    return;
  case DECL_OBJ: {
    const Obj *obj = e->obj;
    const char *what = obj->kind == OBJ_FUNC ? "function" : obj->kind == OBJ_TYPEDEF ? "typedef" : "variable";
    sb_printf(out, "%s %s", what, obj->name->name);
    return;
  }
  }
}

static const Contract *declared_contract(const Annotated *e) {
  switch (e->kind) {
  case DECL_OBJ: return e->obj->contract;
  case DECL_MEMBER: return e->member->contract;
  case DECL_RECORD: return e->record->contract;
  case DECL_PARAM: return e->param->contract;
  case DECL_ENUM: return NULL;
  }
  return NULL;
}

static void print_contract(StrBuf *out, TranslationUnit *tu, const Contract *c) {
  for (int m = AN_CAPABILITY; m < AN_COUNT; m++) {
    if (!c->has[m])
      continue;
    sb_printf(out, " %s", meaning_names[m]);
    if (m == AN_CAPABILITY) {
      sb_printf(out, "(\"%s\")", c->kind);
      continue;
    }
    bool list = c->caps[m] || m == AN_TRY_ACQUIRE || m == AN_TRY_ACQUIRE_SHARED ||
                (m >= AN_REQUIRES && m <= AN_ASSERT_SHARED);
    if (!list)
      continue;
    sb_puts(out, "(");
    if (m == AN_TRY_ACQUIRE || m == AN_TRY_ACQUIRE_SHARED)
      sb_printf(out, "%lld%s", (long long)c->try_success, c->caps[m] ? ", " : "");
    for (const CapExpr *cap = c->caps[m]; cap; cap = cap->next) {
      print_capability(out, tu, cap, c->function);
      if (cap->next)
        sb_puts(out, ", ");
    }
    sb_puts(out, ")");
  }
}

/* The line of the main file's text a token comes from: for a token of a
   macro expansion, the line of the outermost macro's name. */
static uint32_t written_line(const Token *t) {
  const Expansion *e = token_expansion(t);
  if (!e)
    return t->loc.line;
  while (e->parent)
    e = e->parent;
  return e->loc.line;
}

void contracts_dump(FILE *out, TranslationUnit *tu, bool terms) {
  dump_terms = terms;
  for (const Annotated *e = tu->annotated; e; e = e->next) {
    const Contract *c = declared_contract(e);
    dump_self = e->kind == DECL_MEMBER || e->kind == DECL_RECORD ? e->record : NULL;
    StrBuf line = {0};
    describe(&line, e);
    sb_puts(&line, ":");
    size_t bare = line.len;
    if (c)
      print_contract(&line, tu, c);
    if (line.len == bare)
      sb_puts(&line, " (nothing usable)");
    const Token *at = e->kind == DECL_OBJ ? e->obj->tok : e->kind == DECL_MEMBER ? e->member->tok
                    : e->kind == DECL_RECORD ? e->record->tok : e->kind == DECL_PARAM ? e->param->tok
                    : e->type->attrs->tok;
    fprintf(out, "%u: %s\n", at ? written_line(at) : 0, line.data);
    sb_free(&line);
  }
  dump_self = NULL;
  /* inferred ones (analysis.c) are on the first declaration of a definition */
  for (Obj *fn = tu->globals; fn; fn = fn->next) {
    if (fn->kind != OBJ_FUNC || !fn->is_definition)
      continue;
    const Obj *first = first_declaration(fn);
    if (!first->contract || !first->contract->inferred)
      continue;
    const Contract *c = first->contract;
    StrBuf line = {0};
    print_contract(&line, tu, c);
    const Param *param = c->function ? c->function->params : NULL;
    for (int i = 0; param && i < c->case_arg; i++)
      param = param->next;
    for (int i = 0; i < c->ncases; i++) { /* the cases, by the parameter's number */
      sb_printf(&line, "%s when %s is %lld:", i || line.len ? ";" : "",
                param && param->name ? param->name->name : "?", (long long)c->cases[i].value);
      size_t bare = line.len;
      print_contract(&line, tu, c->cases[i].contract);
      if (line.len == bare)
        sb_puts(&line, " nothing");
    }
    fprintf(out, "%u: function %s:%s (inferred)\n", written_line(fn->tok), fn->name->name, line.data);
    sb_free(&line);
  }
  dump_terms = false;
}
