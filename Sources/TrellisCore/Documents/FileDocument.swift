import Foundation

/// A document that reads itself from a file and writes itself to one: what
/// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)` saves.
///
/// ```swift
/// struct TextFile: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///   init(configuration: ReadConfiguration) throws {
///     text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///   }
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
public protocol FileDocument {
  /// The types the document can read.
  static var readableContentTypes: [UTType] { get }
  /// The types the document can write; the readable ones unless the type says otherwise.
  static var writableContentTypes: [UTType] { get }
  /// Reads the document from `configuration.file`.
  init(configuration: ReadConfiguration) throws
  /// The file that holds the document, in `configuration.contentType`.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  /// What a document reads from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a document writes for.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The readable types.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a ``FileDocument`` reads and its type.
public struct FileDocumentReadConfiguration {
  /// The type of the file.
  public let contentType: UTType
  /// The file, read into memory.
  public let file: FileWrapper

  /// A configuration for reading `file` as `contentType`.
  public init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// The type a ``FileDocument`` writes and the file it replaces.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file being replaced, if any.
  public let existingFile: FileWrapper?

  /// A configuration for writing `contentType` over `existingFile`.
  public init(contentType: UTType, existingFile: FileWrapper?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}
