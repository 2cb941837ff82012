/// Reads, parses and validates scenario files: the front end's entry point.
///
/// Use ``load(paths:)`` for files and folders, ``load(source:)`` for bytes already in memory, and
/// ``scenario(from:path:)`` for a scenario written inline, for example in an XCTest case:
///
/// ```swift
/// let scenario = try ScenarioLoader(vocabulary: vocabulary).scenario(from: """
///   scenario "revocation clears shields"
///   user approves authorization
///   """)
/// ```
///
/// The words a file may use for its app (policy names, mistakes, `policy-option` choices,
/// diagnostic and error codes) come from the ``ScenarioVocabulary`` it is given.
public struct ScenarioLoader: Sendable {
  /// The policy names `policy` accepts.
  public var policies: [String]
  /// The mistake names `policy ... with` accepts.
  public var mistakes: [String]
  /// The choices `policy-option` accepts.
  public var policyOptions: [String]
  /// The codes `expect diagnostic` accepts: the vocabulary's, and any an app under test adds.
  public var diagnosticCodes: [String]
  /// The codes `expect error` accepts: the vocabulary's, and any an app under test adds.
  public var errorCodes: [String]
  /// The most problems kept for one file; the rest are only counted.
  ///
  /// A file with a million broken lines then costs no more memory, and prints no more, than
  /// one with a hundred.
  public var diagnosticLimit = 100

  /// The largest scenario file read, in bytes: 16 MiB.
  ///
  /// A loaded file is held as its bytes, its tokens, its syntax and its bound scenario, about
  /// 35 bytes of memory per byte of a file of short lines (a 3.6 MB file of 400,000 steps takes
  /// 126 MB), so that a file at the limit stays under about 600 MB.
  public static let largestFile = 16 << 20

  /// A loader that accepts the policies of `vocabulary` with the mistakes, choices and codes it
  /// declares, plus `extraDiagnosticCodes` and `extraErrorCodes` (a team's own app may log and
  /// show others).
  public init(
    vocabulary: ScenarioVocabulary, extraDiagnosticCodes: [String] = [],
    extraErrorCodes: [String] = []
  ) {
    self.policies = vocabulary.policies
    self.mistakes = vocabulary.mistakes.map(\.name)
    self.policyOptions = vocabulary.options.map(\.name)
    self.diagnosticCodes = vocabulary.diagnosticCodes + extraDiagnosticCodes
    self.errorCodes = vocabulary.errorCodes + extraErrorCodes
  }

  /// Loads every scenario at `paths`: files as given, folders searched recursively for
  /// `*.scenario`, all in path order, each file once.
  ///
  /// - Throws: ``ScenarioLoadError`` when a path does not exist, cannot be read, or is a folder
  ///   without scenario files. Problems inside files are not thrown; they are in the result.
  public func load(paths: [String]) throws(ScenarioLoadError) -> LoadedScenarios {
    var loaded: [LoadedFile] = []
    try forEachFile(at: paths.map(FileSystemPath.init)) { loaded.append($0) }
    return LoadedScenarios(files: loaded)
  }

  /// Loads the files at `paths` as ``load(paths:)`` does, handing each to `body` as soon as it
  /// is loaded, so that a caller that keeps only what it needs holds one file at a time.
  ///
  /// Paths are the file system's bytes, so files whose names are not UTF-8 are found and read;
  /// each file's ``SourceFile/path`` is its path's ``FileSystemPath/description``.
  ///
  /// - Throws: ``ScenarioLoadError`` when a path does not exist, cannot be read, or is a folder
  ///   without scenario files; files before that one have been handed to `body`.
  public func forEachFile(at paths: [FileSystemPath], _ body: (LoadedFile) -> Void)
    throws(ScenarioLoadError)
  {
    for file in try Self.scenarioFiles(at: paths) {
      body(try load(file: file))
    }
  }

  /// The scenario files at `paths`, in path order, each once: what ``forEachFile(at:_:)`` loads.
  ///
  /// Files are given as found; folders are searched recursively for `*.scenario`. Each path is
  /// first written without repeated slashes and `.` components, and a file reached through
  /// more than one path (or spelling) is taken once.
  ///
  /// - Throws: ``ScenarioLoadError`` when a path does not exist, cannot be read, or is a folder
  ///   without scenario files.
  public static func scenarioFiles(at paths: [FileSystemPath]) throws(ScenarioLoadError)
    -> [FileSystemPath]
  {
    try ScenarioFiles.find(paths)
  }

