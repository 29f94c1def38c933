import Trellis

/// A pet's round avatar: its initial on a color of its own, with its vote count below.
struct Avatar: View {
  var pet: Pet

  private var color: Color {
    switch pet.type {
    case "Cat": return .orange
    case "Goldfish": return .yellow
    case "Dog": return .brown
    default: return .teal
    }
  }

  var body: some View {
    VStack(spacing: 2) {
      Text(String(pet.type.prefix(1)))
        .font(.system(size: 22, weight: .bold))
        .foregroundStyle(Color.white)
        .frame(width: 48, height: 48)
        .background(color, in: Circle())
        .overlay(Circle().strokeBorder(Color.white, lineWidth: 3))
      Text("\(pet.votes)")
        .font(.caption)
        .foregroundStyle(.secondary)
    }
  }
}
