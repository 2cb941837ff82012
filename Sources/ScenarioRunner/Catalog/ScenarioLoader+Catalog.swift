import ScenarioLanguage

extension ScenarioLoader {
  /// A loader that accepts the policies of `catalog` with the mistakes, choices and codes they
  /// declare, plus `extraDiagnosticCodes` and `extraErrorCodes` (a team's own app may log and
  /// show others).
  public init(
    catalog: PolicyCatalog, extraDiagnosticCodes: [String] = [], extraErrorCodes: [String] = []
  ) {
    self.init(
      vocabulary: catalog.vocabulary, extraDiagnosticCodes: extraDiagnosticCodes,
      extraErrorCodes: extraErrorCodes)
  }
}

extension LanguageReference {
  /// The reference as Markdown, with the mistakes, `policy-option` choices and codes of the apps
  /// of `catalog`.
  public static func markdown(catalog: PolicyCatalog) -> String {
    markdown(vocabulary: catalog.vocabulary)
  }
}

extension ListTopic {
  /// The listing, one item a line, ending with a line feed, with the mistakes of `catalog`.
  public func listing(catalog: PolicyCatalog) -> String {
    listing(vocabulary: catalog.vocabulary)
  }
}
