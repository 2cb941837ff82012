import Foundation
import SimulationEngine
import Testing
import _SimulatorTestSupport

@testable import ScenarioLanguage

/// Mangled scenarios never crash the front end, and its work stays linear in their size.
///
/// 10,000 inputs in ten seeded batches (100,000 when `STSIM_FUZZ_INPUTS=10000` asks for ten
/// thousand a batch, as `.ci/run` does): the valid examples with bytes flipped, deleted,
/// duplicated, spliced in from other examples, truncated, or random bytes inserted, plus wholly
/// random inputs. The parser counts its work (bytes lexed, pattern elements and tokens
/// examined); it must stay within a fixed multiple of the input's size. Suggestions are not
/// counted: their cost is bounded by constants (a word is compared only with candidates of
/// similar length, and with at most 256 aliases).
struct FuzzTests {
  /// The most work allowed per byte of input (plus one).
  static let workPerByte = 32

  static let batches = 10
  static let inputsPerBatch =
    Int(ProcessInfo.processInfo.environment["STSIM_FUZZ_INPUTS"] ?? "") ?? 1_000

  /// Valid scenarios to mutate: the header and each statement example, and one long scenario.
  static let corpus: [[UInt8]] = {
    let steps =
      (StepStatementTests.authorization + StepStatementTests.mainApp + StepStatementTests.device
      + StepStatementTests.system + StepStatementTests.storage).map(\.0)
      + (StepStatementTests.statusExpectations + StepStatementTests.expectations).map(\.0)
    let headers = HeaderStatementTests.cases.map { "scenario \"t\"\n" + $0.line + "\n" }
    let prefixed = [
      "day 2 09:00 wait\n", "+1h30m user uses social for 15m\n", "23:59:59 user goes home\n",
    ]
    let long = Fixture.header + steps.joined(separator: "\n") + "\n"
    return ([long] + headers + (steps + prefixed).map { Fixture.header + $0 + "\n" }).map {
      Array($0.utf8)
    }
  }()

  @Test(arguments: 0..<batches)
  func mangledInputsNeverCrashAndCostLinearWork(batch: Int) {
    var generator = Xoshiro256StarStar(seed: 0x5CE7_A210 &+ UInt64(batch))
    let loader = ScenarioLoader.referenceWords()
    var worstRatio = 0.0
    var parsed = 0
    for _ in 0..<Self.inputsPerBatch {
      let input = Self.mutant(&generator)
      let (file, work) = loader.compile(SourceFile(path: "fuzz.scenario", bytes: input))
      worstRatio = max(worstRatio, Double(work) / Double(input.count + 1))
      if work > Self.workPerByte * (input.count + 1) {
        Issue.record(
          "work \(work) for \(input.count) bytes: \(String(decoding: input, as: UTF8.self))")
      }
      if (file.scenario == nil) == file.diagnostics.isEmpty {
        Issue.record("a scenario and its diagnostics disagree: \(file.diagnostics)")
      }
      let lineCount = max(1, file.source.lineCount)
      for diagnostic in file.diagnostics
      where !(1...lineCount).contains(diagnostic.location.line) || diagnostic.location.column < 1 {
        Issue.record("diagnostic outside the file: \(diagnostic)")
      }
      if file.scenario != nil { parsed += 1 }
      if input.count % 8 == 0 { _ = file.renderedDiagnostics() }
    }
    #expect(worstRatio > 1, "the work counter counts")
    #expect(parsed > 0 && parsed < Self.inputsPerBatch, "the mutants are a mix of valid and not")
  }

