extension Timeline {
  /// The failed expectations of every lane, in time order, then in lane order.
  var failedExpectations: [Mark] {
    let failed = lanes.flatMap { $0.marks.filter { $0.kind == .expectationFailed } }
    return failed.indices.sorted { (failed[$0].at, $0) < (failed[$1].at, $1) }.map { failed[$0] }
  }
}
