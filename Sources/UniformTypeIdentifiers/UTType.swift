/// A uniform type identifier: what kind of data a file or a pasteboard item holds, as
/// `UniformTypeIdentifiers` describes it on Apple's systems.
///
/// Types form a hierarchy through conformance: `.png` conforms to `.image`, which conforms to
/// `.data` and `.content`, so a file importer that allows `.image` offers PNG files. The common
/// system types are static members (`.plainText`, `.json`, `.folder`, …); a file's type comes from
/// its filename extension with ``init(filenameExtension:conformingTo:)``. Two types are equal when
/// their identifiers are.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The type's reverse-DNS identifier, such as `public.plain-text`.
  public let identifier: String
  /// Supertypes and tags of a type that no table declares (a dynamic or app-declared type).
  private let undeclared: UndeclaredType?

  /// The type with `identifier`, if it is one of the declared system types; nil otherwise.
  public init?(_ identifier: String) {
    guard UTTypeTable.declaration(of: identifier) != nil else { return nil }
    self.identifier = identifier
    self.undeclared = nil
  }

  /// The declared type whose filename extensions include `filenameExtension` (case-insensitive)
  /// and that conforms to `supertype`; for an extension no such type claims, a dynamic type that
  /// conforms to `supertype` and prefers that extension.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let tag = filenameExtension.lowercased()
    guard !tag.isEmpty, !tag.contains("/") else { return nil }
    if let declared = UTTypeTable.types(withExtension: tag).first(where: {
      UTType(declared: $0).conforms(to: supertype)
    }) {
      self.init(declared: declared)
    } else {
      self.init(dynamicWith: .extension(tag), conformingTo: supertype)
    }
  }

  /// The declared type with the MIME type `mimeType` that conforms to `supertype`; for a MIME type
  /// no such type claims, a dynamic type that conforms to `supertype`.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    let tag = mimeType.lowercased()
    guard tag.contains("/") else { return nil }
    if let declared = UTTypeTable.types(withMIMEType: tag).first(where: {
      UTType(declared: $0).conforms(to: supertype)
    }) {
      self.init(declared: declared)
    } else {
      self.init(dynamicWith: .mimeType(tag), conformingTo: supertype)
    }
  }

  /// A type the app declares and exports, such as `com.example.recipe`, conforming to
  /// `parentType` (`.data` when none is given).
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(appDeclared: identifier, conformingTo: parentType)
  }

  /// A type another app declares and this one imports, conforming to `parentType` (`.data` when
  /// none is given).
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(appDeclared: identifier, conformingTo: parentType)
  }

  init(declared identifier: String) {
    self.identifier = identifier
    self.undeclared = nil
  }

  private init(appDeclared identifier: String, conformingTo parentType: UTType?) {
    self.identifier = identifier
    // A declared identifier keeps its table's supertypes.
    let isDeclared = UTTypeTable.declaration(of: identifier) != nil
    self.undeclared =
      isDeclared ? nil : UndeclaredType(supertypes: [parentType ?? .data], tag: nil, isDynamic: false)
  }

  private init(dynamicWith tag: UndeclaredType.Tag, conformingTo supertype: UTType) {
    // The identifier only has to be stable and distinct per tag; Apple's encoding is opaque too.
    switch tag {
    case .extension(let value): identifier = "dyn.extension." + value
    case .mimeType(let value): identifier = "dyn.mime." + value
    }
    undeclared = UndeclaredType(supertypes: [supertype], tag: tag, isDynamic: true)
  }

  /// Whether this type is `type` or descends from it through its supertypes.
  public func conforms(to type: UTType) -> Bool {
    if identifier == type.identifier { return true }
    return supertypes.contains(type)
  }

  /// Whether `type` conforms to this type and is not it.
  public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

  /// Whether this type conforms to `type` and is not it.
  public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

  /// Every type this one conforms to, directly or through others (not the type itself).
  public var supertypes: Set<UTType> {
    var found: Set<UTType> = []
    var pending = directSupertypes
    while let next = pending.popLast() {
      guard found.insert(next).inserted else { continue }
      pending.append(contentsOf: next.directSupertypes)
    }
    return found
  }

  private var directSupertypes: [UTType] {
    if let undeclared { return undeclared.supertypes }
    return UTTypeTable.declaration(of: identifier)?.supertypes.map(UTType.init(declared:)) ?? []
  }

  /// The filename extension files of this type usually have, without the dot.
  public var preferredFilenameExtension: String? {
    if let undeclared {
      if case .extension(let value) = undeclared.tag { return value }
      return nil
    }
    return UTTypeTable.declaration(of: identifier)?.extensions.first
  }

  /// The MIME type data of this type usually has.
  public var preferredMIMEType: String? {
    if let undeclared {
      if case .mimeType(let value) = undeclared.tag { return value }
      return nil
    }
    return UTTypeTable.declaration(of: identifier)?.mimeTypes.first
  }

  /// Every tag of the type, by class: its filename extensions and MIME types.
  public var tags: [UTTagClass: [String]] {
    var result: [UTTagClass: [String]] = [:]
    if let undeclared {
      switch undeclared.tag {
      case .extension(let value): result[.filenameExtension] = [value]
      case .mimeType(let value): result[.mimeType] = [value]
      case nil: break
      }
      return result
    }
    guard let declaration = UTTypeTable.declaration(of: identifier) else { return result }
    if !declaration.extensions.isEmpty { result[.filenameExtension] = declaration.extensions }
    if !declaration.mimeTypes.isEmpty { result[.mimeType] = declaration.mimeTypes }
    return result
  }

  /// A description of the type for people, such as "PNG image".
  public var localizedDescription: String? {
    if undeclared != nil { return nil }
    return UTTypeTable.declaration(of: identifier)?.description
  }

  /// Whether the type is one of the system's declared types or one the app declared.
  public var isDeclared: Bool { !isDynamic }

  /// Whether the type was made up for a tag that no declared type claims.
  public var isDynamic: Bool { undeclared?.isDynamic ?? false }

  /// Whether the type is one of the public system types (its identifier starts with `public.`).
  public var isPublic: Bool { identifier.hasPrefix("public.") }

  /// The identifier.
  public var description: String { identifier }

  /// Whether the two types have the same identifier.
  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// A class of tags that name a type outside its identifier.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
  /// The class's identifier.
  public let rawValue: String
  /// The tag class with the identifier `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Filename extensions, such as `png`.
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
  /// MIME types, such as `image/png`.
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

/// What a type that no table declares carries with it.
private struct UndeclaredType: Sendable {
  enum Tag: Sendable {
    case `extension`(String)
    case mimeType(String)
  }
  var supertypes: [UTType]
  var tag: Tag?
  var isDynamic: Bool
}
