#ifndef TRELLIS_CXFIXES_SHIM_H
#define TRELLIS_CXFIXES_SHIM_H
// XFixes, for tests only: reading back the cursor image the server shows.
#include <X11/Xlib.h>
#include <X11/extensions/Xfixes.h>
#endif
