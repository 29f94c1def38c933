import Observation
import Testing
import TrellisCore
import TrellisTesting

private struct NoteTitleKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  /// Declared by hand, through a key, as apps before 2024 declare them.
  fileprivate var noteTitle: String? {
    get { self[NoteTitleKey.self] }
    set { self[NoteTitleKey.self] = newValue }
  }
  /// Declared with `@Entry`.
  @Entry fileprivate var wordCount: Binding<Int>?
  @Entry fileprivate var windowName: String?
}

@Observable @MainActor
private final class Draft {
  var text = "draft"
}

@MainActor
struct FocusedValuesTests {
  /// Shows the note title the focused part of the window publishes.
  struct TitleReader: View {
    @FocusedValue(\.noteTitle) private var title
    var body: some View {
      Text("title: \(title ?? "none")")
    }
  }

  /// Shows the window name published from anywhere in the window.
  struct WindowNameReader: View {
    @FocusedValue(\.windowName) private var name
    var body: some View {
      Text("window: \(name ?? "none")")
    }
  }

  struct TwoNotes: View {
    @State var first = ""
    @State var second = ""
    @State var third = ""
    var body: some View {
      VStack {
        VStack {
          TextField("First", text: $first).accessibilityIdentifier("first")
          TextField("Third", text: $third).accessibilityIdentifier("third")
        }
        .focusedValue(\.noteTitle, "Groceries")
        TextField("Second", text: $second).accessibilityIdentifier("second")
          .focusedValue(\.noteTitle, "Letters")
        TextField("Plain", text: $second).accessibilityIdentifier("plain")
        TitleReader()
        WindowNameReader()
      }
      .focusedSceneValue(\.windowName, "Notes")
    }
  }

