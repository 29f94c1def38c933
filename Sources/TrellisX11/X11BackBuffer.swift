import CCairo
import CX11
import Glibc

/// A window's back buffer: client memory cairo draws into and X copies to the window from.
///
/// With MIT-SHM the pixels live in a shared memory segment the server reads directly, so a
/// present costs no copy through the socket; otherwise in malloc'd memory sent with `XPutImage`.
/// Either way the memory is an `XImage` whose layout (32 bits per pixel, `0x00RRGGBB` in host
/// order) is exactly cairo's `CAIRO_FORMAT_RGB24`, so the cairo surface wraps it without copying.
@MainActor
final class X11BackBuffer {
  let size: PixelSize
  let surface: OpaquePointer
  private let display: X11Display
  private let image: UnsafeMutablePointer<XImage>
  /// Heap-allocated because the image keeps a pointer to it (`obdata`) for every put.
  private let segment: UnsafeMutablePointer<XShmSegmentInfo>?
  /// True from a shared-memory present until the server says it has read the pixels: drawing
  /// before then could show a half-drawn frame.
  private var awaitingCompletion = false

  var usesSharedMemory: Bool { segment != nil }

  init?(display: X11Display, size: PixelSize) {
    self.display = display
    self.size = size
    if display.supportsSharedMemory, let (image, segment) = X11BackBuffer.sharedImage(display, size) {
      self.image = image
      self.segment = segment
    } else {
      guard let image = X11BackBuffer.plainImage(display, size) else { return nil }
      self.image = image
      self.segment = nil
    }
    let stride = image.pointee.bytes_per_line
    guard stride == cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(size.width)),
      let data = image.pointee.data,
      let surface = cairo_image_surface_create_for_data(
        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
        Int32(size.width), Int32(size.height), stride),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else {
      X11BackBuffer.destroy(image, segment: segment, display: display)
      return nil
    }
    self.surface = surface
  }

  /// Frees the surface, image and segment. Finishing the surface first makes any drawing through a
  /// stale surface pointer a harmless no-op instead of a write into freed memory.
  func destroy() {
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)
    X11BackBuffer.destroy(image, segment: segment, display: display)
  }

  /// Blocks until the server has read the last presented frame. Usually the completion event has
  /// already arrived by the time the next frame is drawn, so this rarely costs a round trip.
  func waitUntilWritable() {
    guard awaitingCompletion else { return }
    // The server handles requests in order, so once XSync returns the put has been done.
    XSync(display.pointer, 0)
    awaitingCompletion = false
  }

  /// Called by the event translation when the server reports it finished reading the segment.
  func completionArrived() {
    awaitingCompletion = false
  }

  /// Copies `rects` (clipped to the buffer) to the same place in `drawable`.
  func present(_ rects: [PixelRect], to drawable: Drawable, gc: GC) {
    let bounds = PixelRect(size: size)
    let clipped = rects.compactMap { $0.intersection(bounds) }
    guard !clipped.isEmpty else { return }
    cairo_surface_flush(surface)
    for (index, rect) in clipped.enumerated() {
      let x = Int32(rect.x)
      let y = Int32(rect.y)
      let width = UInt32(rect.width)
      let height = UInt32(rect.height)
      if segment != nil {
        // One completion event for the batch: the server handles the puts in order.
        let isLast: Int32 = index == clipped.count - 1 ? 1 : 0
        XShmPutImage(display.pointer, drawable, gc, image, x, y, x, y, width, height, isLast)
      } else {
        XPutImage(display.pointer, drawable, gc, image, x, y, x, y, width, height)
      }
    }
    if segment != nil { awaitingCompletion = true }
    XFlush(display.pointer)
  }

  private static func sharedImage(
    _ display: X11Display, _ size: PixelSize
  ) -> (UnsafeMutablePointer<XImage>, UnsafeMutablePointer<XShmSegmentInfo>)? {
    let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    segment.initialize(to: XShmSegmentInfo())
    var image: UnsafeMutablePointer<XImage>?
    var address: UnsafeMutableRawPointer?
    func giveUp() -> (UnsafeMutablePointer<XImage>, UnsafeMutablePointer<XShmSegmentInfo>)? {
      if let address { shmdt(address) }
      if let image {
        image.pointee.data = nil
        trellis_destroy_image(image)
      }
      segment.deallocate()
      return nil
    }
    image = XShmCreateImage(
      display.pointer, display.visual, 24, ZPixmap, nil, segment, UInt32(size.width),
      UInt32(size.height))
    guard let image else { return giveUp() }
    let byteCount = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
    segment.pointee.shmid = shmget(IPC_PRIVATE, byteCount, IPC_CREAT | 0o600)
    guard segment.pointee.shmid >= 0 else { return giveUp() }
    let attached = shmat(segment.pointee.shmid, nil, 0)
    guard let attached, attached != UnsafeMutableRawPointer(bitPattern: -1) else {
      shmctl(segment.pointee.shmid, IPC_RMID, nil)
      return giveUp()
    }
    address = attached
    // Mark it for removal before anything can fail or exit: it lives on until both sides detach
    // (Linux lets the server attach a segment marked so), so it can never outlive us, even when the
    // server dies mid-attach and the IO error handler ends the process.
    shmctl(segment.pointee.shmid, IPC_RMID, nil)
    segment.pointee.shmaddr = attached.assumingMemoryBound(to: CChar.self)
    segment.pointee.readOnly = 0
    image.pointee.data = segment.pointee.shmaddr
    let error = trappingXErrors(display.pointer) { XShmAttach(display.pointer, segment) }
    guard error == nil else {
      // Typically a remote server that cannot see our memory: use plain images from now on.
      display.supportsSharedMemory = false
      return giveUp()
    }
    return (image, segment)
  }

  private static func plainImage(
    _ display: X11Display, _ size: PixelSize
  ) -> UnsafeMutablePointer<XImage>? {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(size.width)))
    guard let data = calloc(stride * size.height, 1) else { return nil }
    guard
      let image = XCreateImage(
        display.pointer, display.visual, 24, ZPixmap, 0, data.assumingMemoryBound(to: CChar.self),
        UInt32(size.width), UInt32(size.height), 32, Int32(stride))
    else {
      free(data)
      return nil
    }
    // Cairo stores pixels in host order; Xlib converts if the server's order differs.
    image.pointee.byte_order = 1.littleEndian == 1 ? LSBFirst : MSBFirst
    return image
  }

  private static func destroy(
    _ image: UnsafeMutablePointer<XImage>, segment: UnsafeMutablePointer<XShmSegmentInfo>?,
    display: X11Display
  ) {
    if let segment {
      XShmDetach(display.pointer, segment)
      shmdt(segment.pointee.shmaddr)
      // XDestroyImage would free() the data, which for a segment was never malloc'd.
      image.pointee.data = nil
    }
    trellis_destroy_image(image)
    segment?.deallocate()
  }
}
