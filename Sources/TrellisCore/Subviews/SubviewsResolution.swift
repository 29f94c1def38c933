/// Reads a container's content as subviews or sections: its layout nodes as the enclosing
/// layout would collect them, each with its container values and a serial that stays while
/// its node does.
@MainActor
struct SubviewsResolution {
  /// The serials known from the last resolution.
  let known: [ObjectIdentifier: (serial: Int, node: _Node)]
  /// The serials given out in this one.
  private(set) var usedSerials: [ObjectIdentifier: (serial: Int, node: _Node)] = [:]
  private(set) var nextSerial: Int
  private(set) var subviews: [Subview] = []
  private(set) var sections: [SectionConfiguration] = []

  init(serials: [ObjectIdentifier: (serial: Int, node: _Node)], nextSerial: Int) {
    known = serials
    self.nextSerial = nextSerial
  }

  /// Appends the subviews of the structural subtree `node`. A `Section` stands for its content:
  /// its header and footer are left out, as in SwiftUI.
  mutating func appendSubviews(of node: _Node, implicitTag: AnyHashable?) {
    if let reference = node as? SubviewReferenceNode {
      // A subview handed on (`Group(subviews: subviews[1...])`) keeps its identity and values.
      if let subview = reference.subview, subview.node.isAlive { subviews.append(subview) }
      return
    }
    if let layout = node as? LayoutNode {
      var nodes: [LayoutNode] = []
      layout.collectLayoutNodes(into: &nodes)
      for node in nodes { subviews.append(subview(of: node, implicitTag: implicitTag)) }
      return
    }
    if let section = node as? SectionNode {
      appendSubviews(of: section.content, implicitTag: implicitTag)
      return
    }
    if let rows = node as? any IdentifiedRows {
      for (id, child) in rows.identifiedChildren { appendSubviews(of: child, implicitTag: id ?? implicitTag) }
      return
    }
    node.forEachDisplayedChild { appendSubviews(of: $0, implicitTag: implicitTag) }
  }

  /// Appends the sections of the structural subtree `node`: each `Section`, and each run of
  /// views between them as a section of its own.
  mutating func appendSections(of node: _Node) {
    // Every part's subviews go to `subviews` as they are found; a section takes its ranges.
    var runStart = subviews.count
    visitSections(node, runStart: &runStart)
    closeRun(from: &runStart)
  }

  private mutating func visitSections(_ node: _Node, runStart: inout Int) {
    if let section = node as? SectionNode {
      closeRun(from: &runStart)
      let headerStart = subviews.count
      appendSubviews(of: section.header, implicitTag: nil)
      let contentStart = subviews.count
      appendSubviews(of: section.content, implicitTag: nil)
      let footerStart = subviews.count
      appendSubviews(of: section.footer, implicitTag: nil)
      sections.append(
        SectionConfiguration(
          id: SectionConfiguration.ID(serial: serial(of: section), isImplicit: false),
          header: collection(headerStart..<contentStart), content: collection(contentStart..<footerStart),
          footer: collection(footerStart..<subviews.count), containerValues: section.containerValues))
      runStart = subviews.count
      return
    }
    if node is LayoutNode || node is SubviewReferenceNode {
      appendSubviews(of: node, implicitTag: nil)
      return
    }
    if let rows = node as? any IdentifiedRows {
      // Rows that are sections (a `ForEach` of `Section`s) are sections; others join the run,
      // tagged with their ids.
      for (id, child) in rows.identifiedChildren {
        if child.containsSection {
          visitSections(child, runStart: &runStart)
        } else {
          appendSubviews(of: child, implicitTag: id)
        }
      }
      return
    }
    node.forEachDisplayedChild { visitSections($0, runStart: &runStart) }
  }

  /// Ends the run of views outside sections that began at `runStart`, making it a section if it
  /// has any views.
  private mutating func closeRun(from runStart: inout Int) {
    defer { runStart = subviews.count }
    guard runStart < subviews.count else { return }
    sections.append(
      SectionConfiguration(
        id: SectionConfiguration.ID(serial: subviews[runStart].id.serial, isImplicit: true),
        header: collection(runStart..<runStart), content: collection(runStart..<subviews.count),
        footer: collection(runStart..<runStart), containerValues: ContainerValues()))
  }

  private func collection(_ range: Range<Int>) -> SubviewsCollection {
    SubviewsCollection(subviews: Array(subviews[range]))
  }

  private mutating func subview(of node: LayoutNode, implicitTag: AnyHashable?) -> Subview {
    var values = node.layoutValue(ContainerValues.layoutKey) as? ContainerValues ?? ContainerValues()
    if let tag = node.layoutValue(TagNode.key) as? AnyHashable {
      values.tag = tag
    } else if values.tag == nil {
      values.tag = implicitTag
    }
    return Subview(id: Subview.ID(serial: serial(of: node)), containerValues: values, node: node)
  }

  /// The serial of `node`: the one it had, or a new one.
  private mutating func serial(of node: _Node) -> Int {
    let key = ObjectIdentifier(node)
    if let used = usedSerials[key] { return used.serial }
    let serial: Int
    if let known = known[key], known.node === node {
      serial = known.serial
    } else {
      serial = nextSerial
      nextSerial += 1
    }
    usedSerials[key] = (serial, node)
    return serial
  }
}

extension _Node {
  /// Whether a `Section` lies in this structural subtree, above its layout nodes.
  @MainActor var containsSection: Bool {
    if self is SectionNode { return true }
    if self is LayoutNode || self is SubviewReferenceNode { return false }
    var found = false
    forEachDisplayedChild { if !found, $0.containsSection { found = true } }
    return found
  }
}
