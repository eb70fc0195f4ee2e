/*
 * type.c: C types as GCC builds them for x86-64 System V.
 *
 * A Type is a small node: a kind, qualifiers, size and alignment, and for
 * derived types the type it is derived from (base).  The basic types of
 * types.def exist once each (type_basic); every other type is made on demand
 * and lives in this file's arena for the whole run, like the tokens.  A
 * qualified type is a copy of its unqualified original that shares base,
 * record and params, and points back at the original through `unqualified`.
 * Structs and unions keep their body in a Record, shared by all their
 * qualified variants; record_layout gives it GCC's layout: member offsets,
 * bit-fields, packed, aligned and flexible array members.
 *
 * Besides the constructors: the predicates and conversions of C17 6.3
 * (integer promotions, usual arithmetic conversions, decay), compatibility
 * (C17 6.2.7), and type_print, which spells a type in C for messages.
 */
#include "annotalysis.h"

#include <string.h>

Type *ty_void, *ty_bool, *ty_char, *ty_int, *ty_uint, *ty_long, *ty_ulong, *ty_size_t;

static Arena type_arena;

enum { I = 1, U = 2, F = 4 }; /* the flags column of types.def */

static const struct {
  const char *spelling;
  int size, align, flags;
} basic_info[] = {
#define X(kind, spelling, size, align, flags) [kind] = {spelling, size, align, flags},
#include "types.def"
#undef X
};

#define BASIC_COUNT ((int)ARRAY_SIZE(basic_info))

static Type *basic_types[BASIC_COUNT];
static Type *complex_types[BASIC_COUNT]; /* _Complex T, made on first use */

static bool is_basic_kind(TypeKind kind) { return (int)kind < BASIC_COUNT; }

/* The function types with no parameters, `T (void)` and `T ()`, one per
   return type and kind, shared as pointers are (type_pointer): a unit may
   define thousands of `void f(void)`.  A type with parameters names them,
   so each declaration has its own.  Keyed by the return type's address
   and whether it is prototyped. */
static HashMap parameterless;

static Type *new_type(TypeKind kind, int64_t size, int align) {
  Type *t = ARENA_NEW(&type_arena, Type);
  t->kind = kind;
  t->size = size;
  t->align = align;
  t->array_len = -1;
  t->unqualified = t;
  return t;
}

/* ------------------------------------------------------------ constructors */

/* Every type of the previous translation unit is dropped: each parse
   starts from fresh basic types in an empty arena. */
void type_init(void) {
  arena_free(&type_arena);
  hashmap_free(&parameterless);
  memset(complex_types, 0, sizeof complex_types);
  for (int kind = 0; kind < BASIC_COUNT; kind++)
    basic_types[kind] = new_type((TypeKind)kind, basic_info[kind].size, basic_info[kind].align);
  ty_void = basic_types[TY_VOID];
  ty_bool = basic_types[TY_BOOL];
  ty_char = basic_types[TY_CHAR];
  ty_int = basic_types[TY_INT];
  ty_uint = basic_types[TY_UINT];
  ty_long = basic_types[TY_LONG];
  ty_ulong = basic_types[TY_ULONG];
  ty_size_t = ty_ulong; /* SysV: typedef unsigned long size_t */
}

Type *type_basic(TypeKind kind) {
  ASSERT(is_basic_kind(kind) && basic_types[kind]);
  return basic_types[kind];
}

/* _Complex T has two T side by side (C17 6.2.5p13).  GCC also accepts
   _Complex on integer types. */
Type *type_complex(Type *real) {
  ASSERT(real && is_basic_kind(real->kind));
  Type **slot = &complex_types[real->kind];
  if (!*slot) {
    *slot = new_type(TY_COMPLEX, 2 * real->size, real->align);
    (*slot)->base = basic_types[real->kind];
  }
  return *slot;
}

Type *type_qualified(Type *type, int quals) {
  Type *t = ARENA_NEW(&type_arena, Type);
  *t = *type;
  t->quals = (uint8_t)(type->quals | quals);
  t->unqualified = type->unqualified ? type->unqualified : type;
  t->pointer = NULL; /* a pointer to the copy is another type */
  return t;
}

