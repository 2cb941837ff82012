import Foundation
import SimulationEngine
import Testing

@testable import ReferenceApp

/// The index and the name list, written a piece at a time, are the bytes of encoding them whole.
struct ProfileIndexEncoderTests {
  @Test func theIndexIsTheEncodingOfEverySummaryAfterAnyChanges() {
    var generator = Xoshiro256StarStar(seed: 3)
    var encoder = ProfileIndexEncoder()
    var profiles: [ProfileRecord] = []
    for round in 0..<200 {
      var changed: [Int] = []
      if profiles.isEmpty || generator.next(below: 3) == 0 {
        profiles.append(ProfileRecord(name: "p/\(round) \"x\"", profileID: "id-\(round)"))
      } else {
        let position = Int(generator.next(below: UInt64(profiles.count)))
        profiles[position].revision += 1
        profiles[position].state = [.ready, .disabled, .deleted][Int(generator.next(below: 3))]
        profiles[position].isAllowList.toggle()
        changed.append(position)
      }
      let bytes = encoder.bytes(of: profiles, changed: changed)
      #expect(bytes == ReferenceJSON.encode(profiles.map(ProfileSummary.init)))
    }
  }

  @Test func appendingToAnArrayIsEncodingTheLongerArray() {
    var names: [String] = []
    var bytes = ReferenceJSON.encode(names)
    for name in ["a", "b/c", "d \"e\"", "ü", ""] {
      bytes = ReferenceJSON.appending(ReferenceJSON.encode(name), toArray: bytes)
      names.append(name)
      #expect(bytes == ReferenceJSON.encode(names))
    }
  }
}
