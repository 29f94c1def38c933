/// Names for the declarations a macro introduces that cannot clash with any other, made as
/// swift-syntax makes them: the compiler accepts declarations at file scope from a freestanding
/// macro only under such names.
struct UniqueNames {
  /// The expansion's discriminator, from the compiler.
  let discriminator: String
  private var used: [String: Int] = [:]

  init(discriminator: String) { self.discriminator = discriminator }

  mutating func make(_ name: String) -> String {
    let index = used[name, default: 0]
    used[name] = index + 1
    return discriminator + "\(name.utf8.count)\(name)fMu" + (index > 0 ? "\(index - 1)" : "") + "_"
  }
}
