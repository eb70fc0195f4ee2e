/*
 * layout_test.c: checks src/type.c without the parser.
 *
 *     layout_test gen      prints a C program that, compiled with gcc and
 *                          run, prints GCC's layout of every case below
 *     layout_test layout   prints type.c's layout of the same cases, in the
 *                          same format: one line per case,
 *                          "name size=S align=A member=OFFSET ...", where a
 *                          bit-field shows its first bit as b<N> (counted
 *                          from bit 0 of byte 0) and an unnamed one "-"
 *     layout_test units    checks type_promote, type_common,
 *                          type_compatible and type_print against the
 *                          expectations written below, and ends with
 *                          "units: N passed, N failed"
 *
 * tests/types/run.sh builds and runs all three and compares the first two,
 * so the expected layouts come from GCC, never from type.c.
 *
 * The layout cases are a table: a record (struct or union, its attributes)
 * and its members (a type, a name, a bit width or -1, attributes).  Types
 * are spelled as in C ("unsigned long", "char *", "int[3]", "int[]",
 * "struct plain" for an earlier case, "enum E", and the typedefs aint8 and
 * along2 of the preamble); attributes are space-separated "packed",
 * "aligned", "aligned(N)".
 */
#include "annotalysis.h"

#include <stdio.h>
#include <string.h>

typedef struct MemberSpec {
  const char *type;
  const char *name; /* "" for an unnamed bit-field */
  int width;        /* -1: not a bit-field */
  const char *attrs;
} MemberSpec;

typedef struct CaseSpec {
  const char *name; /* also the tag */
  bool is_union;
  const char *attrs;
  MemberSpec members[9]; /* ended by an empty one */
} CaseSpec;

#define NB -1 /* not a bit-field */

/* C declarations every generated program starts with; the same types are
   built by hand in parse_type. */
static const char preamble[] =
    "enum E { E0, E1 };\n"
    "typedef int aint8 __attribute__((aligned(8)));\n"
    "typedef long along2 __attribute__((aligned(2)));\n";