/* One pointer type per pointee: every &x of a translation unit would
   otherwise make its own.  Nothing changes a pointer type once made (a
   qualified or named one is a copy), so they can be shared. */
Type *type_pointer(Type *base) {
  if (base->pointer)
    return base->pointer;
  Type *t = new_type(TY_POINTER, 8, 8);
  t->base = base;
  base->pointer = t;
  return t;
}

/* A struct or union type made before its body was parsed (by a typedef, a
   qualifier, an earlier declaration) still says size -1: the size and
   alignment of a record type are read from its Record. */
int64_t type_size(const Type *t) {
  if ((t->kind == TY_STRUCT || t->kind == TY_UNION) && t->record->complete)
    return t->record->size;
  if (t->kind == TY_ARRAY && t->size < 0 && t->array_len >= 0) {
    int64_t element = type_size(t->base);
    return element < 0 ? -1 : element * t->array_len;
  }
  return t->size;
}

int type_align(const Type *t) {
  if ((t->kind == TY_STRUCT || t->kind == TY_UNION) && t->align == 0 && t->record->complete)
    return t->record->align;
  if (t->kind == TY_ARRAY && t->align == 0)
    return type_align(t->base);
  return t->align;
}

Type *type_array(Type *base, int64_t len) {
  int64_t element = type_size(base);
  bool complete = len >= 0 && element >= 0;
  Type *t = new_type(TY_ARRAY, complete ? len * element : -1, type_align(base));
  t->base = base;
  t->array_len = len;
  return t;
}

/* GCC gives sizeof 1 to a function type, as it does to void (an extension). */
Type *type_func(Type *ret, Param *params, bool variadic, bool prototyped) {
  char key[sizeof ret + 1];
  memcpy(key, &ret, sizeof ret);
  key[sizeof ret] = prototyped;
  bool shared = !params && !variadic;
  Type *made = shared ? hashmap_get(&parameterless, key, sizeof key) : NULL;
  if (made)
    return made;
  Type *t = new_type(TY_FUNC, 1, 1);
  t->base = ret;
  t->params = params;
  t->variadic = variadic;
  t->prototyped = prototyped;
  if (shared)
    hashmap_put(&parameterless, arena_memdup(&type_arena, key, sizeof key), sizeof key, t);
  return t;
}

/* The size is the record's as it is now: a type made for an incomplete
   struct keeps size -1 after the struct is completed, so sizes are read
   with type_size(). */
Type *type_record(Record *record) {
  bool complete = record->complete;
  Type *t = new_type(record->is_union ? TY_UNION : TY_STRUCT, complete ? record->size : -1,
                     complete ? record->align : 0);
  t->record = record;
  return t;
}

/* underlying NULL: an enum declared but not yet defined, incomplete. */
Type *type_enum(Ident *tag, Type *underlying) {
  Type *t = new_type(TY_ENUM, underlying ? underlying->size : -1, underlying ? underlying->align : 0);
  t->tag = tag;
  t->base = underlying;
  return t;
}

/* -------------------------------------------------------------- predicates */

static int basic_flags(const Type *t) {
  if (!t)
    return 0;
  if (t->kind == TY_ENUM)
    return t->base ? basic_flags(t->base) : I;
  return is_basic_kind(t->kind) ? basic_info[t->kind].flags : 0;
}

bool type_is_integer(const Type *t) { return (basic_flags(t) & I) != 0; }

bool type_is_unsigned(const Type *t) { return (basic_flags(t) & U) != 0; }

static bool is_floating(const Type *t) { return (basic_flags(t) & F) != 0; }

bool type_is_arithmetic(const Type *t) {
  return t && (type_is_integer(t) || is_floating(t) || t->kind == TY_COMPLEX);
}

bool type_is_scalar(const Type *t) {
  return t && (type_is_arithmetic(t) || t->kind == TY_POINTER);
}

bool type_is_pointer_like(const Type *t) {
  return t && (t->kind == TY_POINTER || t->kind == TY_ARRAY || t->kind == TY_FUNC);
}

/* ----------------------------------------------------------- compatibility */

static bool params_compatible(const Param *a, const Param *b);

