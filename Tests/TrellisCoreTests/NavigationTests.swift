import Testing
import TrellisCore
import TrellisTesting

/// `NavigationStack`: the bar and the levels' layout, pushing with links and paths, popping with
/// the back button, `dismiss` and paths, and which state survives. Text is 10 points a
/// character and 20 high; the window is 400 × 300, so the bar is 0–40 and levels 40–300.
@MainActor
struct NavigationTests {
  static let size = CGSize(width: 400, height: 300)

  /// A root with a link per fruit, a title and a destination for strings.
  struct Fruits: View {
    var body: some View {
      NavigationStack {
        VStack(spacing: 0) {
          NavigationLink("Apple", value: "apple")
          NavigationLink("Pear", value: "pear")
        }
        .navigationTitle("Fruits")
        .navigationDestination(for: String.self) { fruit in
          Text("Detail \(fruit)").navigationTitle(fruit.capitalized)
        }
      }
    }
  }

  func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: Self.size, text: .fixedAdvance)
  }

  @Test func theBarHoldsTheCenteredTitleAndTheRootFillsTheRest() {
    let host = host(Fruits())
    let stack = host.tree.all(ofType: "NavigationStack").first
    #expect(stack?.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(host.tree.all(ofType: "NavigationBar").first?.frame == CGRect(x: 0, y: 0, width: 400, height: 40))
    #expect(
      host.tree.all(ofType: "NavigationLevel").map(\.frame) == [CGRect(x: 0, y: 40, width: 400, height: 260)])
    // "Fruits" is 60 × 20, centered in the bar.
    #expect(host.find(text: "Fruits")?.frame == CGRect(x: 170, y: 10, width: 60, height: 20))
    #expect(host.find(id: "navigation-back") == nil)
    // Two rows, each the label (20 high) padded 6 above and below, across the window, centered
    // in the 260 points below the bar: 40 + (260 − 64) / 2 = 138.
    let rows = host.tree.all(ofType: "Button").map(\.frame)
    #expect(
      rows == [CGRect(x: 0, y: 138, width: 400, height: 32), CGRect(x: 0, y: 170, width: 400, height: 32)])
    #expect(host.find(text: "Apple")?.frame == CGRect(x: 8, y: 144, width: 50, height: 20))
  }

  @Test func tappingALinkPushesTheDestinationForItsValue() {
    let host = host(Fruits())
    #expect(host.tap(text: "Pear"))
    #expect(host.find(text: "Apple") == nil)
    // "Detail pear" (110 × 20) centered below the bar; its title in the bar; the back button
    // (a 8-point chevron, 4 points, "Fruits", 2 points of padding around) at the leading edge.
    #expect(host.find(text: "Detail pear")?.frame == CGRect(x: 145, y: 160, width: 110, height: 20))
    #expect(host.find(text: "Pear")?.frame == CGRect(x: 180, y: 10, width: 40, height: 20))
    #expect(host.frame(of: "navigation-back") == CGRect(x: 8, y: 8, width: 76, height: 24))
    #expect(host.find(text: "Fruits")?.frame == CGRect(x: 22, y: 10, width: 60, height: 20))
    #expect(
      host.tree.all(ofType: "NavigationLevel").map(\.frame) == [CGRect(x: 0, y: 40, width: 400, height: 260)])
  }

  @Test func theBackButtonPops() {
    let host = host(Fruits())
    host.tap(text: "Apple")
    #expect(host.find(text: "Detail apple") != nil)
    #expect(host.tap(id: "navigation-back"))
    #expect(host.find(text: "Detail apple") == nil)
    #expect(host.find(text: "Fruits")?.frame == CGRect(x: 170, y: 10, width: 60, height: 20))
    #expect(host.find(id: "navigation-back") == nil)
    // And the links push again.
    host.tap(text: "Apple")
    #expect(host.find(text: "Detail apple") != nil)
  }

  @Test func aLevelWithoutATitleGetsABackButtonSayingBack() {
    let host = host(
      NavigationStack {
        NavigationLink("Next", value: 1)
          .navigationDestination(for: Int.self) { Text("Level \($0)") }
      })
    host.tap(text: "Next")
    #expect(host.find(text: "Level 1") != nil)
    // "Back" is 40 wide: 8 + 4 + 40 + 2 × 2.
    #expect(host.frame(of: "navigation-back") == CGRect(x: 8, y: 8, width: 56, height: 24))
    #expect(host.find(text: "Back") != nil)
  }

  // MARK: Paths

  /// A stack bound to an array of numbers, with buttons above it that change the path.
  struct Numbers: View {
    @State var path: [Int] = []
    var body: some View {
      VStack(spacing: 0) {
        HStack {
          Button("Push") { path.append(path.count + 1) }.accessibilityIdentifier("push")
          Button("Pop") { path.removeLast() }.accessibilityIdentifier("pop")
          Button("Reset") { path = [] }.accessibilityIdentifier("reset")
          Text("path: \(path.map(String.init).joined(separator: ","))")
        }
        NavigationStack(path: $path) {
          NavigationLink("First", value: 1)
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { number in
              VStack {
                Text("Number \(number)")
                NavigationLink("More", value: number + 1)
              }
              .navigationTitle("N\(number)")
            }
        }
      }
    }
  }

  @Test func changingTheBoundPathPushesAndPops() {
    let host = host(Numbers())
    host.tap(id: "push")
    #expect(host.find(text: "Number 1") != nil)
    host.tap(id: "push")
    #expect(host.find(text: "Number 2") != nil)
    #expect(host.find(text: "Number 1") == nil)
    // The back button names the level below.
    #expect(host.find(text: "N1") != nil)
    #expect(host.find(text: "path: 1,2") != nil)
    host.tap(id: "pop")
    #expect(host.find(text: "Number 1") != nil)
    host.tap(id: "reset")
    #expect(host.find(text: "First") != nil)
    #expect(host.find(text: "Numbers") != nil)
  }

  @Test func linksAndTheBackButtonWriteTheBoundPath() {
    let host = host(Numbers())
    host.tap(text: "First")
    host.tap(text: "More")
    host.tap(text: "More")
    #expect(host.find(text: "path: 1,2,3") != nil)
    #expect(host.find(text: "Number 3") != nil)
    host.tap(id: "navigation-back")
    #expect(host.find(text: "path: 1,2") != nil)
    #expect(host.find(text: "Number 2") != nil)
  }

  @Test func aLinkWhoseValueThePathCannotHoldDoesNotPush() {
    let host = host(
      NavigationStack(path: .constant([Int]())) {
        NavigationLink("Word", value: "word")
          .navigationDestination(for: String.self) { Text("Pushed \($0)") }
      })
    host.tap(text: "Word")
    #expect(host.find(text: "Pushed word") == nil)
    #expect(host.find(text: "Word") != nil)
  }

  /// A stack over a `NavigationPath` of two types.
  struct Mixed: View {
    @State var path = NavigationPath()
    var body: some View {
      VStack(spacing: 0) {
        Button("Both") {
          path.append(7)
          path.append("seven")
        }
        .accessibilityIdentifier("both")
        Text("count \(path.count)")
        NavigationStack(path: $path) {
          Text("Home")
            .navigationDestination(for: Int.self) { Text("Int \($0)") }
            .navigationDestination(for: String.self) { Text("String \($0)") }
        }
      }
    }
  }

  @Test func aNavigationPathHoldsValuesOfSeveralTypes() {
    let host = host(Mixed())
    host.tap(id: "both")
    #expect(host.find(text: "String seven") != nil)
    #expect(host.find(text: "count 2") != nil)
    host.tap(id: "navigation-back")
    #expect(host.find(text: "Int 7") != nil)
    #expect(host.find(text: "count 1") != nil)
    host.tap(id: "navigation-back")
    #expect(host.find(text: "Home") != nil)
    #expect(host.find(text: "count 0") != nil)
  }

  @Test func navigationPathValueSemantics() {
    var path = NavigationPath()
    #expect(path.isEmpty)
    path.append(1)
    path.append("two")
    #expect(path.count == 2)
    #expect(path != NavigationPath([1]))
    path.removeLast()
    #expect(path == NavigationPath([1]))
    path.removeLast(5)
    #expect(path.isEmpty)
    #expect(NavigationPath(["a", "b"]).count == 2)
  }

  // MARK: State

  struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
      Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier(name)
    }
  }

  /// A root and pushed levels each with a counter of their own.
  struct Counters: View {
    @State var path: [Int] = []
    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Counter(name: "root")
          NavigationLink("Go", value: 1)
        }
        .navigationDestination(for: Int.self) { level in
          VStack {
            Counter(name: "level\(level)")
            NavigationLink("Deeper", value: level + 1)
          }
        }
      }
    }
  }

  @Test func eachLevelKeepsItsStateWhileOnTheStackAndPoppingDropsIt() {
    let host = host(Counters())
    host.tap(id: "root")
    host.tap(id: "root")
    host.tap(text: "Go")
    host.tap(id: "level1")
    #expect(host.find(text: "level1 1") != nil)
    host.tap(text: "Deeper")
    host.tap(id: "level2")
    host.tap(id: "level2")
    #expect(host.find(text: "level2 2") != nil)
    // Covered levels keep their state.
    host.tap(id: "navigation-back")
    #expect(host.find(text: "level1 1") != nil)
    host.tap(id: "navigation-back")
    #expect(host.find(text: "root 2") != nil)
    // A popped level starts over.
    host.tap(text: "Go")
    #expect(host.find(text: "level1 0") != nil)
    host.tap(text: "Deeper")
    #expect(host.find(text: "level2 0") != nil)
  }

  // MARK: Dismiss and presented destinations

  struct Closable: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
      Button(isPresented ? "Close" : "Not presented") { dismiss() }.accessibilityIdentifier("close")
    }
  }

  @Test func dismissPopsThePushedView() {
    let host = host(
      NavigationStack {
        NavigationLink("Open", value: 1)
          .navigationDestination(for: Int.self) { _ in Closable() }
      })
    host.tap(text: "Open")
    #expect(host.find(text: "Close") != nil)
    host.tap(id: "close")
    #expect(host.find(id: "close") == nil)
    #expect(host.find(text: "Open") != nil)
  }

  @Test func dismissInALowerLevelPopsEverythingAboveItToo() {
    struct Deep: View {
      @State var path = [1, 2, 3]
      var body: some View {
        VStack {
          Text("depth \(path.count)")
          NavigationStack(path: $path) {
            Text("Root")
              .navigationDestination(for: Int.self) { number in
                if number == 1 {
                  Closable()
                } else {
                  Text("Level \(number)")
                }
              }
          }
        }
      }
    }
    let host = host(Deep())
    #expect(host.find(text: "Level 3") != nil)
    // The dismiss action of level 1, kept from its environment, pops levels 1 to 3.
    host.tap(id: "navigation-back")
    host.tap(id: "navigation-back")
    host.tap(id: "close")
    #expect(host.find(text: "depth 0") != nil)
    #expect(host.find(text: "Root") != nil)
  }

  struct Settings: View {
    @State var showsSettings = false
    var body: some View {
      NavigationStack {
        VStack {
          Text(showsSettings ? "shown" : "hidden")
          Button("Settings") { showsSettings = true }
        }
        .navigationTitle("Home")
        .navigationDestination(isPresented: $showsSettings) {
          Closable().navigationTitle("Settings")
        }
      }
    }
  }

  @Test func aPresentedDestinationIsPushedWhileItsConditionHolds() {
    let host = host(Settings())
    host.tap(text: "Settings")
    #expect(host.find(text: "Close") != nil)
    #expect(host.find(text: "Home") != nil)  // the back button
    host.tap(id: "navigation-back")
    #expect(host.find(text: "hidden") != nil)
    host.tap(text: "Settings")
    host.tap(id: "close")
    #expect(host.find(text: "hidden") != nil)
  }

  @Test func aLinkWithADestinationPushesItAndPopsBack() {
    let host = host(
      NavigationStack {
        VStack {
          NavigationLink("About") { Text("About page") }
          NavigationLink(destination: Closable()) { Text("Closable") }
        }
      })
    host.tap(text: "About")
    #expect(host.find(text: "About page") != nil)
    host.tap(id: "navigation-back")
    host.tap(text: "Closable")
    host.tap(id: "close")
    #expect(host.find(text: "About") != nil)
    #expect(host.find(text: "Closable") != nil)
  }

  // MARK: Bad input

  @Test func aValueWithNoDestinationShowsAnEmptyLevel() {
    let host = host(
      NavigationStack(path: .constant([3.5])) {
        Text("Root").navigationTitle("Root")
      })
    #expect(host.find(text: "Root") != nil)  // the back button's title
    let levels = host.tree.all(ofType: "NavigationLevel")
    #expect(levels.map(\.frame) == [CGRect(x: 0, y: 40, width: 400, height: 260)])
    #expect(levels.first?.children.isEmpty == true)
  }

  @Test func aLinkOutsideAnyStackIsDisabled() {
    struct Lonely: View {
      var body: some View {
        VStack {
          NavigationLink("Nowhere", value: 1)
          NavigationLink("Nothing") { Text("Never shown") }
        }
      }
    }
    let host = host(Lonely())
    host.tap(text: "Nowhere")
    host.tap(text: "Nothing")
    #expect(host.find(text: "Never shown") == nil)
  }

  // MARK: Keyboard, bar options

  @Test func tabReachesLinksAndTheBackButtonAndSpaceOrReturnActivateThem() {
    let host = host(Fruits())
    host.press(.tab)
    #expect(host.graph.focusedViewType == "Button")
    host.press(.space)
    #expect(host.find(text: "Detail apple") != nil)
    // Focus does not stay on the covered link; Tab finds the back button.
    #expect(host.graph.focusedViewType == nil)
    host.press(.tab)
    host.press(.returnKey)
    #expect(host.find(text: "Fruits")?.frame == CGRect(x: 170, y: 10, width: 60, height: 20))
  }

  @Test func theBackButtonCanBeHidden() {
    let host = host(
      NavigationStack {
        NavigationLink("Open", value: 1)
          .navigationDestination(for: Int.self) { _ in
            Closable().navigationBarBackButtonHidden()
          }
      })
    host.tap(text: "Open")
    #expect(host.find(id: "navigation-back") == nil)
    host.tap(id: "close")
    #expect(host.find(text: "Open") != nil)
  }

  @Test func toolbarItemsGoToTheSidesOfTheBar() {
    let host = host(
      NavigationStack {
        Text("Editor")
          .navigationTitle("Note")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Text("Cancel") }
            ToolbarItem(placement: .confirmationAction) { Text("Save") }
            ToolbarItemGroup(placement: .primaryAction) {
              Text("A")
              Text("B")
            }
          }
      })
    // Leading: "Cancel" at the padding. Trailing, in order: "Save", then "A" and "B" 8 apart,
    // ending at the padding: 400 − 8 = 392.
    #expect(host.find(text: "Cancel")?.frame == CGRect(x: 8, y: 10, width: 60, height: 20))
    #expect(host.find(text: "B")?.frame == CGRect(x: 382, y: 10, width: 10, height: 20))
    #expect(host.find(text: "A")?.frame == CGRect(x: 364, y: 10, width: 10, height: 20))
    #expect(host.find(text: "Save")?.frame == CGRect(x: 316, y: 10, width: 40, height: 20))
    #expect(host.find(text: "Note")?.frame == CGRect(x: 180, y: 10, width: 40, height: 20))
  }

  @Test func aLongTitleIsCenteredBetweenTheItemsAndCut() {
    let host = host(
      NavigationStack {
        Text("Body")
          .navigationTitle("A title far too long for the bar of this window")
          .toolbar { Text("Done") }
      })
    // The room between the padding and "Done" (352–392) less 8: 8 to 344.
    let title = host.find(id: "navigation-title")?.frame
    #expect(title.map { $0.minX >= 8 && $0.maxX <= 344 } == true)
    #expect(title?.height == 20)
  }

  // MARK: Animation

  @Test func withAnimationThePushSlidesWhileLayoutIsAlreadyInPlace() {
    struct Sliding: View {
      @State var path: [Int] = []
      var body: some View {
        VStack(spacing: 0) {
          Button("Push") { withAnimation(.linear(duration: 1)) { path.append(1) } }
            .accessibilityIdentifier("push")
          Button("Pop") { withAnimation(.linear(duration: 1)) { _ = path.removeLast() } }
            .accessibilityIdentifier("pop")
          NavigationStack(path: $path) {
            Text("Root").navigationDestination(for: Int.self) { Text("Pushed \($0)") }
          }
        }
      }
    }
    let host = host(Sliding())
    host.tap(id: "push")
    // Layout (and so clicks) see the end state at once; only drawing moves.
    #expect(host.find(text: "Pushed 1") != nil)
    #expect(host.graph.isAnimating)
    host.advanceClock(by: 0.5)
    // Halfway: the root has left by half the width, the pushed level is half way in.
    #expect(shifts(in: host) == [-200, 200])
    host.advanceClock(by: 0.6)
    #expect(!host.graph.isAnimating)
    #expect(shifts(in: host).isEmpty)
    // Popping, the other way: the popped level leaves by the trailing side, the root comes back
    // from the leading side.
    host.tap(id: "pop")
    #expect(host.find(text: "Root") != nil)
    host.advanceClock(by: 0.25)
    #expect(shifts(in: host) == [100, -300])
  }

  /// The horizontal shifts of the drawing transforms in the current frame.
  func shifts<V: View>(in host: TestHost<V>) -> [CGFloat] {
    host.displayList().items.compactMap { item -> CGFloat? in
      if case .pushTransform(let transform) = item { return transform.tx }
      return nil
    }
  }

  @Test func aLinkTapSlidesByDefault() {
    let host = host(Fruits())
    host.tap(text: "Apple")
    #expect(host.graph.isAnimating)
    host.advanceClock(by: 1)
    #expect(!host.graph.isAnimating)
  }
}

