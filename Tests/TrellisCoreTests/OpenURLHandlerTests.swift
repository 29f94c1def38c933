import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `.onOpenURL`, and the URLs taken from a command line.
@MainActor
struct OpenURLHandlerTests {
  struct Viewer: View {
    @State var opened: [String] = []
    @State var showsDetail = true
    var body: some View {
      VStack {
        Text("opened: \(opened.joined(separator: ", "))")
        if showsDetail {
          Text("detail").onOpenURL { opened.append("detail \($0.host() ?? "")") }
        }
        Button("Hide") { showsDetail = false }
      }
      .onOpenURL { opened.append($0.absoluteString) }
    }
  }

  @Test func eachHandlerInTheWindowGetsTheURLUntilItsViewLeaves() {
    let host = TestHost(Viewer(), size: CGSize(width: 600, height: 200), text: .fixedAdvance)
    #expect(host.openURL(URL(string: "pets://cat/3")!))
    // Both run; the inner one was installed first, with its view, so it runs first.
    #expect(host.find(text: "opened: detail cat, pets://cat/3") != nil)
    host.tap(text: "Hide")
    host.openURL(URL(string: "pets://dog")!)
    #expect(host.find(text: "opened: detail cat, pets://cat/3, pets://dog") != nil)
  }

  @Test func aWindowWithoutAHandlerSaysSo() {
    let host = TestHost(Text("plain"), size: CGSize(width: 100, height: 50), text: .fixedAdvance)
    #expect(!host.openURL(URL(string: "pets://cat")!))
  }

  @Test func aCommandLinesURLsAreItsSchemedArgumentsAndExistingFiles() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-open-url-\(getpid()).txt")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let urls = LaunchURLs.urls(in: [
      "pets://cat/3", "--verbose", "mailto:vet@example.org", file.path, "/no/such/file", "C:stuff", "plain",
      "1:2",
    ])
    #expect(
      urls == [
        URL(string: "pets://cat/3")!, URL(string: "mailto:vet@example.org")!, URL(fileURLWithPath: file.path),
      ])
    #expect(urls[2].isFileURL)
  }
}
