import Trellis

/// The pet-voting screen: the leaderboard, the podium of avatars, and a button per pet.
struct ContentView: View {
  @State private var pets = Pet.exampleData

  private var totalVotes: Int { pets.reduce(0) { $0 + $1.votes } }

  private var isThreeWayTie: Bool {
    pets.count == 3 && pets.allSatisfy { $0.votes == pets[0].votes }
  }

  var body: some View {
    VStack(spacing: 12) {
      Text("Which pet is best?")
        .font(.title)
        .bold()
        .accessibilityIdentifier("title")
      Profile(pets: pets, isThreeWayTie: isThreeWayTie)
        .accessibilityIdentifier("profile")
      Leaderboard(pets: pets, totalVotes: totalVotes)
        .accessibilityIdentifier("leaderboard")
      StackedButtons(pets: $pets)
        .padding(.horizontal)
        .accessibilityIdentifier("buttons")
    }
    .padding(.vertical)
  }
}