extension NavigationTests {
  @Test func aSheetOverAStackIsOutsideIt() {
    struct Sheeted: View {
      @State var showsSheet = true
      var body: some View {
        NavigationStack {
          Text("Under")
            .navigationTitle("Stack")
            .sheet(isPresented: $showsSheet) {
              NavigationLink("Inside", value: 1).navigationTitle("Sheet title")
            }
            .navigationDestination(for: Int.self) { Text("Pushed \($0)") }
        }
      }
    }
    let host = host(Sheeted())
    #expect(host.find(text: "Stack") != nil)
    #expect(host.find(text: "Sheet title") == nil)
    // The link in the sheet has no stack: it is disabled, and pushes nothing.
    host.tap(text: "Inside")
    #expect(host.find(text: "Pushed 1") == nil)
  }

  @Test func theStackAsksForItsBarAndTopLevelWhenProposedNothing() {
    let host = host(
      NavigationStack {
        Text("Content").frame(width: 100, height: 50)
      }
      .fixedSize())
    // 100 × 50 under a 40-point bar whose title is empty, centered in the window.
    #expect(
      host.tree.all(ofType: "NavigationStack").first?.frame == CGRect(x: 150, y: 105, width: 100, height: 90))
    // "Content" (70 × 20) in the middle of its 100 × 50 frame, which starts under the bar.
    #expect(host.find(text: "Content")?.frame == CGRect(x: 165, y: 160, width: 70, height: 20))
  }
}