static const CaseSpec cases[] = {
    {"plain", false, "", {{"char", "a", NB, ""}, {"int", "b", NB, ""}, {"char", "c", NB, ""}}},
    {"mixed", false, "",
     {{"char", "a", NB, ""}, {"double", "b", NB, ""}, {"short", "c", NB, ""},
      {"long", "d", NB, ""}, {"char", "e", NB, ""}, {"char *", "f", NB, ""}}},
    {"nested", false, "",
     {{"struct plain", "a", NB, ""}, {"char", "b", NB, ""}, {"struct mixed", "c", NB, ""}}},
    {"arrays", false, "",
     {{"char[3]", "a", NB, ""}, {"short[5]", "b", NB, ""}, {"long double", "c", NB, ""},
      {"char", "d", NB, ""}, {"struct plain[2]", "e", NB, ""}}},
    {"wide", false, "",
     {{"char", "a", NB, ""}, {"__int128", "b", NB, ""}, {"_Float16", "c", NB, ""},
      {"_Float128", "d", NB, ""}, {"_Bool", "e", NB, ""}}},
    {"bf_simple", false, "",
     {{"int", "a", 3, ""}, {"int", "b", 5, ""}, {"int", "c", 24, ""}, {"char", "d", NB, ""}}},
    /* 8 + 30 bits would straddle the int at 0: a moves to the next int. */
    {"bf_cross", false, "", {{"char", "a", NB, ""}, {"int", "b", 30, ""}, {"char", "c", NB, ""}}},
    /* 20 + 40 bits fit in the long at 0: b shares it with a. */
    {"bf_long", false, "", {{"int", "a", 20, ""}, {"long", "b", 40, ""}, {"int", "c", 5, ""}}},
    {"bf_shapes", false, "",
     {{"char", "a", 4, ""}, {"short", "b", 10, ""}, {"char", "c", 7, ""}, {"int", "d", 20, ""},
      {"unsigned long long", "e", 33, ""}, {"short", "f", 9, ""}}},
    {"bf_zero", false, "", {{"char", "a", 3, ""}, {"int", "", 0, ""}, {"char", "b", 2, ""}}},
    /* The zero-width int moves d to 4, but unnamed it leaves the struct's
       alignment at 1: size 5. */
    {"bf_zero_plain", false, "",
     {{"char", "a", NB, ""}, {"int", "", 0, ""}, {"char", "b", NB, ""}}},
    {"bf_unnamed", false, "",
     {{"char", "a", NB, ""}, {"int", "", 30, ""}, {"char", "b", NB, ""}}},
    {"bf_unnamed_end", false, "", {{"char", "a", NB, ""}, {"int", "", 7, ""}}},
    {"bf_bool_enum", false, "",
     {{"_Bool", "a", 1, ""}, {"enum E", "b", 3, ""}, {"unsigned", "c", 1, ""},
      {"enum E", "d", NB, ""}, {"_Bool", "e", 1, ""}}},
    {"bf_int128", false, "", {{"char", "a", NB, ""}, {"__int128", "b", 100, ""}}},
    {"bf_aligned", false, "",
     {{"char", "a", NB, ""}, {"int", "b", 3, "aligned(8)"}, {"char", "c", 2, ""}}},
    {"bf_packed_member", false, "",
     {{"char", "a", NB, ""}, {"int", "b", 9, "packed"}, {"int", "c", 30, ""}}},
    {"packed", false, "packed",
     {{"char", "a", NB, ""}, {"int", "b", NB, ""}, {"short", "c", NB, ""}, {"long", "d", NB, ""},
      {"struct mixed", "e", NB, ""}}},
    {"packed_bf", false, "packed",
     {{"char", "a", NB, ""}, {"int", "b", 30, ""}, {"int", "c", 7, ""}, {"long", "d", 40, ""},
      {"char", "", 0, ""}, {"char", "e", NB, ""}, {"int", "", 0, ""}, {"char", "f", 1, ""}}},
    {"packed_member", false, "",
     {{"char", "a", NB, ""}, {"int", "b", NB, "packed"}, {"char", "c", NB, ""},
      {"long", "d", NB, ""}}},
    {"aligned_member", false, "",
     {{"char", "a", NB, ""}, {"int", "b", NB, "aligned(8)"}, {"char", "c", NB, ""}}},
    {"aligned_noarg", false, "", {{"char", "a", NB, ""}, {"char", "b", NB, "aligned"}}},
    {"aligned_hex", false, "", {{"char", "a", NB, ""}, {"short", "b", NB, "aligned(0x20)"}}},
    /* aligned on a member cannot lower its alignment. */
    {"aligned_lower", false, "", {{"char", "a", NB, ""}, {"long", "b", NB, "aligned(2)"}}},
    {"aligned_record", false, "aligned(32)", {{"char", "a", NB, ""}, {"int", "b", NB, ""}}},
    {"aligned_record_small", false, "aligned(1)", {{"int", "a", NB, ""}, {"char", "b", NB, ""}}},
    {"packed_aligned", false, "packed aligned(4)",
     {{"char", "a", NB, ""}, {"int", "b", NB, ""}, {"char", "c", NB, ""}}},
    /* In a packed record a member's own aligned sets its alignment, even lower
     than its type's. */
    {"packed_member_aligned", false, "packed",
     {{"char", "a", NB, ""}, {"int", "b", NB, "aligned(2)"}, {"char", "c", NB, ""},
      {"char", "d", NB, "aligned(8)"}}},
    {"member_packed_aligned", false, "",
     {{"char", "a", NB, ""}, {"long", "b", NB, "packed aligned(2)"}, {"char", "c", NB, ""},
      {"int", "d", 12, "packed aligned(4)"}}},
    {"typedef_aligned", false, "",
     {{"char", "a", NB, ""}, {"aint8", "b", NB, ""}, {"char", "c", NB, ""},
      {"along2", "d", NB, ""}}},
    {"packed_typedef_aligned", false, "packed", {{"char", "a", NB, ""}, {"aint8", "b", NB, ""}}},
    {"un", true, "",
     {{"char", "a", NB, ""}, {"int", "b", NB, ""}, {"double", "c", NB, ""},
      {"short[5]", "d", NB, ""}}},
    {"un_bf", true, "", {{"char", "a", 3, ""}, {"int", "b", 9, ""}, {"int", "", 20, ""}}},
    {"un_bf_packed", true, "packed", {{"int", "a", 3, ""}, {"char", "b", NB, ""}}},
    {"un_aligned", true, "", {{"char[5]", "a", NB, ""}, {"short", "b", NB, "aligned(4)"}}},
    {"flex", false, "", {{"char", "a", NB, ""}, {"int[]", "b", NB, ""}}},
    {"flex_after_pad", false, "",
     {{"long", "a", NB, ""}, {"char", "b", NB, ""}, {"char[]", "c", NB, ""}}},
    {"zero_len", false, "", {{"char", "a", NB, ""}, {"int[0]", "b", NB, ""}}},
    {"with_union", false, "",
     {{"char", "a", NB, ""}, {"union un", "b", NB, ""}, {"struct bf_long", "c", NB, ""},
      {"char", "d", NB, ""}}},
};

