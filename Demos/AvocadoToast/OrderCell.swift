import Trellis

/// The session's cell: a column of stars beside the title row and the ingredients, four stacks
/// in all.
struct OrderCell: View {
  var order: Order

  var body: some View {
    HStack(alignment: .midStarAndTitle, spacing: 14) {
      StarRating(rating: order.rating)
        .alignmentGuide(.midStarAndTitle) { d in d[.bottom] / 2 }
      VStack(alignment: .leading, spacing: 6) {
        HStack(alignment: .lastTextBaseline) {
          Text(order.name)
            .font(.title)
            .bold()
            .lineLimit(1)
            .layoutPriority(1)
            .alignmentGuide(.midStarAndTitle) { d in d[.bottom] / 2 }
          Text(order.adjective)
            .font(.caption)
            .foregroundStyle(.secondary)
            .lineLimit(1)
          Spacer()
          picture
            .alignmentGuide(.lastTextBaseline) { d in d[.bottom] * 0.927 }
        }
        Text(order.ingredients)
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .lineLimit(1)
      }
    }
    .padding(.horizontal, 18)
    .padding(.vertical, 14)
    .background(Color.white, in: RoundedRectangle(cornerRadius: 14))
    .shadow(color: .black.opacity(0.12), radius: 6, y: 2)
  }

  @ViewBuilder private var picture: some View {
    switch order.picture {
    case .avocado:
      Avocado()
    case .symbol(let name, let color):
      Image(systemName: name)
        .resizable()
        .scaledToFit()
        .frame(width: 24, height: 24)
        .foregroundStyle(color)
    }
  }
}
