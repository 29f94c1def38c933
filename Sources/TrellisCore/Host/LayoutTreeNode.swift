/// One laid-out view, as tools and tests see it: its type, its frame in root coordinates (points,
/// top-left origin), its accessibility identifier, its text, and its children.
///
/// Encodes as `{"type": String, "frame": [x, y, w, h], "id": String?, "text": String?, "children": [...]}`.
public struct LayoutTreeNode: Codable, Equatable, Sendable {
  /// The view's type name, such as "Text" or "Button".
  public var type: String
  /// The view's frame in root coordinates.
  public var frame: CGRect
  /// The view's accessibility identifier.
  public var id: String?
  /// The text a `Text` shows.
  public var text: String?
  /// The views laid out inside this one.
  public var children: [LayoutTreeNode]

  /// A layout tree node.
  public init(
    type: String, frame: CGRect, id: String? = nil, text: String? = nil, children: [LayoutTreeNode] = []
  ) {
    self.type = type
    self.frame = frame
    self.id = id
    self.text = text
    self.children = children
  }

  enum CodingKeys: String, CodingKey { case type, frame, id, text, children }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decode(String.self, forKey: .type)
    let numbers = try container.decode([CGFloat].self, forKey: .frame)
    guard numbers.count == 4 else {
      throw DecodingError.dataCorruptedError(
        forKey: .frame, in: container, debugDescription: "frame needs 4 numbers")
    }
    frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    id = try container.decodeIfPresent(String.self, forKey: .id)
    text = try container.decodeIfPresent(String.self, forKey: .text)
    children = try container.decodeIfPresent([LayoutTreeNode].self, forKey: .children) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
    try container.encode([frame.minX, frame.minY, frame.width, frame.height], forKey: .frame)
    try container.encodeIfPresent(id, forKey: .id)
    try container.encodeIfPresent(text, forKey: .text)
    try container.encode(children, forKey: .children)
  }

  /// Every node in the tree, depth first, this one first.
  public var allNodes: [LayoutTreeNode] { [self] + children.flatMap(\.allNodes) }

  /// The first node, depth first, with the accessibility identifier `id`.
  public func find(id: String) -> LayoutTreeNode? { allNodes.first { $0.id == id } }

  /// The first node, depth first, whose text is `text`.
  public func find(text: String) -> LayoutTreeNode? { allNodes.first { $0.text == text } }

  /// Every node whose type name contains `type`.
  public func all(ofType type: String) -> [LayoutTreeNode] { allNodes.filter { $0.type.contains(type) } }

  /// The tree as JSON.
  public func jsonData(pretty: Bool = false) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
    return (try? encoder.encode(self)) ?? Data()
  }
}
