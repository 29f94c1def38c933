// Every retain and release is an atomic operation, about 6 ns on the machines Trellis is
// measured on, and building and laying out a large tree copied references only to read them:
// by cycles that was most of building's time. Hot paths read such references through these.

/// Calls `body` with the object `reference` stands for, neither retained nor released.
///
/// Written here rather than calling `_withUnsafeGuaranteedRef` directly: a main-actor closure
/// handed to the standard library gets a run-time check of the executor on every call, which
/// cost more than the retain it saves; a function of this module takes it as it is.
@inline(__always)
func withUnretained<T: AnyObject, R>(_ reference: Unmanaged<T>, _ body: (T) -> R) -> R {
  reference._withUnsafeGuaranteedRef(body)
}

/// `reference` as an unretained reference, taken as bits. Reading a stored reference into a
/// local retains its object for as long as the local lives, even one used only to make an
/// unretained reference; a bit cast, inlined where the property is read, does not.
///
/// For a value or parameter; a class's stored property needs `unretainedValue(of:)`. The
/// caller makes sure that whatever holds the reference keeps holding it while it is used.
@_transparent
func unretained<Object: AnyObject>(_ reference: Object?) -> Unmanaged<Object>? {
  unsafeBitCast(reference, to: Unmanaged<Object>?.self)
}

/// The reference a class's stored property `slot` holds, unretained: the property is read in
/// place, since a class's stored property read any other way is retained while the result
/// lives (the object could change it meanwhile).
@inline(__always)
nonisolated func unretainedValue<Object: AnyObject>(of slot: inout Object?) -> Unmanaged<Object>? {
  withUnsafeMutablePointer(to: &slot) { UnsafeRawPointer($0).load(as: Unmanaged<Object>?.self) }
}

/// Calls `body` with the address of `value`. Written here for the reason `withUnretained` is:
/// a main-actor closure handed straight to `withUnsafePointer` checks the executor on each call.
@inline(__always)
func withAddress<Value, Result>(of value: borrowing Value, _ body: (UnsafeRawPointer) -> Result) -> Result {
  withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
}