extension NavigationTests {
  /// A pushed level that presents another with `navigationDestination(isPresented:)`, and
  /// registers the destination for the next value type.
  struct Chain: View {
    @State var path = NavigationPath()
    var body: some View {
      VStack(spacing: 0) {
        Text("count \(path.count)")
        Button("Deep") { path = NavigationPath([AnyHashable(1), AnyHashable("leaf")]) }
          .accessibilityIdentifier("deep")
        NavigationStack(path: $path) {
          NavigationLink("One", value: 1)
            .navigationDestination(for: Int.self) { number in Middle(number: number) }
        }
      }
    }
  }

  struct Middle: View {
    let number: Int
    @State var showsExtra = false
    var body: some View {
      Button("Extra") { showsExtra = true }
        .navigationTitle("Middle \(number)")
        .navigationDestination(isPresented: $showsExtra) { Text("Extra page") }
        .navigationDestination(for: String.self) { Text("Leaf \($0)") }
    }
  }

  @Test func aPushedLevelCanPresentAnotherAndRegisterDestinations() {
    let host = host(Chain())
    host.tap(text: "One")
    host.tap(text: "Extra")
    #expect(host.find(text: "Extra page") != nil)
    #expect(host.find(text: "Middle 1") != nil)  // the back button
    #expect(host.find(text: "count 1") != nil)  // presented views are not in the path
    host.tap(id: "navigation-back")
    #expect(host.find(text: "Extra") != nil)
    // A path whose second value's destination the first value's view registers.
    host.tap(id: "navigation-back")
    host.tap(id: "deep")
    #expect(host.find(text: "Leaf leaf") != nil)
    #expect(host.find(text: "count 2") != nil)
    host.tap(id: "navigation-back")
    #expect(host.find(text: "Extra") != nil)
  }

