import Testing
import TrellisCore
import TrellisTesting

/// `.onGeometryChange`: runs after layout, once at first and then only when the value changes.
@MainActor
struct GeometryChangeTests {
  private final class Log {
    var sizes: [CGSize] = []
    var pairs: [String] = []
    var frames: [CGRect] = []
  }

  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func runsOnceAfterTheFirstLayout() {
    let log = Log()
    let host = host(
      Text("abc").onGeometryChange(for: CGSize.self) {
        $0.size
      } action: {
        log.sizes.append($0)
      })
    host.flush()
    #expect(log.sizes == [CGSize(width: 30, height: 20)])
  }

  @Test func globalFrameAndNamedSpace() {
    let log = Log()
    _ = host(
      VStack {
        Text("abc").onGeometryChange(for: CGRect.self) {
          $0.frame(in: .global)
        } action: {
          log.frames.append($0)
        }
        .onGeometryChange(for: CGRect.self) {
          $0.frame(in: .named("box"))
        } action: {
          log.frames.append($0)
        }
      }
      .padding(10)
      .coordinateSpace(name: "box"))
    #expect(
      log.frames.sorted { $0.minX < $1.minX } == [
        CGRect(x: 10, y: 10, width: 30, height: 20), CGRect(x: 185, y: 140, width: 30, height: 20),
      ])
  }

  @Test func runsAgainOnlyWhenTheValueChanges() {
    struct Screen: View {
      let log: Log
      @State var text = "abc"
      @State var taps = 0
      var body: some View {
        VStack {
          Text(text)
            .onGeometryChange(for: CGFloat.self) {
              $0.size.width
            } action: { old, new in
              log.pairs.append("\(Int(old))→\(Int(new))")
            }
          Text("grow").onTapGesture { text = "abcdef" }
          Text("tap \(taps)").onTapGesture { taps += 1 }
        }
        .frame(width: 200)
      }
    }
    let log = Log()
    let host = host(Screen(log: log))
    #expect(log.pairs == ["30→30"])
    #expect(host.tap(text: "tap 0"))
    #expect(log.pairs == ["30→30"])
    #expect(host.tap(text: "grow"))
    #expect(log.pairs == ["30→30", "30→60"])
  }

  @Test func movingWithoutResizingReportsAFrameChangeButNotASizeChange() {
    struct Screen: View {
      let log: Log
      @State var leading: CGFloat = 0
      var body: some View {
        VStack {
          Text("abc")
            .onGeometryChange(for: CGSize.self) {
              $0.size
            } action: {
              log.sizes.append($0)
            }
            .onGeometryChange(for: CGFloat.self) {
              $0.frame(in: .global).minX
            } action: {
              log.pairs.append("\(Int($0))")
            }
            .padding(.leading, leading)
          Text("move").onTapGesture { leading = 20 }
        }
      }
    }
    let log = Log()
    let host = host(Screen(log: log))
    #expect(host.tap(text: "move"))
    #expect(log.sizes == [CGSize(width: 30, height: 20)])
    #expect(log.pairs == ["185", "195"])
  }

  @Test func scrollingReportsTheNewPosition() {
    let log = Log()
    let host = host(
      ScrollView {
        VStack(spacing: 0) {
          Color.red.frame(height: 1000)
            .onGeometryChange(for: CGFloat.self) {
              $0.frame(in: .global).minY
            } action: {
              log.pairs.append("\(Int($0))")
            }
        }
      })
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 50))
    #expect(log.pairs == ["0", "-50"])
  }
}
