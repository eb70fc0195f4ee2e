/*
 * term.h: lock terms in their file form (term.c), for what keeps
 * contracts and lock-graph edges from one run, or one translation unit,
 * to the next.
 *
 * A term is written as a prefix expression, one form per kind of term:
 *
 *   (var NAME)          a variable of file scope, by its name
 *   (param N)           the function's parameter N, from 0
 *   (self)              the object a member's annotation is relative to
 *   (result)            the value the function returns
 *   (field TERM NAME)   member NAME of the struct or union TERM is;
 *                       an anonymous member is #N, the N-th, from 0
 *   (field TERM NAME (struct TAG))
 *                       the same where TERM's type does not show the
 *                       struct (a void * cast to it): the struct (or
 *                       union) that TAG names at file scope
 *   (deref TERM)        what the pointer value TERM points to
 *   (addr TERM)         the address of the place TERM
 *   (index TERM TERM)   an element through a pointer: the first TERM is
 *                       (deref P) for the pointer P
 *   (elem TERM TERM)    an element of the array the first TERM is
 *   (load TERM)         the value the place TERM holds at the use
 *   (not TERM)          the negative capability: TERM known not held
 *   (const N)           a number
 *   (name "TEXT")       a name that declares nothing (a sparse context,
 *                       "*" for every capability)
 *
 * Names are resolved where the term is read: a variable among the unit's
 * file-scope declarations, a member in the type of the term it belongs
 * to.  Read back in the unit that wrote it, a term is the same interned
 * term.  A term that depends on one run (a call's result, a local, a
 * value two paths met with) has no file form, nor has a member whose
 * struct neither the term's types show (reached through a cast of a
 * void *, which the term does not keep) nor a tag names.
 */
#ifndef ANNOTALYSIS_TERM_H
#define ANNOTALYSIS_TERM_H

#include "analysis.h"

/* What a term's names are resolved against. */
typedef struct TermScope {
  TranslationUnit *tu;
  const Type *function;   /* whose parameters (param N) are; NULL for none */
  const Record *self;     /* the struct or union (self) is; NULL for none */
  bool other_file;        /* the term comes from another file's contract: a variable of
                             file scope the unit does not declare (a static of that
                             file) is made, named as there, of type int */
} TermScope;

/* The type of the place or value t names, as far as the term says: what a
   member is looked up in.  NULL where it is not known (a cast the term
   does not keep, a slot for self). */
const Type *path_type(const Path *t);
/* Has a variable or function of file scope internal linkage: is one of
   its declarations static? */
bool internal_linkage(const Obj *o);
/* For a variable of internal linkage (a static at file scope or in a
   function), appends STATIC_CLASS_MARK and a number made from where it is
   first declared: another file's static of the same name, or another
   function's, is another variable.  Appends nothing for any other. */
void static_mark(StrBuf *out, const Obj *o);
/* Appends t's file form to out; false, with out as it was, when t has
   none. */
bool term_write(StrBuf *out, const Path *t, const TermScope *scope);
/* t's file form, malloc'ed; NULL when t is NULL or has none. */
char *term_string(const Path *t, const TermScope *scope);
/* The term written at *text, interned in the unit's templates, with *text
   moved past it; NULL when the text is not a term or names what scope
   does not have, with *error saying why (malloc'ed). */
const Path *term_read(const char **text, const TermScope *scope, char **error);

#endif
