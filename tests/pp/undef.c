/* #undef removes a definition; undefining an unknown name is fine. */
#define X 1
#define F(x) x
X F(2)
#undef X
#undef F
#undef NEVER_DEFINED
X F(2)
#define X redefined
X
