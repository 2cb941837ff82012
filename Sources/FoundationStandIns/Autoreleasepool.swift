#if !canImport(ObjectiveC)
  /// Runs `body` and returns what it returns: `autoreleasepool(invoking:)`.
  ///
  /// On Apple platforms it drains the objects autoreleased meanwhile; Linux has no autorelease
  /// pools, so there is nothing to drain.
  public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
  }
#endif