/* C17 6.2.7p1 and the rules it points to: 6.7.2 (same type specifiers),
   6.7.2.2p4 (an enum and its underlying type), 6.7.3p11 (same qualifiers),
   6.7.6.1p2 (pointers), 6.7.6.2p6 (arrays), 6.7.6.3p15 (functions).  Within
   one translation unit two structs or unions are compatible only when they
   are the same declaration, that is the same Record. */
bool type_compatible(const Type *a, const Type *b) {
  if (!a || !b)
    return false;
  if (a == b)
    return true;
  if (a->quals != b->quals)
    return false;
  if (a->kind != b->kind) {
    /* 6.7.2.2p4: enum e is compatible with its underlying integer type. */
    if (a->kind == TY_ENUM && a->base && !b->base)
      return a->base->kind == b->kind;
    if (b->kind == TY_ENUM && b->base && !a->base)
      return b->base->kind == a->kind;
    return false;
  }
  switch (a->kind) {
  case TY_COMPLEX:
  case TY_POINTER:
    return type_compatible(a->base, b->base);
  case TY_ARRAY:
    if (!type_compatible(a->base, b->base))
      return false;
    /* Both lengths known and constant: they must be equal.  A VLA is
       compatible with any length (checked at run time, 6.7.6.2p6). */
    return a->array_len < 0 || b->array_len < 0 || a->vla || b->vla ||
           a->array_len == b->array_len;
  case TY_FUNC:
    if (!type_compatible(a->base, b->base))
      return false;
    /* 6.7.6.3p15 lets `int f()` match a prototype only when no parameter
       type changes under the default argument promotions and there is no
       `...`.  We accept any prototype, as the brief for this stage says:
       GCC already rejects the mismatch, and an analyzer gains nothing by
       second-guessing a program the compiler accepted. */
    if (!a->prototyped || !b->prototyped)
      return true;
    return a->variadic == b->variadic && params_compatible(a->params, b->params);
  case TY_STRUCT:
  case TY_UNION:
    return a->record == b->record;
  case TY_ENUM:
    if (a->tag && b->tag)
      return a->tag == b->tag;
    return a->unqualified == b->unqualified;
  default:
    return true; /* the same basic type */
  }
}

/* 6.7.6.3p15: a parameter is compared with its adjusted type (arrays and
   functions decay) and without its top-level qualifiers. */
static const Type *param_type_for_compare(Type *t) {
  t = type_decay(t);
  return t->quals ? t->unqualified : t;
}

static bool params_compatible(const Param *a, const Param *b) {
  for (; a && b; a = a->next, b = b->next)
    if (!type_compatible(param_type_for_compare(a->type), param_type_for_compare(b->type)))
      return false;
  return !a && !b;
}

/* ------------------------------------------------------------- conversions */

/* C17 6.3.1.1p1: the integer conversion rank.  long and long long have the
   same size here but different ranks. */
static int integer_rank(TypeKind kind) {
  switch (kind) {
  case TY_BOOL: return 1;
  case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return 2;
  case TY_SHORT: case TY_USHORT: return 3;
  case TY_INT: case TY_UINT: return 4;
  case TY_LONG: case TY_ULONG: return 5;
  case TY_LLONG: case TY_ULLONG: return 6;
  case TY_INT128: case TY_UINT128: return 7;
  default: return 0;
  }
}

static Type *unqualified(Type *t) { return t->quals ? (Type *)t->unqualified : t; }

/* C17 6.3.1.1p2, the integer promotions.  Every type of rank below int fits
   in int on x86-64 (unsigned short too), so it becomes int.  An enum has the
   rank of its underlying type; one of rank int becomes int or unsigned int
   after its underlying type, a wider one stays as it is.  Other types come
   back unchanged; integers lose their qualifiers (the value of an lvalue has
   the unqualified type, 6.3.2.1p2).  Bit-fields are the caller's business. */
Type *type_promote(Type *t) {
  if (!t || !type_is_integer(t))
    return t;
  if (t->kind == TY_ENUM) {
    if (!t->base || integer_rank(t->base->kind) > integer_rank(TY_INT))
      return t;
    return t->base->kind == TY_UINT ? ty_uint : ty_int;
  }
  if (integer_rank(t->kind) < integer_rank(TY_INT))
    return ty_int;
  return unqualified(t);
}

