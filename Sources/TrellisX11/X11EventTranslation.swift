import CX11
import Foundation

// The one place that knows X event types: everything else sees X11Event.
extension X11Display {
  /// Translates the next queued X event into a window event, or nil for events nobody above needs
  /// (bookkeeping such as map notifications, moves, keyboard mapping changes, pings).
  func nextTranslatedEvent() -> (X11Window, X11Event)? {
    var event = XEvent()
    XNextEvent(pointer, &event)
    recordTime(of: event)
    // The input method sees every event first and may consume key presses that start a compose
    // sequence; it needs to see them even when no window of ours is involved.
    if XFilterEvent(&event, Window(None)) != 0 { return nil }
    // A window's first key press makes its input context; the input method then sees that key too
    // (it may be a dead key starting a compose sequence).
    if event.type == KeyPress, windowsByID[event.xany.window]?.makeInputContextForFirstKey() != nil,
      XFilterEvent(&event, Window(None)) != 0
    {
      return nil
    }
    if event.type == MappingNotify {
      XRefreshKeyboardMapping(&event.xmapping)
      return nil
    }
    if event.type == shmCompletionType {
      let drawable = withUnsafePointer(to: &event) {
        $0.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) { $0.pointee.drawable }
      }
      windowsByID[drawable]?.presentCompleted()
      return nil
    }
    if dispatchSelectionEvent(event) { return nil }
    guard let window = windowsByID[event.xany.window] else { return nil }
    guard let translated = translate(&event, for: window) else { return nil }
    return (window, translated)
  }

  /// Hands the selection protocol's events to the clipboard; returns whether the event was one.
  private func dispatchSelectionEvent(_ event: XEvent) -> Bool {
    switch event.type {
    case SelectionRequest: clipboardStorage?.answer(event.xselectionrequest)
    case SelectionClear: clipboardStorage?.ownershipLost(event.xselectionclear)
    case SelectionNotify: clipboardStorage?.replyArrived(event.xselection)
    case PropertyNotify:
      // App windows do not ask for property events: these are all the selections'.
      _ = clipboardStorage?.propertyChanged(event.xproperty)
    default: return false
    }
    return true
  }

  /// Takes the first queued selection event, leaving every other event in order, and handles it;
  /// returns whether there was one. The clipboard waits for its answers with this.
  func handleQueuedSelectionEvent() -> Bool {
    var event = XEvent()
    let found = XCheckIfEvent(
      pointer, &event,
      { _, event, _ in
        guard let type = event?.pointee.type else { return 0 }
        return [SelectionRequest, SelectionClear, SelectionNotify, PropertyNotify].contains(type) ? 1 : 0
      }, nil)
    guard found != 0 else { return false }
    recordTime(of: event)
    return dispatchSelectionEvent(event)
  }

  /// Keeps the server time of input events, which selection requests must quote.
  private func recordTime(of event: XEvent) {
    switch event.type {
    case KeyPress, KeyRelease: lastEventTime = event.xkey.time
    case ButtonPress, ButtonRelease: lastEventTime = event.xbutton.time
    case MotionNotify: lastEventTime = event.xmotion.time
    case EnterNotify, LeaveNotify: lastEventTime = event.xcrossing.time
    case PropertyNotify: lastEventTime = event.xproperty.time
    default: break
    }
  }

  private func translate(_ event: inout XEvent, for window: X11Window) -> X11Event? {
    switch event.type {
    case Expose:
      let e = event.xexpose
      return .exposed(
        PixelRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))
    case ConfigureNotify:
      // A drag-resize queues many of these; only the last size matters.
      var latest = event.xconfigure
      var next = XEvent()
      while XCheckTypedWindowEvent(pointer, window.window, ConfigureNotify, &next) != 0 {
        latest = next.xconfigure
      }
      let size = PixelSize(width: Int(latest.width), height: Int(latest.height))
      guard size != window.pixelSize else { return nil }  // a move, not a resize
      window.pixelSize = size
      return .resized(window.size)
    case ButtonPress, ButtonRelease:
      let e = event.xbutton
      let pointer = pointerEvent(x: e.x, y: e.y, state: e.state, time: e.time, scale: window.scale)
      let isPress = event.type == ButtonPress
      switch e.button {
      case 4...7:
        // Wheels arrive as a press and release of buttons 4-7; the press is the scroll.
        guard isPress else { return nil }
        let (dx, dy): (CGFloat, CGFloat) = [4: (0, -1), 5: (0, 1), 6: (-1, 0), 7: (1, 0)][e.button]!
        return .scrolled(dx: dx, dy: dy, pointer)
      default:
        let button = mouseButton(e.button)
        return isPress ? .buttonPressed(button, pointer) : .buttonReleased(button, pointer)
      }
    case MotionNotify:
      // Only the latest position of a run of moves matters; skipping the rest keeps dragging
      // responsive when drawing is slower than the mouse.
      var e = event.xmotion
      var next = XEvent()
      while XEventsQueued(pointer, QueuedAlready) > 0 {
        XPeekEvent(pointer, &next)
        guard next.type == MotionNotify, next.xmotion.window == e.window else { break }
        XNextEvent(pointer, &next)
        e = next.xmotion
      }
      return .pointerMoved(
        pointerEvent(x: e.x, y: e.y, state: e.state, time: e.time, scale: window.scale))
    case EnterNotify, LeaveNotify:
      let e = event.xcrossing
      let pointer = pointerEvent(x: e.x, y: e.y, state: e.state, time: e.time, scale: window.scale)
      return event.type == EnterNotify ? .pointerEntered(pointer) : .pointerExited(pointer)
    case KeyPress:
      return .keyPressed(keyEvent(&event, window: window, isPress: true))
    case KeyRelease:
      return .keyReleased(keyEvent(&event, window: window, isPress: false))
    case FocusIn, FocusOut:
      // NotifyPointer events are about the window under the pointer, not the focus itself.
      guard event.xfocus.detail != NotifyPointer else { return nil }
      if event.type == FocusIn {
        if let context = window.inputContext { XSetICFocus(context) }
        return .focusGained
      }
      if let context = window.inputContext { XUnsetICFocus(context) }
      window.keysDown.removeAll()
      return .focusLost
    case MapNotify:
      return .mapped
    case UnmapNotify:
      return .unmapped
    case DestroyNotify:
      // Someone else destroyed the window; to the app that is a close it cannot refuse.
      guard event.xdestroywindow.window == window.window else { return nil }
      window.wasDestroyed()
      return .closeRequested
    case ClientMessage:
      let e = event.xclient
      guard e.message_type == atoms.wmProtocols, e.format == 32 else { return nil }
      let request = Atom(e.data.l.0)
      if request == atoms.wmDeleteWindow { return .closeRequested }
      if request == atoms.netWMPing {
        // Answering tells the window manager we are alive, so it does not offer to kill us.
        var reply = event
        reply.xclient.window = root
        XSendEvent(pointer, root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &reply)
      }
      return nil
    default:
      return nil
    }
  }

  private func pointerEvent(
    x: Int32, y: Int32, state: UInt32, time: Time, scale: CGFloat
  ) -> PointerEvent {
    var buttons: MouseButtons = []
    if state & UInt32(Button1Mask) != 0 { buttons.insert(.left) }
    if state & UInt32(Button2Mask) != 0 { buttons.insert(.middle) }
    if state & UInt32(Button3Mask) != 0 { buttons.insert(.right) }
    return PointerEvent(
      location: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale), buttons: buttons,
      modifiers: modifiers(state), time: UInt32(truncatingIfNeeded: time))
  }

  private func mouseButton(_ number: UInt32) -> MouseButton {
    switch number {
    case 1: .left
    case 2: .middle
    case 3: .right
    default: .other(Int(number))
    }
  }

  private func modifiers(_ state: UInt32) -> KeyModifiers {
    var modifiers: KeyModifiers = []
    if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
    if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
    if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
    if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.superKey) }
    if state & UInt32(LockMask) != 0 { modifiers.insert(.capsLock) }
    return modifiers
  }

  private func keyEvent(_ event: inout XEvent, window: X11Window, isPress: Bool) -> KeyEvent {
    var keysym: KeySym = 0
    var text = ""
    if isPress, let context = window.inputContext {
      var buffer = [CChar](repeating: 0, count: 64)
      var status: Int32 = 0
      var count = Xutf8LookupString(
        context, &event.xkey, &buffer, Int32(buffer.count), &keysym, &status)
      if status == XBufferOverflow {
        buffer = [CChar](repeating: 0, count: Int(count) + 1)
        count = Xutf8LookupString(
          context, &event.xkey, &buffer, Int32(buffer.count), &keysym, &status)
      }
      if status == XLookupChars || status == XLookupBoth {
        text = String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      if status != XLookupKeySym && status != XLookupBoth {
        XLookupString(&event.xkey, nil, 0, &keysym, nil)
      }
    } else {
      // Without an input method XLookupString still maps the key, but its text is Latin-1.
      var buffer = [CChar](repeating: 0, count: 32)
      let count = XLookupString(&event.xkey, &buffer, Int32(buffer.count), &keysym, nil)
      if isPress {
        text = String(
          String.UnicodeScalarView(
            buffer.prefix(Int(count)).map { Unicode.Scalar(UInt8(bitPattern: $0)) }))
      }
    }
    // Return, Tab, Backspace and Control+letter type control characters; callers want keysyms.
    if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) { text = "" }
    let keycode = event.xkey.keycode
    let isRepeat = isPress && window.keysDown.contains(keycode)
    if isPress { window.keysDown.insert(keycode) } else { window.keysDown.remove(keycode) }
    return KeyEvent(
      keysym: UInt32(truncatingIfNeeded: keysym), keycode: keycode, text: text,
      modifiers: modifiers(event.xkey.state), isRepeat: isRepeat,
      time: UInt32(truncatingIfNeeded: event.xkey.time))
  }
}
