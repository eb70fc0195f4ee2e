/* Places: what each access reads, writes or only takes the address of.
   A place's address parts are evaluated first (the pointer of ->, *p,
   p[i], the index), then the place is accessed; `=` evaluates its right
   side before the left side's address parts; `+=`, `++` and `--` read,
   then write.  Arrays and functions used as values decay and are not
   read; &x and &s->m access nothing (only s is read); a call through a
   pointer reads the pointer first. */
struct stats { int hits; int misses; };
struct dev { struct stats stats; int id; };
int table[8];
int g(int);
void take(int *p);

void member_chain(struct dev *dev, int n) {
  dev->stats.hits += n;
  dev->stats.misses = dev->stats.hits;
}

int deref(int *p) {
  *p = *p + 1;
  return *p;
}

int index_array(int i) {
  table[i] = table[i + 1];
  return table[i];
}

int index_pointer(int *p, int i) {
  p[i]++;
  return p[i];
}

void addresses(struct dev *s) {
  int x;
  take(&x);
  take(&s->id);
  take(table);
}

int counters(int x, int y) {
  x++;
  --y;
  x += y;
  return x;
}

void struct_copy(struct stats *dst, struct stats *src, struct dev *dev) {
  *dst = *src;
  dev->stats = *dst;
}

int through_pointer(int (*fp)(int), int x) {
  return fp(x) + (*fp)(x);
}

void function_values(int (**slot)(int)) {
  *slot = g;
  *slot = &g;
}
// expected-no-diagnostics
/* expected-cfg
cfg member_chain 'void (struct dev *, int)'
  B0 entry
    read dev <15:3>
    read dev->stats.hits <15:14>
    read n <15:22>
    write dev->stats.hits <15:14>
    read dev <16:23>
    read dev->stats.hits <16:34>
    read dev <16:3>
    write dev->stats.misses <16:14>
    return <17:1>
  B1 exit <- B0
    exit <17:1>
cfg deref 'int (int *)'
  B0 entry
    read p <20:9>
    read *p <20:8>
    read p <20:4>
    write *p <20:3>
    read p <21:11>
    read *p <21:10>
    return *p <21:3>
  B1 exit <- B0
    exit <22:1>
cfg index_array 'int (int)'
  B0 entry
    read i <25:20>
    read table[i + 1] <25:19>
    read i <25:9>
    write table[i] <25:8>
    read i <26:16>
    read table[i] <26:15>
    return table[i] <26:3>
  B1 exit <- B0
    exit <27:1>
cfg index_pointer 'int (int *, int)'
  B0 entry
    read p <30:3>
    read i <30:5>
    read p[i] <30:4>
    write p[i] <30:4>
    read p <31:10>
    read i <31:12>
    read p[i] <31:11>
    return p[i] <31:3>
  B1 exit <- B0
    exit <32:1>
cfg addresses 'void (struct dev *)'
  B0 entry
    addr x <36:8>
    call take(&x) <36:3>
    read s <37:9>
    addr s->id <37:8>
    call take(&s->id) <37:3>
    call take(table) <38:3>
    return <39:1>
  B1 exit <- B0
    exit <39:1>
cfg counters 'int (int, int)'
  B0 entry
    read x <42:3>
    write x <42:3>
    read y <43:5>
    write y <43:5>
    read x <44:3>
    read y <44:8>
    write x <44:3>
    read x <45:10>
    return x <45:3>
  B1 exit <- B0
    exit <46:1>
cfg struct_copy 'void (struct stats *, struct stats *, struct dev *)'
  B0 entry
    read src <49:11>
    read *src <49:10>
    read dst <49:4>
    write *dst <49:3>
    read dst <50:17>
    read *dst <50:16>
    read dev <50:3>
    write dev->stats <50:8>
    return <51:1>
  B1 exit <- B0
    exit <51:1>
cfg through_pointer 'int (int (*)(int), int)'
  B0 entry
    read fp <54:10>
    read x <54:13>
    call fp(x) <54:10>
    read fp <54:20>
    read x <54:24>
    call (*fp)(x) <54:19>
    return fp(x) + (*fp)(x) <54:3>
  B1 exit <- B0
    exit <55:1>
cfg function_values 'void (int (**)(int))'
  B0 entry
    read slot <58:4>
    write *slot <58:3>
    read slot <59:4>
    write *slot <59:3>
    return <60:1>
  B1 exit <- B0
    exit <60:1>
*/
