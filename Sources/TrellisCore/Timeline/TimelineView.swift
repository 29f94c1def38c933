/// A view whose content is rebuilt at the dates of a schedule, with the date it is for.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, format: .dateTime.hour().minute().second())
/// }
/// ```
/// Nothing polls: the window sleeps until the schedule's next date, then evaluates only this
/// view's content. `.animation` updates at every frame while the view is on screen. Once the
/// view leaves the tree, its wake-ups stop.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
  /// What the content is built for.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  /// A timeline updating at `schedule`'s dates.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }
}

/// What a `TimelineView`'s content is built for.
public struct TimelineViewDefaultContext {
  /// How often the timeline updates.
  public enum Cadence: Comparable, Sendable {
    /// At every date of the schedule.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }

  /// The date of the schedule's entry being shown (for `.animation`, the frame's time; before
  /// a schedule's first entry, the time the view appeared).
  public let date: Date
  /// Always `.live`: Trellis never slows a timeline down.
  public let cadence: Cadence
}

extension TimelineView: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = TimelineNode(parent: parent)
    node.update(schedule: view.schedule, content: { AnyView(view.content($0)) })
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: TimelineNode.self).update(
      schedule: view.schedule, content: { AnyView(view.content($0)) })
  }
}
