import Trellis

/// A mail-like three-column split view: mailboxes, the mailbox's messages, the open message.
/// The X11 tests click a mailbox and a message and look for the message's text.
struct SplitScreen: View {
  struct Message: Identifiable, Hashable {
    let id: Int
    let mailbox: String
    let subject: String
    let body: String
  }

  static let messages = [
    Message(id: 1, mailbox: "Inbox", subject: "Lunch on Friday?", body: "Shall we try the new place?"),
    Message(id: 2, mailbox: "Inbox", subject: "Quarterly report", body: "The figures are attached."),
    Message(id: 3, mailbox: "Sent", subject: "Re: Tickets", body: "Two for Saturday, please."),
  ]

  /// Room for the three columns at their starting widths: without a window manager to enforce
  /// the window's minimum size, a smaller window would cut the sidebar off.
  static let windowSize = CGSize(width: 820, height: 420)

  @State private var mailbox: String? = "Inbox"
  @State private var message: Message.ID?

  var body: some View {
    NavigationSplitView {
      List(selection: $mailbox) {
        Label("Inbox", systemImage: "star.fill").tag("Inbox")
        Label("Sent", systemImage: "heart.fill").tag("Sent")
      }
      .navigationTitle("Mailboxes")
      .navigationSplitViewColumnWidth(min: 140, ideal: 180, max: 300)
    } content: {
      List(Self.messages.filter { $0.mailbox == mailbox }, selection: $message) { message in
        Text(message.subject)
      }
      .navigationTitle(mailbox ?? "")
    } detail: {
      if let selected = Self.messages.first(where: { $0.id == message }) {
        VStack(alignment: .leading, spacing: 8) {
          Text(selected.subject).font(.title2)
          Text(selected.body)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .navigationTitle(selected.subject)
      } else {
        Text("No Message Selected").foregroundStyle(.secondary)
      }
    }
  }
}
