#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process's environment variables and name, read through the C library: Foundation's
/// `ProcessInfo` brings in code and data that kept 0.2 MB of a small app resident.
package enum ProcessEnvironment {
  /// The value of the variable `name`, if it is set.
  package static func value(_ name: String) -> String? {
    guard let raw = getenv(name) else { return nil }
    return String(cString: raw)
  }

  /// Every variable, by name.
  package static var all: [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let separator = text.firstIndex(of: "=") {
        result[String(text[..<separator])] = String(text[text.index(after: separator)...])
      }
      entry += 1
    }
    return result
  }

  /// The name the program was started as, without its directory.
  package static var processName: String {
    guard let path = CommandLine.arguments.first, let name = path.split(separator: "/").last else {
      return "app"
    }
    return String(name)
  }
}
