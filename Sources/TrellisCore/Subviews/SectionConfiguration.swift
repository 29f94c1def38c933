/// One section of a container's content, as `ForEach(sections:)` and `Group(sections:)` hand it
/// over: a `Section` of the content, or a run of views between sections, which makes a section
/// with no header or footer.
///
/// Its parts are collections of subviews, since each can be several views: wrap one in a
/// layout to keep it one view, as in `HStack { section.header }`.
public struct SectionConfiguration: Identifiable {
  /// Identifies a section across updates, as long as it keeps its identity in the content.
  public struct ID: Hashable, Sendable {
    let serial: Int
    /// Whether the section is a run of views outside any `Section`, named after its first view.
    let isImplicit: Bool
  }

  /// The section's identity.
  public let id: ID
  /// The views of the section's header; empty when it has none.
  public let header: SubviewsCollection
  /// The section's content.
  public let content: SubviewsCollection
  /// The views of the section's footer; empty when it has none.
  public let footer: SubviewsCollection
  /// The container values set on the `Section` itself.
  public let containerValues: ContainerValues
}

/// The sections of a container's content, in order (see `Group(sections:transform:)`).
public struct SectionCollection: RandomAccessCollection {
  let sections: [SectionConfiguration]

  /// The position of the first section.
  public var startIndex: Int { 0 }
  /// The position after the last section.
  public var endIndex: Int { sections.count }

  /// The section at `index`.
  public subscript(index: Int) -> SectionConfiguration { sections[index] }
}
