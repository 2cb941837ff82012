import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import Testing

/// The library's `about` lines cite what anyone can open: a public page or a repository file.
///
/// A citation of a document the repository does not contain is refused.
struct CitationTests {
  static let aboutLines: [(path: String, text: String)] = {
    let loaded = (try? ScenarioLibrary.library.get())?.scenarios ?? []
    return loaded.flatMap { scenario in scenario.about.map { (scenario.path, $0) } }
  }()

  /// The words of `text` outside its URLs, without the punctuation around them.
  static func words(_ text: String) -> [String] {
    text.replacing(#/https?://\S+/#, with: " ")
      .split { " ,;()'\"".contains($0) }
      .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".:")) }
  }

  static func isRepositoryPath(_ word: String) -> Bool {
    ["Docs/", "Sources/", "Scenarios/"].contains { word.hasPrefix($0) }
  }

  @Test func everyRepositoryPathInACitationExists() {
    for (path, text) in Self.aboutLines {
      for word in Self.words(text) where Self.isRepositoryPath(word) {
        let file = ScenarioLibrary.root.appendingPathComponent(word).path
        #expect(FileManager.default.fileExists(atPath: file), "\(path): '\(word)' does not exist")
      }
    }
  }

  @Test func noCitationNamesADocumentTheRepositoryDoesNotHave() {
    for (path, text) in Self.aboutLines {
      for word in Self.words(text) where word.hasSuffix(".md") && !Self.isRepositoryPath(word) {
        Issue.record("\(path): cites '\(word)', which is not in the repository")
      }
      #expect(!text.contains("§"), "\(path): a section sign cites a document by number")
      #expect(!text.contains("AF:") && !text.contains("IDX:"), "\(path): a private source label")
    }
  }

  @Test func theLibraryReadmeNamesFilesThatExist() throws {
    let readme = try String(
      contentsOf: ScenarioLibrary.root.appendingPathComponent("Scenarios/README.md"),
      encoding: .utf8)
    let named = readme.matches(of: #/Scenarios/[A-Za-z0-9_/.-]+\.scenario/#).map { String($0.0) }
    #expect(!named.isEmpty)
    for path in named {
      let file = ScenarioLibrary.root.appendingPathComponent(path).path
      #expect(FileManager.default.fileExists(atPath: file), "Scenarios/README.md names \(path)")
    }
  }
}
