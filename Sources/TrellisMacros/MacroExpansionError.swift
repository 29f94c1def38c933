/// Why a macro could not be expanded: reported to the compiler as an error on the macro's use.
struct MacroExpansionError: Error {
  let message: String

  init(_ message: String) { self.message = message }
}