  @Test func poppingALevelDropsWhatItPresented() {
    let host = host(Chain())
    host.tap(text: "One")
    host.tap(text: "Extra")
    host.tap(id: "deep")
    // The path changed under the presented view: level 1 stays (same value), so does "Extra"
    // above it; the new value goes on top.
    #expect(host.find(text: "Leaf leaf") != nil)
    host.tap(id: "navigation-back")
    #expect(host.find(text: "Extra page") != nil)
    host.tap(id: "navigation-back")
    host.tap(id: "navigation-back")
    #expect(host.find(text: "One") != nil)
    #expect(host.find(text: "count 0") != nil)
    // Pushed again, the level starts over: nothing presented.
    host.tap(text: "One")
    #expect(host.find(text: "Extra") != nil)
  }

  /// A destination whose closure reads state of the view declaring it.
  struct Renaming: View {
    @State var prefix = "Old"
    var body: some View {
      VStack(spacing: 0) {
        Button("Rename") { prefix = "New" }.accessibilityIdentifier("rename")
        NavigationStack {
          NavigationLink("Open", value: 1)
            .navigationDestination(for: Int.self) { number in
              VStack {
                Text("\(prefix) \(number)")
                Counter(name: "pushed")
              }
            }
        }
      }
    }
  }

  @Test func aPushedViewFollowsTheStateItsDestinationClosureReads() {
    let host = host(Renaming())
    host.tap(text: "Open")
    host.tap(id: "pushed")
    #expect(host.find(text: "Old 1") != nil)
    host.tap(id: "rename")
    #expect(host.find(text: "New 1") != nil)
    // The pushed view was updated, not made anew.
    #expect(host.find(text: "pushed 1") != nil)
  }
}

