import ScenarioExplorer
import ScenarioLanguage
import ScenarioRunner
import Testing

@testable import ScenarioExplorer

/// Delta debugging finds a 1-minimal failing sublist, deterministically, with few tests.
struct DeltaDebuggingTests {
  /// A failure that needs all of `cause` to be present.
  static func failsWith(_ cause: Set<Int>) -> ([Int]) -> [Int]? {
    { candidate in cause.isSubset(of: candidate) ? candidate : nil }
  }

  @Test(arguments: [[42], [3, 17, 42], [0, 63], Array(10..<14), [5, 6, 7, 40, 41, 62]])
  func aSyntheticFailureShrinksToExactlyItsCause(_ cause: [Int]) {
    var tests = 0
    let result = DeltaDebugging.minimize(Array(0..<64)) { candidate in
      tests += 1
      return Self.failsWith(Set(cause))(candidate)
    }
    #expect(result == cause)
    #expect(tests < 64 * cause.count, "\(tests) tests")
  }

  @Test func theResultIsOneMinimal() {
    // Fails when the list holds two even numbers and one multiple of five.
    let test: ([Int]) -> [Int]? = { list in
      list.filter { $0 % 2 == 0 }.count >= 2 && list.contains { $0 % 5 == 0 } ? list : nil
    }
    let result = DeltaDebugging.minimize(Array(1...40), test: test)
    #expect(test(result) != nil)
    for index in result.indices {
      var smaller = result
      smaller.remove(at: index)
      #expect(test(smaller) == nil, "removing \(result[index]) keeps the failure")
    }
  }

  @Test func aTestThatCutsItsCandidateIsFollowed() {
    // The failure is 9 followed later by 30; a test keeps only what comes up to the 30.
    let result = DeltaDebugging.minimize(Array(0..<50)) { candidate in
      guard let nine = candidate.firstIndex(of: 9), let thirty = candidate.firstIndex(of: 30),
        nine < thirty
      else { return nil }
      return Array(candidate[...thirty])
    }
    #expect(result == [9, 30])
  }

  @Test func theSameInputGivesTheSameResultAndTheSameTests() {
    func run() -> ([Int], [[Int]]) {
      var asked: [[Int]] = []
      let result = DeltaDebugging.minimize(Array(0..<30)) { candidate in
        asked.append(candidate)
        return Set([4, 11, 29]).isSubset(of: candidate) ? candidate : nil
      }
      return (result, asked)
    }
    let (first, firstTests) = run()
    let (second, secondTests) = run()
    #expect(first == second)
    #expect(firstTests == secondTests)
  }

  @Test func noMoreThanTheAllowedTestsRun() {
    var tests = 0
    let result = DeltaDebugging.minimize(Array(0..<100), maximumTests: 10) { candidate in
      tests += 1
      return Set([1, 50, 99]).isSubset(of: candidate) ? candidate : nil
    }
    #expect(tests == 10)
    #expect(Set([1, 50, 99]).isSubset(of: result))
  }

  @Test func aFailureWithoutAnyElementShrinksToNothing() {
    #expect(DeltaDebugging.minimize([1, 2, 3]) { $0 } == [])
  }

  @Test func listsSplitIntoChunksOfNearlyEqualSize() {
    #expect(DeltaDebugging.split([1, 2, 3, 4, 5], into: 2) == [[1, 2, 3], [4, 5]])
    #expect(DeltaDebugging.split([1, 2, 3], into: 3) == [[1], [2], [3]])
    #expect(DeltaDebugging.split([1, 2], into: 4) == [[1], [2]])
  }
}
