/// A view modifier whose `animatableData` animates: its body is evaluated again at every frame
/// with the values on screen. SwiftUI deprecated the name in favor of conforming a
/// `ViewModifier` to `Animatable`, which works the same; code using it compiles unchanged.
///
/// ```swift
/// struct CountingModifier: AnimatableModifier {
///     var value: Double
///     var animatableData: Double {
///         get { value }
///         set { value = newValue }
///     }
///     func body(content: Content) -> some View {
///         content.overlay(Text("\(Int(value))"))
///     }
/// }
/// ```
public protocol AnimatableModifier: Animatable, ViewModifier {}
