import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// The layout tree tools and tests read: its JSON shape, round trip, and what views show up.
@MainActor
struct LayoutTreeTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func jsonHasTypeFrameIdTextAndChildren() throws {
    let host = host(
      VStack {
        Text("hi").accessibilityIdentifier("greeting")
        Color.red.frame(width: 10, height: 10)
      })
    let json = try #require(try JSONSerialization.jsonObject(with: host.tree.jsonData()) as? [String: Any])
    #expect(json["type"] as? String == "Root")
    #expect(json["frame"] as? [Double] == [0, 0, 400, 300])
    #expect(json["id"] == nil)
    #expect(json["text"] == nil)
    let stack = try #require((json["children"] as? [[String: Any]])?.first)
    #expect(stack["type"] as? String == "VStack")
    #expect(stack["frame"] as? [Double] == [190, 131, 20, 38])
    let children = try #require(stack["children"] as? [[String: Any]])
    #expect(children.count == 2)
    #expect(Set(children[0].keys) == ["type", "frame", "id", "text", "children"])
    #expect(children[0]["type"] as? String == "Text")
    #expect(children[0]["id"] as? String == "greeting")
    #expect(children[0]["text"] as? String == "hi")
    #expect(children[0]["frame"] as? [Double] == [190, 131, 20, 20])
    #expect((children[0]["children"] as? [Any])?.isEmpty == true)
    #expect(Set(children[1].keys) == ["type", "frame", "children"])
    #expect(children[1]["type"] as? String == "Frame")
  }

  @Test func jsonRoundTrips() throws {
    let host = host(
      HStack {
        Text("a").accessibilityIdentifier("a")
        Button("press") {}.accessibilityIdentifier("button")
        Circle().frame(width: 12.5, height: 12.5)
      })
    let tree = host.tree
    let decoded = try JSONDecoder().decode(LayoutTreeNode.self, from: tree.jsonData())
    #expect(decoded == tree)
    let pretty = try JSONDecoder().decode(LayoutTreeNode.self, from: tree.jsonData(pretty: true))
    #expect(pretty == tree)
  }

  @Test func decodingRequiresFourFrameNumbersAndDefaultsChildren() throws {
    let minimal = Data(#"{"type": "Text", "frame": [1, 2, 3, 4], "text": "x"}"#.utf8)
    let node = try JSONDecoder().decode(LayoutTreeNode.self, from: minimal)
    #expect(node == LayoutTreeNode(type: "Text", frame: CGRect(x: 1, y: 2, width: 3, height: 4), text: "x"))
    let bad = Data(#"{"type": "Text", "frame": [1, 2, 3]}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(LayoutTreeNode.self, from: bad) }
  }

  @Test func buttonNodeHoldsItsLabelText() throws {
    let host = host(Button("Vote") {}.accessibilityIdentifier("vote"))
    let button = try #require(host.find(id: "vote"))
    #expect(button.type.contains("Button"))
    let label = try #require(button.find(text: "Vote"))
    #expect(label.type == "Text")
    #expect(button.frame.contains(label.frame))
    #expect(host.tree.all(ofType: "Button").count == 1)
  }

  @Test func queriesFindNodesDepthFirst() {
    let host = host(
      VStack {
        Text("same").accessibilityIdentifier("first")
        Text("same").accessibilityIdentifier("second")
      })
    let tree = host.tree
    #expect(tree.find(text: "same")?.id == "first")
    #expect(tree.all(ofType: "Text").map(\.id) == ["first", "second"])
    #expect(tree.allNodes.map(\.type) == ["Root", "VStack", "Text", "Text"])
    #expect(tree.find(id: "missing") == nil)
  }

  @Test func modifiersThatOnlyAttachInformationDoNotAppear() {
    let host = host(
      Text("x").layoutPriority(1).onAppear {}.id(3).padding(2))
    #expect(host.tree.allNodes.map(\.type) == ["Root", "Padding", "Text"])
  }
}
