/// Names one fault of a run: `F1`, `F2`, … in the order the driver injects them.
public struct FaultID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The fault's number, from 1.
  public var number: Int

  public init(_ number: Int) {
    self.number = number
  }

  public var description: String { "F\(number)" }

  public static func < (lhs: FaultID, rhs: FaultID) -> Bool { lhs.number < rhs.number }
}