extension NavigationTests {
  @Test func dismissInAToolbarItemPopsTheLevelThatDeclaredIt() {
    struct Editor: View {
      var body: some View {
        Text("Editing")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Closable() }
          }
      }
    }
    let host = host(
      NavigationStack {
        NavigationLink("Edit", value: 1)
          .navigationDestination(for: Int.self) { _ in Editor() }
      })
    host.tap(text: "Edit")
    #expect(host.find(text: "Editing") != nil)
    host.tap(id: "close")
    #expect(host.find(text: "Edit") != nil)
    #expect(host.find(id: "close") == nil)
  }
}

extension NavigationTests {
  @Test func aCancelItemInAStackInASheetClosesTheSheetFromTheRoot() {
    struct Presenting: View {
      @State var showsSheet = true
      var body: some View {
        Text(showsSheet ? "sheet up" : "sheet down")
          .sheet(isPresented: $showsSheet) {
            NavigationStack {
              Text("Form")
                .navigationTitle("New item")
                .toolbar {
                  ToolbarItem(placement: .cancellationAction) { Closable() }
                }
            }
            .frame(width: 300, height: 200)
          }
      }
    }
    let host = host(Presenting())
    #expect(host.find(text: "New item") != nil)
    host.tap(id: "close")
    #expect(host.find(text: "sheet down") != nil)
    #expect(host.find(text: "New item") == nil)
  }
}

extension NavigationTests {
  @Test func rightToLeftMirrorsTheBar() {
    let host = TestHost(Fruits(), size: Self.size, text: .fixedAdvance, layoutDirection: .rightToLeft)
    host.tap(text: "Apple")
    // The back button at the trailing… that is, the right edge: 400 − 8 − 76.
    #expect(host.frame(of: "navigation-back") == CGRect(x: 316, y: 8, width: 76, height: 24))
    #expect(host.find(text: "Apple")?.frame == CGRect(x: 175, y: 10, width: 50, height: 20))
  }
}
