import CX11

/// A large selection answer being sent in pieces to one requestor's property.
struct X11OutgoingTransfer {
  let requestor: Window
  let property: Atom
  let type: Atom
  let bytes: [UInt8]
  private var offset = 0
  /// When the requestor last asked for a piece.
  private(set) var lastActivity = ContinuousClock.now

  init(requestor: Window, property: Atom, type: Atom, bytes: [UInt8]) {
    self.requestor = requestor
    self.property = property
    self.type = type
    self.bytes = bytes
  }

  /// The next piece of at most `size` bytes; empty once everything was sent.
  mutating func nextPiece(size: Int) -> ArraySlice<UInt8> {
    let end = min(offset + max(size, 1), bytes.count)
    let piece = bytes[offset..<end]
    offset = end
    lastActivity = .now
    return piece
  }
}
