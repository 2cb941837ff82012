/// The members of a JSON object, in the order they were written or added.
public struct JSONObject: Sendable, Equatable {
  /// One member: its key and value.
  public struct Member: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The members, in order; a key may appear once.
  public private(set) var members: [Member] = []

  public init() {}

  /// An object with `members`; a repeated key keeps its last value, in its first place.
  public init(_ members: [(String, JSONValue)]) {
    for (key, value) in members { self[key] = value }
  }

  /// The value of member `key`; setting `nil` removes the member.
  ///
  /// - Complexity: O(n) in the number of members.
  public subscript(key: String) -> JSONValue? {
    get { members.first { $0.key == key }?.value }
    set {
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append(Member(key: key, value: value))
      case (nil, nil): break
      }
    }
  }
}