/* ------------------------------------------------------------- generation */

/* "int[3]" -> base "int", suffix "[3]". */
static size_t base_length(const char *type) {
  const char *bracket = strchr(type, '[');
  return bracket ? (size_t)(bracket - type) : strlen(type);
}

static void gen_attrs(const char *attrs) {
  if (!*attrs)
    return;
  printf(" __attribute__((");
  for (const char *p = attrs; *p; p++)
    if (*p == ' ')
      printf(", ");
    else
      putchar(*p);
  printf("))");
}

static void gen_case(const CaseSpec *c) {
  const char *keyword = c->is_union ? "union" : "struct";
  printf("%s", keyword);
  gen_attrs(c->attrs);
  printf(" %s {\n", c->name);
  for (const MemberSpec *m = c->members; m->type; m++) {
    size_t base = base_length(m->type);
    printf("  %.*s %s%s", (int)base, m->type, m->name, m->type + base);
    if (m->width >= 0)
      printf(" : %d", m->width);
    gen_attrs(m->attrs);
    printf(";\n");
  }
  printf("};\n");
}

static void gen_print_case(const CaseSpec *c) {
  const char *keyword = c->is_union ? "union" : "struct";
  printf("  {\n    %s %s x;\n", keyword, c->name);
  printf("    printf(\"%s size=%%zu align=%%zu\", sizeof x, _Alignof(%s %s));\n", c->name,
         keyword, c->name);
  for (const MemberSpec *m = c->members; m->type; m++) {
    if (!*m->name)
      printf("    printf(\" -\");\n");
    else if (m->width < 0)
      printf("    printf(\" %s=%%zu\", offsetof(%s %s, %s));\n", m->name, keyword, c->name,
             m->name);
    else
      printf("    memset(&x, 0, sizeof x); x.%s = ~x.%s;\n"
             "    printf(\" %s=b%%d\", first_bit(&x, sizeof x));\n",
             m->name, m->name, m->name);
  }
  printf("    printf(\"\\n\");\n  }\n");
}

static void generate(void) {
  printf("#include <stddef.h>\n#include <stdio.h>\n#include <string.h>\n%s", preamble);
  for (size_t i = 0; i < ARRAY_SIZE(cases); i++)
    gen_case(&cases[i]);
  printf("static int first_bit(const void *p, size_t n) {\n"
         "  const unsigned char *b = p;\n"
         "  for (size_t i = 0; i < n; i++)\n"
         "    for (int j = 0; j < 8; j++)\n"
         "      if (b[i] >> j & 1) return (int)(i * 8) + j;\n"
         "  return -1;\n}\n");
  printf("int main(void) {\n");
  for (size_t i = 0; i < ARRAY_SIZE(cases); i++)
    gen_print_case(&cases[i]);
  printf("  return 0;\n}\n");
}

/* --------------------------------------------------- building types by hand */

static Arena test_arena;

static Record *records[ARRAY_SIZE(cases)];

/* "aligned(8)" as the parser would store it: name aligned, one TK_NUMBER. */
static Attr *make_attr(const char *text, size_t len) {
  Attr *attr = ARENA_NEW(&test_arena, Attr);
  const char *paren = memchr(text, '(', len);
  attr->name = intern(text, paren ? (size_t)(paren - text) : len);
  if (paren) {
    Token *tok = ARENA_NEW(&test_arena, Token);
    tok->kind = TK_NUMBER;
    tok->text = paren + 1;
    tok->len = (uint32_t)(text + len - 1 - (paren + 1));
    attr->args = tok;
    attr->nargs = 1;
  }
  return attr;
}

