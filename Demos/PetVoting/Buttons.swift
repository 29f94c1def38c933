import Trellis

// The snippets "Buttons helper view" and "Final voting buttons view", as written.
struct Buttons: View {
  @Binding var pets: [Pet]

  var body: some View {
    ForEach($pets) { $pet in
      Button {
        pet.votes += 1
      } label: {
        Text(pet.type)
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.bordered)
    }
  }
}

struct StackedButtons: View {
  @Binding var pets: [Pet]

  var body: some View {
    ViewThatFits {
      MyEqualWidthHStack {
        Buttons(pets: $pets)
      }
      MyEqualWidthVStack {
        Buttons(pets: $pets)
      }
    }
  }
}
