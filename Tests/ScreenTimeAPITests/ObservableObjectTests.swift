import ScreenTimeAPI
import Testing

/// `ObservableObject` and `@Published`, as a Screen Time app's model uses them next to its
/// Screen Time code.
@MainActor
struct ObservableObjectTests {
  final class Model: ObservableObject {
    @Published var selectionCount = 0
    @Published var name = "work"
  }

  @Test func publishedPropertiesPublishBeforeTheyChange() {
    let model = Model()
    var seen: [String] = []
    let changes = model.objectWillChange.sink {
      seen.append("will change (\(model.selectionCount))")
    }
    let counts = model.$selectionCount.sink {
      seen.append("count \($0), stored \(model.selectionCount)")
    }
    let names = model.$name.dropFirst().removeDuplicates().sink { seen.append("name \($0)") }
    model.selectionCount = 2
    model.name = "home"
    model.name = "home"
    #expect(model.selectionCount == 2)
    #expect(model.name == "home")
    #expect(
      seen == [
        "count 0, stored 0", "will change (0)", "count 2, stored 0", "will change (2)",
        "name home", "will change (2)",
      ])
    _ = (changes, counts, names)
  }

  @Test func cancellingOrReleasingASubscriptionEndsIt() {
    let model = Model()
    var counts: [Int] = []
    var subscriptions = Set<AnyCancellable>()
    model.$selectionCount.sink { counts.append($0) }.store(in: &subscriptions)
    var changes = 0
    var change: AnyCancellable? = model.objectWillChange.sink { changes += 1 }
    model.selectionCount = 1
    subscriptions.removeAll()
    change = nil
    model.selectionCount = 2
    #expect(counts == [0, 1])
    #expect(changes == 1)
    #expect(change == nil)
  }

  @Test func eachObjectHasItsOwnPublisher() {
    let first = Model()
    let second = Model()
    #expect(first.objectWillChange === first.objectWillChange)
    #expect(first.objectWillChange !== second.objectWillChange)
    var changes = 0
    let subscription = first.objectWillChange.sink { changes += 1 }
    second.selectionCount = 5
    #expect(changes == 0)
    first.name = "kids"
    #expect(changes == 1)
    _ = subscription
  }
}