/* The real type an operand converts by: its own, an enum's underlying type,
   or the element type of a complex. */
static Type *real_type(Type *t) {
  if (t->kind == TY_COMPLEX)
    return t->base;
  return t;
}

static int float_rank(TypeKind kind) {
  switch (kind) {
  case TY_FLOAT16: return 1;
  case TY_FLOAT: return 2;
  case TY_DOUBLE: return 3;
  case TY_LDOUBLE: return 4;
  case TY_FLOAT128: return 5; /* its values include long double's (ISO/IEC TS 18661-3) */
  default: return 0;
  }
}

static TypeKind unsigned_kind(TypeKind kind) {
  switch (kind) {
  case TY_INT: return TY_UINT;
  case TY_LONG: return TY_ULONG;
  case TY_LLONG: return TY_ULLONG;
  case TY_INT128: return TY_UINT128;
  default: return kind;
  }
}

/* C17 6.3.1.8p1, the integer part, on promoted operands. */
static TypeKind promoted_kind(Type *t) {
  t = type_promote(t);
  if (t->kind == TY_ENUM)
    return t->base ? t->base->kind : TY_INT; /* an incomplete enum: already diagnosed */
  return t->kind;
}

static TypeKind common_integer(Type *a, Type *b) {
  TypeKind ka = promoted_kind(a), kb = promoted_kind(b);
  if (ka == kb)
    return ka;
  bool ua = basic_info[ka].flags & U, ub = basic_info[kb].flags & U;
  int ra = integer_rank(ka), rb = integer_rank(kb);
  if (ua == ub)
    return ra > rb ? ka : kb;
  TypeKind uk = ua ? ka : kb, sk = ua ? kb : ka;
  int ru = ua ? ra : rb, rs = ua ? rb : ra;
  if (ru >= rs)
    return uk;
  /* The signed type has the greater rank: it wins when it holds every value
     of the unsigned one, which on x86-64 means it is wider. */
  if (basic_info[sk].size > basic_info[uk].size)
    return sk;
  return unsigned_kind(sk);
}

/* C17 6.3.1.8, the usual arithmetic conversions, for two arithmetic
   operands; NULL when either is not arithmetic (the caller diagnoses).
   Complex and real operands combine by their real types and the result is
   complex when either is (6.3.1.8p1, first bullets).  Where the result is
   one of the operands' own types that operand is returned, so a typedef
   name survives for messages. */
Type *type_common(Type *a, Type *b) {
  if (!type_is_arithmetic(a) || !type_is_arithmetic(b))
    return NULL;
  Type *ra = real_type(a), *rb = real_type(b);
  TypeKind kind;
  if (is_floating(ra) || is_floating(rb))
    kind = float_rank(ra->kind) >= float_rank(rb->kind) ? ra->kind : rb->kind;
  else
    kind = common_integer(ra, rb);
  if (a->kind == TY_COMPLEX || b->kind == TY_COMPLEX)
    return type_complex(type_basic(kind));
  if (a->kind == kind && !a->quals)
    return a;
  if (b->kind == kind && !b->quals)
    return b;
  return type_basic(kind);
}

/* C17 6.3.2.1p3-4: an array becomes a pointer to its first element, a
   function a pointer to the function; anything else stays. */
Type *type_decay(Type *t) {
  if (t && t->kind == TY_ARRAY)
    return type_pointer(t->base);
  if (t && t->kind == TY_FUNC)
    return type_pointer(t);
  return t;
}

/* ------------------------------------------------------------------ layout */

const Attr *find_attr(const Attr *attrs, const char *name) {
  for (const Attr *a = attrs; a; a = a->next)
    if (a->name && strcmp(a->name->name, name) == 0)
      return a;
  return NULL;
}

/* The value of an integer literal token (decimal, octal or hex, with u/l
   suffixes); -1 when it is something else. */
