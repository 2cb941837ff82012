import Foundation
import StsimCLI
import Testing

/// The command line names itself as it was called, draws results and problems in colour on a
/// terminal only, and takes `trace --with` and `matrix --tag`.
struct ConsoleTests {
  static let unknownToken = """
    scenario "an unknown token closes"
    tags shields
    app insta com.burbn.instagram
    user approves authorization
    user picks work apps insta
    user blocks work now
    os rotates all tokens
    user opens insta
    user taps primary
    expect action close
    """

  static func run(
    _ arguments: [String], programName: String = "stsim", terminals: Bool = false,
    allowsColor: Bool = false
  ) -> CommandRun {
    CommandRun(
      rawArguments: arguments.map { Array($0.utf8) }, programName: programName,
      terminals: terminals, allowsColor: allowsColor)
  }

  @Test func usageHelpAndVersionNameTheProgramAsItWasCalled() {
    let bad = Self.run(["run", "--bogus"], programName: "my-stsim")
    #expect(bad.status == .usage)
    #expect(bad.error.contains("\nUsage: my-stsim run [PATH ...]"), "\(bad.error)")
    #expect(bad.error.hasSuffix("See 'my-stsim run --help' for more information.\n"))
    let root = Self.run(["--help"], programName: "my-stsim").output
    #expect(root.contains("USAGE: my-stsim <command> [<options>]"))
    #expect(root.contains("See 'my-stsim <command> --help' for detailed help."))
    #expect(!root.contains("stsim <command>") || root.contains("my-stsim <command>"))
    #expect(Self.run(["--version"], programName: "my-stsim").output == "my-stsim 0.1.0\n")
    let bench = Self.run(["bench", "--help"], programName: "my-stsim").output
    #expect(
      bench.contains(
        "USAGE: my-stsim bench hold [--pending N] [--events N] [--seed N]\n"
          + "       my-stsim bench scenario PATH ... [--repeat N]"), "\(bench)")
  }

  @Test func resultsAreColouredOnlyOnATerminalThatAllowsColour() throws {
    let folder = try ScratchFolder()
    let file = try folder.write("unknown.scenario", Self.unknownToken)
    let plain = Self.run(["run", file, "--with", "defer-unknown"], terminals: true)
    #expect(!plain.output.contains("\u{1B}["), "\(plain.output)")
    let piped = Self.run(["run", file, "--with", "defer-unknown"], allowsColor: true)
    #expect(!piped.output.contains("\u{1B}["))
    let coloured = Self.run(
      ["run", file, "--with", "defer-unknown"], terminals: true, allowsColor: true)
    #expect(coloured.output.hasPrefix("\u{1B}[1;31mFAIL\u{1B}[0m \(file)  an unknown token"))
    #expect(
      coloured.output.contains(
        "\(file):10: \u{1B}[31mexpected action close\u{1B}[0m, \u{1B}[32mgot defer\u{1B}[0m"),
      "\(coloured.output)")
    let passing = Self.run(["run", file], terminals: true, allowsColor: true)
    #expect(passing.output.hasPrefix("\u{1B}[32mPASS\u{1B}[0m \(file)"))
  }

  @Test func problemsAreColouredOnlyOnATerminalThatAllowsColour() throws {
    let folder = try ScratchFolder()
    let file = try folder.write("typo.scenario", "scenario \"t\"\nuser aproves authorization\n")
    let coloured = Self.run(["check", file], terminals: true, allowsColor: true)
    #expect(coloured.status == .dataError)
    #expect(coloured.error.hasPrefix("\(file):2:6: \u{1B}[1;31merror:\u{1B}[0m unexpected"))
    let plain = Self.run(["check", file])
    #expect(plain.error.hasPrefix("\(file):2:6: error: unexpected"))
    let usage = Self.run(["run", "--bogus"], terminals: true, allowsColor: true)
    #expect(usage.error.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m unknown option '--bogus'"))
  }

  @Test(arguments: [
    ([:], true), (["NO_COLOR": "1"], false), (["NO_COLOR": ""], true), (["TERM": "dumb"], false),
    (["TERM": "xterm-256color"], true),
  ])
  func colourFollowsNoColorAndTerm(environment: [String: String], allowed: Bool) {
    #expect(Console.allowsColor(environment: environment) == allowed)
  }

  @Test func traceTakesMistakes() throws {
    let folder = try ScratchFolder()
    let file = try folder.write("unknown.scenario", Self.unknownToken)
    let plain = Self.run(["trace", file])
    #expect(plain.status == .success)
    #expect(plain.output.contains("shield-action  responds .close"))
    let deferred = Self.run(["trace", file, "--with", "defer-unknown"])
    #expect(deferred.status == .failure)
    #expect(deferred.output.contains("shield-action  responds .defer"), "\(deferred.output)")
    #expect(deferred.error.contains("\(file):10: expected action close, got defer"))
    let unknown = Self.run(["trace", file, "--with", "defer-unkown"])
    #expect(unknown.status == .usage)
    #expect(unknown.error.contains("did you mean 'defer-unknown'?"), "\(unknown.error)")
  }

  @Test func matrixTakesATag() throws {
    let folder = try ScratchFolder()
    try folder.write("unknown.scenario", Self.unknownToken)
    try folder.write(
      "other.scenario", "scenario \"other\"\ntags other\nuser approves authorization\n")
    let tagged = Self.run(["matrix", folder.path, "--tag", "shields", "--jobs", "1"])
    #expect(tagged.output.contains("unknown.scenario"), "\(tagged.output)")
    #expect(!tagged.output.contains("other.scenario"), "\(tagged.output)")
    let none = Self.run(["matrix", folder.path, "--tag", "shield"])
    #expect(none.status == .usage)
    #expect(none.error.contains("did you mean 'shields'?"), "\(none.error)")
  }
}
