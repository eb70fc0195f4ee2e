/* #ident and #sccs: gcc -E prints both as #ident. */
#ident "version 1.0"
#sccs "sccs id"
#define ID "from macro"
#ident ID
after
