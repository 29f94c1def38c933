// A hand-written Xlib + cairo + Pango program: what the same work costs without a framework.
//
// It prints the same lines as a Trellis app run with TRELLIS_FRAME_TIMING, so
// scripts/benchmarks.sh measures both the same way:
//
//   baseline labels    three Pango labels in a 700x620 window; a click anywhere bumps a counter
//                      and repaints only that label (start-up, click latency, memory, idle)
//   baseline buttons N 100 bordered buttons in a 1000x700 window, N full redraws, then exit
//   baseline circles S 100 circles moving back and forth at 60 frames per second for S seconds
//
// Environment: TRELLIS_EXIT_AFTER_FIRST_FRAME=1 exits after the first (synced) frame.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <cairo/cairo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <time.h>
#include <unistd.h>

static uint64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

typedef struct {
  Display *dpy;
  Window win;
  GC gc;
  XImage *image;
  XShmSegmentInfo shm;
  cairo_surface_t *surface;
  int width, height;
} Host;

static void open_host(Host *h, int width, int height, const char *title) {
  h->dpy = XOpenDisplay(NULL);
  if (!h->dpy) {
    fprintf(stderr, "baseline: no display\n");
    exit(1);
  }
  h->width = width;
  h->height = height;
  int screen = DefaultScreen(h->dpy);
  XSetWindowAttributes attributes = {0};
  attributes.background_pixmap = None;
  attributes.event_mask = ExposureMask | ButtonPressMask | ButtonReleaseMask | StructureNotifyMask;
  h->win = XCreateWindow(h->dpy, RootWindow(h->dpy, screen), 0, 0, width, height, 0, 24, InputOutput,
                         DefaultVisual(h->dpy, screen), CWBackPixmap | CWEventMask, &attributes);
  XStoreName(h->dpy, h->win, title);
  h->gc = XCreateGC(h->dpy, h->win, 0, NULL);
  h->image = XShmCreateImage(h->dpy, DefaultVisual(h->dpy, screen), 24, ZPixmap, NULL, &h->shm, width,
                             height);
  h->shm.shmid = shmget(IPC_PRIVATE, h->image->bytes_per_line * height, IPC_CREAT | 0600);
  h->shm.shmaddr = h->image->data = shmat(h->shm.shmid, NULL, 0);
  h->shm.readOnly = False;
  XShmAttach(h->dpy, &h->shm);
  shmctl(h->shm.shmid, IPC_RMID, NULL);
  h->surface = cairo_image_surface_create_for_data((unsigned char *)h->image->data, CAIRO_FORMAT_RGB24,
                                                   width, height, h->image->bytes_per_line);
  XMapWindow(h->dpy, h->win);
  XFlush(h->dpy);
}

// Copies a rectangle to the window and waits until the server has done it, as Trellis does when
// run with TRELLIS_FRAME_TIMING=sync.
static void present(Host *h, int x, int y, int w, int hgt) {
  cairo_surface_flush(h->surface);
  XShmPutImage(h->dpy, h->win, h->gc, h->image, x, y, x, y, w, hgt, False);
  XSync(h->dpy, False);
}

static void report(uint64_t start, uint64_t painted, uint64_t end, long pixels, const char *input) {
  fprintf(stderr, "trellis-frame t=%llu paint=%llu present=%llu pixels=%ld bytes=%ld%s%s\n",
          (unsigned long long)end, (unsigned long long)((painted - start) / 1000),
          (unsigned long long)((end - painted) / 1000), pixels, pixels * 4, input[0] ? " input=" : "",
          input);
}

static PangoLayout *label(cairo_t *cr, const char *text, const char *font) {
  PangoLayout *layout = pango_cairo_create_layout(cr);
  PangoFontDescription *description = pango_font_description_from_string(font);
  pango_layout_set_font_description(layout, description);
  pango_font_description_free(description);
  pango_layout_set_text(layout, text, -1);
  return layout;
}

static void draw_text(cairo_t *cr, const char *text, const char *font, double x, double y) {
  PangoLayout *layout = label(cr, text, font);
  cairo_move_to(cr, x, y);
  pango_cairo_show_layout(cr, layout);
  g_object_unref(layout);
}

static void clear(cairo_t *cr, double x, double y, double w, double h) {
  cairo_set_source_rgb(cr, 0.93, 0.93, 0.93);
  cairo_rectangle(cr, x, y, w, h);
  cairo_fill(cr);
}