static Attr *make_attrs(const char *attrs) {
  Attr *head = NULL, **tail = &head;
  while (*attrs) {
    size_t len = strcspn(attrs, " ");
    *tail = make_attr(attrs, len);
    tail = &(*tail)->next;
    attrs += len;
    attrs += strspn(attrs, " ");
  }
  return head;
}

static const struct {
  TypeKind kind;
  const char *spelling;
} basic_names[] = {
#define X(kind, spelling, size, align, flags) {kind, spelling},
#include "types.def"
#undef X
    {TY_UINT, "unsigned"},
};

static Type *parse_type_len(const char *text, size_t len);

static Type *typedef_with_align(Type *base, const char *name, const char *attrs) {
  Type *t = type_qualified(base, 0);
  t->typedef_name = intern_cstr(name);
  t->attrs = make_attrs(attrs);
  return t;
}

/* The types of the table, built as the parser will build them. */
static Type *parse_type_len(const char *text, size_t len) {
  while (len && text[len - 1] == ' ')
    len--;
  if (len && text[len - 1] == ']') {
    const char *open = text + len;
    while (*open != '[')
      open--;
    Type *element = parse_type_len(text, (size_t)(open - text));
    int64_t n = open[1] == ']' ? -1 : strtoll(open + 1, NULL, 10);
    return type_array(element, n);
  }
  if (len && text[len - 1] == '*')
    return type_pointer(parse_type_len(text, len - 1));
  for (size_t i = 0; i < ARRAY_SIZE(basic_names); i++)
    if (strlen(basic_names[i].spelling) == len && memcmp(basic_names[i].spelling, text, len) == 0)
      return type_basic(basic_names[i].kind);
  if (len == 6 && memcmp(text, "enum E", 6) == 0)
    return type_enum(intern_cstr("E"), ty_uint);
  if (len == 5 && memcmp(text, "aint8", 5) == 0)
    return typedef_with_align(ty_int, "aint8", "aligned(8)");
  if (len == 6 && memcmp(text, "along2", 6) == 0)
    return typedef_with_align(ty_long, "along2", "aligned(2)");
  const char *space = memchr(text, ' ', len);
  if (space) {
    for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
      const char *tag = space + 1;
      if (records[i] && strlen(cases[i].name) == (size_t)(text + len - tag) &&
          memcmp(cases[i].name, tag, (size_t)(text + len - tag)) == 0)
        return type_record(records[i]);
    }
  }
  fprintf(stderr, "layout_test: unknown type '%.*s'\n", (int)len, text);
  exit(2);
}

static Type *parse_type(const char *text) { return parse_type_len(text, strlen(text)); }

static Record *build_record(const CaseSpec *c) {
  Record *r = ARENA_NEW(&test_arena, Record);
  r->tag = intern_cstr(c->name);
  r->is_union = c->is_union;
  r->attrs = make_attrs(c->attrs);
  Member **tail = &r->members;
  for (const MemberSpec *spec = c->members; spec->type; spec++) {
    Member *m = ARENA_NEW(&test_arena, Member);
    m->name = *spec->name ? intern_cstr(spec->name) : NULL;
    m->type = parse_type(spec->type);
    m->bit_width = spec->width;
    m->attrs = make_attrs(spec->attrs);
    *tail = m;
    tail = &m->next;
  }
  r->complete = true;
  record_layout(r);
  return r;
}

static void print_layout(void) {
  for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
    Record *r = records[i] = build_record(&cases[i]);
    printf("%s size=%lld align=%d", cases[i].name, (long long)r->size, r->align);
    for (Member *m = r->members; m; m = m->next) {
      if (!m->name)
        printf(" -");
      else if (m->bit_width < 0)
        printf(" %s=%lld", m->name->name, (long long)m->offset);
      else
        printf(" %s=b%lld", m->name->name, (long long)(m->offset * 8 + m->bit_offset));
      /* The bit_offset convention (type.c, place_bitfield_at). */
      if (m->bit_width >= 0 && (m->bit_offset < 0 || m->offset < 0))
        printf("[bad bit_offset %d]", m->bit_offset);
    }
    printf("\n");
  }
}

