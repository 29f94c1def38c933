/// The system types Trellis declares: their identifiers, supertypes and tags, as Apple's systems
/// declare them.
enum UTTypeTable {
  struct Declaration: Sendable {
    let supertypes: [String]
    let extensions: [String]
    let mimeTypes: [String]
    let description: String
  }

  static func declaration(of identifier: String) -> Declaration? { declarations[identifier] }

  /// The declared types with the filename extension `tag` (lowercased), most specific first.
  static func types(withExtension tag: String) -> [String] { byExtension[tag] ?? [] }

  /// The declared types with the MIME type `tag` (lowercased).
  static func types(withMIMEType tag: String) -> [String] { byMIMEType[tag] ?? [] }

  private static let byExtension: [String: [String]] = index(\.extensions)
  private static let byMIMEType: [String: [String]] = index(\.mimeTypes)

  private static func index(_ tags: KeyPath<Declaration, [String]>) -> [String: [String]] {
    var result: [String: [String]] = [:]
    // Sorted so that the answer does not depend on the dictionary's order.
    for (identifier, declaration) in declarations.sorted(by: { $0.key < $1.key }) {
      for tag in declaration[keyPath: tags] { result[tag, default: []].append(identifier) }
    }
    return result
  }

  private static func type(
    _ supertypes: [String], _ extensions: [String] = [], _ mimeTypes: [String] = [], named description: String
  ) -> Declaration {
    Declaration(
      supertypes: supertypes, extensions: extensions, mimeTypes: mimeTypes, description: description)
  }

