import Trellis

// The snippet "Final profile view", as written, with the rank helper the talk leaves out.
struct Profile: View {
  var pets: [Pet]
  var isThreeWayTie: Bool

  var body: some View {
    let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())

    Podium()  // Creates the background that shows ranks.
      .overlay(alignment: .top) {
        layout {
          ForEach(pets) { pet in
            Avatar(pet: pet)
              .rank(rank(pet))
          }
        }
        .animation(.default, value: pets)
      }
  }

  /// A pet's place: 1 for the most votes; pets with equal votes share a place.
  func rank(_ pet: Pet) -> Int {
    1 + pets.filter { $0.votes > pet.votes }.count
  }
}
