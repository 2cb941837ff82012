/// The values of the last ``capacity`` distinct keys remembered, the oldest replaced first: a
/// cache of results that are functions of their keys alone.
package struct RecentResults<Key: Hashable, Value> {
  /// The most values remembered at once.
  package let capacity: Int
  private var values: [Key: Value] = [:]
  /// The keys remembered, in a ring whose oldest is at `next` once it is full.
  private var order: [Key] = []
  private var next = 0

  package init(capacity: Int) {
    precondition(capacity > 0, "a cache holds at least one value")
    self.capacity = capacity
  }

  /// How many values are remembered.
  package var count: Int { values.count }

  /// The value remembered for `key`, if it is.
  package subscript(key: Key) -> Value? { values[key] }

  /// Remembers `value` for `key`, in place of the oldest when ``capacity`` are remembered;
  /// `false`, remembering nothing, when `key` already has a value.
  @discardableResult
  package mutating func insert(_ value: Value, for key: Key) -> Bool {
    guard values[key] == nil else { return false }
    values[key] = value
    if order.count < capacity {
      order.append(key)
    } else {
      values[order[next]] = nil
      order[next] = key
      next = (next + 1) % capacity
    }
    return true
  }
}

extension RecentResults: Sendable where Key: Sendable, Value: Sendable {}