/* ------------------------------------------------------------ unit checks */

static int passed, failed;

static void check_string(const char *what, const char *got, const char *expected) {
  if (strcmp(got, expected) == 0) {
    passed++;
    return;
  }
  failed++;
  printf("FAIL units %s: got '%s', expected '%s'\n", what, got, expected);
}

static char *spell(const Type *t) {
  if (!t)
    return xstrdup("NULL");
  StrBuf sb = {0};
  type_print(&sb, t);
  return sb.data ? sb.data : xstrdup("");
}

static void check_print(const Type *t, const char *expected) {
  char *got = spell(t);
  check_string("type_print", got, expected);
  free(got);
}

static void check_bool(const char *what, bool got, bool expected) {
  if (got == expected) {
    passed++;
    return;
  }
  failed++;
  printf("FAIL units %s: got %d, expected %d\n", what, got, expected);
}

/* The expected result of type_common (or type_promote when b is NULL),
   spelled as type_print spells it. */
static void check_common(Type *a, Type *b, const char *expected) {
  char *sa = spell(a), *sb = spell(b);
  char *what = b ? format("type_common(%s, %s)", sa, sb) : format("type_promote(%s)", sa);
  char *got = spell(b ? type_common(a, b) : type_promote(a));
  check_string(what, got, expected);
  if (b) { /* the conversions are symmetric */
    char *back = spell(type_common(b, a));
    char *what_back = format("type_common(%s, %s)", sb, sa);
    check_string(what_back, back, expected);
    free(back);
    free(what_back);
  }
  free(got);
  free(what);
  free(sa);
  free(sb);
}

static void check_compatible(Type *a, Type *b, bool expected) {
  char *sa = spell(a), *sb = spell(b);
  char *what = format("type_compatible(%s, %s)", sa, sb);
  check_bool(what, type_compatible(a, b), expected);
  check_bool(what, type_compatible(b, a), expected);
  free(what);
  free(sa);
  free(sb);
}

static Param *params(Type *first, Type *second) {
  Param *head = NULL;
  if (second) {
    head = ARENA_NEW(&test_arena, Param);
    head->type = second;
  }
  if (first) {
    Param *p = ARENA_NEW(&test_arena, Param);
    p->type = first;
    p->next = head;
    head = p;
  }
  return head;
}

static Type *complex_of(TypeKind kind) {
  /* type.c has no public _Complex constructor yet; build one by hand. */
  Type *t = type_qualified(type_basic(kind), 0);
  t->kind = TY_COMPLEX;
  t->base = type_basic(kind);
  t->size = 2 * t->base->size;
  t->unqualified = t;
  return t;
}

