import Trellis

/// The background of the profile: a ring the avatars stand on, with the winner's spot marked at
/// the top.
struct Podium: View {
  var body: some View {
    ZStack {
      Circle()
        .fill(Color.accentColor.opacity(0.07))
      Circle()
        .strokeBorder(Color.accentColor.opacity(0.18), lineWidth: 2)
        .padding(40)
      VStack(spacing: 4) {
        Text("★")
          .font(.system(size: 22))
          .foregroundStyle(Color.orange)
        Text("Top pet")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      .offset(y: 8)
    }
    .frame(width: 240, height: 240)
  }
}
