/// How big a sheet is: the size it proposes to its content, and how it follows the content's
/// size. Set it with `.presentationSizing(_:)` inside the sheet.
///
/// Trellis's sheets are a window's sheets, as on macOS: `.automatic` and `.fitted` size the
/// sheet to its content, `.form` and `.page` give it a set size, and every size stays within
/// the window, less a margin. A sizing of your own returns the proposal it likes:
/// ```swift
/// struct SquareSizing: PresentationSizing {
///     func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
///         -> ProposedViewSize
///     {
///         ProposedViewSize(width: 400, height: 400)
///     }
/// }
/// ```
public protocol PresentationSizing: Sendable {
  /// The size to propose to the sheet's content; a nil dimension takes the content's own.
  func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The content of a sheet being sized, as a `PresentationSizing` measures it.
@MainActor
public struct PresentationSizingRoot {
  let measure: (ProposedViewSize) -> CGSize

  /// The content's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// What a `PresentationSizing` knows of where the sheet is shown.
public struct PresentationSizingContext: Sendable {
  /// The most room the window leaves the sheet.
  let room: CGSize
}

/// The sizing sheets get unless they ask for another: on a desktop, their content's ideal size.
public struct AutomaticPresentationSizing: PresentationSizing {
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    .unspecified
  }
}

/// Sizes the sheet to its content's ideal size, proposing nil both ways.
public struct FittedPresentationSizing: PresentationSizing {
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    .unspecified
  }
}

/// A size for a form: 500 × 600 points, or what the window leaves when that is less.
public struct FormPresentationSizing: PresentationSizing {
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    ProposedViewSize(width: min(500, context.room.width), height: min(600, context.room.height))
  }
}

/// A size about that of a page of paper: 700 × 900 points, or what the window leaves when that
/// is less.
public struct PagePresentationSizing: PresentationSizing {
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    ProposedViewSize(width: min(700, context.room.width), height: min(900, context.room.height))
  }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The platform's sizing: on a desktop, the content's ideal size.
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
  /// The content's ideal size.
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
  /// A set size for a form.
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
  /// A set size, about that of a page of paper.
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing {
  /// This sizing with the content's ideal size taken in the dimensions asked for.
  ///
  /// ```swift
  /// .presentationSizing(.form.fitted(horizontal: false, vertical: true))
  /// ```
  public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
    FittingPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
  }

  /// This sizing, growing with its content in the dimensions asked for but never shrinking.
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
    StickyPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
  }
}

/// `fitted(horizontal:vertical:)`: nil in the fitted dimensions.
struct FittingPresentationSizing<Base: PresentationSizing>: PresentationSizing {
  let base: Base
  let horizontal: Bool
  let vertical: Bool

  func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
  {
    let proposal = base.proposedSize(for: root, context: context)
    return ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}

/// `sticky(horizontal:vertical:)`: the sheet keeps the largest size it had in those dimensions.
struct StickyPresentationSizing<Base: PresentationSizing>: PresentationSizing, StickySizing {
  let base: Base
  let horizontal: Bool
  let vertical: Bool

  func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
  {
    base.proposedSize(for: root, context: context)
  }
}

/// A sizing whose sheet never shrinks in some dimensions.
protocol StickySizing {
  var horizontal: Bool { get }
  var vertical: Bool { get }
}

extension View {
  /// Sets the size of the sheet this view is in (see `PresentationSizing`).
  ///
  /// ```swift
  /// .sheet(isPresented: $isEditing) {
  ///     EditorForm()
  ///         .presentationSizing(.form)
  /// }
  /// ```
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    modifier(PresentationSizingModifier(sizing: sizing))
  }
}

struct PresentationSizingModifier: PresentationChromeSetting {
  typealias NodeType = PresentationChromeNode<Self>
  let sizing: any PresentationSizing

  func apply(to chrome: PresentationChrome, from owner: AnyObject, removing: Bool) {
    chrome.setSizing(removing ? nil : sizing, from: owner)
  }
}
