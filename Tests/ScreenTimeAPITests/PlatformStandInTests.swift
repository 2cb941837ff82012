import Foundation
import ScreenTimeAPI
import Testing

/// The localization, SwiftUI and UIKit names Linux lacks, as extension code uses them.
struct PlatformStandInTests {
  @Test func localizedStringsResolveToTheirDefaultValueInUSEnglish() {
    let count = 3
    let name = "Games"
    #expect(String(localized: "\(count) apps in \(name)") == "3 apps in Games")
    #expect(String(localized: "shield.title", defaultValue: "Take a break") == "Take a break")
    #expect(String(localized: "Done", table: "Copy", comment: "a button") == "Done")
    let value: String.LocalizationValue = "\(count) of \(name), \(2.5) h"
    #expect(value.key == "%lld of %@, %lf h")
    #expect(String(localized: value) == "3 of Games, 2.5 h")
    #expect(String(localized: String.LocalizationValue("100%")) == "100%")
  }

  @Test func aLocalizedStringResourceKeepsItsKeyAndResolvesToItsDefaultValue() {
    let literal: LocalizedStringResource = "Start Focus"
    #expect(literal.key == "Start Focus")
    #expect(String(localized: literal) == "Start Focus")
    let keyed = LocalizedStringResource("shield.subtitle", defaultValue: "Back at \(7):00")
    #expect(keyed.key == "shield.subtitle")
    #expect(String(localized: keyed) == "Back at 7:00")
    let tabled = LocalizedStringResource(String.LocalizationValue("monitor.ended"), table: "Copy")
    #expect(tabled.table == "Copy" && tabled.key == "monitor.ended")
    #expect(String(localized: "\(keyed)!") == "Back at 7:00!")
  }

  @Test func textHoldsItsString() {
    let minutes = 5
    #expect(Text("Hello").description == "Hello")
    #expect(Text("\(minutes) minutes left").description == "5 minutes left")
    #expect(Text(LocalizedStringResource("a", defaultValue: "Open")).description == "Open")
    #expect((Text("a") + Text(verbatim: "b").bold()).description == "ab")
    let dynamic = "x"
    #expect(Text(dynamic) == Text(verbatim: "x"))
  }

  @Test func anObservedObjectBindsToTheObjectsProperties() {
    final class Model: ObservableObject {
      @Published var name = "a"
    }
    struct Holder {
      @ObservedObject var model: Model
    }
    let holder = Holder(model: Model())
    var changes = 0
    let subscription = holder.model.objectWillChange.sink { changes += 1 }
    holder.$model.name.wrappedValue = "b"
    #expect(holder.model.name == "b")
    #expect(changes == 1)
    subscription.cancel()
  }

  @Test func autoreleasepoolRunsItsBodyAndRethrows() throws {
    #expect(autoreleasepool { 42 } == 42)
    struct Failure: Error {}
    #expect(throws: Failure.self) { try autoreleasepool { throw Failure() } }
  }

  static func emojiIcon(_ emoji: String, size: CGFloat) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: size, height: size))
    return renderer.image { _ in
      let paragraph = NSMutableParagraphStyle()
      paragraph.alignment = .center
      let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: size * 0.78), .paragraphStyle: paragraph,
      ]
      let rect = CGRect(x: 0, y: 0, width: size, height: size)
      let attributed = NSAttributedString(string: emoji, attributes: attributes)
      let bounds = attributed.boundingRect(
        with: rect.size, options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
      attributed.draw(
        in: CGRect(
          x: 0, y: (rect.height - bounds.height) / 2, width: rect.width, height: bounds.height))
    }
  }

  @Test func aRenderedImageDescribesWhatWasDrawnTheSameWayEachTime() {
    let icon = Self.emojiIcon("🔥", size: 80)
    #expect(
      icon.description
        == "drawn:80x80: text \"🔥\" .SFUI-regular 62.4pt center in (0,2.87,80,74.26)")
    #expect(icon == Self.emojiIcon("🔥", size: 80))
    #expect(icon != Self.emojiIcon("🌙", size: 80))
    #expect(UIImage(data: icon.pngData() ?? Data()) != nil)
    let plain = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
      "Hi".draw(at: .zero, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 10)])
    }
    #expect(
      plain.description
        == "drawn:10x20: fill color red; fill (0,0,10,20); text \"Hi\" .SFUI-bold 10pt in (0,0,12,11.9)"
    )
    #expect(
      ("Hi" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        == CGSize(width: 12, height: 11.9))
    #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).weight.rawValue == 0.3)
  }
}
