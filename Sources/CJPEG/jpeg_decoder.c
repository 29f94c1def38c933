// libjpeg reports errors by calling `error_exit`, which must not return; by default it exits the
// process. This file turns them into return codes with setjmp/longjmp, which Swift cannot do.
#include "CJPEG.h"

// jpeglib.h uses FILE and size_t without including their headers.
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  struct jpeg_error_mgr manager;
  jmp_buf recovery;
} recoverable_error;

static void jump_back(j_common_ptr info) {
  recoverable_error *error = (recoverable_error *)info->err;
  longjmp(error->recovery, 1);
}

// Warnings (such as "premature end of data") are not worth a line on stderr per image.
static void ignore_message(j_common_ptr info, int level) {
  (void)info;
  (void)level;
}

int trellis_jpeg_decode(const unsigned char *data, size_t length, size_t max_pixels, trellis_jpeg_image *image,
                        char *message, size_t message_size) {
  struct jpeg_decompress_struct info;
  recoverable_error error;
  // Volatile: assigned between setjmp and a possible longjmp.
  unsigned char *volatile pixels = NULL;

  memset(image, 0, sizeof(*image));
  if (message_size > 0) message[0] = 0;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = jump_back;
  error.manager.emit_message = ignore_message;
  if (setjmp(error.recovery)) {
    if (message_size > 0) {
      char reason[JMSG_LENGTH_MAX];
      (*info.err->format_message)((j_common_ptr)&info, reason);
      snprintf(message, message_size, "%s", reason);
    }
    jpeg_destroy_decompress(&info);
    free(pixels);
    return 1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)length);
  jpeg_read_header(&info, TRUE);
  info.out_color_space = JCS_EXT_BGRA;
  jpeg_start_decompress(&info);

  size_t width = info.output_width;
  size_t height = info.output_height;
  if (width == 0 || height == 0 || width > max_pixels / height) {
    snprintf(message, message_size, "a JPEG of %zu × %zu pixels is larger than the limit of %zu pixels", width,
             height, max_pixels);
    jpeg_destroy_decompress(&info);
    return 2;
  }
  size_t stride = width * 4;
  pixels = malloc(stride * height);
  if (pixels == NULL) {
    snprintf(message, message_size, "no memory for a JPEG of %zu × %zu pixels", width, height);
    jpeg_destroy_decompress(&info);
    return 3;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = pixels + (size_t)info.output_scanline * stride;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);

  image->pixels = pixels;
  image->width = (int)width;
  image->height = (int)height;
  image->stride = (int)stride;
  return 0;
}

void trellis_jpeg_free(unsigned char *pixels) { free(pixels); }
