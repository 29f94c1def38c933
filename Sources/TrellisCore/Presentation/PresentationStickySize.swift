/// The largest size a sheet's panel had, which a sticky sizing keeps it at least at.
@MainActor
final class PresentationStickySize {
  var size = CGSize.zero
}
