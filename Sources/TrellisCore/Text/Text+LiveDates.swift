import Foundation

extension Text {
  /// Whether the text, or one of its runs (`Text("Ends in ") + Text(end, style: .timer)`, or a
  /// live date interpolated into a key), counts time.
  var hasLiveDates: Bool {
    liveDate != nil || runs?.contains { $0.text.liveDate != nil } == true
  }

  /// The text as it reads at `now`: each live date's string of the moment, in its run.
  func showingLiveDates(at now: Date) -> Text {
    if let live = liveDate { return showing(live.string(at: now)) }
    guard var runs, runs.contains(where: { $0.text.liveDate != nil }) else { return self }
    for index in runs.indices {
      if let live = runs[index].text.liveDate {
        runs[index].text = runs[index].text.showing(live.string(at: now))
      }
    }
    var shown = showing(runs.map(\.text.string).joined())
    shown.runs = runs
    return shown
  }

  /// When what the text reads may next change after `now`: the soonest change of its live
  /// dates, or nil when none will change again.
  func nextLiveDateChange(after now: Date) -> Date? {
    if let live = liveDate { return live.nextChange(after: now) }
    return runs?.compactMap { $0.text.liveDate?.nextChange(after: now) }.min()
  }
}
