import Foundation
import Testing
import TrellisTesting

@testable import TrellisCore

@MainActor
struct TupleViewTests {
  @Test func elementsLieWhereTheTupleKeepsThem() {
    // (Not `MemoryLayout.offset(of:)`: it answers wrongly for some tuple key paths on Linux.)
    let value = (UInt8(7), Int(-1234), UInt16(55), Int32(-9))
    let elements = TupleViewElements.elements(of: type(of: value))
    #expect(elements.map(\.offset) == [0, 8, 16, 20])
    withUnsafeBytes(of: value) { bytes in
      #expect(bytes.load(fromByteOffset: elements[0].offset, as: UInt8.self) == 7)
      #expect(bytes.load(fromByteOffset: elements[1].offset, as: Int.self) == -1234)
      #expect(bytes.load(fromByteOffset: elements[2].offset, as: UInt16.self) == 55)
      #expect(bytes.load(fromByteOffset: elements[3].offset, as: Int32.self) == -9)
    }
  }

  @Test func elementsKeepTheirViewTypes() {
    let elements = TupleViewElements.elements(of: (Text, Color, Spacer, Divider, Text).self)
    #expect(elements.map { "\($0.type)" } == ["Text", "Color", "Spacer", "Divider", "Text"])
  }

  @Test func aTypeThatIsNotATupleIsItsOnlyElement() {
    let elements = TupleViewElements.elements(of: Text.self)
    #expect(elements.map(\.offset) == [0])
    #expect(elements.map { "\($0.type)" } == ["Text"])
  }

  /// SwiftUI's spelling: a tuple view's type names the tuple of its views.
  @Test func aBodyCanNameItsTupleViewType() {
    struct Pair: View {
      var body: TupleView<(Text, Text)> {
        TupleView((Text("first"), Text("second")))
      }
    }
    let built: TupleView<(Text, Color)> = ViewBuilder.buildBlock(Text("a"), Color.red)
    #expect(TupleViewElements.elements(of: type(of: built.value)).count == 2)
    let host = TestHost(
      VStack(spacing: 0) { Pair() }, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.tree.allNodes.compactMap(\.text) == ["first", "second"])
    #expect(host.find(text: "second")?.frame == CGRect(x: 70, y: 50, width: 60, height: 20))
    #expect(host.find(text: "first")?.frame == CGRect(x: 75, y: 30, width: 50, height: 20))
  }

  @Test func anElementThatIsNotAViewShowsNothing() {
    let host = TestHost(
      VStack(spacing: 0) { TupleView((Text("a"), 42, Text("b"))) }, size: CGSize(width: 100, height: 100))
    #expect(host.tree.allNodes.compactMap(\.text) == ["a", "b"])
  }
}
