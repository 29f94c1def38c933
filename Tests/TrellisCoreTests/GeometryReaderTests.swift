import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct GeometryReaderTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func readerTakesTheWholeProposalAndPlacesContentTopLeading() {
    let host = host(
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))").accessibilityIdentifier("size")
      }.frame(width: 200, height: 100).accessibilityIdentifier("reader"))
    #expect(host.frame(of: "reader") == CGRect(x: 100, y: 100, width: 200, height: 100))
    #expect(host.find(text: "200x100")?.frame == CGRect(x: 100, y: 100, width: 70, height: 20))
    #expect(
      host.tree.all(ofType: "GeometryReader").map(\.frame) == [
        CGRect(x: 100, y: 100, width: 200, height: 100)
      ])
  }

  @Test func unspecifiedProposalGivesTenByTen() {
    let host = host(
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
      }.fixedSize())
    #expect(
      host.tree.all(ofType: "GeometryReader").map(\.frame) == [CGRect(x: 195, y: 145, width: 10, height: 10)])
    // The content is proposed the reader's 10 × 10 and wraps to one character per line.
    #expect(host.find(text: "10x10")?.frame == CGRect(x: 195, y: 145, width: 10, height: 20))
  }

  @Test func contentIsBuiltAgainWhenTheSizeChanges() {
    let host = host(GeometryReader { proxy in Text("\(Int(proxy.size.width))") })
    #expect(host.find(text: "400") != nil)
    host.resize(to: CGSize(width: 250, height: 300))
    #expect(host.find(text: "250") != nil)
    #expect(host.find(text: "400") == nil)
  }

  @Test func framesInLocalGlobalAndNamedSpaces() {
    final class Frames {
      var local = CGRect.null, global = CGRect.null, named = CGRect.null, unknown = CGRect.null
    }
    let frames = Frames()
    let host = host(
      VStack(spacing: 0) {
        Color.red.frame(height: 50)
        HStack(spacing: 0) {
          Color.blue.frame(width: 30)
          GeometryReader { proxy in
            let _ = {
              frames.local = proxy.frame(in: .local)
              frames.global = proxy.frame(in: .global)
              frames.named = proxy.frame(in: .named("card"))
              frames.unknown = proxy.frame(in: .named("nowhere"))
            }()
            Color.green
          }
        }
      }
      .frame(width: 200, height: 150)
      .coordinateSpace(name: "card"))
    host.flush()
    #expect(frames.local == CGRect(x: 0, y: 0, width: 170, height: 100))
    #expect(frames.global == CGRect(x: 130, y: 125, width: 170, height: 100))
    #expect(frames.named == CGRect(x: 30, y: 50, width: 170, height: 100))
    #expect(frames.unknown == frames.global)
  }

  @Test func coordinateSpaceEnumAndNamedSpaceValue() {
    final class Result {
      var frame = CGRect.null
      var bounds: CGRect?
      var insets: EdgeInsets?
      var proxy: GeometryProxy?
      func bounds(ofUnknown name: String) -> CGRect? { proxy?.bounds(of: .named(name)) }
    }
    let result = Result()
    let host = host(
      GeometryReader { proxy in
        let _ = {
          result.frame = proxy.frame(in: CoordinateSpace.named("outer"))
          result.bounds = proxy.bounds(of: .named("outer"))
          result.insets = proxy.safeAreaInsets
          result.proxy = proxy
        }()
        EmptyView()
      }
      .padding(10)
      .coordinateSpace(.named("outer")))
    host.flush()
    #expect(result.frame == CGRect(x: 10, y: 10, width: 380, height: 280))
    #expect(result.bounds == CGRect(x: -10, y: -10, width: 400, height: 300))
    #expect(result.bounds(ofUnknown: "elsewhere") == nil)
    #expect(result.insets == EdgeInsets())
  }

  @Test func rebuildingContentDuringLayoutDoesNotInvalidateAncestors() {
    let log = MeasureLog()
    let host = host(
      CountingStack(log: log) {
        Text("HEADER")
        GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
      })
    let measured = log.proposals.count
    #expect(host.find(text: "400") != nil)
    #expect(!host.graph.needsLayout)
    let measurements = host.graph.measurements
    host.flush()
    #expect(host.graph.measurements == measurements)
    #expect(log.proposals.count == measured)
  }

  @Test func stateReadInTheReadersClosureRebuildsItsContent() {
    struct Tapper: View {
      @State private var taps = 0
      var body: some View {
        GeometryReader { _ in
          Button("taps \(taps)") { taps += 1 }.buttonStyle(.plain).accessibilityIdentifier("button")
        }
      }
    }
    let host = host(Tapper())
    #expect(host.find(text: "taps 0")?.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
    host.tap(id: "button")
    #expect(host.find(text: "taps 1") != nil)
  }

  @Test func changeInsideTheReaderStopsAtTheReader() {
    struct Growing: View {
      @State private var long = false
      var body: some View {
        Button(long ? "A MUCH LONGER LABEL" : "SHORT") { long = true }.buttonStyle(.plain)
          .accessibilityIdentifier("button")
      }
    }
    let log = MeasureLog()
    let host = host(
      CountingStack(log: log) {
        Text("HEADER")
        GeometryReader { _ in Growing() }.frame(height: 100)
      })
    let measured = log.proposals.count
    host.tap(id: "button")
    #expect(host.find(text: "A MUCH LONGER LABEL")?.frame == CGRect(x: 0, y: 114, width: 190, height: 20))
    #expect(log.proposals.count == measured)
  }

  @Test func readersInAnHStackSeeTheirOwnPositions() {
    let host = host(
      HStack {
        ForEach(0..<3) { index in
          GeometryReader { proxy in
            Text("\(Int(proxy.frame(in: .global).minX))").accessibilityIdentifier("x\(index)")
          }
        }
      })
    // Three readers share 400 - 16: 128 each.
    #expect(host.find(text: "0") != nil)
    #expect(host.find(text: "136") != nil)
    #expect(host.find(text: "272") != nil)
  }
}
