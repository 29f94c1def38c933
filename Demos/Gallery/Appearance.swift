import Trellis

/// The gallery's light or dark look.
enum Appearance: String, CaseIterable, Identifiable {
  case light = "Light"
  case dark = "Dark"

  var id: Self { self }

  var colorScheme: ColorScheme {
    switch self {
    case .light: .light
    case .dark: .dark
    }
  }
}
