/// Modifiers of iOS and iPadOS for what a Linux desktop does not have: an on-screen keyboard, a
/// status bar, system overlays, a pointer that morphs over controls. They are accepted so that
/// code written for those systems compiles, and change nothing: a view looks and lays out
/// exactly as without them.
extension View {
  /// How the on-screen keyboard capitalizes what is typed. A desktop types with a physical
  /// keyboard, which capitalizes nothing by itself, so this changes nothing.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    self
  }

  /// Turns off autocorrection of typed text. Trellis's text fields correct nothing, so this
  /// changes nothing.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Which on-screen keyboard a text field brings up. A desktop has none, so this changes
  /// nothing; filter what is typed with a `TextField(value:format:)` instead.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// What a text field holds, for the system's autofill. A Linux desktop has no autofill, so
  /// this changes nothing.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

  /// Hides the status bar. A window has none, so this changes nothing.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// Hides the system's overlays (the home indicator). A window has none, so this changes
  /// nothing.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

  /// How the iPad pointer changes over the view. Trellis's controls show their own hover state,
  /// so this changes nothing.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
}

/// How an on-screen keyboard capitalizes typed text (see `textInputAutocapitalization(_:)`).
public struct TextInputAutocapitalization: Sendable {
  private let rule: Int

  /// Capitalizes nothing.
  public static let never = TextInputAutocapitalization(rule: 0)
  /// Capitalizes the first letter of each word.
  public static let words = TextInputAutocapitalization(rule: 1)
  /// Capitalizes the first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(rule: 2)
  /// Capitalizes every letter.
  public static let characters = TextInputAutocapitalization(rule: 3)
}

/// The kinds of on-screen keyboard (see `keyboardType(_:)`).
public enum UIKeyboardType: Int, Sendable, CaseIterable {
  /// The default keyboard.
  case `default`
  /// Letters and digits of ASCII only.
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  /// For web addresses.
  case URL
  /// Digits only.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// For a name or a telephone number.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For social posts.
  case twitter
  /// For web searches.
  case webSearch
  /// Digits of ASCII only.
  case asciiCapableNumberPad
}

/// What a text field holds, for autofill (see `textContentType(_:)`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The kind's name.
  public let rawValue: String
  /// A kind named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// A web address.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A street address on one line.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// A country or region.
  public static let countryName = UITextContentType(rawValue: "countryName")
}

/// How the iPad pointer changes over a view (see `hoverEffect(_:isEnabled:)`).
public struct HoverEffect: Sendable {
  private let kind: Int

  /// The system's choice.
  public static let automatic = HoverEffect(kind: 0)
  /// A highlight behind the view.
  public static let highlight = HoverEffect(kind: 1)
  /// The view lifted, with a shadow.
  public static let lift = HoverEffect(kind: 2)
}
