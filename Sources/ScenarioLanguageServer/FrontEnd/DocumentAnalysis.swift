import ScenarioLanguage

/// What the front end finds in one document: the problems `stsim check` reports, the names the
/// document declares, its title and its steps.
///
/// It is the one place where the server reads the front end's parse: ``init(source:loader:)``
/// compiles the text with the loader `stsim check` uses, so the problems are the same ones, and
/// the queries in `DocumentAnalysis+Lines.swift` parse single lines again with the parser's own
/// context.
struct DocumentAnalysis: Sendable {
  /// The title and where the `scenario` statement starts.
  struct Title: Sendable, Equatable {
    var text: String
    var location: SourceLocation
  }

  /// The text as the front end reads it.
  let source: SourceFile
  /// The problems, as `stsim check` prints them.
  let file: LoadedFile
  let loader: ScenarioLoader
  /// Every name the document declares, for parsing single lines again.
  let symbols: SymbolTable
  /// The line of the first step, which ends the header.
  let firstStepLine: Int?
  /// Every declared name once, in the order first declared, each with its latest declaration.
  let names: [DeclaredName]
  private let nameIndex: [String: Int]
  let title: Title?
  /// The steps without problems, in file order.
  let steps: [StepEntry]

  /// Compiles `source` with `loader`, noting where each name is declared and each step's day.
  ///
  /// - Complexity: O(n) in the size of the text.
  init(source: SourceFile, loader: ScenarioLoader) {
    var names: [DeclaredName] = []
    var nameIndex: [String: Int] = [:]
    var steps: [StepEntry] = []
    var title: Title?
    var firstStepLine: Int?
    var symbols = SymbolTable()
    let lineCount = source.lineCount
    func record(_ name: DeclaredName) {
      if let index = nameIndex[name.name] {
        names[index] = name
      } else {
        nameIndex[name.name] = names.count
        names.append(name)
      }
    }
    let compiled = loader.compile(source) { line, binder in
      var declarations: [Captures.Declaration] = []
      var profiles: [Captures.NameUse] = []
      switch line.content {
      case .statement(let pattern, let captures):
        declarations = captures.declarations
        profiles = captures.profiles
        if title == nil, pattern.leadingWords == ["scenario"], !binder.scenario.title.isEmpty {
          title = Title(text: binder.scenario.title, location: captures.location)
        }
      case .failed(_, let failedDeclarations):
        declarations = failedDeclarations
      case .blank:
        break
      }
      for declaration in declarations {
        guard let symbol = binder.symbols[declaration.name], symbol.line == line.number else {
          continue
        }
        record(
          DeclaredName(
            name: declaration.name, kind: symbol.kind, location: declaration.location,
            isImplied: symbol.isImplied))
      }
      for profile in profiles where nameIndex[profile.name] == nil {
        guard let symbol = binder.symbols[profile.name], symbol.kind == .profile,
          symbol.line == line.number
        else { continue }
        record(
          DeclaredName(
            name: profile.name, kind: .profile, location: profile.location, isImplied: false))
      }
      if binder.scenario.steps.count > steps.count, let step = binder.scenario.steps.last {
        steps.append(StepEntry(location: step.location, day: binder.stepTime(step.instant).day))
      }
      if firstStepLine == nil, binder.isInSteps { firstStepLine = line.number }
      // Only the last line's table is kept: a copy held while the binder declares more names
      // would make each declaration copy the table.
      if line.number == lineCount { symbols = binder.symbols }
    }
    self.source = source
    self.file = compiled.file
    self.loader = loader
    self.symbols = symbols
    self.firstStepLine = firstStepLine
    self.names = names
    self.nameIndex = nameIndex
    self.title = title
    self.steps = steps
  }

  /// The declaration of `name`, if the document declares it.
  func declaration(of name: String) -> DeclaredName? {
    nameIndex[name].map { names[$0] }
  }

  /// Whether line `line` comes after the first step, so that it can only be a step.
  func isInSteps(_ line: Int) -> Bool {
    firstStepLine.map { line > $0 } ?? false
  }
}
