public import Foundation

/// A file, a directory of files or a symbolic link, held in memory: what a ``FileDocument`` reads
/// from and writes to.
///
/// Foundation on Linux has no `FileWrapper`, so Trellis provides the part documents use, with the
/// same names: regular files with their contents, directories of named wrappers, reading a whole
/// tree from a URL and writing one to a URL.
open class FileWrapper: @unchecked Sendable {
  /// What a wrapper holds.
  private enum Contents {
    case regularFile(Data)
    case directory([String: FileWrapper])
    case symbolicLink(URL)
  }

  private var contents: Contents

  /// The name the wrapper would like when written into a directory.
  open var preferredFilename: String?
  /// The name the wrapper has in its directory, or had when read from disk.
  open var filename: String?

  /// A regular file with `contents`.
  public init(regularFileWithContents contents: Data) {
    self.contents = .regularFile(contents)
  }

  /// A directory holding `childrenByPreferredName`; each child's preferred filename and filename
  /// become its key.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    for (name, child) in childrenByPreferredName {
      child.preferredFilename = name
      child.filename = name
    }
    self.contents = .directory(childrenByPreferredName)
  }

  /// A symbolic link to `url`.
  public init(symbolicLinkWithDestinationURL url: URL) {
    self.contents = .symbolicLink(url)
  }

  /// The file, directory tree or link at `url`, read into memory now.
  public init(url: URL, options: ReadingOptions = []) throws {
    let manager = FileManager.default
    let path = url.path
    let attributes = try manager.attributesOfItem(atPath: path)
    let kind = attributes[.type] as? FileAttributeType
    if kind == .typeSymbolicLink {
      let destination = try manager.destinationOfSymbolicLink(atPath: path)
      contents = .symbolicLink(URL(fileURLWithPath: destination, relativeTo: url.deletingLastPathComponent()))
    } else if kind == .typeDirectory {
      var children: [String: FileWrapper] = [:]
      for name in try manager.contentsOfDirectory(atPath: path) {
        children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
      }
      contents = .directory(children)
    } else {
      contents = .regularFile(try Data(contentsOf: url))
    }
    filename = url.lastPathComponent
    preferredFilename = url.lastPathComponent
  }

  /// Whether the wrapper is a regular file.
  open var isRegularFile: Bool {
    if case .regularFile = contents { return true }
    return false
  }

  /// Whether the wrapper is a directory.
  open var isDirectory: Bool {
    if case .directory = contents { return true }
    return false
  }

  /// Whether the wrapper is a symbolic link.
  open var isSymbolicLink: Bool {
    if case .symbolicLink = contents { return true }
    return false
  }

  /// The contents of a regular file; nil for a directory or a link.
  open var regularFileContents: Data? {
    if case .regularFile(let data) = contents { return data }
    return nil
  }

  /// The children of a directory by filename; nil for a regular file or a link.
  open var fileWrappers: [String: FileWrapper]? {
    if case .directory(let children) = contents { return children }
    return nil
  }

  /// Where a symbolic link points; nil for anything else.
  open var symbolicLinkDestinationURL: URL? {
    if case .symbolicLink(let url) = contents { return url }
    return nil
  }

  /// Adds `child` to this directory under its preferred filename, made unique with a number when
  /// taken; returns the name it got.
  @discardableResult
  open func addFileWrapper(_ child: FileWrapper) -> String {
    guard case .directory(var children) = contents else {
      preconditionFailure("addFileWrapper(_:) needs a directory wrapper")
    }
    let base = child.preferredFilename ?? "Untitled"
    var name = base
    var number = 2
    while children[name] != nil {
      name = "\(number) \(base)"
      number += 1
    }
    child.filename = name
    children[name] = child
    contents = .directory(children)
    return name
  }

  /// Adds a regular file with `data` to this directory; returns the name it got.
  @discardableResult
  open func addRegularFile(withContents data: Data, preferredFilename: String) -> String {
    let child = FileWrapper(regularFileWithContents: data)
    child.preferredFilename = preferredFilename
    return addFileWrapper(child)
  }

  /// Takes `child` out of this directory.
  open func removeFileWrapper(_ child: FileWrapper) {
    guard case .directory(var children) = contents else { return }
    for (name, candidate) in children where candidate === child { children[name] = nil }
    contents = .directory(children)
  }

  /// Writes the wrapper to `url`: a file, a directory tree or a link. With `.atomic`, a regular
  /// file is written to a temporary file first and moved into place.
  open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil) throws {
    let manager = FileManager.default
    switch contents {
    case .regularFile(let data):
      try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
    case .directory(let children):
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        try manager.removeItem(at: url)
      }
      try manager.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, child) in children {
        try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
      }
    case .symbolicLink(let destination):
      try manager.createSymbolicLink(at: url, withDestinationURL: destination)
    }
    if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
  }

  /// How a wrapper reads from disk. Trellis always reads the whole tree at once.
  public struct ReadingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// The options with the bits of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Read every file's contents now (what Trellis always does).
    public static let immediate = ReadingOptions(rawValue: 1 << 0)
    /// Do not map files into memory (Trellis never does).
    public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
  }

  /// How a wrapper writes to disk.
  public struct WritingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// The options with the bits of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Write regular files through a temporary file, so that a failure leaves the old file.
    public static let atomic = WritingOptions(rawValue: 1 << 0)
    /// Set the wrapper's filename to the name it was written under.
    public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
  }
}
