import Foundation
import ScreenTimeAPI
import Testing

/// The publisher shape of `$authorizationStatus`, driven by a value source the test controls.
struct SystemPublisherTests {
  /// A source that publishes every value it is sent, like the system will for a status change.
  final class Source<Value> {
    var receivers: [Int: (Value) -> Void] = [:]
    var current: Value
    private var nextID = 0

    init(_ value: Value) {
      current = value
    }

    var publisher: SystemPublished<Value>.Publisher {
      SystemPublished<Value>.Publisher { receive in
        let id = self.nextID
        self.nextID += 1
        self.receivers[id] = receive
        receive(self.current)
        return AnyCancellable { self.receivers[id] = nil }
      }
    }

    func send(_ value: Value) {
      current = value
      for id in receivers.keys.sorted() { receivers[id]?(value) }
    }
  }

  @Test func aSubscriberGetsTheCurrentValueAtOnceThenEachChange() {
    let source = Source(AuthorizationStatus.notDetermined)
    var received: [AuthorizationStatus] = []
    let subscription = source.publisher.sink { received.append($0) }
    source.send(.approved)
    source.send(.denied)
    #expect(received == [.notDetermined, .approved, .denied])
    subscription.cancel()
  }

  @Test func cancellingOrReleasingTheSubscriptionStopsTheValues() {
    let source = Source(0)
    var received: [Int] = []
    var subscription: AnyCancellable? = source.publisher.sink { received.append($0) }
    source.send(1)
    subscription = nil
    source.send(2)
    var kept = Set<AnyCancellable>()
    source.publisher.sink { received.append($0 * 10) }.store(in: &kept)
    source.send(3)
    kept.first?.cancel()
    kept.first?.cancel()
    source.send(4)
    #expect(subscription == nil)
    #expect(received == [0, 1, 20, 30])
    #expect(source.receivers.isEmpty)
  }

  @Test func dropFirstSkipsTheCurrentValueForEachSubscriber() {
    let source = Source(AuthorizationStatus.notDetermined)
    var first: [AuthorizationStatus] = []
    var second: [AuthorizationStatus] = []
    let a = source.publisher.dropFirst().sink { first.append($0) }
    source.send(.approved)
    let b = source.publisher.dropFirst(2).sink { second.append($0) }
    source.send(.denied)
    source.send(.approved)
    #expect(first == [.approved, .denied, .approved])
    #expect(second == [.approved])
    _ = (a, b)
  }

  @Test func operatorsChainAsInCombine() {
    let source = Source(AuthorizationStatus.notDetermined)
    var received: [Bool] = []
    let subscription = source.publisher
      .removeDuplicates()
      .receive(on: DispatchQueue.main)
      .map { $0 == .approved }
      .sink(receiveCompletion: { _ in Issue.record("a system publisher never finishes") }) {
        received.append($0)
      }
    for status in [AuthorizationStatus.notDetermined, .approved, .approved, .denied] {
      source.send(status)
    }
    #expect(received == [false, true, false])
    subscription.cancel()
  }

  @Test func valuesStartWithTheCurrentValueAndFollowChanges() async {
    let source = Source(AuthorizationStatus.notDetermined)
    let stream = source.publisher.values
    source.send(.approved)
    var received: [AuthorizationStatus] = []
    for await status in stream {
      received.append(status)
      if received.count == 2 { break }
    }
    #expect(received == [.notDetermined, .approved])
  }
}
