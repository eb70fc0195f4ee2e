/* Universal character names and UTF-8 in identifiers (6.4.3, 6.4.2.1). */
#define caf\u00e9 coffee
#define \u00fcber over
#define na\U000000efve naive
caf\u00e9 \u00fcber na\U000000efve plain\u00e9
#define STR(x) #x
STR(caf\u00e9) "\u00e9 in a string" '\u00e9'
#define CAT(a, b) a ## b
CAT(caf, \u00e9) CAT(x, \u00e9)
