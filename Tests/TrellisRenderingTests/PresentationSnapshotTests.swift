import Testing
import TrellisCore

/// A sheet and an alert over a window's content, checked by eye once and then against
/// `Snapshots/core-presentation-*.png`.
@MainActor
struct PresentationSnapshotTests {
  struct Window<Presented: View>: View {
    let presented: (Binding<Bool>) -> Presented
    @State private var isPresented = true
    var body: some View {
      presented($isPresented)
    }
  }

  private static var content: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Documents").font(.headline)
      ForEach(["Report.txt", "Budget.ods", "Notes.md"], id: \.self) { Text($0) }
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  @Test func anAlertWithAMessageAndTwoButtons() {
    CoreSnapshot.expectMatch(
      Window { isPresented in
        Self.content
          .alert("Delete “Budget.ods”?", isPresented: isPresented) {
            Button("Cancel", role: .cancel) {}.keyboardShortcut(.cancelAction)
            Button("Delete", role: .destructive) {}.keyboardShortcut(.defaultAction)
          } message: {
            Text("You can’t undo this action.")
          }
      }, size: CGSize(width: 360, height: 240), named: "presentation-alert")
  }

  /// A destructive button that is not the default one: red label on the gray bezel.
  @Test func anAlertWithADestructiveButtonBesideTheDefault() {
    CoreSnapshot.expectMatch(
      Window { isPresented in
        Self.content
          .alert("Save changes to “Notes.md” before closing?", isPresented: isPresented) {
            Button("Save") {}.keyboardShortcut(.defaultAction)
            Button("Don’t Save", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
          } message: {
            Text("Your changes are lost if you don’t save them.")
          }
      }, size: CGSize(width: 400, height: 240), named: "presentation-alert-destructive")
  }

  @Test func aCriticalDialogWithASuppressionCheckBox() {
    CoreSnapshot.expectMatch(
      Window { isPresented in
        Self.content
          .confirmationDialog("Empty the trash?", isPresented: isPresented) {
            Button("Cancel", role: .cancel) {}.keyboardShortcut(.cancelAction)
            Button("Empty Trash", role: .destructive) {}.keyboardShortcut(.defaultAction)
          } message: {
            Text("The 12 items in it will be gone for good.")
          }
          .dialogSeverity(.critical)
          .dialogSuppressionToggle(isSuppressed: .constant(false))
      }, size: CGSize(width: 360, height: 300), named: "presentation-critical-dialog")
  }

  @Test func aSheetWithAFormLikeBody() {
    CoreSnapshot.expectMatch(
      Window { isPresented in
        Self.content
          .sheet(isPresented: isPresented) {
            VStack(alignment: .leading, spacing: 12) {
              Text("Rename").font(.headline)
              Text("Budget.ods").padding(6).frame(width: 200, alignment: .leading).border(Color.gray)
              HStack {
                Button("Cancel") {}
                Button("Rename") {}.keyboardShortcut(.defaultAction)
              }
              .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .padding(16)
          }
      }, size: CGSize(width: 360, height: 240), named: "presentation-sheet")
  }

  /// A sheet whose content asks for a gradient behind it and rounder corners.
  @Test func aSheetWithItsOwnBackgroundAndCornerRadius() {
    CoreSnapshot.expectMatch(
      Window { isPresented in
        Self.content
          .sheet(isPresented: isPresented) {
            VStack(spacing: 10) {
              Image(systemName: "star.fill").font(.title).foregroundStyle(.yellow)
              Text("You're all set").font(.headline).foregroundStyle(.white)
            }
            .padding(24)
            .presentationBackground {
              LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
            }
            .presentationCornerRadius(22)
          }
      }, size: CGSize(width: 360, height: 240), named: "presentation-sheet-background")
  }

  /// A sheet in `.presentationSizing(.form)`: a set size, its small content centered in it.
  @Test func aFormSizedSheet() {
    CoreSnapshot.expectMatch(
      Window { isPresented in
        Self.content
          .sheet(isPresented: isPresented) {
            VStack(spacing: 8) {
              Text("New Contact").font(.headline)
              Text("Name, email and phone go here.").foregroundStyle(.secondary)
            }
            .presentationSizing(.form)
          }
      }, size: CGSize(width: 580, height: 360), named: "presentation-sheet-form")
  }

  /// A full-screen cover hides the documents entirely, on the window's background.
  @Test func aFullScreenCoverOverTheWholeWindow() {
    CoreSnapshot.expectMatch(
      Window { isPresented in
        Self.content
          .fullScreenCover(isPresented: isPresented) {
            VStack(spacing: 12) {
              Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(.yellow)
              Text("Welcome").font(.title)
              Button("Continue") {}.buttonStyle(.borderedProminent)
            }
          }
      }, size: CGSize(width: 360, height: 240), named: "presentation-full-screen-cover")
  }
}
