import Trellis

/// A drawn half avocado: skin, flesh and stone, at a fixed size like an image from an asset
/// catalog.
struct Avocado: View {
  var body: some View {
    ZStack {
      AvocadoShape()
        .fill(Color(red: 0.22, green: 0.38, blue: 0.13))
      AvocadoShape()
        .fill(
          LinearGradient(
            colors: [Color(red: 0.86, green: 0.92, blue: 0.55), Color(red: 0.62, green: 0.80, blue: 0.30)],
            startPoint: .center, endPoint: .bottom)
        )
        .padding(2.5)
      Circle()
        .fill(
          RadialGradient(
            colors: [Color(red: 0.72, green: 0.45, blue: 0.25), Color(red: 0.45, green: 0.25, blue: 0.12)],
            center: .topLeading, startRadius: 1, endRadius: 10)
        )
        .frame(width: 10, height: 10)
        .offset(y: 4)
    }
    .frame(width: 22, height: 30)
  }
}