// Three labels; the third counts clicks and is the only one repainted when it changes.
static int run_labels(void) {
  Host h;
  open_host(&h, 700, 620, "Baseline labels");
  int exit_after_first = getenv("TRELLIS_EXIT_AFTER_FIRST_FRAME") != NULL;
  int clicks = 0;
  char input[64] = "";
  int full = 1;
  for (;;) {
    int dirty = full;
    while (XPending(h.dpy)) {
      XEvent event;
      XNextEvent(h.dpy, &event);
      if (event.type == ButtonPress) {
        snprintf(input, sizeof input, "press@%lu", event.xbutton.time);
      } else if (event.type == ButtonRelease) {
        snprintf(input, sizeof input, "release@%lu", event.xbutton.time);
        clicks++;
        dirty = 1;
      } else if (event.type == Expose && event.xexpose.count == 0) {
        full = dirty = 1;
      }
    }
    if (dirty) {
      uint64_t start = now_ns();
      cairo_t *cr = cairo_create(h.surface);
      int y = 300, height = 40;
      if (full) clear(cr, 0, 0, h.width, h.height); else clear(cr, 0, y, h.width, height);
      cairo_set_source_rgb(cr, 0, 0, 0);
      if (full) {
        draw_text(cr, "Which pet is best?", "DejaVu Sans Bold 21", 20, 20);
        draw_text(cr, "Cat, Goldfish, Dog", "DejaVu Sans 10.5", 20, 100);
      }
      char text[64];
      snprintf(text, sizeof text, "Votes: %d", clicks);
      draw_text(cr, text, "DejaVu Sans 10.5", 20, y + 10);
      cairo_destroy(cr);
      uint64_t painted = now_ns();
      if (full) present(&h, 0, 0, h.width, h.height); else present(&h, 0, y, h.width, height);
      uint64_t end = now_ns();
      if (exit_after_first) {
        fprintf(stderr, "trellis-first-frame t=%llu\n", (unsigned long long)end);
        return 0;
      }
      report(start, painted, end, full ? (long)h.width * h.height : (long)h.width * height, input);
      input[0] = 0;
      full = 0;
    }
    struct pollfd fd = {ConnectionNumber(h.dpy), POLLIN, 0};
    if (!XPending(h.dpy)) poll(&fd, 1, -1);
  }
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
  cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
}

// A 10x10 grid of bordered buttons, each a tinted rounded rectangle with a centred label, redrawn
// from scratch `count` times (text laid out again each time, as a retained-mode-less app would).
static int run_buttons(int count) {
  Host h;
  open_host(&h, 1000, 700, "Baseline buttons");
  XEvent event;
  do XNextEvent(h.dpy, &event); while (event.type != Expose);
  for (int frame = 0; frame < count; frame++) {
    uint64_t start = now_ns();
    cairo_t *cr = cairo_create(h.surface);
    clear(cr, 0, 0, h.width, h.height);
    for (int n = 0; n < 100; n++) {
      double x = (n % 10) * 100 + 6, y = (n / 10) * 70 + 17;
      rounded_rect(cr, x, y, 88, 36, 6);
      cairo_set_source_rgba(cr, 0, 0.48, 1, 0.15);
      cairo_fill(cr);
      char text[32];
      snprintf(text, sizeof text, "Button %d", n);
      PangoLayout *layout = label(cr, text, "DejaVu Sans 10.5");
      int tw, th;
      pango_layout_get_pixel_size(layout, &tw, &th);
      cairo_set_source_rgb(cr, 0, 0.48, 1);
      cairo_move_to(cr, x + (88 - tw) / 2.0, y + (36 - th) / 2.0);
      pango_cairo_show_layout(cr, layout);
      g_object_unref(layout);
    }
    cairo_destroy(cr);
    uint64_t painted = now_ns();
    present(&h, 0, 0, h.width, h.height);
    report(start, painted, now_ns(), (long)h.width * h.height, "");
  }
  return 0;
}

// 100 circles, each sliding 200 points and back every 4 s, repainted in full at 60 fps for
// `seconds` seconds.
static int run_circles(int seconds) {
  Host h;
  open_host(&h, 1000, 700, "Baseline circles");
  uint64_t origin = now_ns(), next = origin;
  const uint64_t interval = 16666667;
  while (now_ns() - origin < (uint64_t)seconds * 1000000000u) {
    while (XPending(h.dpy)) {
      XEvent event;
      XNextEvent(h.dpy, &event);
    }
    uint64_t start = now_ns();
    double phase = fmod((start - origin) / 2e9, 2.0);
    double t = phase < 1 ? phase : 2 - phase;
    cairo_t *cr = cairo_create(h.surface);
    clear(cr, 0, 0, h.width, h.height);
    cairo_set_source_rgb(cr, 0, 0.48, 1);
    for (int n = 0; n < 100; n++) {
      double x = (n % 10) * 70 + 30 + 200 * t, y = (n / 10) * 70 + 35;
      cairo_arc(cr, x, y, 20, 0, 2 * M_PI);
      cairo_fill(cr);
    }
    cairo_destroy(cr);
    uint64_t painted = now_ns();
    present(&h, 0, 0, h.width, h.height);
    report(start, painted, now_ns(), (long)h.width * h.height, "");
    next += interval;
    uint64_t now = now_ns();
    if (next < now) next = now;
    struct pollfd fd = {ConnectionNumber(h.dpy), POLLIN, 0};
    poll(&fd, 1, (int)((next - now + 999999) / 1000000));
  }
  return 0;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "labels";
  if (strcmp(mode, "labels") == 0) return run_labels();
  if (strcmp(mode, "buttons") == 0) return run_buttons(argc > 2 ? atoi(argv[2]) : 30);
  if (strcmp(mode, "circles") == 0) return run_circles(argc > 2 ? atoi(argv[2]) : 3600);
  fprintf(stderr, "usage: baseline labels | buttons [count] | circles [seconds]\n");
  return 2;
}
