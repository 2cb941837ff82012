import ReferenceCatalog
import ScenarioRunner
import Testing
import _SimulatorTestSupport

/// The front end's tests load scenarios with the reference app's words but without the app; those
/// words are the standard catalog's.
struct ReferenceWordsTests {
  @Test func theFrontEndsWordsAreTheStandardCatalogs() {
    let catalog = PolicyCatalog.standard.vocabulary
    let words = ScenarioVocabulary.referenceWords
    #expect(words.policies == catalog.policies)
    #expect(words.mistakes.map(\.name) == catalog.mistakes.map(\.name))
    #expect(words.options.map(\.name) == catalog.options.map(\.name))
    #expect(words.diagnosticCodes == catalog.diagnosticCodes)
    #expect(words.errorCodes == catalog.errorCodes)
  }
}
