import Foundation
import ScreenTimeAPI
import Testing

struct ColorTests {
  /// Reads a color's components the way app code does.
  func components(of color: UIColor) -> [CGFloat]? {
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
    return [red, green, blue, alpha]
  }

  /// UIKit's documented components of its fixed colors.
  @Test(
    arguments: [
      (UIColor.black, [0, 0, 0, 1]), (.white, [1, 1, 1, 1]), (.gray, [0.5, 0.5, 0.5, 1]),
      (.red, [1, 0, 0, 1]), (.green, [0, 1, 0, 1]), (.blue, [0, 0, 1, 1]), (.cyan, [0, 1, 1, 1]),
      (.yellow, [1, 1, 0, 1]), (.magenta, [1, 0, 1, 1]), (.orange, [1, 0.5, 0, 1]),
      (.purple, [0.5, 0, 0.5, 1]), (.brown, [0.6, 0.4, 0.2, 1]), (.clear, [0, 0, 0, 0]),
    ] as [(UIColor, [CGFloat])])
  func fixedColorsHaveUIKitsComponents(color: UIColor, expected: [CGFloat]) {
    #expect(components(of: color) == expected)
  }

  @Test func grayShadesAreThirds() throws {
    let dark = try #require(components(of: .darkGray))
    let light = try #require(components(of: .lightGray))
    #expect(abs(dark[0] - 1 / 3) < 1e-12 && dark[0] == dark[1] && dark[1] == dark[2])
    #expect(abs(light[0] - 2 / 3) < 1e-12)
  }

  @Test func systemColorsReportNoComponentsAndLeaveThePointersAlone() {
    var red: CGFloat = 7
    #expect(!UIColor.systemBlue.getRed(&red, green: nil, blue: nil, alpha: nil))
    #expect(red == 7)
    #expect(components(of: .label) == nil)
  }

  @Test func componentColorsReportWhatTheyWereMadeOf() {
    #expect(
      components(of: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == [0.2, 0.4, 0.6, 0.8])
    #expect(components(of: UIColor(white: 0.25, alpha: 1)) == [0.25, 0.25, 0.25, 1])
  }

  @Test(
    arguments: [
      (CGFloat(0), [1, 0, 0]), (1 / 3, [0, 1, 0]), (2 / 3, [0, 0, 1]), (1 / 6, [1, 1, 0]),
      (0.5, [0, 1, 1]), (5 / 6, [1, 0, 1]),
    ] as [(CGFloat, [CGFloat])])
  func huesConvertToTheirPrimaries(hue: CGFloat, rgb: [CGFloat]) throws {
    let color = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1)
    let actual = try #require(components(of: color))
    for (channel, expected) in zip(actual, rgb) {
      #expect(abs(channel - expected) < 1e-9)
    }
  }

  @Test func alphaReplacesTheColorsOwn() {
    #expect(components(of: UIColor.white.withAlphaComponent(0.88)) == [1, 1, 1, 0.88])
    #expect(components(of: UIColor.clear.withAlphaComponent(1)) == [0, 0, 0, 1])
    #expect(UIColor.label.withAlphaComponent(0.5) != .label)
    #expect(UIColor.label.withAlphaComponent(0.5) == UIColor.label.withAlphaComponent(0.5))
    #expect(UIColor.label.withAlphaComponent(0.5).description == "label(alpha: 0.5)")
  }

  @Test func descriptionsNameColorsReadably() {
    #expect(UIColor.white.description == "white")
    #expect(UIColor.secondaryLabel.description == "secondaryLabel")
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).description == "rgba(1.0,0.0,0.0,1.0)")
  }

  @Test func swiftUIColorsConvertToUIKitAndBackWithoutLoss() {
    let brand = Color(red: 0.35, green: 0.34, blue: 0.84)
    #expect(components(of: UIColor(brand)) == [0.35, 0.34, 0.84, 1])
    #expect(Color(UIColor(brand)) == brand)
    #expect(Color(uiColor: .systemRed) == .red)
    #expect(UIColor(.white) == .white)
    #expect(UIColor(.black) == .black)
    #expect(UIColor(.clear) == .clear)
    #expect(UIColor(.blue) == .systemBlue)
    #expect(UIColor(.primary) == .label)
    #expect(UIColor(.secondary) == .secondaryLabel)
  }

  @Test func opacityMultipliesTheAlpha() {
    let half = Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 0.5)
    #expect(components(of: UIColor(half.opacity(0.5))) == [1, 1, 1, 0.25])
    #expect(UIColor(Color.red.opacity(0.5)) == UIColor.systemRed.withAlphaComponent(0.5))
  }

  @Test func assetColorsKeepTheirNames() {
    #expect(Color("Brand").description == "asset:Brand")
    #expect(UIColor(named: "Brand") == UIColor(Color("Brand")))
  }
}
