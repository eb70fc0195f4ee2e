/* _Pragma("...") is destringized and becomes a #pragma line of its own,
   in the middle of a line too (6.10.9). */
a _Pragma("foo bar") b
_Pragma("STDC FP_CONTRACT ON")
_Pragma ( "omp parallel for" ) c
_Pragma("unknown \"quoted\" \\ backslash") d
_Pragma(L"wide") e
_Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wformat\"") f