static void units_promote_common(void) {
  Type *T_schar = type_basic(TY_SCHAR), *T_uchar = type_basic(TY_UCHAR);
  Type *T_short = type_basic(TY_SHORT), *T_ushort = type_basic(TY_USHORT);
  Type *T_llong = type_basic(TY_LLONG), *T_ullong = type_basic(TY_ULLONG);
  Type *T_i128 = type_basic(TY_INT128), *T_u128 = type_basic(TY_UINT128);
  Type *T_f16 = type_basic(TY_FLOAT16), *T_float = type_basic(TY_FLOAT);
  Type *T_double = type_basic(TY_DOUBLE), *T_ldouble = type_basic(TY_LDOUBLE);
  Type *T_f128 = type_basic(TY_FLOAT128);
  Type *e_uint = type_enum(intern_cstr("eu"), ty_uint);
  Type *e_int = type_enum(intern_cstr("ei"), ty_int);
  Type *e_long = type_enum(intern_cstr("el"), ty_long);
  Type *e_uchar = type_enum(intern_cstr("ec"), T_uchar); /* a packed enum */

  /* 6.3.1.1p2: below int's rank, to int (int holds all their values here,
     unsigned short's 65535 too). */
  check_common(ty_bool, NULL, "int");
  check_common(ty_char, NULL, "int");
  check_common(T_uchar, NULL, "int");
  check_common(T_ushort, NULL, "int");
  check_common(type_qualified(T_short, Q_CONST), NULL, "int");
  /* int and above stay; the value has the unqualified type (6.3.2.1p2). */
  check_common(ty_uint, NULL, "unsigned int");
  check_common(type_qualified(ty_long, Q_VOLATILE), NULL, "long");
  /* An enum has its underlying type's rank (6.3.1.1p1): rank of int, so the
     promotions apply and give the underlying type; a long one is beyond
     them and stays; a char-sized one becomes int. */
  check_common(e_uint, NULL, "unsigned int");
  check_common(e_int, NULL, "int");
  check_common(e_long, NULL, "enum el");
  check_common(e_uchar, NULL, "int");
  check_common(T_float, NULL, "float"); /* not default argument promotion */
  check_common(type_pointer(ty_char), NULL, "char *");

  /* 6.3.1.8, integers. */
  check_common(ty_char, T_uchar, "int");     /* both promote to int */
  check_common(T_short, T_ushort, "int");
  check_common(ty_int, ty_uint, "unsigned int"); /* same rank: unsigned */
  check_common(ty_uint, ty_long, "long");    /* long holds every unsigned int */
  check_common(ty_long, ty_ulong, "unsigned long");
  /* long long outranks unsigned long but cannot hold all its values (both
     64 bits): the unsigned type corresponding to long long. */
  check_common(T_llong, ty_ulong, "unsigned long long");
  check_common(ty_long, T_ullong, "unsigned long long"); /* unsigned has higher rank */
  check_common(ty_long, T_llong, "long long");           /* same signedness: higher rank */
  check_common(ty_ulong, T_llong, "unsigned long long");
  check_common(T_i128, T_ullong, "__int128"); /* 128 bits hold every 64-bit value */
  check_common(T_u128, T_llong, "unsigned __int128");
  check_common(T_i128, T_u128, "unsigned __int128");
  check_common(e_uint, ty_int, "unsigned int");
  check_common(e_long, ty_uint, "long");
  check_common(T_schar, ty_bool, "int");

  /* 6.3.1.8, floating: the higher of the floating types; an integer
     converts to the other operand's floating type. */
  check_common(ty_int, T_float, "float");
  check_common(T_ullong, T_float, "float");
  check_common(T_f16, ty_int, "_Float16");
  check_common(T_f16, T_float, "float");
  check_common(T_float, T_double, "double");
  check_common(T_double, T_ldouble, "long double");
  check_common(T_i128, T_ldouble, "long double");
  /* TS 18661-3 (C23 6.3.1.8): _Float128's values include long double's, so
     it wins.  GCC agrees: _Generic(1.0L + 1.0f128, ...) is _Float128. */
  check_common(T_ldouble, T_f128, "_Float128");
  /* Complex: the real types decide, the result is complex when either is. */
  check_common(complex_of(TY_FLOAT), T_double, "_Complex double");
  check_common(complex_of(TY_DOUBLE), T_float, "_Complex double");
  check_common(complex_of(TY_FLOAT), ty_int, "_Complex float");
  check_common(complex_of(TY_FLOAT), complex_of(TY_LDOUBLE), "_Complex long double");
  check_common(complex_of(TY_INT), ty_long, "_Complex long"); /* GNU complex integers */
  /* Not arithmetic: no common type. */
  check_common(type_pointer(ty_int), ty_int, "NULL");

  /* A typedef survives when the result is its type. */
  Type *size_type = type_qualified(ty_ulong, 0);
  size_type->typedef_name = intern_cstr("size_t");
  check_common(size_type, ty_int, "size_t");
}

