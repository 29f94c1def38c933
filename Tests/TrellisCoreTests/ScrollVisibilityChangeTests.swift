import Testing
import TrellisCore
import TrellisTesting

/// `.onScrollVisibilityChange`: a view in a scroll view told when enough of it comes into
/// sight or leaves it.
@MainActor
struct ScrollVisibilityChangeTests {
  /// What the actions saw, in order.
  @MainActor
  final class VisibilityLog {
    var events: [String] = []
  }

  struct Rows: View {
    let log: VisibilityLog
    var threshold = 0.5

    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<10, id: \.self) { index in
            Color.gray.frame(height: 40)
              .onScrollVisibilityChange(threshold: threshold) { visible in
                log.events.append("\(index) \(visible ? "in" : "out")")
              }
          }
        }
      }
      .frame(width: 100, height: 100)
    }
  }

  private func host(_ view: Rows) -> TestHost<Rows> {
    TestHost(view, size: CGSize(width: 100, height: 100), text: .fixedAdvance)
  }

  @Test func viewsInSightAreToldFirstAndOthersAsTheyScrollAcross() {
    let log = VisibilityLog()
    let host = host(Rows(log: log))
    // Rows 0 and 1 show whole and half of row 2 shows: exactly the threshold.
    #expect(log.events == ["0 in", "1 in", "2 in"])
    log.events = []
    // Scrolled by 30: row 0 shows 10 of 40, too little; row 3 shows 10 of 40, not enough.
    host.scroll(at: CGPoint(x: 50, y: 50), by: CGSize(width: 0, height: 30))
    #expect(log.events == ["0 out"])
    // By 10 more, row 3 shows half.
    host.scroll(at: CGPoint(x: 50, y: 50), by: CGSize(width: 0, height: 10))
    #expect(log.events == ["0 out", "3 in"])
  }

  @Test func theThresholdSaysHowMuchMustShow() {
    let log = VisibilityLog()
    _ = host(Rows(log: log, threshold: 1))
    #expect(log.events == ["0 in", "1 in"])
  }
}
