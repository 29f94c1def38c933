import Trellis

/// The rating as a column of stars, filled up to `rating`.
struct StarRating: View {
  static let maximum = 5
  var rating: Int

  var body: some View {
    VStack(spacing: 2) {
      ForEach(0..<Self.maximum, id: \.self) { index in
        Image(systemName: index < rating ? "star.fill" : "star")
          .foregroundStyle(index < rating ? Color.orange : Color.gray.opacity(0.5))
      }
    }
    .font(.callout)
  }
}
