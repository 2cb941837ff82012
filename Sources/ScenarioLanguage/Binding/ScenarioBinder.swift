import ScreenTimeModel
import SimulationEngine

/// Builds a ``Scenario`` from parsed lines, checking what needs the whole file to check.
///
/// It applies header statements (each at most once unless repeatable, none after the first
/// step, `scenario` first), keeps the one namespace of aliases and profiles, resolves every
/// step's time, and checks that time never goes backwards and that an OS update never goes to
/// an older version. Problems are collected; the scenario exists only when there are none.
///
/// Every problem of a line is found while that line is bound, and lines are bound in order, so
/// the problems come out in position order line by line. Only the first `diagnosticLimit` are
/// kept; the rest are counted, so a file with millions of errors costs no more memory than one
/// with a few.
package struct ScenarioBinder {
  /// The scenario as bound so far: the header's settings and every step without a problem.
  package private(set) var scenario: Scenario
  /// The names declared so far.
  package private(set) var symbols = SymbolTable()
  /// The first problems found, at most the limit, ordered by position.
  private(set) var diagnostics: [Diagnostic] = []
  /// How many problems were found past the limit.
  private(set) var omittedDiagnosticCount = 0
  /// Units of work done beyond the lexer's and parser's: one per tag and category merged when
  /// the binder finishes, and one per symbol copied because a declaration found the table
  /// shared.
  var work: Int { mergeWork + symbols.copiedEntries }
  private var mergeWork = 0
  private let diagnosticLimit: Int
  /// The problems of the line being bound, until it is done.
  private var lineDiagnostics: [Diagnostic] = []
  /// Whether a step has been bound, which ends the header.
  package var isInSteps: Bool { firstStepLine != nil }
  private var headerLines: [String: Int] = [:]
  private var identifiers: [String: (alias: String, line: Int)] = [:]
  private var firstStepLine: Int?
  private var hasStatements = false
  private var clock: StepClock?
  private var runningVersion: SystemVersion?

  /// A binder for the file at `path` that keeps at most `diagnosticLimit` problems.
  init(path: String, diagnosticLimit: Int = .max) {
    scenario = Scenario(path: path, title: "")
    self.diagnosticLimit = diagnosticLimit
  }

  /// Whether the file has any problem so far.
  var hasProblems: Bool { !diagnostics.isEmpty || omittedDiagnosticCount > 0 }

  /// Takes in the next line of the file.
  mutating func bind(_ line: ParsedLine) {
    bindLine(line)
    keepLineDiagnostics()
  }

  /// Records a problem of the line being bound.
  private mutating func report(_ diagnostic: Diagnostic) {
    lineDiagnostics.append(diagnostic)
  }

  /// Keeps the line's problems, by column, up to the limit, and counts the rest.
  private mutating func keepLineDiagnostics() {
    guard !lineDiagnostics.isEmpty else { return }
    for diagnostic in Diagnostic.sorted(lineDiagnostics) {
      if diagnostics.count < diagnosticLimit {
        diagnostics.append(diagnostic)
      } else {
        omittedDiagnosticCount += 1
      }
    }
    lineDiagnostics.removeAll(keepingCapacity: true)
  }

  private mutating func bindLine(_ line: ParsedLine) {
    switch line.content {
    case .blank:
      return
    case .failed(let diagnostic, let declarations):
      checkFirst(line)
      report(diagnostic)
      declareQuietly(declarations, line: line.number)
      if line.prefixLocation != nil {
        var clock = currentClock()
        let instant = clock.instant(for: line.prefix)
        if instant >= clock.previousEnd { clock.previousEnd = instant }
        self.clock = clock
      }
    case .statement(let pattern, let captures):
      checkFirst(line)
      switch pattern.role {
      case .header(let repetition, _, let apply):
        bindHeader(line, pattern, repetition, captures, apply)
      case .step(let build):
        bindStep(line, captures, build(captures))
      }
    }
  }

  /// The scenario, or `nil` when the file has problems (then in ``diagnostics``).
  ///
  /// Tags given more than once are kept once, where first given. A category that an `app` or
  /// `web` line implied and a `category` line declared later keeps the implied one's place and
  /// takes the declaration.
  ///
  /// - Complexity: O(t + c) for t tags and c categories.
  mutating func finish() -> Scenario? {
    if !hasStatements {
      report(Diagnostic(.emptyFile, at: SourceLocation(file: scenario.path, line: 1, column: 1)))
      keepLineDiagnostics()
    }
    var seen: Set<String> = []
    mergeWork += scenario.tags.count + scenario.categories.count
    scenario.tags = scenario.tags.filter { seen.insert($0).inserted }
    var categories: [CategoryDeclaration] = []
    var places: [String: Int] = [:]
    for category in scenario.categories {
      if let place = places[category.alias] {
        categories[place] = category
      } else {
        places[category.alias] = categories.count
        categories.append(category)
      }
    }
    scenario.categories = categories
    return hasProblems ? nil : scenario
  }

  /// Reports a first statement that is not `scenario`.
  private mutating func checkFirst(_ line: ParsedLine) {
    guard !hasStatements else { return }
    hasStatements = true
    if line.firstWord != "scenario" {
      let location =
        line.prefixLocation ?? line.location
        ?? SourceLocation(file: scenario.path, line: line.number, column: 1)
      report(Diagnostic(.missingScenarioStatement, at: location))
    }
  }

  private mutating func bindHeader(
    _ line: ParsedLine, _ pattern: StatementPattern, _ repetition: StatementPattern.Repetition,
    _ captures: Captures, _ apply: (Captures, inout Scenario) -> Void
  ) {
    let name = pattern.headerName(captures)
    if let prefixLocation = line.prefixLocation {
      report(Diagnostic(.timePrefixOnHeader(name), at: prefixLocation))
      declareQuietly(captures.declarations, line: line.number)
      return
    }
    if let firstStepLine {
      report(
        Diagnostic(.headerAfterSteps(name, firstStepLine: firstStepLine), at: captures.location))
      declareQuietly(captures.declarations, line: line.number)
      return
    }
    if repetition != .repeatable {
      if let firstLine = headerLines[name] {
        report(
          Diagnostic(.repeatedHeaderStatement(name, firstLine: firstLine), at: captures.location))
        return
      }
      headerLines[name] = line.number
    }
    guard declare(captures.declarations, line: line.number) else { return }
    let alias = captures.declarations.first?.name ?? name
    for identifier in captures.identifiers {
      let key = "\(identifier.kind)\u{0}\(identifier.value)"
      if let first = identifiers[key] {
        report(
          Diagnostic(
            .repeatedIdentifier(identifier.value, alias: first.alias, line: first.line),
            at: identifier.location))
        return
      }
      identifiers[key] = (alias, line.number)
    }
    apply(captures, &scenario)
  }

  /// Declares the statement's names; `false` (with the problem reported) when one is taken.
  ///
  /// A category implied by `app` or `web` may be declared by a `category` line later, and a
  /// declared category may be named by `app` or `web`; anything else is a second declaration.
  private mutating func declare(_ declarations: [Captures.Declaration], line: Int) -> Bool {
    for declaration in declarations {
      if let existing = symbols[declaration.name] {
        let isCategoryUse =
          existing.kind == .category && declaration.kind == .category
          && (existing.isImplied || declaration.isImplied)
        guard isCategoryUse else {
          report(
            Diagnostic(
              .nameAlreadyDeclared(declaration.name, declared: existing.kind, line: existing.line),
              at: declaration.location))
          return false
        }
        if declaration.isImplied { continue }
      } else if declaration.isImplied {
        scenario.categories.append(
          CategoryDeclaration(
            alias: declaration.name, displayName: declaration.name,
            location: declaration.location))
      }
      symbols.declare(
        declaration.name,
        .init(kind: declaration.kind, line: line, isImplied: declaration.isImplied))
    }
    return true
  }

  /// Declares the names of a statement that was rejected, where they are still free, so that
  /// later lines using them do not add reports of undeclared aliases to the real problem.
  private mutating func declareQuietly(_ declarations: [Captures.Declaration], line: Int) {
    for declaration in declarations where symbols[declaration.name] == nil {
      symbols.declare(
        declaration.name,
        .init(kind: declaration.kind, line: line, isImplied: declaration.isImplied))
    }
  }

  /// `instant` as its day number and local time in the zone in force after the lines bound so
  /// far, as messages show a step's time.
  package func stepTime(_ instant: SimulationInstant) -> StepTime {
    currentClock().stepTime(instant)
  }

  /// The clock for the steps, started from the header when the first step needs it.
  private func currentClock() -> StepClock {
    clock ?? StepClock(zone: scenario.timeZone, start: scenario.start)
  }

  private mutating func bindStep(_ line: ParsedLine, _ captures: Captures, _ action: Action) {
    if firstStepLine == nil { firstStepLine = line.number }
    for profile in captures.profiles where symbols[profile.name] == nil {
      symbols.declare(profile.name, .init(kind: .profile, line: line.number, isImplied: false))
      scenario.profiles.append(profile.name)
    }
    var clock = currentClock()
    defer { self.clock = clock }
    let instant = clock.instant(for: line.prefix)
    if instant < clock.previousEnd {
      report(
        Diagnostic(
          .timeGoesBackwards(
            step: clock.stepTime(instant), previousEnd: clock.stepTime(clock.previousEnd)),
          at: line.prefixLocation ?? captures.location))
      return
    }
    clock.previousEnd = instant
    let running = runningVersion ?? scenario.systemVersion
    switch action {
    case .system(.updateSystem(let version, _, _)):
      guard version >= running else {
        report(
          Diagnostic(
            .systemDowngrade(from: running, to: version), at: captures.location(of: "version")))
        return
      }
      runningVersion = version
    case .user(.changeTimeZone(let zone)):
      clock.zone = zone
    default:
      break
    }
    let end = instant + action.timeTaken
    clock.previousEnd = end
    scenario.steps.append(
      Step(
        location: captures.location, timePrefix: line.prefix, instant: instant, end: end,
        action: action))
  }
}

extension Action {
  /// How long the step takes: the duration of `user uses ... for`, zero for every other step.
  package var timeTaken: SimulationDuration {
    if case .user(.use(_, let duration)) = self { return duration }
    return .zero
  }
}
