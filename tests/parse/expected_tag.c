/* struct and enum need a tag name or a body. */
struct 1 x;  // expected-error{{expected '{' or a tag name before '1'}}
enum ;       // expected-error{{expected '{' or a tag name before ';'}}