static void units_compatible(void) {
  Type *e_uint = type_enum(intern_cstr("eu"), ty_uint);
  Type *e_int = type_enum(intern_cstr("ei"), ty_int);
  Record *rec_a = ARENA_NEW(&test_arena, Record), *rec_b = ARENA_NEW(&test_arena, Record);
  rec_a->tag = rec_b->tag = intern_cstr("s");
  Type *s_a = type_record(rec_a), *s_b = type_record(rec_b);

  check_compatible(ty_int, ty_int, true);
  check_compatible(ty_int, type_qualified(ty_int, 0), true);
  check_compatible(ty_int, ty_uint, false);
  check_compatible(ty_long, type_basic(TY_LLONG), false); /* same size, different types */
  /* char, signed char and unsigned char are three types (6.2.5p15). */
  check_compatible(ty_char, type_basic(TY_SCHAR), false);
  check_compatible(ty_int, type_qualified(ty_int, Q_CONST), false); /* 6.7.3p11 */
  check_compatible(type_qualified(ty_int, Q_CONST | Q_VOLATILE),
                   type_qualified(type_qualified(ty_int, Q_VOLATILE), Q_CONST), true);
  /* 6.7.2.2p4: an enum is compatible with its underlying type (GCC:
     unsigned int for an enum without negative values), not another one. */
  check_compatible(e_uint, ty_uint, true);
  check_compatible(e_uint, ty_int, false);
  check_compatible(e_int, e_uint, false);
  check_compatible(e_uint, type_enum(intern_cstr("eu"), ty_uint), true); /* same tag */
  check_compatible(type_qualified(e_uint, Q_CONST), e_uint, false);
  /* 6.7.6.1p2: pointers to compatible types; qualifiers of the pointee
     count (int * and const int * are not compatible). */
  check_compatible(type_pointer(ty_int), type_pointer(ty_int), true);
  check_compatible(type_pointer(ty_int), type_pointer(type_qualified(ty_int, Q_CONST)), false);
  check_compatible(type_pointer(e_uint), type_pointer(ty_uint), true);
  check_compatible(type_pointer(ty_void), type_pointer(ty_char), false);
  /* 6.7.6.2p6: compatible elements, and equal lengths when both known. */
  check_compatible(type_array(ty_int, 4), type_array(ty_int, 4), true);
  check_compatible(type_array(ty_int, 4), type_array(ty_int, 5), false);
  check_compatible(type_array(ty_int, 4), type_array(ty_int, -1), true);
  check_compatible(type_array(ty_int, 4), type_array(ty_uint, 4), false);
  /* Structs: the same declaration only (one translation unit). */
  check_compatible(s_a, type_record(rec_a), true);
  check_compatible(s_a, s_b, false);
  /* 6.7.6.3p15: functions. */
  Type *f_int_charp = type_func(ty_int, params(ty_int, type_pointer(ty_char)), false, true);
  check_compatible(f_int_charp,
                   type_func(ty_int, params(ty_int, type_pointer(ty_char)), false, true), true);
  check_compatible(f_int_charp, type_func(ty_int, params(ty_int, NULL), false, true), false);
  check_compatible(f_int_charp,
                   type_func(ty_int, params(ty_int, type_pointer(ty_char)), true, true), false);
  check_compatible(f_int_charp,
                   type_func(ty_long, params(ty_int, type_pointer(ty_char)), false, true), false);
  /* A parameter compares by its adjusted, unqualified type: f(const int,
     char[]) is f(int, char *). */
  check_compatible(f_int_charp,
                   type_func(ty_int,
                             params(type_qualified(ty_int, Q_CONST), type_array(ty_char, -1)),
                             false, true),
                   true);
  /* An unprototyped int f() matches any prototype returning int (we accept
     even those 6.7.6.3p15 rejects; see type.c). */
  check_compatible(f_int_charp, type_func(ty_int, NULL, false, false), true);
  check_compatible(type_func(ty_void, NULL, false, false), f_int_charp, false);
  check_compatible(type_func(ty_int, NULL, false, true), type_func(ty_int, NULL, false, true),
                   true);
}