static int64_t number_token_value(const Token *tok) {
  const char *p = tok->text, *end = tok->text + tok->len;
  int base = 10;
  if (end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
    base = 16;
    p += 2;
  } else if (end - p > 1 && p[0] == '0') {
    base = 8;
  }
  int64_t value = 0;
  bool digits = false;
  for (; p < end; p++) {
    int digit = *p >= '0' && *p <= '9'   ? *p - '0'
                : *p >= 'a' && *p <= 'f' ? *p - 'a' + 10
                : *p >= 'A' && *p <= 'F' ? *p - 'A' + 10
                                         : 99;
    if (digit >= base)
      break;
    if (value > (INT32_MAX - digit) / base)
      return -1;
    value = value * base + digit;
    digits = true;
  }
  for (; p < end; p++)
    if (!strchr("uUlL", *p))
      return -1;
  return digits ? value : -1;
}

/* The alignment an `aligned` attribute asks for: its argument, 16 (GCC's
   __BIGGEST_ALIGNMENT__ on x86-64 without AVX) without one, or `natural`
   when the argument is not a plain power of two we can read. */
static int aligned_attr_value(const Attr *attr, int natural) {
  if (attr->nargs == 0)
    return 16;
  if (attr->nargs == 1 && attr->args[0].kind == TK_NUMBER) {
    int64_t n = number_token_value(&attr->args[0]);
    if (n > 0 && (n & (n - 1)) == 0)
      return (int)n;
  }
  /* The parser folds aligned(expr) to one number token; anything else was
     reported there, and the type keeps its natural alignment. */
  return natural;
}

/* The alignment `aligned` in attrs asks for, or 0 when there is none. */
static int aligned_attr(const Attr *attrs, int natural) {
  const Attr *a = find_attr(attrs, "aligned");
  return a ? aligned_attr_value(a, natural) : 0;
}

/* A member type's alignment: aligned on the type itself (from a typedef)
   replaces it, since on a typedef it may also lower it (GCC manual, Common
   Type Attributes). */
static int type_alignment(const Type *t) {
  int natural = type_align(t) > 0 ? type_align(t) : 1;
  int attr = aligned_attr(t->attrs, natural);
  return attr ? attr : natural;
}

static int64_t round_up(int64_t n, int64_t align) { return (n + align - 1) / align * align; }

static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

/* How a struct is being laid out: bit positions, so that bit-fields and
   ordinary members advance the same counter. */
typedef struct Layout {
  bool packed;        /* the record is packed */
  int64_t bitpos;     /* the next free bit */
  int64_t align;      /* the record's alignment so far, bytes */
  int64_t union_size; /* unions: the largest member so far, bytes */
} Layout;

/* A bit-field whose bits fit in the naturally aligned storage unit of its
   type is given that unit: offset is the unit's first byte, bit_offset the
   field's first bit in it (0 = the least significant bit of the byte at
   offset, as x86-64 fills bit-fields from the low end).  A packed bit-field
   that straddles units gets the byte holding its first bit instead.  Either
   way the field's first bit is offset * 8 + bit_offset. */
static void place_bitfield_at(Member *m, int64_t bitpos, int64_t unit_bits) {
  int64_t unit_start = bitpos / unit_bits * unit_bits;
  if (bitpos + m->bit_width <= unit_start + unit_bits) {
    m->offset = unit_start / 8;
    m->bit_offset = (int)(bitpos - unit_start);
  } else {
    m->offset = bitpos / 8;
    m->bit_offset = (int)(bitpos % 8);
  }
}

/* GCC's excess_unit_span (stor-layout.c): a bit-field may not span more
   units of its type's alignment than its type has. */
static bool spans_too_many_units(int64_t bitpos, int64_t width, int64_t align_bits,
                                 int64_t size_bits) {
  int64_t start = bitpos % align_bits;
  return (start + width + align_bits - 1) / align_bits > size_bits / align_bits;
}

/* A bit-field, as GCC's place_field with PCC_BITFIELD_TYPE_MATTERS does it
   (the SysV ABI, 3.1.2 "Bit-Fields"). */
