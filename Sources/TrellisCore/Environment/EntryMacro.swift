/// Adds a value to the environment (or a transaction, the container values or the focused values)
/// with its key, as in SwiftUI:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accentOpacity: Double = 0.8
/// }
/// ```
///
/// The variable's type must be written out. Its initial value is the default, worked out again
/// each time it is read; an optional without one defaults to nil. In an extension of
/// `FocusedValues` the type must be optional and there is no default:
/// `@Entry var selectedNote: Binding<Note>?`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisMacros", type: "EntryMacro")
