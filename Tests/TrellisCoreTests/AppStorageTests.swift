import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `@AppStorage` round trips through a private `UserDefaults` suite, views following writes
/// made by other views, and per-window `@SceneStorage`.
@MainActor
@Suite(.serialized)
struct AppStorageTests {
  enum Theme: String { case light, dark }
  enum Level: Int { case low = 1, high = 2 }

  private func makeStore() -> UserDefaults {
    let name = "trellis.tests.\(UUID().uuidString)"
    let store = UserDefaults(suiteName: name)!
    store.removePersistentDomain(forName: name)
    return store
  }

  @Test func valuesRoundTripThroughTheStore() {
    let store = makeStore()
    let flag = AppStorage(wrappedValue: true, "flag", store: store)
    let count = AppStorage(wrappedValue: 1, "count", store: store)
    let ratio = AppStorage(wrappedValue: 0.5, "ratio", store: store)
    let name = AppStorage(wrappedValue: "anon", "name", store: store)
    let url = AppStorage(wrappedValue: URL(string: "https://a.example")!, "url", store: store)
    let data = AppStorage(wrappedValue: Data([1]), "data", store: store)
    let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
    let level = AppStorage(wrappedValue: Level.low, "level", store: store)
    let nickname = AppStorage<String?>("nickname", store: store)
    let optionalTheme = AppStorage<Theme?>("optionalTheme", store: store)
    #expect(flag.wrappedValue && count.wrappedValue == 1 && ratio.wrappedValue == 0.5)
    #expect(name.wrappedValue == "anon" && nickname.wrappedValue == nil && optionalTheme.wrappedValue == nil)
    flag.wrappedValue = false
    count.wrappedValue = 7
    ratio.wrappedValue = 2.25
    name.wrappedValue = "Ada"
    url.wrappedValue = URL(string: "https://b.example/x")!
    data.wrappedValue = Data([1, 2, 3])
    theme.wrappedValue = .dark
    level.wrappedValue = .high
    nickname.wrappedValue = "A"
    optionalTheme.wrappedValue = .dark
    #expect(store.bool(forKey: "flag") == false && store.integer(forKey: "count") == 7)
    #expect(store.string(forKey: "theme") == "dark" && store.integer(forKey: "level") == 2)
    // New wrappers read what the store holds, not their defaults.
    #expect(AppStorage(wrappedValue: true, "flag", store: store).wrappedValue == false)
    #expect(AppStorage(wrappedValue: 0, "count", store: store).wrappedValue == 7)
    #expect(AppStorage(wrappedValue: 0.0, "ratio", store: store).wrappedValue == 2.25)
    #expect(AppStorage(wrappedValue: "", "name", store: store).wrappedValue == "Ada")
    #expect(
      AppStorage(wrappedValue: URL(string: "https://c.example")!, "url", store: store).wrappedValue.path
        == "/x")
    #expect(AppStorage(wrappedValue: Data(), "data", store: store).wrappedValue == Data([1, 2, 3]))
    #expect(AppStorage(wrappedValue: Theme.light, "theme", store: store).wrappedValue == .dark)
    #expect(AppStorage(wrappedValue: Level.low, "level", store: store).wrappedValue == .high)
    #expect(AppStorage<String?>("nickname", store: store).wrappedValue == "A")
    #expect(AppStorage<Theme?>("optionalTheme", store: store).wrappedValue == .dark)
    nickname.wrappedValue = nil
    #expect(store.object(forKey: "nickname") == nil)
  }

  @Test func aValueOfAnotherTypeOrAnUnknownRawValueReadsAsTheDefault() {
    let store = makeStore()
    store.set("not a number", forKey: "count")
    store.set("sepia", forKey: "theme")
    #expect(AppStorage(wrappedValue: 3, "count", store: store).wrappedValue == 3)
    #expect(AppStorage(wrappedValue: Theme.light, "theme", store: store).wrappedValue == .light)
    #expect(AppStorage(wrappedValue: "", "", store: store).wrappedValue == "")
  }

  struct Editor: View {
    @AppStorage var count: Int
    let id: String
    init(store: UserDefaults, id: String) {
      _count = AppStorage(wrappedValue: 0, "sharedCount", store: store)
      self.id = id
    }
    var body: some View {
      HStack {
        Text("\(id) \(count)")
        Button("+") { count += 1 }.accessibilityIdentifier("\(id)-add")
        Stepper("", value: $count)
      }
    }
  }

  struct TwoEditors: View {
    let store: UserDefaults
    var body: some View {
      VStack {
        Editor(store: store, id: "a")
        Editor(store: store, id: "b")
      }
    }
  }

  @Test func aWriteInOneViewUpdatesEveryViewOfTheKey() {
    let store = makeStore()
    let host = TestHost(TwoEditors(store: store), size: CGSize(width: 400, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "a 0") != nil && host.find(text: "b 0") != nil)
    host.tap(id: "a-add")
    #expect(host.find(text: "a 1") != nil && host.find(text: "b 1") != nil)
    #expect(store.integer(forKey: "sharedCount") == 1)
    host.tap(id: "b-add")
    #expect(host.find(text: "a 2") != nil && host.find(text: "b 2") != nil)
  }

  @Test func aWriteInOneWindowUpdatesTheOtherWindowsViewsOfTheKey() {
    let store = makeStore()
    let one = TestHost(
      Editor(store: store, id: "a"), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    let two = TestHost(
      Editor(store: store, id: "b"), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    one.tap(id: "a-add")
    two.flush()
    #expect(one.find(text: "a 1") != nil && two.find(text: "b 1") != nil)
    // A write straight to the store causes no evaluation, but the next one reads it.
    store.set(5, forKey: "sharedCount")
    two.tap(id: "b-add")
    one.flush()
    #expect(two.find(text: "b 6") != nil && one.find(text: "a 6") != nil)
  }

  struct ScenePanel: View {
    @SceneStorage("tab") private var tab = "inbox"
    var body: some View {
      VStack {
        Text("tab \(tab)")
        Button("Go") { tab = "sent" }.accessibilityIdentifier("go")
        Mirror()
      }
    }
  }

  struct Mirror: View {
    @SceneStorage("tab") private var tab = "?"
    var body: some View { Text("mirror \(tab)") }
  }

  @Test func sceneStorageIsSharedWithinAWindowAndSeparateBetweenWindows() {
    let one = TestHost(ScenePanel(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let two = TestHost(ScenePanel(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    // Nothing written yet: each view shows its own default.
    #expect(one.find(text: "tab inbox") != nil && one.find(text: "mirror ?") != nil)
    one.tap(id: "go")
    #expect(one.find(text: "tab sent") != nil && one.find(text: "mirror sent") != nil)
    #expect(two.find(text: "tab inbox") != nil && two.find(text: "mirror ?") != nil)
  }
}
