import Testing
import TrellisCore
import TrellisTesting

/// `.onModifierKeysChanged`: the held modifier keys the platform reports, filtered by a mask.
@MainActor
struct ModifierKeysTests {
  /// What the action saw, in order.
  @MainActor
  final class ChangeLog {
    var changes: [String] = []
  }

  private static func describe(_ keys: EventModifiers) -> String {
    let names: [(EventModifiers, String)] = [
      (.shift, "shift"), (.control, "control"), (.option, "option"), (.command, "command"),
    ]
    let held = names.filter { keys.contains($0.0) }.map(\.1)
    return held.isEmpty ? "none" : held.joined(separator: "+")
  }

  struct Watcher: View {
    let log: ChangeLog
    var mask: EventModifiers = .all
    var initial = true

    var body: some View {
      Text("watch")
        .onModifierKeysChanged(mask: mask, initial: initial) { old, new in
          log.changes.append("\(describe(old)) -> \(describe(new))")
        }
    }
  }

  private func host(_ view: Watcher) -> TestHost<Watcher> {
    TestHost(view, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
  }

  @Test func theActionRunsOnAppearingAndOnEachChange() {
    let log = ChangeLog()
    let host = host(Watcher(log: log))
    #expect(log.changes == ["none -> none"])
    host.graph.modifierKeysChanged(to: .shift)
    host.graph.modifierKeysChanged(to: [.shift, .option])
    host.graph.modifierKeysChanged(to: [.shift, .option])
    host.graph.modifierKeysChanged(to: [])
    #expect(
      log.changes == [
        "none -> none", "none -> shift", "shift -> shift+option", "shift+option -> none",
      ])
  }

  @Test func controlAlsoCountsAsCommand() {
    let log = ChangeLog()
    let host = host(Watcher(log: log, initial: false))
    host.graph.modifierKeysChanged(to: .control)
    #expect(log.changes == ["none -> control+command"])
  }

  @Test func keysOutsideTheMaskAreNotSeen() {
    let log = ChangeLog()
    let host = host(Watcher(log: log, mask: .option, initial: false))
    host.graph.modifierKeysChanged(to: .shift)
    host.graph.modifierKeysChanged(to: [.shift, .option])
    host.graph.modifierKeysChanged(to: .option)
    host.graph.modifierKeysChanged(to: [])
    #expect(log.changes == ["none -> option", "option -> none"])
  }
}