static void units_predicates(void) {
  Type *e = type_enum(intern_cstr("e"), ty_uint);
  Type *ptr = type_pointer(ty_int), *arr = type_array(ty_int, 3);
  Type *fn = type_func(ty_int, NULL, false, true);
  check_bool("integer(enum)", type_is_integer(e), true);
  check_bool("integer(_Bool)", type_is_integer(ty_bool), true);
  check_bool("integer(double)", type_is_integer(type_basic(TY_DOUBLE)), false);
  check_bool("unsigned(enum of unsigned)", type_is_unsigned(e), true);
  check_bool("unsigned(char)", type_is_unsigned(ty_char), false); /* x86-64: signed */
  check_bool("unsigned(_Bool)", type_is_unsigned(ty_bool), true);
  check_bool("arithmetic(_Complex double)", type_is_arithmetic(complex_of(TY_DOUBLE)), true);
  check_bool("arithmetic(pointer)", type_is_arithmetic(ptr), false);
  check_bool("scalar(pointer)", type_is_scalar(ptr), true);
  check_bool("scalar(array)", type_is_scalar(arr), false);
  check_bool("pointer_like(array)", type_is_pointer_like(arr), true);
  check_bool("pointer_like(function)", type_is_pointer_like(fn), true);
  check_bool("pointer_like(long)", type_is_pointer_like(ty_long), false);
  check_bool("size_t is unsigned long", ty_size_t->kind == TY_ULONG, true);
  check_bool("sizeof(int[4])", type_array(ty_int, 4)->size == 16, true);
  check_bool("sizeof(int[])", type_array(ty_int, -1)->size == -1, true);
  check_bool("sizeof(function)", fn->size == 1, true);
  check_bool("qualified shares unqualified",
             type_qualified(type_qualified(ty_int, Q_CONST), Q_VOLATILE)->unqualified == ty_int,
             true);
  check_print(type_decay(arr), "int *");
  check_print(type_decay(fn), "int (*)(void)");
}

static void units_print(void) {
  Type *cchar = type_qualified(ty_char, Q_CONST);
  Record *rec = ARENA_NEW(&test_arena, Record);
  rec->tag = intern_cstr("s");
  Record *anon = ARENA_NEW(&test_arena, Record);
  anon->is_union = true;
  Type *fn_void = type_func(ty_int, NULL, false, true);
  check_print(ty_int, "int");
  check_print(ty_ulong, "unsigned long");
  check_print(type_pointer(cchar), "const char *");
  check_print(type_qualified(type_pointer(ty_char), Q_CONST), "char *const");
  check_print(type_pointer(type_qualified(type_pointer(cchar), Q_CONST)), "const char *const *");
  check_print(type_pointer(type_pointer(ty_char)), "char **");
  check_print(type_record(rec), "struct s");
  check_print(type_pointer(type_record(rec)), "struct s *");
  check_print(type_record(anon), "union <anonymous>");
  check_print(type_enum(intern_cstr("e"), ty_uint), "enum e");
  check_print(type_array(ty_int, 4), "int [4]");
  check_print(type_array(type_array(ty_int, 3), 2), "int [2][3]");
  check_print(type_array(ty_int, -1), "int []");
  check_print(type_array(type_pointer(ty_int), 4), "int *[4]");
  check_print(type_pointer(type_array(ty_int, 4)), "int (*)[4]");
  check_print(type_pointer(fn_void), "int (*)(void)");
  check_print(fn_void, "int (void)");
  check_print(type_func(ty_int, params(ty_int, type_pointer(ty_char)), true, true),
              "int (int, char *, ...)");
  check_print(type_func(ty_int, NULL, false, false), "int ()");
  check_print(type_func(type_pointer(ty_int), params(ty_long, NULL), false, true),
              "int *(long)");
  /* void (*signal(int, void (*)(int)))(int): a function returning a pointer
     to a function. */
  Type *handler = type_pointer(type_func(ty_void, params(ty_int, NULL), false, true));
  check_print(type_func(handler, params(ty_int, handler), false, true),
              "void (*(int, void (*)(int)))(int)");
  check_print(type_array(type_pointer(fn_void), 2), "int (*[2])(void)");
  check_print(complex_of(TY_DOUBLE), "_Complex double");
  check_print(type_qualified(ty_int, Q_CONST | Q_VOLATILE), "const volatile int");
  Type *size_type = type_qualified(ty_ulong, 0);
  size_type->typedef_name = intern_cstr("size_t");
  check_print(type_pointer(type_qualified(size_type, Q_CONST)), "const size_t *");
  check_print(type_pointer(type_qualified(ty_int, Q_RESTRICT | Q_ATOMIC)),
              "restrict _Atomic int *");
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  type_init();
  if (strcmp(mode, "gen") == 0) {
    generate();
    return 0;
  }
  if (strcmp(mode, "layout") == 0) {
    print_layout();
    return 0;
  }
  if (strcmp(mode, "units") == 0) {
    units_predicates();
    units_promote_common();
    units_compatible();
    units_print();
    printf("units: %d passed, %d failed\n", passed, failed);
    return failed != 0;
  }
  fprintf(stderr, "usage: layout_test gen|layout|units\n");
  return 2;
}
