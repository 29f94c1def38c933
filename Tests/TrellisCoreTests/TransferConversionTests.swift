import CoreTransferable
import Foundation
import Testing

struct TransferConversionTests {
  @Test func textBecomesBytesAndBack() async throws {
    let data = try await TransferConversion.convert("héllo", to: Data.self)
    #expect(data == Data("héllo".utf8))
    let text = try await TransferConversion.convert(Data("bytes".utf8), to: String.self)
    // Bytes carry no type more precise than data, and text imports only text.
    #expect(text == nil)
  }

  @Test func aURLArrivesAsItsTextThroughItsProxy() async throws {
    let url = try #require(URL(string: "https://example.com/a"))
    #expect(try await TransferConversion.convert(url, to: String.self) == "https://example.com/a")
    #expect(try await TransferConversion.convert(url, to: URL.self) == url)
  }

  /// A clip that may only travel when it is not private.
  struct Clip: Transferable {
    var text: String
    var isPrivate: Bool
    static var transferRepresentation: some TransferRepresentation {
      ProxyRepresentation(exporting: \.text).exportingCondition { !$0.isPrivate }
    }
  }

  @Test func anExportingConditionWithholdsARepresentation() {
    #expect(TransferConversion.canConvert(Clip(text: "a", isPrivate: false), to: String.self))
    #expect(!TransferConversion.canConvert(Clip(text: "a", isPrivate: true), to: String.self))
    #expect(
      TransferConversion.exportedContentTypes(of: Clip(text: "a", isPrivate: false)) == [.utf8PlainText])
  }

  struct Report: Transferable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(exportedContentType: .plainText) { Data($0.text.utf8) }.suggestedFileName(
        "Report.txt")
    }
  }

  struct Upload: Transferable, Equatable {
    var name: String
    var contents: String
    static var transferRepresentation: some TransferRepresentation {
      FileRepresentation(importedContentType: .plainText) { received in
        Upload(
          name: received.file.lastPathComponent,
          contents: try String(contentsOf: received.file, encoding: .utf8))
      }
    }
  }

  @Test func bytesBecomeAFileWithTheSuggestedName() async throws {
    let upload = try await TransferConversion.convert(Report(text: "Q3"), to: Upload.self)
    #expect(upload == Upload(name: "Report.txt", contents: "Q3"))
  }

  /// Exports either its text or nothing, chosen in the builder.
  struct Switched: Transferable {
    static let offersText = false
    var text: String
    static var transferRepresentation: some TransferRepresentation {
      if offersText {
        ProxyRepresentation(exporting: \.text)
      } else {
        DataRepresentation(exportedContentType: .json) { Data($0.text.utf8) }
      }
    }
  }

  @Test func aBuilderBranchChoosesTheRepresentation() {
    #expect(TransferConversion.exportedContentTypes(of: Switched(text: "x")) == [.json])
    #expect(TransferConversion.importedContentTypes(of: String.self) == [.utf8PlainText, .plainText])
  }
}
