import Testing
import Trellis
import TrellisTesting

/// A card dragged over a drop zone that lights up while it is targeted.
@MainActor
@Suite struct DragAndDropSnapshotTests {
  struct Board: View {
    @State private var isTargeted = false
    @State private var dropped: [String] = []

    var body: some View {
      HStack(spacing: 20) {
        Text("Avocado")
          .padding(.horizontal, 14)
          .padding(.vertical, 8)
          .background(.green.opacity(0.25), in: RoundedRectangle(cornerRadius: 8))
          .draggable("Avocado")
        RoundedRectangle(cornerRadius: 10)
          .strokeBorder(
            isTargeted ? Color.accentColor : .secondary, style: StrokeStyle(lineWidth: 2, dash: [6, 4])
          )
          .background(
            isTargeted ? Color.accentColor.opacity(0.12) : .clear, in: RoundedRectangle(cornerRadius: 10)
          )
          .overlay {
            Text(dropped.isEmpty ? "Drop here" : dropped.joined(separator: ", ")).foregroundStyle(.secondary)
          }
          .frame(width: 140, height: 90)
          .dropDestination(for: String.self) { items, _ in
            dropped += items
            return true
          } isTargeted: {
            isTargeted = $0
          }
      }
      .padding(20)
    }
  }

  @Test func aCardDraggedOverATargetedZone() {
    ControlSnapshot.expectMatch(Board(), size: CGSize(width: 300, height: 130), named: "drag-over-zone") {
      host in
      guard let card = host.find(text: "Avocado")?.frame else { return }
      host.pressPointer(at: CGPoint(x: card.midX, y: card.midY))
      host.hover(at: CGPoint(x: card.midX + 60, y: card.midY))
      host.hover(at: CGPoint(x: card.midX + 130, y: card.midY + 10))
    }
  }

  @Test func theZoneAfterTheDrop() {
    ControlSnapshot.expectMatch(Board(), size: CGSize(width: 300, height: 130), named: "drag-dropped") {
      host in
      guard let card = host.find(text: "Avocado")?.frame else { return }
      host.drag(from: CGPoint(x: card.midX, y: card.midY), to: CGPoint(x: card.midX + 150, y: card.midY))
    }
  }
}

/// A name dragged into a list shows the line where it would go.
@MainActor
@Suite struct ListDropSnapshotTests {
  struct Shelf: View {
    @State private var names = ["Ann", "Bob", "Cy"]

    var body: some View {
      VStack(spacing: 0) {
        Text("Dee").padding(6).background(.yellow.opacity(0.4), in: Capsule()).draggable("Dee")
          .frame(height: 40)
        List {
          ForEach(names, id: \.self) { Text($0) }
            .dropDestination(for: String.self) { dropped, offset in
              names.insert(contentsOf: dropped, at: offset)
            }
        }
      }
    }
  }

  @Test func theLineShowsWhereTheItemWouldGo() {
    ControlSnapshot.expectMatch(Shelf(), size: CGSize(width: 220, height: 170), named: "list-insert-line") {
      host in
      guard let dee = host.find(text: "Dee")?.frame, let bob = host.find(text: "Bob")?.frame else { return }
      host.pressPointer(at: CGPoint(x: dee.midX, y: dee.midY))
      host.hover(at: CGPoint(x: dee.midX + 10, y: bob.midY - 10))
      host.hover(at: CGPoint(x: dee.midX + 20, y: bob.midY - 3))
    }
  }
}
