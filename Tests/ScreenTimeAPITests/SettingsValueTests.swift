import Foundation
import ScreenTimeAPI
import Testing

struct SettingsValueTests {
  @Test func aGroupNobodyWroteHasEverySettingUnset() {
    let application = ApplicationSettings()
    #expect(application.blockedApplications == nil)
    #expect(application.denyAppInstallation == nil)
    #expect(application.denyAppRemoval == nil)
    #expect(WebContentSettings().blockedByFilter == nil)
  }

  @Test func settingsKeepWhatIsWritten() {
    var application = ApplicationSettings()
    application.blockedApplications = [Application(bundleIdentifier: "com.example.game")]
    application.denyAppRemoval = true
    #expect(application.blockedApplications?.first?.bundleIdentifier == "com.example.game")
    #expect(application.denyAppRemoval == true)
    #expect(application.denyAppInstallation == nil)
  }

  @Test func filterPoliciesDefaultTheirDomainListsToEmpty() {
    let adult = WebDomain(domain: "adult.example")
    let safe = WebDomain(domain: "safe.example")
    #expect(WebContentSettings.FilterPolicy.auto() == .auto([], except: []))
    #expect(WebContentSettings.FilterPolicy.auto([adult]) == .auto([adult], except: []))
    #expect(WebContentSettings.FilterPolicy.all() == .all(except: []))
    #expect(WebContentSettings.FilterPolicy.all(except: [safe]) != .all())
    #expect(WebContentSettings.FilterPolicy.specific([adult]) != .specific([safe]))
    #expect(WebContentSettings.FilterPolicy.none != .specific([]))
  }

  @Test func aPolicysDomainsCanBeReadBackByMatching() {
    var settings = WebContentSettings()
    settings.blockedByFilter = .auto(
      [WebDomain(domain: "a.example")], except: [WebDomain(domain: "b.example")])
    guard case .auto(let domains, let except)? = settings.blockedByFilter else {
      Issue.record("expected an automatic policy")
      return
    }
    #expect(domains.compactMap(\.domain) == ["a.example"])
    #expect(except.compactMap(\.domain) == ["b.example"])
  }

  @Test func reportContextsAreNamedByTheirRawValue() throws {
    let context = DeviceActivityReport.Context("Total Activity")
    #expect(context == DeviceActivityReport.Context(rawValue: "Total Activity"))
    #expect(context.rawValue == "Total Activity")
    let data = try JSONEncoder().encode([context])
    #expect(String(decoding: data, as: UTF8.self) == #"["Total Activity"]"#)
  }

  @Test func typesQualifiedWithTheirFrameworkAreTheSameTypes() {
    #expect(FamilyControls.FamilyActivitySelection.self == FamilyActivitySelection.self)
    #expect(FamilyControls.FamilyControlsError.self == FamilyControlsError.self)
    #expect(ManagedSettings.ApplicationToken.self == ApplicationToken.self)
    #expect(ManagedSettings.Application.self == Application.self)
    #expect(ManagedSettingsUI.ShieldConfiguration.self == ShieldConfiguration.self)
    #expect(DeviceActivity.DeviceActivityReport.Context.self == DeviceActivityReport.Context.self)
    #expect(DeviceActivity.DeviceActivityName.self == DeviceActivityName.self)
  }
}
