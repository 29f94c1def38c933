/// The views a stack's `navigationDestination(for:)` modifiers register, by the type of value
/// they show. Each change to a type's registration counts up a version, so that the stack builds
/// again only the pushed views of that type.
@MainActor
final class NavigationDestinations {
  private struct Registration {
    let owner: ObjectIdentifier
    let build: (AnyHashable) -> AnyView?
  }

  private var registrations: [ObjectIdentifier: [Registration]] = [:]
  private var versions: [ObjectIdentifier: Int] = [:]
  private var counter = 0

  /// Registers (or replaces) what `owner` shows for values of `type`.
  func register(type: ObjectIdentifier, owner: ObjectIdentifier, build: @escaping (AnyHashable) -> AnyView?) {
    var list = registrations[type, default: []]
    let registration = Registration(owner: owner, build: build)
    if let index = list.firstIndex(where: { $0.owner == owner }) {
      list[index] = registration
    } else {
      list.append(registration)
    }
    registrations[type] = list
    bump(type)
  }

  /// Drops what `owner` registered for `type`.
  func unregister(type: ObjectIdentifier, owner: ObjectIdentifier) {
    guard var list = registrations[type], let index = list.firstIndex(where: { $0.owner == owner }) else {
      return
    }
    list.remove(at: index)
    registrations[type] = list.isEmpty ? nil : list
    bump(type)
  }

  /// What builds the view for `value`, and the version of its registration; nil when no
  /// modifier registered its type. The first registration wins, as later ones duplicate it.
  func destination(for value: AnyHashable) -> (build: (AnyHashable) -> AnyView?, version: Int)? {
    let type = ObjectIdentifier(Swift.type(of: value.base))
    guard let registration = registrations[type]?.first else { return nil }
    return (registration.build, versions[type] ?? 0)
  }

  /// The version of the registration for the type of `value`; nil when there is none.
  func version(for value: AnyHashable) -> Int? {
    let type = ObjectIdentifier(Swift.type(of: value.base))
    return registrations[type] == nil ? nil : versions[type]
  }

  private func bump(_ type: ObjectIdentifier) {
    counter += 1
    versions[type] = counter
  }
}
