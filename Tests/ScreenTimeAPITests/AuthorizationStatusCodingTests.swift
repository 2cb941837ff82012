import Foundation
import ScreenTimeAPI
import Testing

struct AuthorizationStatusCodingTests {
  @Test(arguments: [
    AuthorizationStatus.notDetermined, .denied, .approved, .approvedWithDataAccess,
  ])
  func aStatusEncodesAsItsRawValueAndDecodesBack(status: AuthorizationStatus) throws {
    let data = try JSONEncoder().encode([status])
    #expect(String(decoding: data, as: UTF8.self) == "[\(status.rawValue)]")
    #expect(try JSONDecoder().decode([AuthorizationStatus].self, from: data) == [status])
  }

  @Test func anUnknownRawValueFailsToDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([AuthorizationStatus].self, from: Data("[4]".utf8))
    }
  }
}
