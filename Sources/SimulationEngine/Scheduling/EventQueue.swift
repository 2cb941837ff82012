/// A priority queue of events, totally ordered by due instant and then by scheduling order.
///
/// Two events due at the same instant come out in the order they were scheduled: each event gets
/// a sequence number when it is pushed, and the pair `(instant, sequenceNumber)` is unique, so the
/// order never depends on how the storage happens to arrange equal keys.
///
/// The queue is *monotone*: an event may not be pushed earlier than the last event popped, which
/// is always true of a simulation whose clock only moves forward. That allows a two-level layout
/// that beats a plain heap on dense workloads:
///
/// - a ring of ``windowSize`` buckets, one per millisecond of the window that starts at the last
///   popped instant, each a first-in first-out list, with a bitmap of the non-empty ones;
/// - a 4-ary min-heap for events due at or after the end of the window, moved into the ring as
///   the window slides over them.
///
/// Within one bucket every event has the same instant and sits in sequence order, because an
/// event enters the ring either when it is pushed (the newest sequence number so far) or when the
/// window reaches it, and the window reaches events before any later push can land beside them.
/// Cancellation is lazy: a cancelled event stays where it is, marked by its sequence number (a
/// tombstone), and is discarded when it comes up. Events leave the queue in their total order, so
/// an event is still pending exactly when it comes after the last one that left and is not
/// marked: cancelling needs no search.
public struct EventQueue<Payload> {
  /// How many consecutive milliseconds the ring covers.
  public static var windowSize: Int { 4096 }

  @usableFromInline
  struct Entry {
    @usableFromInline var instant: Int64
    @usableFromInline var sequence: UInt64
    @usableFromInline var payload: Payload

    @inlinable
    init(instant: Int64, sequence: UInt64, payload: Payload) {
      self.instant = instant
      self.sequence = sequence
      self.payload = payload
    }

    @inlinable
    func precedes(_ other: Entry) -> Bool {
      instant < other.instant || (instant == other.instant && sequence < other.sequence)
    }
  }

  @usableFromInline
  struct Bucket {
    @usableFromInline var entries: [Entry] = []
    @usableFromInline var head = 0

    @inlinable
    init() {}
  }

  @usableFromInline static var mask: Int64 { Int64(windowSize - 1) }

  @usableFromInline var buckets: [Bucket]
  @usableFromInline var occupancy: [UInt64]
  /// The first instant the ring covers; never later than any pending event.
  @usableFromInline var base: Int64
  @usableFromInline var nearCount = 0
  @usableFromInline var far: [Entry] = []
  @usableFromInline var nextSequence: UInt64 = 0
  @usableFromInline var cancelled: Set<UInt64> = []
  /// The instant and sequence number of the last event that left the queue, run or discarded;
  /// every event ordered at or before it has left.
  @usableFromInline var lastRemovedInstant = Int64.min
  @usableFromInline var lastRemovedSequence: UInt64 = 0

  /// Creates an empty queue whose first event may be due at `origin` or later.
  ///
  /// - Parameter storage: the storage of a queue that is done with it
  ///   (``relinquishStorage()``), reused instead of building a ring of ``windowSize`` buckets;
  ///   the new queue is the same as one built afresh.
  public init(origin: SimulationInstant = .origin, reusing storage: Storage? = nil) {
    base = origin.millisecondsSinceOrigin
    if let storage {
      buckets = storage.buckets
      far = storage.far
    } else {
      buckets = Array(repeating: Bucket(), count: Self.windowSize)
    }
    occupancy = Array(repeating: 0, count: Self.windowSize / 64)
  }

  /// The empty buckets and heap of a queue that is done, for a new one to reuse.
  ///
  /// Building and freeing a ring of ``windowSize`` buckets costs more than a short run's events
  /// do; a caller that runs many short simulations hands each one's storage to the next.
  public struct Storage {
    @usableFromInline var buckets: [Bucket]
    @usableFromInline var far: [Entry]
  }

  /// Empties the queue and hands over its storage, keeping the buckets' and the heap's
  /// capacity; the queue holds no storage afterwards and must not be used again.
  ///
  /// - Complexity: O(n + ``windowSize`` / 64) for n pending events.
  public mutating func relinquishStorage() -> Storage {
    var buckets: [Bucket] = []
    swap(&buckets, &self.buckets)
    for word in occupancy.indices where occupancy[word] != 0 {
      var bits = occupancy[word]
      while bits != 0 {
        let index = word &<< 6 | bits.trailingZeroBitCount
        buckets[index].entries.removeAll(keepingCapacity: true)
        buckets[index].head = 0
        bits &= bits &- 1
      }
    }
    var far: [Entry] = []
    swap(&far, &self.far)
    far.removeAll(keepingCapacity: true)
    occupancy = []
    nearCount = 0
    cancelled = []
    return Storage(buckets: buckets, far: far)
  }