static void layout_bitfield(Layout *lay, Member *m, bool packed_member, int member_align,
                            bool is_union) {
  const Type *t = m->type;
  int64_t type_align = type_alignment(t);
  int64_t size_bits = (type_size(t) > 0 ? type_size(t) : 1) * 8;
  if (m->bit_width == 0) {
    /* A zero-width bit-field ends the unit: the next member starts at the
       next boundary of its type's alignment, packed or not.  Being unnamed
       it does not align the record. */
    if (!is_union)
      lay->bitpos = round_up(lay->bitpos, type_align * 8);
    m->offset = lay->bitpos / 8;
    m->bit_offset = 0;
    return;
  }
  int64_t bitpos = is_union ? 0 : lay->bitpos;
  if (member_align)
    bitpos = round_up(bitpos, (int64_t)member_align * 8);
  if (!packed_member && spans_too_many_units(bitpos, m->bit_width, type_align * 8, size_bits))
    bitpos = round_up(bitpos, type_align * 8);
  place_bitfield_at(m, bitpos, type_align * 8 < size_bits ? size_bits : type_align * 8);
  if (is_union)
    lay->union_size = max64(lay->union_size, (m->bit_width + 7) / 8);
  else
    lay->bitpos = bitpos + m->bit_width;
  /* Named bit-fields give the record their type's alignment (packed: 1);
     unnamed ones do not on x86-64 (targetm.align_anon_bitfield is false). */
  if (m->name)
    lay->align = max64(lay->align, max64(member_align, packed_member ? 1 : type_align));
}

/* An ordinary member.  packed makes its alignment 1, or exactly what the
   member's own aligned attribute says (so packed plus aligned(2) can lower
   an int's alignment, as GCC's manual describes for fields). */
static void layout_member(Layout *lay, Member *m, bool packed_member, int member_align,
                          bool is_union) {
  int64_t type_align = type_alignment(m->type);
  int64_t align;
  if (packed_member)
    align = member_align ? member_align : 1;
  else
    align = max64(member_align, type_align);
  /* A flexible array member (or any incomplete type) adds no bytes. */
  int64_t size = type_size(m->type) > 0 ? type_size(m->type) : 0;
  m->bit_offset = 0;
  if (is_union) {
    m->offset = 0;
    lay->union_size = max64(lay->union_size, size);
  } else {
    lay->bitpos = round_up(lay->bitpos, align * 8);
    m->offset = lay->bitpos / 8;
    lay->bitpos += size * 8;
  }
  lay->align = max64(lay->align, align);
}

/* The layout of GCC 12 on x86-64: each member at the next offset aligned to
   its alignment, bit-fields as the SysV ABI says, a union's members all at
   0.  The size is the end of the last member (a union: of the largest),
   rounded up to the record's alignment, which is the largest of the
   members' and of an aligned attribute on the record (which can raise it
   only, as with packed).  Requires: every member type complete except a
   flexible array member.  Sets: size, align, each member's offset and
   bit_offset. */
void record_layout(Record *record) {
  Layout lay = {0};
  lay.packed = find_attr(record->attrs, "packed") != NULL;
  lay.align = 1;
  int record_aligned = aligned_attr(record->attrs, 1);
  lay.align = max64(lay.align, record_aligned);
  for (Member *m = record->members; m; m = m->next) {
    ASSERT(m->type);
    bool packed_member = lay.packed || find_attr(m->attrs, "packed");
    int member_align = aligned_attr(m->attrs, type_alignment(m->type));
    if (m->bit_width >= 0)
      layout_bitfield(&lay, m, packed_member, member_align, record->is_union);
    else
      layout_member(&lay, m, packed_member, member_align, record->is_union);
  }
  int64_t end = record->is_union ? lay.union_size : (lay.bitpos + 7) / 8;
  record->align = (int)lay.align;
  record->size = round_up(end, lay.align);
}

/* ---------------------------------------------------------------- printing */

static void print_quals(StrBuf *out, int quals, bool space_after) {
  static const struct {
    int qual;
    const char *spelling;
  } names[] = {{Q_CONST, "const"}, {Q_VOLATILE, "volatile"}, {Q_RESTRICT, "restrict"},
               {Q_ATOMIC, "_Atomic"}};
  bool first = true;
  for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
    if (!(quals & names[i].qual))
      continue;
    if (!first)
      sb_putc(out, ' ');
    sb_puts(out, names[i].spelling);
    first = false;
  }
  if (!first && space_after)
    sb_putc(out, ' ');
}

