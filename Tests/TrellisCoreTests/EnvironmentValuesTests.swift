import Testing

@testable import TrellisCore

/// The environment's chain of values: newest first, shadowing older ones, objects by type.
struct EnvironmentValuesTests {
  struct CountKey: EnvironmentKey {
    static let defaultValue = 0
  }

  struct NameKey: EnvironmentKey {
    static let defaultValue: String? = nil
  }

  final class Model {}

  @Test func laterValuesShadowEarlierOnesAndCopiesAreIndependent() {
    var outer = EnvironmentValues()
    #expect(outer[CountKey.self] == 0)
    outer[CountKey.self] = 1
    outer[NameKey.self] = "outer"
    var inner = outer
    inner[CountKey.self] = 2
    #expect(inner[CountKey.self] == 2)
    #expect(inner[NameKey.self] == "outer")
    #expect(outer[CountKey.self] == 1)
    inner[NameKey.self] = nil
    #expect(inner[NameKey.self] == nil)
    #expect(outer[NameKey.self] == "outer")
    #expect(inner.description == "EnvironmentValues(2 values)")
  }

  @Test func objectsAreKeptByTypeAndCanBeRemoved() {
    let model = Model()
    var values = EnvironmentValues()
    values[objectKey: ObjectIdentifier(Model.self)] = model
    #expect((values[objectKey: ObjectIdentifier(Model.self)] as? Model) === model)
    values[objectKey: ObjectIdentifier(Model.self)] = nil
    #expect(values[objectKey: ObjectIdentifier(Model.self)] == nil)
  }

  @Test func settingOneKeyRepeatedlyReadsTheLastValue() {
    var values = EnvironmentValues()
    for count in 1...1000 { values[CountKey.self] = count }
    #expect(values[CountKey.self] == 1000)
    #expect(values.description == "EnvironmentValues(1 values)")
  }
}
