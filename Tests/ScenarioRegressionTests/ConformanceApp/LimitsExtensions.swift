import Foundation
import ScreenTimeAPI
import ScreenTimeHosting

/// The rule's shield names the app and offers an unblock; an app no rule holds gets the
/// fallback, which names the app too.
final class LimitsShieldConfiguration: ShieldConfigurationDataSource {
  override func configuration(shielding application: Application) -> ShieldConfiguration {
    guard let token = application.token, LimitsSettings.load().rule(holding: token) != nil else {
      return Self.fallback(for: .application(application, category: nil))
    }
    return blocked(Self.name(of: application))
  }

  override func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    guard let token = category.token, LimitsSettings.load().rule(holding: token) != nil else {
      return Self.fallback(for: .application(application, category: category))
    }
    return blocked(Self.name(of: application), offersOpen: false)
  }

  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    guard let token = webDomain.token, LimitsSettings.load().rule(holding: token) != nil else {
      return Self.fallback(for: .webDomain(webDomain, category: nil))
    }
    return blocked(webDomain.domain ?? "This website", offersOpen: false)
  }

  override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    guard let token = category.token, LimitsSettings.load().rule(holding: token) != nil else {
      return Self.fallback(for: .webDomain(webDomain, category: category))
    }
    return blocked(webDomain.domain ?? "This website", offersOpen: false)
  }

  /// A rule's shield; "Open for 15 minutes" is offered for apps a rule names.
  private func blocked(_ name: String, offersOpen: Bool = true) -> ShieldConfiguration {
    guard offersOpen else {
      return ShieldConfiguration(
        title: .init(text: "\(name) is blocked", color: .label),
        primaryButtonLabel: .init(text: "OK", color: .white))
    }
    return ShieldConfiguration(
      title: .init(text: "\(name) is blocked", color: .label),
      subtitle: .init(text: "You can open it for 15 minutes.", color: .secondaryLabel),
      primaryButtonLabel: .init(text: "OK", color: .white),
      secondaryButtonLabel: .init(text: "Open for 15 minutes", color: .systemBlue))
  }

  /// The shield for a token no rule holds: the app's name, and only a way out.
  static func fallback(for item: ShieldedItem) -> ShieldConfiguration {
    let name: String =
      switch item {
      case .application(let application, _): Self.name(of: application)
      case .webDomain(let webDomain, _): webDomain.domain ?? "This website"
      }
    return ShieldConfiguration(
      title: .init(text: "\(name) is limited", color: .label),
      primaryButtonLabel: .init(text: "OK", color: .white),
      secondaryButtonLabel: .init(text: "Open for 15 minutes", color: .systemBlue))
  }

  static func name(of application: Application) -> String {
    application.localizedDisplayName ?? "This app"
  }
}

/// "Open for 15 minutes": spend one of the rule's opens, lift its shields, and time the unblock
/// with a one-off activity whose end puts them back.
final class LimitsShieldAction: ShieldActionDelegate {
  let variant: LimitsApp.Variant

  init(variant: LimitsApp.Variant) {
    self.variant = variant
  }

  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    guard action == .secondaryButtonPressed else {
      completionHandler(.close)
      return
    }
    var settings = LimitsSettings.load()
    let matched = settings.rule(holding: application)
    switch (matched, variant) {
    case (let rule?, _):
      completionHandler(grant(rule.name, in: &settings) ? .defer : .close)
    case (nil, .grantsOnUnknownTokens):
      // The bug: the press is taken for the first rule whatever was pressed; the shield of an
      // app nobody holds stays up, so the answer is .close.
      if let first = settings.rules.first?.name { _ = grant(first, in: &settings) }
      completionHandler(.close)
    case (nil, .correct):
      completionHandler(.close)
    }
  }

  private func grant(_ rule: String, in settings: inout LimitsSettings) -> Bool {
    guard let index = settings.rules.firstIndex(where: { $0.name == rule }),
      settings.rules[index].opensLeft > 0
    else { return false }
    settings.rules[index].opensLeft -= 1
    let now = DeviceClock.now
    let until = now.addingTimeInterval(TimeInterval(LimitsSettings.grantMinutes * 60))
    settings.grants.append(LimitsSettings.Grant(rule: rule, until: until))
    settings.save()
    LimitsSettings.store(for: rule).shield.applications = nil
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = DeviceClock.timeZone
    let fields: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute, .second]
    // One minute more than the grant keeps the interval above DeviceActivity's 15-minute floor.
    try? DeviceActivityCenter().startMonitoring(
      DeviceActivityName("grant.\(rule)"),
      during: DeviceActivitySchedule(
        intervalStart: calendar.dateComponents(fields, from: now),
        intervalEnd: calendar.dateComponents(fields, from: until.addingTimeInterval(60)),
        repeats: false))
    return true
  }
}

/// Shields a rule inside its scheduled interval, or once its usage limit is reached, takes the
/// shields down when the interval ends unless the user blocked the rule, and puts a rule's
/// shields back when its grant ends.
final class LimitsMonitor: DeviceActivityMonitor {
  override func intervalDidStart(for activity: DeviceActivityName) {
    super.intervalDidStart(for: activity)
    guard let rule = LimitsSettings.load().rule(monitoredAs: activity), !rule.hasLimit,
      LimitsSettings.isInInterval([activity.rawValue])
    else { return }
    LimitsSettings.shield(rule)
  }

  override func intervalDidEnd(for activity: DeviceActivityName) {
    super.intervalDidEnd(for: activity)
    if activity.rawValue.hasPrefix("grant.") {
      endGrant(String(activity.rawValue.dropFirst("grant.".count)))
      return
    }
    // An end delivered after the next interval began is stale: that interval's shields stay.
    guard let rule = LimitsSettings.load().rule(monitoredAs: activity), !rule.isBlocking,
      !LimitsSettings.isInInterval([activity.rawValue])
    else { return }
    LimitsSettings.unshield(rule.name)
  }

  override func eventDidReachThreshold(
    _ event: DeviceActivityEvent.Name, activity: DeviceActivityName
  ) {
    super.eventDidReachThreshold(event, activity: activity)
    // Other events are notices (a reminder before the limit, say): they shield nothing.
    guard event.rawValue == "limit", LimitsSettings.isInInterval([activity.rawValue]),
      let rule = LimitsSettings.load().rule(monitoredAs: activity)
    else { return }
    LimitsSettings.shield(rule)
  }

  private func endGrant(_ name: String) {
    var settings = LimitsSettings.load()
    settings.grants.removeAll { $0.rule == name }
    settings.save()
    if let rule = settings.rules.first(where: { $0.name == name }), rule.isBlocking {
      LimitsSettings.shield(rule)
    }
  }
}
