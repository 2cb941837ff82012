import Foundation
import ScreenTimeAPI
import Testing

/// Foundation's names that Linux's Foundation lacks are one set of declarations for the whole
/// module: a file that imports only Foundation (`FoundationOnlyCopy.swift`) and this one, which
/// imports `ScreenTimeAPI`, name the same types without ambiguity.
struct FoundationNamesTests {
  @Test func aFoundationOnlyFileLocalizesAsOnADevice() {
    #expect(String(localized: FoundationOnlyCopy.title) == "Time for a break")
    #expect(FoundationOnlyCopy.subtitle.key == "shield.subtitle")
    #expect(FoundationOnlyCopy.subtitle.table == "Shield")
    #expect(FoundationOnlyCopy.resolved(FoundationOnlyCopy.subtitle) == "Back at 7:00")
    #expect(FoundationOnlyCopy.button.key == "Open %@")
    #expect(FoundationOnlyCopy.minutesLeft(5) == "5 minutes left")
    #expect(FoundationOnlyCopy.keyed() == "Focus ended")
  }

  @Test func aFileImportingScreenTimeAPISeesTheSameNames() throws {
    let resource: LocalizedStringResource = "\(3) of \("Notes")"
    #expect(resource.key == "%lld of %@")
    #expect(String(localized: resource) == "3 of Notes")
    #expect(String(localized: "Start \("Focus")") == "Start Focus")
    #if !canImport(SwiftUI)
      #expect(Text(FoundationOnlyCopy.title).description == "Time for a break")
    #endif
    let value: String.LocalizationValue = FoundationOnlyCopy.button
    #expect(String(localized: value) == "Open Notes")
    #expect(autoreleasepool { FoundationOnlyCopy.resolved(resource) } == "3 of Notes")
    struct Failure: Error {}
    #expect(throws: Failure.self) { try autoreleasepool { throw Failure() } }
  }
}
