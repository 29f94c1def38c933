#ifndef TRELLIS_CJPEG_H
#define TRELLIS_CJPEG_H

#include <stddef.h>

/// Pixels decoded from a JPEG: 32-bit premultiplied ARGB in native byte order (cairo's ARGB32).
typedef struct {
  unsigned char *pixels;
  int width;
  int height;
  int stride;
} trellis_jpeg_image;

/// Decodes `length` bytes of JPEG `data` into `image`, whose pixels the caller frees with
/// `trellis_jpeg_free`. Returns 0 on success; otherwise nonzero, with libjpeg's reason (or a size
/// limit's) written to `message` (at most `message_size` bytes, terminated).
/// Images of more than `max_pixels` pixels are refused before any pixel memory is allocated.
int trellis_jpeg_decode(const unsigned char *data, size_t length, size_t max_pixels, trellis_jpeg_image *image,
                        char *message, size_t message_size);

/// Frees pixels returned by `trellis_jpeg_decode`.
void trellis_jpeg_free(unsigned char *pixels);

#endif
