/* A typedef has no value. */
typedef int T = 3;  // expected-error{{typedef 'T' is initialized}}
