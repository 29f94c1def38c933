// Trellis's compiler plugin: `#Preview`, `@Previewable` and `@Entry`, expanded from their
// source text. It speaks the compiler's plugin protocol itself instead of linking swift-syntax,
// whose release build would add ten minutes to building any app.

let connection = PluginConnection()

while let message = connection.receive() {
  guard let request = try? JSONParser.parse(message) else { break }
  connection.send(MacroRequestHandler.respond(to: request).serialized)
}
