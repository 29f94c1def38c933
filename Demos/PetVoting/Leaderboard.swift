import Trellis

// The snippet "Final Leaderboard", as written.
struct Leaderboard: View {
  var pets: [Pet]
  var totalVotes: Int

  var body: some View {
    Grid(alignment: .leading) {
      ForEach(pets) { pet in
        GridRow {
          Text(pet.type)
          ProgressView(
            value: Double(pet.votes),
            total: Double(totalVotes))
          Text("\(pet.votes)")
            .gridColumnAlignment(.trailing)
        }

        Divider()
      }
    }
    .padding()
  }
}
