import CX11
import Foundation
import Glibc

/// The display's text selections, CLIPBOARD and PRIMARY, shared with every other X client in
/// UTF-8. Get it from ``X11Display/clipboard``.
///
/// Setting text makes this process the selection's owner, through a hidden window of its own,
/// and it then answers other clients' requests for the text as `UTF8_STRING`, `STRING`
/// (Latin-1) or `TEXT`, in pieces (`INCR`) when it is large, until another client takes the
/// selection over. Reading text owned here needs no round trip; otherwise the owner is asked for
/// it and the answer awaited for at most ``timeout`` (per piece), while other events wait in the
/// queue. The text is gone when the process exits: no clipboard manager is handed it.
@MainActor
public final class X11Clipboard {
  /// How long ``text(in:)`` waits for the owner's answer, or for the next piece of a large one.
  public var timeout: Duration = .seconds(1)
  /// The display the selections belong to.
  public let display: X11Display
  /// Texts longer than this many bytes are sent in pieces of this size (the `INCR` protocol).
  var chunkSize: Int
  /// The hidden window that owns our selections and receives converted text.
  let window: Window
  let atoms: X11ClipboardAtoms
  /// The selections we own, with their text and the time we took them.
  var owned: [X11Selection: (text: String, time: Time)] = [:]
  /// Large answers still being sent, piece by piece.
  var transfers: [X11OutgoingTransfer] = []
  /// Set while a read waits: the answer to our conversion request, once it came.
  var reply: XSelectionEvent?
  /// Whether an incremental read is under way, and whether its next piece has arrived.
  var isReceivingPieces = false
  var pieceArrived = false
  private(set) var isClosed = false

  init(display: X11Display) {
    self.display = display
    let dpy = display.pointer
    atoms = X11ClipboardAtoms(display: dpy)
    var attributes = XSetWindowAttributes()
    // Property changes carry the incremental protocol, both ways.
    attributes.event_mask = PropertyChangeMask
    window = XCreateWindow(
      dpy, display.root, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil, UInt(CWEventMask), &attributes)
    // Leave room for the request header within the server's largest request.
    let maximumRequest =
      XExtendedMaxRequestSize(dpy) > 0 ? XExtendedMaxRequestSize(dpy) : XMaxRequestSize(dpy)
    chunkSize = min(max(maximumRequest * 4 - 256, 4096), 256 * 1024)
  }

  /// The text in `selection`: ours when we own it, else converted by its owner; nil when it is
  /// empty, holds no text, or the owner did not answer in time.
  public func text(in selection: X11Selection) -> String? {
    if let ours = owned[selection] { return ours.text }
    guard !isClosed else { return nil }
    let atom = self.atom(for: selection)
    guard XGetSelectionOwner(display.pointer, atom) != Window(None) else { return nil }
    // Some older clients offer only Latin-1.
    for target in [display.atoms.utf8String, Atom(XA_STRING)] {
      switch convert(atom, to: target) {
      case .text(let text): return text
      case .refused: continue
      case .failed: return nil
      }
    }
    return nil
  }

  /// Makes this process the owner of `selection`, holding `text`.
  public func setText(_ text: String, in selection: X11Selection) {
    let wasOwned = owned[selection] != nil
    let time = display.lastEventTime
    owned[selection] = (text, wasOwned && selection == .primary ? owned[selection]!.time : time)
    guard !isClosed else { return }
    // A selection dragged wider only changes the text we answer with; a new copy takes the
    // clipboard again so clipboard managers notice it.
    if wasOwned && selection == .primary { return }
    let atom = self.atom(for: selection)
    XSetSelectionOwner(display.pointer, atom, window, time)
    if XGetSelectionOwner(display.pointer, atom) != window {
      owned[selection] = nil
      writeToStandardError("Trellis: could not take the \(selection) selection\n")
    }
  }

  /// Whether this process owns `selection`, as far as the events handled so far tell.
  public func ownsSelection(_ selection: X11Selection) -> Bool {
    owned[selection] != nil
  }

  /// Destroys the hidden window; texts set afterwards stay in this process only.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    transfers.removeAll()
    if !display.isClosed { XDestroyWindow(display.pointer, window) }
  }

  func atom(for selection: X11Selection) -> Atom {
    switch selection {
    case .clipboard: display.atoms.clipboard
    case .primary: Atom(XA_PRIMARY)
    }
  }

  func selection(for atom: Atom) -> X11Selection? {
    X11Selection.allCases.first { self.atom(for: $0) == atom }
  }

  // MARK: Events the display routes here

  /// Another client took `event.selection` over.
  func ownershipLost(_ event: XSelectionClearEvent) {
    guard event.window == window, let selection = selection(for: event.selection) else { return }
    owned[selection] = nil
  }

  /// The owner answered a conversion request; one that comes after its read timed out is dropped.
  func replyArrived(_ event: XSelectionEvent) {
    guard event.requestor == window else { return }
    reply = event
  }

  /// A property changed on our window (a piece of an incremental read) or on a window we are
  /// sending pieces to; returns whether the event was about the selections at all.
  func propertyChanged(_ event: XPropertyEvent) -> Bool {
    if event.window == window {
      if isReceivingPieces, event.atom == atoms.transferProperty, event.state == PropertyNewValue {
        pieceArrived = true
      }
      return true
    }
    return sendNextPiece(after: event)
  }
}
