/* Included with -include before the main file. */
#define FORCED_MACRO forced_value
forced_h __FILE__ __INCLUDE_LEVEL__
