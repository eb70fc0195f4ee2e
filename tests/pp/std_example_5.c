/* C17 6.10.3.5 EXAMPLE 5: placemarker preprocessing tokens. */
#define t(x,y,z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
 t(10,,), t(,11,), t(,,12), t(,,) };
