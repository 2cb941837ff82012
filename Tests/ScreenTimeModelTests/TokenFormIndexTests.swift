import SimulationEngine
import Testing

@testable import ScreenTimeModel

/// The form index finds exactly the occurrences a plain search finds.
struct TokenFormIndexTests {
  /// Every occurrence of each form in `text`, by comparing at every position.
  static func plainSearch(_ forms: [[UInt8]], in text: [UInt8]) -> [TokenFormIndex.Match] {
    var found: [TokenFormIndex.Match] = []
    for start in text.indices {
      for (owner, form) in forms.enumerated() where start + form.count <= text.count {
        if text[start..<(start + form.count)].elementsEqual(form) {
          found.append(TokenFormIndex.Match(owner: owner, start: start, length: form.count))
        }
      }
    }
    return found.sorted { ($0.start, -$0.length, $0.owner) < ($1.start, -$1.length, $1.owner) }
  }

  @Test func findsWhatAPlainSearchFinds() {
    var generator = Xoshiro256StarStar(seed: 7)
    // A small alphabet makes prefixes repeat and bits collide.
    let alphabet = Array("ab=+/".utf8)
    func randomBytes(_ count: Int) -> [UInt8] {
      (0..<count).map { _ in alphabet[Int(generator.next(below: UInt64(alphabet.count)))] }
    }
    for _ in 0..<200 {
      let forms = (0..<Int(generator.next(below: 40)) + 1).map { _ in
        randomBytes(Int(generator.next(below: 12)) + 1)
      }
      var index = TokenFormIndex()
      for (owner, form) in forms.enumerated() { index.insert(form, for: owner) }
      var text = randomBytes(Int(generator.next(below: 200)))
      if let form = forms.first { text.insert(contentsOf: form, at: text.count / 2) }
      let found = index.matches(in: text).sorted {
        ($0.start, -$0.length, $0.owner) < ($1.start, -$1.length, $1.owner)
      }
      #expect(found == Self.plainSearch(forms, in: text))
    }
  }

  @Test func thousandsOfFormsAndNoMatchFindNothing() {
    var index = TokenFormIndex()
    for owner in 0..<5_000 {
      index.insert(Array("token-form-\(owner)-with-a-long-tail".utf8), for: owner)
    }
    #expect(index.matches(in: Array("diagnostic selection.saved profile=p revision=2".utf8)) == [])
    let text = Array("leaked token-form-4321-with-a-long-tail here".utf8)
    #expect(index.matches(in: text) == [TokenFormIndex.Match(owner: 4321, start: 7, length: 32)])
  }
}