  /// One input: a mutated corpus entry, or (one time in ten) random bytes.
  static func mutant(_ generator: inout Xoshiro256StarStar) -> [UInt8] {
    func below(_ bound: Int) -> Int { Int(generator.next(below: UInt64(max(1, bound)))) }
    if below(10) == 0 {
      let alphabet = Array("usr pick 09:00+1h,\"#\\\n\tday expect app os".utf8)
      return (0..<below(80)).map { _ in
        below(4) == 0
          ? UInt8(truncatingIfNeeded: generator.next()) : alphabet[below(alphabet.count)]
      }
    }
    var bytes = corpus[below(corpus.count)]
    for _ in 0...below(4) {
      let position = below(bytes.count + 1)
      let length = min(bytes.count - position, 1 + below(12))
      switch below(6) {
      case 0 where position < bytes.count:
        bytes[position] ^= UInt8(1 << below(8))
      case 1:
        bytes.removeSubrange(position..<(position + length))
      case 2:
        bytes.insert(contentsOf: bytes[position..<(position + length)], at: position)
      case 3:
        let donor = corpus[below(corpus.count)]
        let start = below(donor.count)
        bytes.insert(
          contentsOf: donor[start..<min(donor.count, start + 1 + below(40))], at: position)
      case 4:
        bytes.removeSubrange(position...)
      default:
        let random = (0...below(6)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        bytes.insert(contentsOf: random, at: position)
      }
    }
    return bytes
  }

  @Test(arguments: [
    "os", "user", "expect", "app", "user cancels", "expect callback intervalDidStart",
  ])
  func theWorkOfShortLinesIsWithinTheBound(line: String) {
    let bytes = Array((Fixture.header + String(repeating: line + "\n", count: 500)).utf8)
    let work = ScenarioLoader.referenceWords().compile(SourceFile(path: "f", bytes: bytes)).work
    #expect(work <= Self.workPerByte * (bytes.count + 1), "\(Double(work) / Double(bytes.count))")
  }

  @Test func theWorkOfALongFileIsLinear() {
    let line = Array("user picks kids apps social, chess categories games web news\n".utf8)
    let short = Array(Fixture.header.utf8) + line
    let long = Array(Fixture.header.utf8) + Array(repeating: line, count: 2_000).joined()
    let loader = ScenarioLoader.referenceWords()
    let shortWork = loader.compile(SourceFile(path: "f", bytes: short)).work
    let longWork = loader.compile(SourceFile(path: "f", bytes: long)).work
    #expect(longWork <= Self.workPerByte * (long.count + 1))
    #expect(Double(longWork) / Double(long.count) < 2 * Double(shortWork) / Double(short.count))
  }

  /// One long line of each list the language has, at two sizes.
  enum LongLine: String, CaseIterable, Sendable {
    case tags
    case tagLines
    case fields
    case items
    case repeatedItem
    case categoryLines

    /// The file with `count` elements.
    func file(_ count: Int) -> [UInt8] {
      let names = (0..<count).map { "a\($0)" }
      let text: String
      switch self {
      case .tags:
        text = "scenario \"t\"\ntags " + names.joined(separator: " ") + "\n"
      case .tagLines:
        text = "scenario \"t\"\n" + names.map { "tags \($0) shared\n" }.joined()
      case .fields:
        text =
          Fixture.header + "expect diagnostic selection.saved "
          + names.map { "\($0)=v" }.joined(separator: " ") + "\n"
      case .categoryLines:
        text =
          "scenario \"t\"\n"
          + names.map { "app \($0) com.example.\($0) category c\($0)\ncategory c\($0) \"C\"\n" }
          .joined()
      case .items, .repeatedItem:
        let apps = names.map { "app \($0) com.example.\($0)\n" }.joined()
        let list = (self == .items ? names : names + ["a0"]).joined(separator: ", ")
        text = "scenario \"t\"\n" + apps + "user picks kids apps " + list + "\n"
      }
      return Array(text.utf8)
    }
  }

  /// Ten times the elements cost at most about ten times the work: the work per byte stays
  /// within a tenth of the smaller file's.
  @Test(arguments: LongLine.allCases)
  func theWorkOfALongListIsLinear(_ line: LongLine) {
    let loader = ScenarioLoader.referenceWords()
    let small = line.file(300)
    let large = line.file(3_000)
    let (smallFile, smallWork) = loader.compile(SourceFile(path: "f", bytes: small))
    let (largeFile, largeWork) = loader.compile(SourceFile(path: "f", bytes: large))
    #expect((smallFile.scenario == nil) == (line == .repeatedItem))
    #expect((largeFile.scenario == nil) == (line == .repeatedItem))
    #expect(largeWork <= Self.workPerByte * (large.count + 1))
    let smallRate = Double(smallWork) / Double(small.count)
    let largeRate = Double(largeWork) / Double(large.count)
    #expect(
      largeRate <= 1.1 * smallRate,
      "\(smallWork) work for \(small.count) bytes, then \(largeWork) for \(large.count)")
  }

  @Test func aCategoryDeclaredAfterAnAppImpliedItKeepsItsPlaceAndTakesTheDeclaration() throws {
    let scenario = try #require(
      Fixture.scenario(
        """
        scenario "t"
        app a com.example.a category games
        web w example.com category news
        category games "Games"
        category sport
        """))
    #expect(scenario.categories.map(\.alias) == ["games", "news", "sport"])
    #expect(scenario.categories.map(\.displayName) == ["Games", "news", "sport"])
    #expect(scenario.categories.first?.location.line == 4)
  }

  @Test func tagsGivenTwiceCountOnce() throws {
    let scenario = try #require(Fixture.scenario("scenario \"t\"\ntags a b a\ntags c b\n"))
    #expect(scenario.tags == ["a", "b", "c"])
  }
}
