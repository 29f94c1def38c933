import Foundation
import Testing
import TrellisCore

struct UTTypeTests {
  @Test func declaredTypesConformThroughTheirSupertypes() {
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.png.conforms(to: .data))
    #expect(UTType.png.conforms(to: .item))
    #expect(UTType.png.conforms(to: .content))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType.commaSeparatedText.conforms(to: .text))
    #expect(UTType.swiftSource.conforms(to: .plainText))
    #expect(UTType.folder.conforms(to: .directory))
    #expect(!UTType.folder.conforms(to: .data))
    #expect(UTType.image.isSupertype(of: .jpeg))
    #expect(UTType.jpeg.isSubtype(of: .image))
    #expect(!UTType.image.isSubtype(of: .image))
    #expect(UTType.json.supertypes == [.text, .data, .content, .item])
  }

  @Test func filenameExtensionsFindTheirTypesIgnoringCase() {
    #expect(UTType(filenameExtension: "PNG") == .png)
    #expect(UTType(filenameExtension: "jpg") == .jpeg)
    #expect(UTType(filenameExtension: "txt") == .plainText)
    #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
    #expect(UTType(filenameExtension: "swift") == .swiftSource)
    #expect(UTType.jpeg.preferredFilenameExtension == "jpg")
    #expect(UTType.plainText.preferredMIMEType == "text/plain")
    #expect(UTType(mimeType: "application/json") == .json)
    #expect(UTType("public.png") == .png)
    #expect(UTType("com.example.unknown") == nil)
    #expect(UTType.png.localizedDescription == "PNG image")
  }

  @Test func anUnknownExtensionMakesADynamicTypeOfTheSupertypeAsked() throws {
    let type = try #require(UTType(filenameExtension: "trellisdoc"))
    #expect(type.isDynamic)
    #expect(!type.isDeclared)
    #expect(type.conforms(to: .data))
    #expect(!type.conforms(to: .text))
    #expect(type.preferredFilenameExtension == "trellisdoc")
    #expect(type == UTType(filenameExtension: "TRELLISDOC"))
    let text = try #require(UTType(filenameExtension: "trellisdoc", conformingTo: .text))
    #expect(text.conforms(to: .text))
    // An extension whose declared type does not conform to the supertype asked is dynamic too.
    let notImage = try #require(UTType(filenameExtension: "txt", conformingTo: .image))
    #expect(notImage.isDynamic && notImage.conforms(to: .image))
    #expect(UTType(filenameExtension: "") == nil)
    #expect(UTType(mimeType: "nonsense") == nil)
  }

  @Test func appDeclaredTypesConformToTheirParent() {
    let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
    #expect(recipe.conforms(to: .json))
    #expect(recipe.conforms(to: .text))
    #expect(recipe.isDeclared && !recipe.isPublic)
    #expect(UTType(importedAs: "com.example.blob").conforms(to: .data))
    #expect(UTType(exportedAs: "public.png") == .png)
  }

  @Test func aURLTakesTheTypesExtensionOnce() {
    let url = URL(fileURLWithPath: "/tmp/notes")
    #expect(url.appendingPathExtension(for: .plainText).lastPathComponent == "notes.txt")
    #expect(
      URL(fileURLWithPath: "/tmp/notes.TXT").appendingPathExtension(for: .plainText).lastPathComponent
        == "notes.TXT")
    #expect(url.appendingPathExtension(for: .folder).lastPathComponent == "notes")
  }
}