  private static let declarations: [String: Declaration] = [
    // The roots and the file system.
    "public.item": type([], named: "item"),
    "public.content": type([], named: "content"),
    "public.composite-content": type(["public.content"], named: "mixed content"),
    "public.data": type(["public.item"], named: "data"),
    "public.directory": type(["public.item"], named: "directory"),
    "public.folder": type(["public.directory"], named: "folder"),
    "public.volume": type(["public.folder"], named: "volume"),
    "com.apple.package": type(["public.directory"], named: "package"),
    "com.apple.bundle": type(["public.directory"], named: "bundle"),
    "com.apple.application": type(["public.data"], named: "application"),
    "public.symlink": type(["public.item"], named: "symbolic link"),
    "public.executable": type(["public.item"], named: "executable"),
    "public.unix-executable": type(["public.data", "public.executable"], named: "Unix executable"),
    "public.url": type(["public.data"], named: "URL"),
    "public.file-url": type(["public.url"], named: "file URL"),
    "public.disk-image": type(["public.data", "public.archive"], ["iso", "img"], named: "disk image"),
    "public.log": type(["public.plain-text"], ["log"], named: "log file"),
    // Text.
    "public.text": type(["public.data", "public.content"], named: "text"),
    "public.plain-text": type(["public.text"], ["txt", "text"], ["text/plain"], named: "plain text"),
    "public.utf8-plain-text": type(["public.plain-text"], named: "UTF-8 plain text"),
    "public.utf16-plain-text": type(["public.plain-text"], named: "UTF-16 plain text"),
    "public.utf16-external-plain-text": type(["public.plain-text"], named: "UTF-16 plain text"),
    "public.utf8-tab-separated-values-text": type(
      ["public.tab-separated-values-text"], named: "UTF-8 tab-separated text"),
    "public.delimited-values-text": type(["public.text"], named: "delimited text"),
    "public.comma-separated-values-text": type(
      ["public.delimited-values-text"], ["csv"], ["text/csv"], named: "comma-separated text"),
    "public.tab-separated-values-text": type(
      ["public.delimited-values-text"], ["tsv", "tab"], ["text/tab-separated-values"],
      named: "tab-separated text"),
    "public.rtf": type(["public.text"], ["rtf"], ["text/rtf", "application/rtf"], named: "rich text"),
    "public.html": type(["public.text"], ["html", "htm"], ["text/html"], named: "HTML text"),
    "public.xml": type(["public.text"], ["xml"], ["application/xml", "text/xml"], named: "XML text"),
    "public.json": type(["public.text"], ["json"], ["application/json"], named: "JSON text"),
    "public.yaml": type(["public.text"], ["yaml", "yml"], ["application/x-yaml"], named: "YAML text"),
    "net.daringfireball.markdown": type(
      ["public.plain-text"], ["md", "markdown"], ["text/markdown"], named: "Markdown text"),
    "com.apple.property-list": type(["public.data"], ["plist"], named: "property list"),
    "public.source-code": type(["public.plain-text"], named: "source code"),
    "public.script": type(["public.source-code"], named: "script"),
    "public.shell-script": type(
      ["public.script"], ["sh", "bash", "zsh"], ["application/x-sh"], named: "shell script"),
    "public.python-script": type(["public.script"], ["py"], ["text/x-python"], named: "Python script"),
    "com.netscape.javascript-source": type(
      ["public.source-code"], ["js", "mjs"], ["text/javascript"], named: "JavaScript"),
    "public.swift-source": type(["public.source-code"], ["swift"], named: "Swift source"),
    "public.c-source": type(["public.source-code"], ["c"], named: "C source"),
    "public.c-header": type(["public.source-code"], ["h"], named: "C header"),
    "public.c-plus-plus-source": type(["public.source-code"], ["cpp", "cc", "cxx"], named: "C++ source"),
    "public.vcard": type(["public.text"], ["vcf", "vcard"], ["text/vcard"], named: "vCard"),
    "public.calendar-event": type(["public.item"], ["ics"], ["text/calendar"], named: "calendar event"),
    "public.message": type(["public.data"], named: "message"),
    "public.email-message": type(["public.message"], ["eml"], ["message/rfc822"], named: "email message"),
    // Images.
    "public.image": type(["public.data", "public.content"], named: "image"),
    "public.png": type(["public.image"], ["png"], ["image/png"], named: "PNG image"),
    "public.jpeg": type(["public.image"], ["jpg", "jpeg", "jpe"], ["image/jpeg"], named: "JPEG image"),
    "com.compuserve.gif": type(["public.image"], ["gif"], ["image/gif"], named: "GIF image"),
    "org.webmproject.webp": type(["public.image"], ["webp"], ["image/webp"], named: "WebP image"),
    "public.tiff": type(["public.image"], ["tiff", "tif"], ["image/tiff"], named: "TIFF image"),
    "com.microsoft.bmp": type(["public.image"], ["bmp"], ["image/bmp"], named: "BMP image"),
    "com.microsoft.ico": type(["public.image"], ["ico"], ["image/x-icon"], named: "Windows icon"),
    "public.heic": type(["public.image"], ["heic"], ["image/heic"], named: "HEIC image"),
    "public.svg-image": type(["public.image", "public.xml"], ["svg"], ["image/svg+xml"], named: "SVG image"),
    "public.camera-raw-image": type(["public.image"], ["dng", "raw"], named: "raw image"),
    // Documents.
    "com.adobe.pdf": type(
      ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], named: "PDF document"),
    "org.idpf.epub-container": type(
      ["public.zip-archive"], ["epub"], ["application/epub+zip"], named: "EPUB book"),
    "public.spreadsheet": type(["public.content"], named: "spreadsheet"),
    "public.presentation": type(["public.composite-content"], named: "presentation"),
    "public.database": type(["public.item"], named: "database"),
    // Audio and video.
    "public.audiovisual-content": type(["public.data", "public.content"], named: "audiovisual content"),
    "public.movie": type(["public.audiovisual-content"], named: "movie"),
    "public.video": type(["public.movie"], named: "video"),
    "public.audio": type(["public.audiovisual-content"], named: "audio"),
    "public.mpeg-4": type(["public.movie"], ["mp4", "m4v"], ["video/mp4"], named: "MPEG-4 movie"),
    "com.apple.quicktime-movie": type(
      ["public.movie"], ["mov", "qt"], ["video/quicktime"], named: "QuickTime movie"),
    "public.avi": type(["public.movie"], ["avi"], ["video/x-msvideo"], named: "AVI movie"),
    "public.mp3": type(["public.audio"], ["mp3"], ["audio/mpeg"], named: "MP3 audio"),
    "public.mpeg-4-audio": type(["public.audio"], ["m4a"], ["audio/mp4"], named: "MPEG-4 audio"),
    "com.microsoft.waveform-audio": type(
      ["public.audio"], ["wav", "wave"], ["audio/wav"], named: "WAVE audio"),
    "org.xiph.flac": type(["public.audio"], ["flac"], ["audio/flac"], named: "FLAC audio"),
    // Archives and fonts.
    "public.archive": type(["public.data"], named: "archive"),
    "public.zip-archive": type(["public.archive"], ["zip"], ["application/zip"], named: "ZIP archive"),
    "org.gnu.gnu-zip-archive": type(
      ["public.archive"], ["gz", "gzip"], ["application/gzip"], named: "gzip archive"),
    "public.tar-archive": type(["public.archive"], ["tar"], ["application/x-tar"], named: "tar archive"),
    "public.font": type(["public.data"], named: "font"),
    "public.truetype-ttf-font": type(["public.font"], ["ttf"], ["font/ttf"], named: "TrueType font"),
    "public.opentype-font": type(["public.font"], ["otf"], ["font/otf"], named: "OpenType font"),
    "public.3d-content": type(["public.content"], named: "3D content"),
    "com.pixar.universal-scene-description-mobile": type(
      ["public.3d-content", "public.zip-archive"], ["usdz"], named: "USDZ"),
  ]
}
