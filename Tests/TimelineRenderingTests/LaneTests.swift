import Testing
import TimelineRendering

/// A callback's marks and link say when it fell due and how it arrived.
struct LaneTests {
  @Test func aCallbackOnTimeIsOneMark() {
    var lane = Lane(title: "profile", kind: .activity)
    lane.addCallback(named: "intervalDidStart", due: 5, delivered: 5, delivery: .onTime)
    #expect(lane.marks == [Mark(at: 5, kind: .callback(.onTime), label: "intervalDidStart")])
    #expect(lane.links.isEmpty)
  }

  @Test func aHeldCallbackIsItsDueMarkItsDeliveryAndALink() {
    var lane = Lane(title: "profile", kind: .activity)
    lane.addCallback(
      named: "intervalDidEnd", due: 5, delivered: 9, delivery: .heldWhileLocked, detail: "held")
    #expect(
      lane.marks == [
        Mark(at: 5, kind: .callbackDue, label: "", tooltip: "intervalDidEnd falls due\nheld"),
        Mark(at: 9, kind: .callback(.heldWhileLocked), label: "intervalDidEnd", tooltip: "held"),
      ])
    #expect(
      lane.links == [
        Link(from: 5, to: 9, delivery: .heldWhileLocked, label: "intervalDidEnd", tooltip: "held")
      ])
  }

  @Test func aDuplicateLinksBackWithoutASecondDueMark() {
    var lane = Lane(title: "profile", kind: .activity)
    lane.addCallback(named: "intervalDidStart", due: 5, delivered: 7, delivery: .duplicated)
    #expect(lane.marks.map(\.kind) == [.callback(.duplicated)])
    #expect(lane.links.map(\.delivery) == [.duplicated])
  }

  @Test func aCallbackDroppedAsItFellDueIsOneCross() {
    var lane = Lane(title: "profile", kind: .activity)
    lane.addCallback(named: "intervalDidStart", due: 5, delivered: nil, delivery: .dropped)
    #expect(lane.marks.map(\.kind) == [.callback(.dropped)])
    #expect(lane.marks.map(\.at) == [5])
    #expect(lane.links.isEmpty)
  }

  @Test func theLegendListsTheStylesUsedOnceInAFixedOrder() {
    #expect(
      SampleTimelines.unknownToken.legend == [
        .state(.authorizationNotDetermined), .state(.authorizationApproved),
        .span(.scheduledInterval), .span(.shieldedIndividually), .span(.inUse),
        .mark(.userAction), .mark(.callback(.onTime)), .mark(.tokenRotation), .mark(.launch),
        .mark(.callbackHandled), .mark(.expectationPassed),
      ])
    #expect(LegendEntry.link(.heldWhileLocked).title == "Due → held until unlock")
  }
}
