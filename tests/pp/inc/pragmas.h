/* Pragmas inside an included file. */
#pragma pack(push, 1)
in_pragmas_h _Pragma("pack(pop)") after_pragma
