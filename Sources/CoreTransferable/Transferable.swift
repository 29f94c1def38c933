/// A type whose values can be dragged and dropped, as SwiftUI's `Transferable` is.
///
/// Declare how a value travels in ``transferRepresentation``, most preferred representation
/// first:
///
/// ```swift
/// struct Todo: Codable, Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .todo)
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
///
/// Inside a Trellis app a dropped value of the destination's own type arrives as it was dragged;
/// any other type is converted through the first representation the two share.
@preconcurrency
public protocol Transferable: Sendable {
  /// The type of ``transferRepresentation``.
  associatedtype Representation: TransferRepresentation
  /// How values of the type are exported and imported.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Never: Transferable {
  /// Never called: `Never` has no values.
  public static var transferRepresentation: Never {
    return fatalError("Never has no transfer representation")
  }
}