/* The type specifier part: "const unsigned long", "struct s", "size_t". */
static void print_specifier(StrBuf *out, const Type *t) {
  print_quals(out, t->quals, true);
  if (t->typedef_name) {
    sb_puts(out, t->typedef_name->name);
    return;
  }
  switch (t->kind) {
  case TY_COMPLEX:
    sb_puts(out, "_Complex ");
    sb_puts(out, t->base ? basic_info[t->base->kind].spelling : "?");
    return;
  case TY_STRUCT:
  case TY_UNION:
    sb_puts(out, t->kind == TY_STRUCT ? "struct " : "union ");
    sb_puts(out, t->record && t->record->tag ? t->record->tag->name : "<anonymous>");
    return;
  case TY_ENUM:
    sb_puts(out, "enum ");
    sb_puts(out, t->tag ? t->tag->name : "<anonymous>");
    return;
  default:
    sb_puts(out, is_basic_kind(t->kind) ? basic_info[t->kind].spelling : "?");
    return;
  }
}

static bool is_declarator_kind(const Type *t) {
  return t && !t->typedef_name &&
         (t->kind == TY_POINTER || t->kind == TY_ARRAY || t->kind == TY_FUNC);
}

static void print_with_declarator(StrBuf *out, const Type *t, const char *decl);

static void print_params(StrBuf *out, const Type *func) {
  sb_putc(out, '(');
  if (!func->prototyped) {
    sb_putc(out, ')');
    return;
  }
  bool first = true;
  for (const Param *p = func->params; p; p = p->next) {
    if (!first)
      sb_puts(out, ", ");
    print_with_declarator(out, p->type, "");
    first = false;
  }
  if (func->variadic)
    sb_puts(out, first ? "..." : ", ...");
  else if (first)
    sb_puts(out, "void");
  sb_putc(out, ')');
}

/* C declarators read inside out: the declarator built so far (decl) wraps
   into the base type's, "*" in front, "[N]" and "(params)" behind, with
   parentheses where a pointer meets an array or function. */
static void print_with_declarator(StrBuf *out, const Type *t, const char *decl) {
  if (!t) {
    sb_puts(out, "<null>");
    return;
  }
  if (!is_declarator_kind(t)) {
    print_specifier(out, t);
    if (*decl) {
      sb_putc(out, ' ');
      sb_puts(out, decl);
    }
    return;
  }
  StrBuf next = {0};
  sb_puts(&next, ""); /* never NULL below */
  switch (t->kind) {
  case TY_POINTER: {
    bool wrap = is_declarator_kind(t->base) && t->base->kind != TY_POINTER;
    if (wrap)
      sb_putc(&next, '(');
    sb_putc(&next, '*');
    print_quals(&next, t->quals, false);
    if (t->quals && *decl)
      sb_putc(&next, ' ');
    sb_puts(&next, decl);
    if (wrap)
      sb_putc(&next, ')');
    break;
  }
  case TY_ARRAY:
    sb_puts(&next, decl);
    if (t->vla)
      sb_puts(&next, "[*]");
    else if (t->array_len < 0)
      sb_puts(&next, "[]");
    else
      sb_printf(&next, "[%lld]", (long long)t->array_len);
    break;
  default: /* TY_FUNC */
    sb_puts(&next, decl);
    print_params(&next, t);
    break;
  }
  print_with_declarator(out, t->base, next.data);
  sb_free(&next);
}

void type_print(StrBuf *out, const Type *t) { print_with_declarator(out, t, ""); }

char *member_class(const Member *m, const Type *t) {
  const Record *r = m->record;
  if (!m->name)
    return NULL;
  if (r && r->tag)
    return format("%s %s.%s", r->is_union ? "union" : "struct", r->tag->name, m->name->name);
  if (r && r->typedef_name) /* known through a pointer of another type too (`m = arg`) */
    return format("%s.%s", r->typedef_name->name, m->name->name);
  if (t && t->typedef_name)
    return format("%s.%s", t->typedef_name->name, m->name->name);
  return NULL;
}
