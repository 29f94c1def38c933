extension SymbolCatalog {
  /// Files and folders, for file trees and document lists.
  static let fileSymbols: [String: SystemSymbol] = {
    typealias O = SymbolOutlines
    let p = O.p
    // A folder: a body with a tab on its top-left edge.
    let folder = O.polygon([
      p(0.07, 0.2), p(0.37, 0.2), p(0.45, 0.3), p(0.93, 0.3), p(0.93, 0.84), p(0.07, 0.84),
    ])
    let folderFront = O.polyline([p(0.07, 0.4), p(0.93, 0.4)])
    // A page with its top-right corner folded over.
    let page = O.polygon([p(0.16, 0.07), p(0.6, 0.07), p(0.84, 0.31), p(0.84, 0.93), p(0.16, 0.93)])
    let fold = O.polyline([p(0.6, 0.07), p(0.6, 0.31), p(0.84, 0.31)])
    let lines = [0.5, 0.63, 0.76].map { y in O.polyline([p(0.3, y), p(0.7, y)]) }
    // A clipboard: a board with a clip on its top edge, and a page held on it.
    let board = O.polygon([p(0.14, 0.13), p(0.86, 0.13), p(0.86, 0.95), p(0.14, 0.95)])
    let clip = O.polygon([p(0.34, 0.04), p(0.66, 0.04), p(0.66, 0.21), p(0.34, 0.21)])
    let heldPage = O.polygon([p(0.3, 0.36), p(0.56, 0.36), p(0.7, 0.5), p(0.7, 0.84), p(0.3, 0.84)])
    return [
      "folder": SystemSymbol(aspect: 1.2, parts: [.stroke(folder), .stroke(folderFront, weight: 0.8)]),
      "folder.fill": SystemSymbol(aspect: 1.2, parts: [.fill(folder), .stroke(folder, weight: 0.6)]),
      "doc": SystemSymbol(aspect: 0.8, parts: [.stroke(page), .stroke(fold, weight: 0.8)]),
      "doc.fill": SystemSymbol(aspect: 0.8, parts: [.fill(page), .stroke(page, weight: 0.6)]),
      "doc.text": SystemSymbol(
        aspect: 0.8,
        parts: [.stroke(page), .stroke(fold, weight: 0.8)] + lines.map { .stroke($0, weight: 0.75) }),
      "clipboard": SystemSymbol(aspect: 0.8, parts: [.stroke(board), .fill(clip)]),
      "doc.on.clipboard": SystemSymbol(
        aspect: 0.8, parts: [.stroke(board), .fill(clip), .stroke(heldPage, weight: 0.75)]),
    ]
  }()
}