  /// Reserves storage for `capacity` events due beyond the ring's window.
  public mutating func reserveCapacity(_ capacity: Int) {
    far.reserveCapacity(capacity)
  }

  /// The storage one pending event takes, in bytes (its instant, sequence number and payload).
  public static var bytesPerEvent: Int { MemoryLayout<Entry>.stride }

  /// The number of events that have been scheduled on this queue, including those already run.
  public var scheduledCount: UInt64 { nextSequence }

  /// Whether no event is pending.
  ///
  /// - Complexity: amortised O(log n), since cancelled events at the front are discarded.
  public var isEmpty: Bool {
    mutating get { nextInstant() == nil }
  }

  /// The due instant of the next event, or `nil` when none is pending.
  ///
  /// - Complexity: amortised O(log n), since cancelled events at the front are discarded.
  @inlinable
  public mutating func nextInstant() -> SimulationInstant? {
    while true {
      if nearCount == 0 {
        guard let first = far.first else { return nil }
        if !cancelled.isEmpty, cancelled.remove(first.sequence) != nil {
          let discarded = popFar()
          lastRemovedInstant = discarded.instant
          lastRemovedSequence = discarded.sequence
          continue
        }
        return SimulationInstant(millisecondsSinceOrigin: first.instant)
      }
      let index = frontBucket()
      let entry = buckets[index].entries[buckets[index].head]
      if !cancelled.isEmpty, cancelled.remove(entry.sequence) != nil {
        removeFront(of: index)
        continue
      }
      return SimulationInstant(millisecondsSinceOrigin: entry.instant)
    }
  }

  /// Schedules `payload` to be due at `instant`.
  ///
  /// `instant` must not be earlier than the instant of the last event popped, nor than the
  /// queue's origin.
  ///
  /// - Returns: the handle that can cancel the event.
  /// - Complexity: O(1) inside the window, O(log n) beyond it.
  @inlinable
  @discardableResult
  public mutating func push(_ payload: Payload, at instant: SimulationInstant) -> EventHandle {
    let time = instant.millisecondsSinceOrigin
    precondition(time >= base, "event queue is monotone: \(instant) is before the last event")
    let sequence = nextSequence
    nextSequence &+= 1
    let entry = Entry(instant: time, sequence: sequence, payload: payload)
    if time &- base < Int64(Self.windowSize) {
      insertNear(entry)
    } else {
      pushFar(entry)
    }
    return EventHandle(sequenceNumber: sequence, instant: instant)
  }

  /// Cancels the event with `handle` if it has not run yet.
  ///
  /// Cancelling an event that already ran or was already cancelled does nothing.
  ///
  /// - Complexity: O(1) on average: the event is marked, and discarded when it comes up.
  public mutating func cancel(_ handle: EventHandle) {
    let sequence = handle.sequenceNumber
    let time = handle.instant.millisecondsSinceOrigin
    guard sequence < nextSequence, hasNotLeft(instant: time, sequence: sequence) else { return }
    cancelled.insert(sequence)
  }

  /// The number of cancelled events still held, to be discarded when they come up.
  public var cancelledCount: Int { cancelled.count }

  /// Whether the event at `instant` with `sequence` is ordered after the last one that left.
  @inlinable
  func hasNotLeft(instant: Int64, sequence: UInt64) -> Bool {
    instant > lastRemovedInstant
      || (instant == lastRemovedInstant && sequence > lastRemovedSequence)
  }

  /// Removes and returns the next event, skipping cancelled ones.
  ///
  /// - Complexity: amortised O(1) for events that entered the ring directly.
  @inlinable
  public mutating func pop() -> ScheduledEvent<Payload>? {
    pop(through: .max)
  }

