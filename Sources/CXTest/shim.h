#ifndef TRELLIS_CXTEST_SHIM_H
#define TRELLIS_CXTEST_SHIM_H
// XTest, for tests and benchmarks only: synthetic pointer and key input. Apps never link it.
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#endif
