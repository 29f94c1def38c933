print("PetVoting: coming soon")