  /// Removes and returns the next event if it is due at or before `limit`.
  ///
  /// - Complexity: amortised O(1) for events that entered the ring directly.
  @inlinable
  public mutating func pop(through limit: Int64) -> ScheduledEvent<Payload>? {
    while true {
      if nearCount == 0 {
        // The ring is empty: slide the window to the heap's minimum if that one is due.
        guard let first = far.first else { return nil }
        if !cancelled.isEmpty, cancelled.remove(first.sequence) != nil {
          let discarded = popFar()
          lastRemovedInstant = discarded.instant
          lastRemovedSequence = discarded.sequence
          continue
        }
        guard first.instant <= limit else { return nil }
        base = first.instant
        admitFar()
      }
      let index = frontBucket()
      let entry = buckets[index].entries[buckets[index].head]
      if !cancelled.isEmpty, cancelled.remove(entry.sequence) != nil {
        removeFront(of: index)
        continue
      }
      guard entry.instant <= limit else { return nil }
      removeFront(of: index)
      if entry.instant > base {
        base = entry.instant
        admitFar()
      }
      return ScheduledEvent(
        instant: SimulationInstant(millisecondsSinceOrigin: entry.instant),
        handle: EventHandle(
          sequenceNumber: entry.sequence,
          instant: SimulationInstant(millisecondsSinceOrigin: entry.instant)),
        payload: entry.payload)
    }
  }

  // MARK: - The ring

  @inlinable
  mutating func insertNear(_ entry: Entry) {
    let index = Int(truncatingIfNeeded: entry.instant & Self.mask)
    buckets[index].entries.append(entry)
    occupancy[index &>> 6] |= 1 &<< UInt64(index & 63)
    nearCount &+= 1
  }

  @inlinable
  mutating func removeFront(of index: Int) {
    let head = buckets[index].head
    lastRemovedInstant = buckets[index].entries[head].instant
    lastRemovedSequence = buckets[index].entries[head].sequence
    buckets[index].head &+= 1
    if buckets[index].head == buckets[index].entries.count {
      buckets[index].entries.removeAll(keepingCapacity: true)
      buckets[index].head = 0
      occupancy[index &>> 6] &= ~(1 &<< UInt64(index & 63))
    }
    nearCount &-= 1
  }

  /// The index of the bucket holding the earliest event in the ring, which must not be empty.
  @inlinable
  func frontBucket() -> Int {
    let start = Int(truncatingIfNeeded: base & Self.mask)
    let words = occupancy.count
    var word = start &>> 6
    var bits = occupancy[word] & (~0 &<< UInt64(start & 63))
    var scanned = 0
    while bits == 0 {
      scanned &+= 1
      word = word &+ 1 == words ? 0 : word &+ 1
      bits = occupancy[word]
      if scanned == words {
        // Wrapped around to the start word: only its bits below `start` remain.
        bits &= ~(~0 &<< UInt64(start & 63))
        break
      }
    }
    precondition(bits != 0, "event queue ring bitmap lost an event")
    return word &<< 6 | bits.trailingZeroBitCount
  }

  /// Moves every heap event that the window now covers into the ring.
  @inlinable
  mutating func admitFar() {
    let end = base &+ Int64(Self.windowSize)
    while let first = far.first, first.instant < end {
      insertNear(popFar())
    }
  }

  // MARK: - The heap beyond the window

  @inlinable
  mutating func pushFar(_ entry: Entry) {
    far.append(entry)
    far.withUnsafeMutableBufferPointer { heap in
      var hole = heap.count - 1
      while hole > 0 {
        let parent = (hole &- 1) / 4
        if !entry.precedes(heap[parent]) { break }
        heap[hole] = heap[parent]
        hole = parent
      }
      heap[hole] = entry
    }
  }

  @inlinable
  mutating func popFar() -> Entry {
    let last = far.removeLast()
    guard !far.isEmpty else { return last }
    let top = far[0]
    far.withUnsafeMutableBufferPointer { heap in
      let count = heap.count
      var hole = 0
      while true {
        let first = 4 &* hole &+ 1
        if first >= count { break }
        var best = first
        var child = first &+ 1
        let end = Swift.min(first &+ 4, count)
        while child < end {
          if heap[child].precedes(heap[best]) { best = child }
          child &+= 1
        }
        if !heap[best].precedes(last) { break }
        heap[hole] = heap[best]
        hole = best
      }
      heap[hole] = last
    }
    return top
  }
}

extension EventQueue: Sendable where Payload: Sendable {}
extension EventQueue.Entry: Sendable where Payload: Sendable {}
extension EventQueue.Bucket: Sendable where Payload: Sendable {}
extension EventQueue.Storage: Sendable where Payload: Sendable {}
