public import Foundation
import UniformTypeIdentifiers

extension String: Transferable {
  /// Plain text, in UTF-8.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .utf8PlainText) {
      Data($0.utf8)
    } importing: {
      String(decoding: $0, as: UTF8.self)
    }
    DataRepresentation(importedContentType: .plainText) { String(decoding: $0, as: UTF8.self) }
  }
}

extension Data: Transferable {
  /// The bytes themselves.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) {
      $0
    } importing: {
      $0
    }
  }
}

extension URL: Transferable {
  /// The URL; a file URL also as the file; and the URL's text.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .url) {
      Data($0.absoluteString.utf8)
    } importing: { data in
      guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw TransferError.notAURL }
      return url
    }
    FileRepresentation(contentType: .fileURL) {
      SentTransferredFile($0)
    } importing: {
      $0.file
    }
    .exportingCondition { $0.isFileURL }
    ProxyRepresentation(exporting: \.absoluteString)
  }
}

/// Why content could not be transferred.
enum TransferError: Error, CustomStringConvertible {
  case notAURL

  var description: String {
    switch self {
    case .notAURL: "The dropped text is not a URL."
    }
  }
}
