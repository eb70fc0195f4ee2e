#ifndef GUARDED_H
#define GUARDED_H
guarded_h_body __COUNTER__
#endif
