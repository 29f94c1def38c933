import Testing
import TrellisCore
import TrellisTesting

/// `@State` and `@Binding`: state lives as long as its view's identity; bindings read and write
/// the value they point at.
@MainActor
struct StateBindingTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  /// A button that counts its own taps and shows "name=count".
  struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
      Button("\(name)=\(count)") { count += 1 }.buttonStyle(.plain).accessibilityIdentifier(name)
    }
  }

  @Test func stateSurvivesTheParentsReevaluation() {
    struct Parent: View {
      @State private var parentTaps = 0
      var body: some View {
        VStack {
          Counter(name: "a")
          Button("parent \(parentTaps)") { parentTaps += 1 }.accessibilityIdentifier("parent")
        }
      }
    }
    let host = host(Parent())
    host.tap(id: "a")
    host.tap(id: "a")
    #expect(host.find(text: "a=2") != nil)
    host.tap(id: "parent")
    #expect(host.find(text: "parent 1") != nil)
    #expect(host.find(text: "a=2") != nil)
  }

  @Test func stateIsInitializedOncePerIdentity() {
    struct Seeded: View {
      let seed: Int
      @State private var value: Int
      init(seed: Int) {
        self.seed = seed
        _value = State(initialValue: seed)
      }
      var body: some View { Text("seed \(seed) value \(value)") }
    }
    struct Parent: View {
      @State private var seed = 1
      var body: some View {
        VStack {
          Seeded(seed: seed)
          Button("next") { seed += 1 }.accessibilityIdentifier("next")
        }
      }
    }
    let host = host(Parent())
    #expect(host.find(text: "seed 1 value 1") != nil)
    host.tap(id: "next")
    // As in SwiftUI, a new initial value does not replace the state of a view already shown.
    #expect(host.find(text: "seed 2 value 1") != nil)
  }

  // MARK: Bindings

  struct StepButton: View {
    @Binding var value: Int
    let step: Int
    var body: some View {
      Button("step \(value)") { value += step }.buttonStyle(.plain).accessibilityIdentifier("step")
    }
  }

  @Test func bindingWritesTheParentsState() {
    struct Parent: View {
      @State private var total = 10
      var body: some View {
        VStack {
          Text("total \(total)")
          StepButton(value: $total, step: 5)
        }
      }
    }
    let host = host(Parent())
    host.tap(id: "step")
    #expect(host.find(text: "total 15") != nil)
    #expect(host.find(text: "step 15") != nil)
  }

  @Test func bindingFromGetterAndSetter() {
    struct Parent: View {
      @State private var cents = 250
      var body: some View {
        VStack {
          Text("cents \(cents)")
          StepButton(value: Binding(get: { cents / 100 }, set: { cents = $0 * 100 + cents % 100 }), step: 1)
        }
      }
    }
    let host = host(Parent())
    #expect(host.find(text: "step 2") != nil)
    host.tap(id: "step")
    #expect(host.find(text: "cents 350") != nil)
    #expect(host.find(text: "step 3") != nil)
  }

  @Test func constantBindingIgnoresWrites() {
    let host = host(VStack { StepButton(value: .constant(7), step: 1) })
    host.tap(id: "step")
    host.tap(id: "step")
    #expect(host.find(text: "step 7") != nil)
  }

  @Test func dynamicMemberBindingWritesOneProperty() {
    struct Profile: Equatable {
      var name = "Ada"
      var age = 36
    }
    struct Parent: View {
      @State private var profile = Profile()
      var body: some View {
        VStack {
          Text("\(profile.name) \(profile.age)")
          StepButton(value: $profile.age, step: 1)
        }
      }
    }
    let host = host(Parent())
    host.tap(id: "step")
    #expect(host.find(text: "Ada 37") != nil)
    #expect(host.find(text: "step 37") != nil)
  }

  @Test func bindingReadsTheCurrentValueAfterOtherWrites() {
    struct Parent: View {
      @State private var value = 0
      var body: some View {
        VStack {
          StepButton(value: $value, step: 1)
          Button("reset") { value = 100 }.accessibilityIdentifier("reset")
        }
      }
    }
    let host = host(Parent())
    host.tap(id: "step")
    host.tap(id: "reset")
    host.tap(id: "step")
    #expect(host.find(text: "step 101") != nil)
  }
}
