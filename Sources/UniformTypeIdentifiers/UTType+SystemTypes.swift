/// The system's declared types, by the names Apple's `UniformTypeIdentifiers` gives them.
extension UTType {
  /// Every file and directory (`public.item`).
  public static let item = UTType(declared: "public.item")
  /// Content people read, watch or listen to (`public.content`).
  public static let content = UTType(declared: "public.content")
  /// Content of several kinds at once, such as a PDF document (`public.composite-content`).
  public static let compositeContent = UTType(declared: "public.composite-content")
  /// A stream of bytes: every regular file (`public.data`).
  public static let data = UTType(declared: "public.data")
  /// A directory of any kind (`public.directory`).
  public static let directory = UTType(declared: "public.directory")
  /// A folder people browse (`public.folder`); allow it in a file importer to let people choose
  /// folders.
  public static let folder = UTType(declared: "public.folder")
  /// A mounted volume (`public.volume`).
  public static let volume = UTType(declared: "public.volume")
  /// A directory shown as one file (`com.apple.package`).
  public static let package = UTType(declared: "com.apple.package")
  /// A directory with a known structure (`com.apple.bundle`).
  public static let bundle = UTType(declared: "com.apple.bundle")
  /// An application (`com.apple.application`).
  public static let application = UTType(declared: "com.apple.application")
  /// A symbolic link (`public.symlink`).
  public static let symbolicLink = UTType(declared: "public.symlink")
  /// Anything that can run (`public.executable`).
  public static let executable = UTType(declared: "public.executable")
  /// A Unix executable (`public.unix-executable`).
  public static let unixExecutable = UTType(declared: "public.unix-executable")
  /// A URL (`public.url`).
  public static let url = UTType(declared: "public.url")
  /// A URL of a file (`public.file-url`).
  public static let fileURL = UTType(declared: "public.file-url")
  /// A disk image (`public.disk-image`).
  public static let diskImage = UTType(declared: "public.disk-image")
  /// A log file (`public.log`).
  public static let log = UTType(declared: "public.log")

  /// Text of any kind (`public.text`).
  public static let text = UTType(declared: "public.text")
  /// Text with no markup (`public.plain-text`): `.txt` files.
  public static let plainText = UTType(declared: "public.plain-text")
  /// Plain text in UTF-8 (`public.utf8-plain-text`).
  public static let utf8PlainText = UTType(declared: "public.utf8-plain-text")
  /// Plain text in UTF-16 (`public.utf16-plain-text`).
  public static let utf16PlainText = UTType(declared: "public.utf16-plain-text")
  /// Plain text in UTF-16 with a byte-order mark (`public.utf16-external-plain-text`).
  public static let utf16ExternalPlainText = UTType(declared: "public.utf16-external-plain-text")
  /// Text of values split by a delimiter (`public.delimited-values-text`).
  public static let delimitedText = UTType(declared: "public.delimited-values-text")
  /// Comma-separated values (`public.comma-separated-values-text`): `.csv` files.
  public static let commaSeparatedText = UTType(declared: "public.comma-separated-values-text")
  /// Tab-separated values (`public.tab-separated-values-text`): `.tsv` files.
  public static let tabSeparatedText = UTType(declared: "public.tab-separated-values-text")
  /// Tab-separated values in UTF-8 (`public.utf8-tab-separated-values-text`).
  public static let utf8TabSeparatedText = UTType(declared: "public.utf8-tab-separated-values-text")
  /// Rich text (`public.rtf`).
  public static let rtf = UTType(declared: "public.rtf")
  /// HTML (`public.html`).
  public static let html = UTType(declared: "public.html")
  /// XML (`public.xml`).
  public static let xml = UTType(declared: "public.xml")
  /// JSON (`public.json`).
  public static let json = UTType(declared: "public.json")
  /// YAML (`public.yaml`).
  public static let yaml = UTType(declared: "public.yaml")
  /// A property list (`com.apple.property-list`).
  public static let propertyList = UTType(declared: "com.apple.property-list")
  /// Source code of any language (`public.source-code`).
  public static let sourceCode = UTType(declared: "public.source-code")
  /// A script of any language (`public.script`).
  public static let script = UTType(declared: "public.script")
  /// A shell script (`public.shell-script`).
  public static let shellScript = UTType(declared: "public.shell-script")
  /// A Python script (`public.python-script`).
  public static let pythonScript = UTType(declared: "public.python-script")
  /// JavaScript (`com.netscape.javascript-source`).
  public static let javaScript = UTType(declared: "com.netscape.javascript-source")
  /// Swift source (`public.swift-source`).
  public static let swiftSource = UTType(declared: "public.swift-source")
  /// C source (`public.c-source`).
  public static let cSource = UTType(declared: "public.c-source")
  /// A C header (`public.c-header`).
  public static let cHeader = UTType(declared: "public.c-header")
  /// C++ source (`public.c-plus-plus-source`).
  public static let cPlusPlusSource = UTType(declared: "public.c-plus-plus-source")
  /// A contact card (`public.vcard`).
  public static let vCard = UTType(declared: "public.vcard")
  /// A calendar event (`public.calendar-event`).
  public static let calendarEvent = UTType(declared: "public.calendar-event")
  /// A message (`public.message`).
  public static let message = UTType(declared: "public.message")
  /// An email message (`public.email-message`).
  public static let emailMessage = UTType(declared: "public.email-message")