  /// The files of ``scenarioFiles(at:)`` that `paths` name directly rather than reach through a
  /// folder, spelt as it spells them: a command line runs such a file whatever its tags.
  public static func filesNamed(in paths: [FileSystemPath]) -> Set<FileSystemPath> {
    ScenarioFiles.named(paths)
  }

  /// Reads and loads the one file at `file`.
  ///
  /// - Throws: ``ScenarioLoadError/unreadable(_:)`` when it cannot be read or is not a regular
  ///   file.
  public func load(file path: FileSystemPath) throws(ScenarioLoadError) -> LoadedFile {
    let name = path.description
    switch ScenarioFiles.read(path, limit: Self.largestFile) {
    case .bytes(let bytes):
      return load(source: SourceFile(path: name, bytes: bytes))
    case .tooLarge(let size):
      let location = SourceLocation(file: name, line: 1, column: 1)
      return LoadedFile(
        source: SourceFile(path: name, bytes: []), scenario: nil,
        diagnostics: [Diagnostic(.fileTooLarge(size: size, limit: Self.largestFile), at: location)])
    case .unreadable:
      throw .unreadable(name)
    }
  }

  /// Parses and validates one file's bytes.
  public func load(source: SourceFile) -> LoadedFile {
    compile(source).file
  }

  /// Parses and validates `text` as a file at `path`.
  public func load(text: String, path: String = "scenario") -> LoadedFile {
    load(source: SourceFile(path: path, text: text))
  }

  /// Parses and validates `text` as a file at `path` as ``load(text:path:)`` does, reusing the
  /// statements `statements` matched in earlier files when it serves this loader and path.
  ///
  /// The file is the same as ``load(text:path:)`` gives, with the same scenario and diagnostics.
  package func load(text: String, path: String, statements: StatementCache) -> LoadedFile {
    let source = SourceFile(path: path, text: text)
    let cache = statements.serves(self, path: path) ? statements : nil
    return compile(source, statements: cache) { _, _ in }.file
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

  /// Lexes, parses and binds `source` one line at a time, counting the work done.
  ///
  /// The work is one unit per byte the lexer examines, one per pattern element and token the
  /// parser examines, and one per tag the binder merges; it grows linearly with the file's
  /// size. Only one line's tokens exist at a time.
  func compile(_ source: SourceFile) -> (file: LoadedFile, work: Int) {
    compile(source) { _, _ in }
  }

  /// Compiles `source` as ``compile(_:)`` does, handing `observe` each parsed line and the
  /// binder just after it took the line in, so that a tool can learn where each name is declared
  /// and used without parsing the file a second way.
  ///
  /// With `statements` (which must serve this loader and the file's path), a statement matched
  /// before is reused instead of matched again.
  ///
  /// - Complexity: O(n) in the file's size, plus what `observe` does.
  package func compile(
    _ source: SourceFile, statements: StatementCache? = nil,
    observing observe: (ParsedLine, ScenarioBinder) -> Void
  ) -> (file: LoadedFile, work: Int) {
    var work = 0
    var binder = ScenarioBinder(path: source.path, diagnosticLimit: diagnosticLimit)
    for number in stride(from: 1, through: source.lineCount, by: 1) {
      let line = Lexer.lexLine(source, number: number, work: &work)
      let parsed: ParsedLine
      do {
        // The parser holds a copy of the symbol table; it must be gone before the binder
        // declares into the table, or each declaration would copy the whole table.
        var parser = LineParser(
          context: MatchContext(symbols: binder.symbols, loader: self, isInSteps: binder.isInSteps),
          statements: statements)
        parsed = parser.parse(line, file: source.path)
        work += parser.work
      }
      binder.bind(parsed)
      observe(parsed, binder)
    }
    let scenario = binder.finish()
    work += binder.work
    let file = LoadedFile(
      source: source, scenario: scenario, diagnostics: binder.diagnostics,
      omittedDiagnosticCount: binder.omittedDiagnosticCount)
    return (file, work)
  }
}
