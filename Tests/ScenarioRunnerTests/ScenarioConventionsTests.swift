import ScreenTimeHosting
import Testing

/// The identifier a name of the form `<prefix><id>` or `<prefix><id>.<n>` carries.
struct ScenarioConventionsTests {
  @Test(arguments: [
    ("profile.abc", "abc"), ("profile.abc.2", "abc"), ("profile.a-b.c", "a-b.c"),
    ("profile.abc.", "abc"), ("profile.", ""), ("profile.é.2", "é"), ("profile.ab.٣", "ab"),
    ("profile.ab.x1", "ab.x1"), ("profile.a.b.12", "a.b"),
  ])
  func theIdentifierIsTheNameLessItsPrefixAndWeekdayNumber(name: String, identifier: String) {
    #expect(ScenarioConventions.identifier(in: name, prefix: "profile.") == identifier)
  }

  @Test func aNameWithoutThePrefixCarriesNone() {
    #expect(ScenarioConventions.identifier(in: "rule-abc", prefix: "profile.") == nil)
    #expect(ScenarioConventions.identifier(in: "prof", prefix: "profile.") == nil)
  }
}
