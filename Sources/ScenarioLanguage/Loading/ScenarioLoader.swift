import Foundation

/// Reads, parses and validates scenario files: the front end's entry point.
///
/// Use ``load(paths:)`` for files and folders, ``load(source:)`` for bytes already in memory, and
/// ``scenario(from:path:)`` for a scenario written inline, for example in an XCTest case:
///
/// ```swift
/// let scenario = try ScenarioLoader().scenario(from: """
///   scenario "revocation clears shields"
///   user approves authorization
///   """)
/// ```
public struct ScenarioLoader: Sendable {
  /// The policy names `policy` accepts.
  public var policies: [String]
  /// The codes `expect diagnostic` accepts: the reference app's, and any an app under test adds.
  public var diagnosticCodes: [String]
  /// The codes `expect error` accepts: the reference app's, and any an app under test adds.
  public var errorCodes: [String]

  /// A loader that accepts the given policy names, and the reference app's codes plus
  /// `extraDiagnosticCodes` and `extraErrorCodes` (a team's own app may log and show others).
  public init(
    policies: [String] = ["recommended"], extraDiagnosticCodes: [String] = [],
    extraErrorCodes: [String] = []
  ) {
    self.policies = policies
    self.diagnosticCodes = ReferenceCodes.diagnostics + extraDiagnosticCodes
    self.errorCodes = ReferenceCodes.errors + extraErrorCodes
  }

  /// Loads every scenario at `paths`: files as given, folders searched recursively for
  /// `*.scenario`, all in path order.
  ///
  /// - Throws: ``ScenarioLoadError`` when a path does not exist, cannot be read, or is a folder
  ///   without scenario files. Problems inside files are not thrown; they are in the result.
  public func load(paths: [String]) throws(ScenarioLoadError) -> LoadedScenarios {
    let files = try ScenarioFiles.find(paths)
    var loaded: [LoadedFile] = []
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .unreadable(path)
      }
      loaded.append(load(source: SourceFile(path: path, bytes: Array(data))))
    }
    return LoadedScenarios(files: loaded)
  }

  /// Parses and validates one file's bytes.
  public func load(source: SourceFile) -> LoadedFile {
    compile(source).file
  }

  /// Parses and validates `text` as a file at `path`.
  public func load(text: String, path: String = "scenario") -> LoadedFile {
    load(source: SourceFile(path: path, text: text))
  }

  /// The scenario written in `text`.
  ///
  /// - Throws: ``InvalidScenario``, whose description shows every problem with its source line.
  public func scenario(from text: String, path: String = "scenario") throws(InvalidScenario)
    -> Scenario
  {
    let file = load(text: text, path: path)
    guard let scenario = file.scenario else { throw InvalidScenario(file: file) }
    return scenario
  }

  /// Lexes, parses and binds `source`, counting the work done.
  ///
  /// The work is one unit per byte the lexer examines plus one per pattern element and token the
  /// parser examines; it grows linearly with the file's size.
  func compile(_ source: SourceFile) -> (file: LoadedFile, work: Int) {
    var work = 0
    let lines = Lexer.lex(source, work: &work)
    var binder = ScenarioBinder(path: source.path)
    for line in lines {
      var parser = LineParser(
        context: MatchContext(
          symbols: binder.symbols, policies: policies, diagnosticCodes: diagnosticCodes,
          errorCodes: errorCodes, isInSteps: binder.isInSteps))
      let parsed = parser.parse(line, file: source.path)
      work += parser.work
      binder.bind(parsed)
    }
    let scenario = binder.finish()
    let file = LoadedFile(
      source: source, scenario: scenario, diagnostics: Diagnostic.sorted(binder.diagnostics))
    return (file, work)
  }
}
