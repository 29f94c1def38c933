import Testing
import TrellisTesting

@testable import TrellisCore

/// `_ConditionalContent`'s nodes tell its cases apart by reading the tag byte after the larger
/// payload, as the runtime lays out an enum with generic payloads; these payloads have spare bits
/// (references, `Bool`s, enums) that a compiler free to choose could have put the tag in.
@MainActor
struct ConditionalLayoutTests {
  final class Box {
    let text: String
    init(_ text: String) { self.text = text }
  }

  enum Mood { case calm, loud }

  struct Referencing: View {
    let box: Box
    var body: some View { Text(box.text) }
  }

  struct Flagged: View {
    let flag: Bool
    let mood: Mood
    var body: some View { Text("flag \(flag) \(mood)") }
  }

  struct Wide: View {
    let values: SIMD4<Double>
    let name: String
    var body: some View { Text("\(name) \(Int(values.w))") }
  }

  func check<T: View, F: View>(
    _ first: @autoclosure () -> T, _ second: @autoclosure () -> F, firstText: String?, secondText: String?
  ) {
    let isFirst = _ConditionalContent<T, F>.isTrueContent(.trueContent(first()))
    let isSecond = !_ConditionalContent<T, F>.isTrueContent(.falseContent(second()))
    #expect(isFirst)
    #expect(isSecond)
    let trueContent = conditionalPayload(of: _ConditionalContent<T, F>.trueContent(first()), as: T.self)
    let host = TestHost(trueContent, size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(firstText.map { host.find(text: $0) != nil } ?? host.tree.all(ofType: "Text").isEmpty)
    let falseContent = conditionalPayload(of: _ConditionalContent<T, F>.falseContent(second()), as: F.self)
    let other = TestHost(falseContent, size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(secondText.map { other.find(text: $0) != nil } ?? other.tree.all(ofType: "Text").isEmpty)
  }

  @Test func theTagFollowsTheLargerPayloadForEveryKindOfPayload() {
    check(
      Referencing(box: Box("ref")), Flagged(flag: true, mood: .loud), firstText: "ref",
      secondText: "flag true loud")
    check(
      Flagged(flag: false, mood: .calm), Referencing(box: Box("r2")), firstText: "flag false calm",
      secondText: "r2")
    check(EmptyView(), Referencing(box: Box("after empty")), firstText: nil, secondText: "after empty")
    check(Wide(values: SIMD4(1, 2, 3, 4), name: "w"), Text("t"), firstText: "w 4", secondText: "t")
    check(Text("t2"), Wide(values: SIMD4(5, 6, 7, 8), name: "v"), firstText: "t2", secondText: "v 8")
    check(Optional(Text("some")), Optional<Text>.none, firstText: "some", secondText: nil)
  }

  @Test func emptyPayloadsKeepTheirTagAtTheStart() {
    #expect(_ConditionalContent<EmptyView, EmptyView>.isTrueContent(.trueContent(EmptyView())))
    #expect(!_ConditionalContent<EmptyView, EmptyView>.isTrueContent(.falseContent(EmptyView())))
  }

  /// Nested `if`/`else if`/`else` in a body, switched through every branch and back, with state
  /// in a branch kept while it shows and started afresh when it returns.
  struct Switcher: View {
    @State private var choice = 0
    var body: some View {
      VStack {
        if choice == 0 {
          Referencing(box: Box("zero"))
        } else if choice == 1 {
          Flagged(flag: true, mood: .calm)
        } else {
          Wide(values: SIMD4(0, 0, 0, 2), name: "two")
        }
        Button("next") { choice = (choice + 1) % 3 }.accessibilityIdentifier("next")
      }
    }
  }

  @Test func nestedConditionalsShowEachBranchInTurn() {
    let host = TestHost(Switcher(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "zero") != nil)
    host.tap(id: "next")
    #expect(host.find(text: "zero") == nil)
    #expect(host.find(text: "flag true calm") != nil)
    host.tap(id: "next")
    #expect(host.find(text: "flag true calm") == nil)
    #expect(host.find(text: "two 2") != nil)
    host.tap(id: "next")
    #expect(host.find(text: "two 2") == nil)
    #expect(host.find(text: "zero") != nil)
  }
}
