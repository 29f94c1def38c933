import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ControlsRadioGroupTests {
  struct Sizes: View {
    @State var size = 1
    var horizontal = false
    var style: any PickerStyle = .radioGroup

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        picker
        Text("Size \(size)")
      }
    }

    @ViewBuilder private var picker: some View {
      let picker = Picker("Size", selection: $size) {
        Text("S").tag(0)
        Text("M").tag(1)
        Text("XXL").tag(2)
      }
      .labelsHidden()
      if horizontal {
        picker.pickerStyle(.radioGroup).horizontalRadioGroupLayout()
      } else if style is InlinePickerStyle {
        picker.pickerStyle(.inline)
      } else {
        picker.pickerStyle(.radioGroup)
      }
    }
  }

  @Test func optionsStackAfterTheirButtons() {
    let host = TestHost(Sizes(), size: CGSize(width: 200, height: 120), text: .fixedAdvance)
    // Each row: a 16-point button, 6 of gap, the label (20 high); rows 6 apart. The column
    // (60 wide with "Size 1" below, 92 high) is centered in the root.
    let picker = host.tree.all(ofType: "Picker").first!.frame
    #expect(picker == CGRect(x: 70, y: 14, width: 52, height: 72))
    #expect(host.find(text: "S")?.frame == CGRect(x: 92, y: 14, width: 10, height: 20))
    #expect(host.find(text: "M")?.frame == CGRect(x: 92, y: 40, width: 10, height: 20))
    #expect(host.find(text: "XXL")?.frame == CGRect(x: 92, y: 66, width: 30, height: 20))
  }

  @Test func inlineIsARadioGroupToo() {
    let host = TestHost(Sizes(style: .inline), size: CGSize(width: 200, height: 120), text: .fixedAdvance)
    #expect(host.tree.all(ofType: "Picker").first!.frame == CGRect(x: 70, y: 14, width: 52, height: 72))
  }

  @Test func aHorizontalGroupPutsOptionsInARow() {
    let host = TestHost(Sizes(horizontal: true), size: CGSize(width: 300, height: 60), text: .fixedAdvance)
    // 32 + 16 + 32 + 16 + 52 wide.
    let picker = host.tree.all(ofType: "Picker").first!.frame
    #expect(picker == CGRect(x: 76, y: 10, width: 148, height: 20))
    #expect(host.find(text: "M")?.frame == CGRect(x: 146, y: 10, width: 10, height: 20))
    #expect(host.find(text: "XXL")?.frame == CGRect(x: 194, y: 10, width: 30, height: 20))
  }

  @Test func clickingARowOrItsButtonSelectsIt() {
    let host = TestHost(Sizes(), size: CGSize(width: 200, height: 120), text: .fixedAdvance)
    #expect(host.find(text: "Size 1") != nil)
    host.tap(text: "XXL")
    #expect(host.find(text: "Size 2") != nil)
    // The round button of the first row.
    host.tap(at: CGPoint(x: 78, y: 24))
    #expect(host.find(text: "Size 0") != nil)
    // Between rows: nothing.
    host.tap(at: CGPoint(x: 78, y: 37))
    #expect(host.find(text: "Size 0") != nil)
  }

  @Test func arrowKeysMoveTheSelection() {
    let host = TestHost(Sizes(), size: CGSize(width: 200, height: 120), text: .fixedAdvance)
    host.press(.tab)
    host.press(.down)
    #expect(host.find(text: "Size 2") != nil)
    host.press(.down)
    #expect(host.find(text: "Size 2") != nil)
    host.press(.up)
    host.press(.up)
    #expect(host.find(text: "Size 0") != nil)
  }
}
