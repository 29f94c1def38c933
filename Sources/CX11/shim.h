#ifndef TRELLIS_CX11_SHIM_H
#define TRELLIS_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <poll.h>
#include <locale.h>
#include <unistd.h>

// XCreateIC and XGetICValues are variadic, which Swift cannot call: these wrap the one form
// Trellis needs (no preedit or status area, so compose sequences work without an IM window).
static inline XIC trellis_create_ic(XIM im, Window window) {
  return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                   XNClientWindow, window, XNFocusWindow, window, (char *)NULL);
}

/// The extra event mask the input method needs on the window (0 when it cannot tell).
static inline long trellis_ic_filter_events(XIC ic) {
  unsigned long mask = 0;
  if (XGetICValues(ic, XNFilterEvents, &mask, (char *)NULL) != NULL) return 0;
  return (long)mask;
}

/// Whether the input method supports the one input style Trellis uses.
static inline int trellis_im_supports_plain_style(XIM im) {
  XIMStyles *styles = NULL;
  if (XGetIMValues(im, XNQueryInputStyle, &styles, (char *)NULL) != NULL || styles == NULL) return 0;
  int found = 0;
  for (unsigned short i = 0; i < styles->count_styles; i++) {
    if (styles->supported_styles[i] == (XIMPreeditNothing | XIMStatusNothing)) found = 1;
  }
  XFree(styles);
  return found;
}

/// XDestroyImage is a macro calling through the image's function table.
static inline int trellis_destroy_image(XImage *image) { return XDestroyImage(image); }

// libdispatch's hooks for driving the main queue from a foreign event loop (what CoreFoundation's
// run loop uses on Linux). Polling this handle next to the X connection lets main-actor tasks and
// DispatchQueue.main work run while the event loop sleeps.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);

#endif
