#ifndef TRELLIS_CCAIRO_SHIM_H
#define TRELLIS_CCAIRO_SHIM_H
#include <cairo.h>

// The part of Pango's stable C API that Trellis uses, declared here rather than included:
// pango's pkg-config flags carry -pthread, which SwiftPM refuses for system libraries, and its
// headers need glib's architecture-specific include paths.
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttribute PangoAttribute;
typedef struct _PangoFontMap PangoFontMap;
typedef struct { int x, y, width, height; } PangoRectangle;

#define TRELLIS_PANGO_SCALE 1024

const char *pango_version_string(void);
PangoLayout *pango_cairo_create_layout(cairo_t *cr);
void pango_cairo_update_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void g_object_unref(void *object);
#endif
