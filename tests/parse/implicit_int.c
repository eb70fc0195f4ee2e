/* C89 implicit int at file scope (GCC: "type defaults to 'int'"). */
counter;  // expected-warning{{type defaults to 'int' in declaration of 'counter'}}