  @Test func theFocusedViewsValueIsReadAndFollowsFocus() {
    let host = TestHost(TwoNotes(), size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    #expect(host.find(text: "title: none") != nil)
    host.tap(id: "first")
    #expect(host.find(text: "title: Groceries") != nil)
    host.tap(id: "second")
    #expect(host.find(text: "title: Letters") != nil)
    host.tap(id: "plain")
    #expect(host.find(text: "title: none") != nil)
  }

  @Test func aSceneValueIsReadWhateverHasFocus() {
    let host = TestHost(TwoNotes(), size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    #expect(host.find(text: "window: Notes") != nil)
    host.tap(id: "second")
    #expect(host.find(text: "window: Notes") != nil)
  }

  @Test func onlyReadersOfAValueThatChangedAreEvaluatedAgain() {
    let host = TestHost(TwoNotes(), size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    host.tap(id: "first")
    let titles = host.graph.bodyEvaluations(of: TitleReader.self)
    let names = host.graph.bodyEvaluations(of: WindowNameReader.self)
    // Focus moves inside the view publishing the title: the title stays as it was.
    host.tap(id: "third")
    #expect(host.graph.focusedViewType == "TextField")
    #expect(host.graph.bodyEvaluations(of: TitleReader.self) == titles)
    host.tap(id: "second")
    #expect(host.graph.bodyEvaluations(of: TitleReader.self) == titles + 1)
    #expect(host.graph.bodyEvaluations(of: WindowNameReader.self) == names)
  }

  @Test func theInnermostValueWinsAndASceneValueGivesWayToTheFocusedOne() {
    struct Nested: View {
      @State var text = ""
      var body: some View {
        VStack {
          TextField("Inner", text: $text).accessibilityIdentifier("inner")
            .focusedValue(\.noteTitle, "inner")
          WindowNameReader()
          TitleReader()
        }
        .focusedValue(\.noteTitle, "outer")
        .focusedValue(\.windowName, "focused window name")
        .focusedSceneValue(\.windowName, "scene window name")
      }
    }
    let host = TestHost(Nested(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "title: none") != nil)
    #expect(host.find(text: "window: scene window name") != nil)
    host.tap(id: "inner")
    #expect(host.find(text: "title: inner") != nil)
    #expect(host.find(text: "window: focused window name") != nil)
  }

  @Test func aValueGoesWhenItsViewLeaves() {
    struct Toggled: View {
      @State var shown = true
      @State var text = ""
      var body: some View {
        VStack {
          if shown {
            Text("published").focusedSceneValue(\.windowName, "shown")
          }
          Button("Hide") { shown = false }.accessibilityIdentifier("hide")
          WindowNameReader()
        }
      }
    }
    let host = TestHost(Toggled(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "window: shown") != nil)
    host.tap(id: "hide")
    #expect(host.find(text: "window: none") != nil)
  }

  @Test func aChangedValueReachesItsReaders() {
    struct Counter: View {
      @State var count = 0
      var body: some View {
        VStack {
          Button("Add") { count += 1 }.accessibilityIdentifier("add")
          WindowNameReader()
        }
        .focusedSceneValue(\.windowName, "count \(count)")
      }
    }
    let host = TestHost(Counter(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "window: count 0") != nil)
    host.tap(id: "add")
    host.tap(id: "add")
    #expect(host.find(text: "window: count 2") != nil)
  }

  @Test func aFocusedBindingWritesThroughToTheState() {
    struct Editor: View {
      @State var words = 3
      @State var text = ""
      var body: some View {
        VStack {
          TextField("Body", text: $text).accessibilityIdentifier("body")
          Text("words: \(words)")
        }
        .focusedValue(\.wordCount, $words)
      }
    }
    struct Toolbar: View {
      @FocusedBinding(\.wordCount) private var words: Int?
      var body: some View {
        VStack {
          Text("toolbar: \(words.map(String.init) ?? "none")")
          Button("More") { words = (words ?? 0) + 10 }.accessibilityIdentifier("more")
          Button("Clear") { $words.wrappedValue = nil }.accessibilityIdentifier("clear")
        }
      }
    }
    struct Window: View {
      var body: some View {
        VStack {
          Editor()
          Toolbar()
        }
      }
    }
    let host = TestHost(Window(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "toolbar: none") != nil)
    host.tap(id: "more")
    #expect(host.find(text: "words: 3") != nil)
    host.tap(id: "body")
    #expect(host.find(text: "toolbar: 3") != nil)
    host.tap(id: "more")
    #expect(host.find(text: "words: 13") != nil)
    #expect(host.find(text: "toolbar: 13") != nil)
    // Setting nil has nothing to write.
    host.tap(id: "clear")
    #expect(host.find(text: "words: 13") != nil)
  }

  @Test func aViewReadingTheBindingItPublishesSettles() {
    struct SelfReading: View {
      @State var words = 1
      @FocusedValue(\.wordCount) private var published
      var body: some View {
        VStack {
          Text("read: \(published?.wrappedValue.description ?? "none")")
          Button("Add") { words += 1 }.accessibilityIdentifier("add")
        }
        .focusedSceneValue(\.wordCount, $words)
      }
    }
    let host = TestHost(SelfReading(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "read: 1") != nil)
    let before = host.graph.bodyEvaluations(of: SelfReading.self)
    host.tap(id: "add")
    #expect(host.find(text: "read: 2") != nil)
    // Evaluated for the state it changed, then once for the binding it published, made from
    // the new value; that evaluation publishes an equal binding, and it stops there.
    #expect(host.graph.bodyEvaluations(of: SelfReading.self) == before + 2)
    host.tap(id: "add")
    #expect(host.find(text: "read: 3") != nil)
    #expect(host.graph.bodyEvaluations(of: SelfReading.self) == before + 4)
  }

  @Test func anObservableObjectIsPublishedUnderItsType() {
    struct DraftReader: View {
      @FocusedValue(Draft.self) private var draft
      var body: some View {
        Text("draft: \(draft?.text ?? "none")")
      }
    }
    struct Window: View {
      @State var draft = Draft()
      @State var shown = true
      var body: some View {
        VStack {
          DraftReader()
          Button("Rename") { draft.text = "renamed" }.accessibilityIdentifier("rename")
          Button("Drop") { shown = false }.accessibilityIdentifier("drop")
        }
        .focusedSceneValue(shown ? draft : nil)
      }
    }
    let host = TestHost(Window(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "draft: draft") != nil)
    // The reader follows the object's own properties, as any body reading them does.
    host.tap(id: "rename")
    #expect(host.find(text: "draft: renamed") != nil)
    host.tap(id: "drop")
    #expect(host.find(text: "draft: none") != nil)
  }

  @Test func aValueOutsideAnyViewIsNilWithNoKeyWindow() {
    let title = FocusedValue(\FocusedValues.noteTitle)
    #expect(title.wrappedValue == nil)
  }
}