  /// An image of any format (`public.image`).
  public static let image = UTType(declared: "public.image")
  /// A PNG image (`public.png`).
  public static let png = UTType(declared: "public.png")
  /// A JPEG image (`public.jpeg`).
  public static let jpeg = UTType(declared: "public.jpeg")
  /// A GIF image (`com.compuserve.gif`).
  public static let gif = UTType(declared: "com.compuserve.gif")
  /// A WebP image (`org.webmproject.webp`).
  public static let webP = UTType(declared: "org.webmproject.webp")
  /// A TIFF image (`public.tiff`).
  public static let tiff = UTType(declared: "public.tiff")
  /// A BMP image (`com.microsoft.bmp`).
  public static let bmp = UTType(declared: "com.microsoft.bmp")
  /// A Windows icon (`com.microsoft.ico`).
  public static let ico = UTType(declared: "com.microsoft.ico")
  /// A HEIC image (`public.heic`).
  public static let heic = UTType(declared: "public.heic")
  /// An SVG image (`public.svg-image`).
  public static let svg = UTType(declared: "public.svg-image")
  /// A camera's raw image (`public.camera-raw-image`).
  public static let rawImage = UTType(declared: "public.camera-raw-image")

  /// A PDF document (`com.adobe.pdf`).
  public static let pdf = UTType(declared: "com.adobe.pdf")
  /// An EPUB book (`org.idpf.epub-container`).
  public static let epub = UTType(declared: "org.idpf.epub-container")
  /// A spreadsheet (`public.spreadsheet`).
  public static let spreadsheet = UTType(declared: "public.spreadsheet")
  /// A presentation (`public.presentation`).
  public static let presentation = UTType(declared: "public.presentation")
  /// A database (`public.database`).
  public static let database = UTType(declared: "public.database")

  /// Audio, video or both (`public.audiovisual-content`).
  public static let audiovisualContent = UTType(declared: "public.audiovisual-content")
  /// A movie (`public.movie`).
  public static let movie = UTType(declared: "public.movie")
  /// A video with no audio (`public.video`).
  public static let video = UTType(declared: "public.video")
  /// Audio (`public.audio`).
  public static let audio = UTType(declared: "public.audio")
  /// An MPEG-4 movie (`public.mpeg-4`).
  public static let mpeg4Movie = UTType(declared: "public.mpeg-4")
  /// A QuickTime movie (`com.apple.quicktime-movie`).
  public static let quickTimeMovie = UTType(declared: "com.apple.quicktime-movie")
  /// An AVI movie (`public.avi`).
  public static let avi = UTType(declared: "public.avi")
  /// MP3 audio (`public.mp3`).
  public static let mp3 = UTType(declared: "public.mp3")
  /// MPEG-4 audio (`public.mpeg-4-audio`).
  public static let mpeg4Audio = UTType(declared: "public.mpeg-4-audio")
  /// WAVE audio (`com.microsoft.waveform-audio`).
  public static let wav = UTType(declared: "com.microsoft.waveform-audio")

  /// An archive of any format (`public.archive`).
  public static let archive = UTType(declared: "public.archive")
  /// A ZIP archive (`public.zip-archive`).
  public static let zip = UTType(declared: "public.zip-archive")
  /// A gzip archive (`org.gnu.gnu-zip-archive`).
  public static let gzip = UTType(declared: "org.gnu.gnu-zip-archive")
  /// A font (`public.font`).
  public static let font = UTType(declared: "public.font")
  /// 3D content (`public.3d-content`).
  public static let threeDContent = UTType(declared: "public.3d-content")
  /// A USDZ scene (`com.pixar.universal-scene-description-mobile`).
  public static let usdz = UTType(declared: "com.pixar.universal-scene-description-mobile")
}
