#ifndef TRELLIS_CCAIRO_SHIM_H
#define TRELLIS_CCAIRO_SHIM_H
#include <cairo.h>

// The part of Pango's stable C API that Trellis uses, declared here rather than included:
// pango's pkg-config flags carry -pthread, which SwiftPM refuses for system libraries, and its
// headers need glib's architecture-specific include paths. Pango's enums are passed as plain ints
// (same ABI); the constants below mirror the values in /usr/include/pango-1.0.
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutLine PangoLayoutLine;
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttribute PangoAttribute;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFontMetrics PangoFontMetrics;
typedef struct _PangoLanguage PangoLanguage;
typedef struct { int x, y, width, height; } PangoRectangle;

#define TRELLIS_PANGO_SCALE 1024

#define TRELLIS_PANGO_WRAP_WORD 0
#define TRELLIS_PANGO_WRAP_CHAR 1
#define TRELLIS_PANGO_WRAP_WORD_CHAR 2

#define TRELLIS_PANGO_ELLIPSIZE_NONE 0
#define TRELLIS_PANGO_ELLIPSIZE_START 1
#define TRELLIS_PANGO_ELLIPSIZE_MIDDLE 2
#define TRELLIS_PANGO_ELLIPSIZE_END 3

#define TRELLIS_PANGO_ALIGN_LEFT 0
#define TRELLIS_PANGO_ALIGN_CENTER 1
#define TRELLIS_PANGO_ALIGN_RIGHT 2

#define TRELLIS_PANGO_STYLE_NORMAL 0
#define TRELLIS_PANGO_STYLE_ITALIC 2

#define TRELLIS_PANGO_UNDERLINE_SINGLE 1

const char *pango_version_string(void);

// Font map and context.
PangoFontMap *pango_cairo_font_map_new(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_context_set_round_glyph_positions(PangoContext *context, int round_positions);
void pango_cairo_update_context(cairo_t *cr, PangoContext *context);

// Font descriptions.
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, int weight);
void pango_font_description_set_style(PangoFontDescription *desc, int style);
void pango_font_description_set_stretch(PangoFontDescription *desc, int stretch);

// Layouts.
PangoLayout *pango_layout_new(PangoContext *context);
PangoLayout *pango_cairo_create_layout(cairo_t *cr);
void pango_cairo_update_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_layout_context_changed(PangoLayout *layout);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, int wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, int ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, int alignment);
void pango_layout_set_spacing(PangoLayout *layout, int spacing);
void pango_layout_set_auto_dir(PangoLayout *layout, int auto_dir);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
int pango_layout_get_line_count(PangoLayout *layout);
int pango_layout_is_ellipsized(PangoLayout *layout);

// Walking the lines of a layout.
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
int pango_layout_iter_next_line(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
void pango_layout_iter_free(PangoLayoutIter *iter);
int pango_layout_line_get_start_index(PangoLayoutLine *line);
int pango_layout_line_get_length(PangoLayoutLine *line);
void pango_layout_index_to_pos(PangoLayout *layout, int index_, PangoRectangle *pos);
int pango_layout_iter_next_char(PangoLayoutIter *iter);
int pango_layout_iter_get_index(PangoLayoutIter *iter);
void pango_layout_iter_get_char_extents(PangoLayoutIter *iter, PangoRectangle *logical_rect);
void pango_layout_line_get_x_ranges(PangoLayoutLine *line, int start_index, int end_index, int **ranges,
                                    int *n_ranges);

// Font metrics (where styled underlines and strikethroughs go).
PangoFontMetrics *pango_context_get_metrics(PangoContext *context, const PangoFontDescription *desc,
                                            PangoLanguage *language);
void pango_font_metrics_unref(PangoFontMetrics *metrics);
int pango_font_metrics_get_underline_position(PangoFontMetrics *metrics);
int pango_font_metrics_get_underline_thickness(PangoFontMetrics *metrics);
int pango_font_metrics_get_strikethrough_position(PangoFontMetrics *metrics);
int pango_font_metrics_get_strikethrough_thickness(PangoFontMetrics *metrics);

// Attributes (underline and strikethrough when drawing).
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_underline_new(int underline);
PangoAttribute *pango_attr_strikethrough_new(int strikethrough);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_font_features_new(const char *features);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_foreground_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_foreground_alpha_new(unsigned short alpha);
PangoAttribute *pango_attr_rise_new(int rise);

// Limits an attribute to a byte range, for styled runs: PangoAttribute's public fields are a
// class pointer and then the start and end indices (stable since Pango 1.0).
static inline void trellis_pango_attribute_set_range(PangoAttribute *attribute, unsigned int start,
                                                     unsigned int end) {
  struct { const void *klass; unsigned int start_index; unsigned int end_index; } *fields = (void *)attribute;
  fields->start_index = start;
  fields->end_index = end;
}

void g_object_unref(void *object);
void g_free(void *memory);
#endif
