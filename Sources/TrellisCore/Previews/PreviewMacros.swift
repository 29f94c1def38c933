/// Declares a preview of a view, as in SwiftUI: `#Preview { ContentView() }`.
///
/// Trellis has no preview canvas: the content is type-checked with your code, so that files
/// written for Xcode compile unchanged, and is never run. To look at a view, render it with
/// `ImageRenderer` or `TrellisTesting`'s host, or open it in a window.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits such as `.sizeThatFitsLayout`.
///
/// Like the form without traits, the content is type-checked and never run.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Marks a variable in a `#Preview`'s content as the state of the preview, as in SwiftUI:
/// `@Previewable @State var isOn = false`. The preview's content becomes the body of a view
/// that holds these variables.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisMacros", type: "PreviewableMacro")
