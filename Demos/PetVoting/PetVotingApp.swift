import Trellis

/// The pet-voting app from WWDC22's "Compose custom layouts with SwiftUI", running on Trellis.
@main
struct PetVotingApp: App {
  var body: some Scene {
    WindowGroup("Pet Voting") {
      ContentView()
    }
    .defaultSize(width: 700, height: 620)
  }
}
