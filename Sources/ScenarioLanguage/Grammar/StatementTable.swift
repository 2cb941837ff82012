import ScreenTimeModel

/// The scenario language: every header and step statement, in one table.
///
/// Each entry gives a statement's words and typed placeholders, its meaning, and what it builds.
/// The parser, the did-you-mean suggestions, `stsim list verbs` and `stsim list faults`, and the
/// language reference are all generated from here, so adding a statement means adding an entry.
package enum StatementTable {
  /// Every statement: the steps first, so that a line reading both ways is a step.
  package static let all: [StatementPattern] = steps + header

  /// The indices into ``all`` of the statements each first word can start.
  package static let byFirstWord: [String: [Int]] = {
    var index: [String: [Int]] = [:]
    for (position, pattern) in all.enumerated() {
      for word in pattern.leadingWords { index[word, default: []].append(position) }
    }
    return index
  }()

  /// Every word a statement can start with, in table order without repeats.
  package static let firstWords: [String] = {
    var words: [String] = []
    for pattern in all {
      for word in pattern.leadingWords where !words.contains(word) { words.append(word) }
    }
    return words
  }()

  private static let defaults = Scenario(path: "", title: "")

  // MARK: - Header (spec section 2)

  package static let header: [StatementPattern] = [
    headerEntry(
      ["scenario", .value("title", .title)], default: "required, first statement",
      "the scenario's title"
    ) { c, s in s.title = c.string("title") },
    headerEntry(
      ["about", .value("text", .string)], default: "none", repeats: .repeatable,
      "free text, repeatable; shown in reports (cite the source of the behaviour)"
    ) { c, s in s.about.append(c.string("text")) },
    headerEntry(
      ["tags", .value("tags", .tags)], default: "none", repeats: .repeatable,
      "names for `--tag` filtering; repeatable, a repeated name counts once"
    ) { c, s in
      // Repeats are dropped once, when the binder finishes: O(n) over every tags line.
      s.tags.append(contentsOf: c.names("tags"))
    },
    headerEntry(
      [
        "device", "iOS", .value("version", .systemVersion),
        .optional("build", "build", .value("build", .build)),
      ],
      default: "iOS \(defaults.systemVersion) build \(defaults.build)",
      "the OS version, which selects API availability; without `build`, the build is derived "
        + "from the version"
    ) { c, s in
      s.systemVersion = c.systemVersion("version")
      s.build = c.optionalWord("build") ?? s.systemVersion.derivedBuild
      s.declaresDevice = true
    },
    headerEntry(
      ["versions", .value("versions", .systemVersions)],
      default: "the `device` version, or any release the steps allow without one",
      "the releases the scenario is meant for, as versions and ranges (`16.0...`, "
        + "`16.0...26.4, 27.0`); `--versions` runs it on those of its list this holds"
    ) { c, s in s.declaredVersions = c.systemVersions("versions") },
    headerEntry(
      ["app-version", .value("version", .text)], default: defaults.appVersion,
      "the app-under-test's version, written into diagnostics"
    ) { c, s in s.appVersion = c.text("version") },
    headerEntry(
      ["timezone", .value("zone", .timeZone)], default: defaults.timeZone.identifier,
      "the device's time zone at the start"
    ) { c, s in s.timeZone = c.timeZone("zone") },
    headerEntry(
      ["start", .value("date", .date), .value("clock", .clock)],
      default: "\(defaults.start.date) \(defaults.start.clock)",
      "the simulated start, local time; this date is day 1"
    ) { c, s in s.start = LocalDateTime(date: c.date("date"), clock: c.clock("clock")) },
    headerEntry(
      ["seed", .value("seed", .seed)], default: "\(defaults.seed)",
      "drives every choice the model makes (token bytes, UUIDs, tie breaks)"
    ) { c, s in
      s.seed = c.seed("seed")
      s.isSeedPinned = true
    },
    headerEntry(
      ["member", .choice("member", Member.allCases.map(\.rawValue))],
      default: defaults.member.rawValue,
      "who authorizes: the device owner, or a guardian for a child"
    ) { c, s in s.member = c.choice(Member.self, "member") },
    headerEntry(
      [
        "policy", .value("policy", .policy),
        .optional("with", "with", .value("with", .mistakes)),
      ],
      default: defaults.policy.name,
      "the app under test, with mistakes switched on (`stsim list mistakes`)"
    ) { c, s in
      s.policy.name = c.word("policy")
      s.policy.mistakes = c.has("with") ? c.mistakes("with") : []
    },
    headerEntry(
      ["policy-option", .value("choice", .policyOption)], default: "none",
      repeats: .repeatable,
      "a choice of the reference app's design that is neither right nor wrong, kept in every "
        + "column of `stsim matrix`"
    ) { c, s in
      let choice = c.word("choice")
      if !s.policy.options.contains(choice) { s.policy.options.append(choice) }
    },
    headerEntry(
      ["option", .value("option", .option)], default: "see Options", repeats: .oncePerOption,
      "a model knob for behaviour Apple does not document; once per key"
    ) { c, s in
      let (option, value) = c.option("option")
      option.apply(&s.options, value)
    },
    headerEntry(
      [
        "app", .value("alias", .newAlias(.app)), .value("bundle-id", .bundleIdentifier),
        .optional("category", "category", .value("category", .impliedCategory)),
        .optional("named", "named", .value("display name", .string)),
      ],
      default: "none", repeats: .repeatable,
      "an installed app; the display name is the alias when `named` is absent"
    ) { c, s in
      s.apps.append(
        AppDeclaration(
          alias: c.word("alias"), bundleIdentifier: c.word("bundle-id"),
          category: c.optionalWord("category"),
          displayName: c.optionalString("display name") ?? c.word("alias"), location: c.location))
    },
    headerEntry(
      [
        "web", .value("alias", .newAlias(.web)), .value("domain", .domain),
        .optional("category", "category", .value("category", .impliedCategory)),
        .optional("adult", "adult"),
        .optional("of", "of", .value("of", .item([.app]))),
      ],
      default: "none", repeats: .repeatable,
      "a web domain; `adult` marks a site with adult content, which the web content filter's "
        + "`.auto` policy blocks; `of <app>` makes it the app's own domain, whose usage counts "
        + "toward the app's usage events and the app's toward the domain's (`option "
        + "associated-domains`; extensions of the specification)"
    ) { c, s in
      s.webDomains.append(
        WebDeclaration(
          alias: c.word("alias"), domain: c.word("domain"), category: c.optionalWord("category"),
          isAdult: c.has("adult"), associatedApp: c.has("of") ? c.item("of").alias : nil,
          location: c.location))
    },
    headerEntry(
      [
        "category", .value("alias", .newAlias(.category)),
        .optional("display name", .value("display name", .string)),
      ],
      default: "implied by `app`/`web`", repeats: .repeatable,
      "an activity category; the display name is the alias when absent"
    ) { c, s in
      // A category an earlier `app` or `web` line implied is replaced in place when the binder
      // finishes, in one pass over all categories.
      s.categories.append(
        CategoryDeclaration(
          alias: c.word("alias"),
          displayName: c.optionalString("display name") ?? c.word("alias"), location: c.location))
    },
  ]

  // MARK: - Steps (spec section 4)

  package static let steps: [StatementPattern] =
    authorization + mainApp + storeGroups + settingsGroups + device + system + storage
    + expectations + settingsExpectations

  private static let authorization: [StatementPattern] = [
    userEntry(
      .authorization, ["user", "requests", "authorization"],
      "the user taps the app's button that asks for access: the app calls "
        + "`requestAuthorization(for: member)` and the prompt stays on screen, the request "
        + "waiting, until a later step answers it (`user approves authorization` and the other "
        + "answers) or a revocation takes it away (`option prompt-revocation`); no prompt when the "
        + "app is approved (an extension of the specification)"
    ) { _ in .requestAuthorizationLeavingPrompt },
    userEntry(
      .authorization, ["user", "approves", "authorization", "with", "data", "access"],
      "(26.4+) the same request, approved with access to activity data: the status becomes "
        + "`approvedWithDataAccess` when the app has the data-access entitlement, else "
        + "`approved`; before iOS 26.4 the step is refused (`expect refused unavailable`). An app "
        + "approved without data access gains it as `option data-access-upgrade` says (an "
        + "extension of the specification)"
    ) { _ in .requestAuthorization(.userApprovesWithDataAccess) },
    userEntry(
      .authorization, ["guardian", "approves", "authorization", "with", "data", "access"],
      "(26.4+) the child flow's request, approved by the guardian with access to activity data, "
        + "as `user approves authorization with data access`"
    ) { _ in .requestAuthorization(.guardianApprovesWithDataAccess) },
    userEntry(
      .authorization, ["user", .choice("answer", "approves", "cancels"), "authorization"],
      "the app calls `requestAuthorization(for: member)` and the device owner approves, or "
        + "cancels (the app receives `authorizationCanceled`)"
    ) { c in .requestAuthorization(c.word("answer") == "approves" ? .userApproves : .userCancels) },
    userEntry(
      .authorization, ["guardian", .choice("answer", "approves", "declines"), "authorization"],
      "the child flow's request, answered by the guardian"
    ) { c in
      .requestAuthorization(c.word("answer") == "approves" ? .guardianApproves : .guardianDeclines)
    },
    faultEntry(
      .authorization, ["os", "fails", "authorization", "with", .value("error", .injectableError)],
      "the next request throws the error: "
        + FamilyControlsErrorCode.injectable.map { "`\($0.rawValue)`" }.joined(separator: ", ")
    ) { c in .failNextAuthorization(c.familyControlsError("error")) },
    userEntry(
      .authorization,
      [
        .choice("revoker", "user", "guardian"), "revokes", "authorization",
        .optional("passcode", "with", "passcode"),
      ],
      "turned off in Settings, outside the app: every token minted so far becomes void for good, "
        + "the system stops enforcing the app's stores and delivering its monitor callbacks. Once "
        + "`user sets screen time passcode`, on iOS 26.4 and later (`option passcode-gate`), the "
        + "user's step is refused (`expect refused passcode`) unless `with passcode`; the guardian "
        + "turns it off from their own device"
    ) { c in
      .revokeAuthorization(by: c.choice(Revoker.self, "revoker"), withPasscode: c.has("passcode"))
    },
    userEntry(
      .authorization, ["user", "sets", "screen", "time", "passcode"],
      "the device gets a Screen Time passcode: from iOS 26.4 (`option passcode-gate`) turning the "
        + "app's access off in Settings asks for it (an extension of the specification)"
    ) { _ in .setScreenTimePasscode },
    appEntry(
      .authorization, ["app", "revokes", "authorization"], "the app calls `revokeAuthorization`"
    ) { _ in .revokeAuthorization },
  ]

  private static let scheduleOptions: [PatternElement] = [
    .optional("warning", "warning", .value("warning", .duration)),
    .optional(
      "limit", "limit", .value("limit", .duration),
      .optional("on", "on", .value("on", .items(ItemReference.Kind.any))),
      .optional("past", "past-activity")),
    .repeated(
      "event", key: "name",
      [
        "event", .value("name", .newEventName), .value("threshold", .duration),
        .optional("on", "on", .value("on", .items(ItemReference.Kind.any))),
        .optional("past", "past-activity"),
      ]),
  ]

  private static func schedule(_ c: Captures, _ repetition: ScheduleRequest.Repetition)
    -> AppCommand
  {
    let (start, end) = c.clockRange("interval")
    let limit =
      c.has("limit")
      ? UsageLimit(
        threshold: c.duration("limit"), items: c.has("on") ? c.items("on") : nil,
        includesPastActivity: c.has("past")) : nil
    let events = c.groups("event").map { group in
      UsageEvent(
        name: group.word("name"), threshold: group.duration("threshold"),
        items: group.has("on") ? group.items("on") : nil, includesPastActivity: group.has("past"))
    }
    return .schedule(
      profile: c.word("profile"),
      ScheduleRequest(
        repetition: repetition, start: start, end: end, warning: c.optionalDuration("warning"),
        limit: limit, events: events, endDay: c.has("until") ? c.integer("until") : nil))
  }

  private static let mainApp: [StatementPattern] = [
    userEntry(
      .mainApp, ["user", "opens", "main", "app"],
      "brings the main app to the foreground (launching it if needed); the policy's foreground "
        + "handler runs"
    ) { _ in .openMainApp },
    userEntry(
      .mainApp, ["user", "leaves", "main", "app"],
      "the main app goes to the background (suspended: it observes nothing until opened again)"
    ) { _ in .leaveMainApp },
    userEntry(
      .mainApp, ["user", "reinstalls", "app"],
      "the user deletes the app and installs it again: its processes end, its authorization is "
        + "gone (`notDetermined`; tokens of the old approval never work again), and so are its "
        + "stores, its monitored activities and pending callbacks, the App Group and its own "
        + "container; the backend keeps its copies. Under child authorization the guardian must "
        + "approve a deletion, so the step fails"
    ) { _ in .reinstallApp },
    userEntry(
      .mainApp,
      [
        "user", "picks", .profile,
        .optional("apps", "apps", .value("apps", .items([.app]))),
        .optional("categories", "categories", .value("categories", .items([.category]))),
        .optional("web", "web", .value("web", .items([.web]))),
        .optional("entire-categories", "entire-categories"),
        .optional("allow-list", "as", "allow-list"),
      ],
      "the user chooses in `FamilyActivityPicker` for the profile (created if new) and the app "
        + "saves the selection; the groups come in this order, each at most once; `as allow-list` "
        + "makes the profile shield every app and site except those chosen (`.all(except:)`)"
    ) { c in
      .pick(
        profile: c.word("profile"),
        PickedItems(
          apps: c.aliases("apps"), categories: c.aliases("categories"),
          webDomains: c.aliases("web"), includesEntireCategories: c.has("entire-categories"),
          isAllowList: c.has("allow-list")))
    },
    userEntry(
      .mainApp, ["user", "cancels", "picker", .profile],
      "the picker is dismissed; the selection is unchanged"
    ) { c in .cancelPicker(profile: c.word("profile")) },
    userEntry(
      .mainApp, ["user", "blocks", .profile, "now"],
      "the app applies the profile's shields at once, outside any schedule"
    ) { c in .blockNow(profile: c.word("profile")) },
    userEntry(
      .mainApp, ["user", "unblocks", .profile], "the app removes the profile's shields at once"
    ) { c in .unblock(profile: c.word("profile")) },
    userEntry(
      .mainApp, ["user", "disables", .profile],
      "the app stops the profile without deleting it"
    ) { c in .disable(profile: c.word("profile")) },
    userEntry(
      .mainApp, ["user", "enables", .profile], "the app resumes a disabled profile"
    ) { c in .enable(profile: c.word("profile")) },
    userEntry(
      .mainApp, ["user", "deletes", .profile],
      "the app deletes the profile, its store, its schedule and its saved data"
    ) { c in .delete(profile: c.word("profile")) },
    appEntry(
      .mainApp,
      ["app", "schedules", .profile, "daily", .value("interval", .clockRange)] + scheduleOptions,
      "`startMonitoring` with a schedule repeating every day (hour and minute components, and "
        + "second on both ends when either clock has seconds); `warning` sets `warningTime`, "
        + "`limit` adds a usage event named `limit` over the listed items, or over the profile's "
        + "selection when `on` is absent, and each `event` one more usage event with its own "
        + "name, threshold and items; `past-activity` sets `includesPastActivity` (17.4+); an end "
        + "before the start ends the next day"
    ) { c in schedule(c, .daily) },
    appEntry(
      .mainApp,
      [
        "app", "schedules", .profile, "once", .value("interval", .clockRange),
        .optional("until", "until", "day", .value("until", .integer(.day))),
      ] + scheduleOptions,
      "the same, not repeating, on the step's day (full date components); with `until day n` "
        + "the interval ends on day n, so it may last several days"
    ) { c in schedule(c, .once) },
    appEntry(
      .mainApp,
      [
        "app", "schedules", .profile, "weekly", .value("days", .weekdays),
        .value("interval", .clockRange),
      ] + scheduleOptions,
      "the same on the given weekdays, `mon` to `sun` (weekday, hour and minute components)"
    ) { c in schedule(c, .weekly(c.weekdays("days"))) },
    appEntry(
      .mainApp, ["app", "stops", .profile], "`stopMonitoring` for the profile's activity"
    ) { c in .stopMonitoring(profile: c.word("profile")) },
    appEntry(
      .mainApp,
      ["app", "restores", .profile, "from", .choice("location", "backend", "appgroup")],
      "the app reads the saved selection, decodes it and submits the shield configuration"
    ) { c in .restore(profile: c.word("profile"), from: c.choice(CopyLocation.self, "location"))
    },
    appEntry(
      .mainApp, ["app", "syncs"],
      "the app pulls every profile from the backend and writes the App Group snapshot"
    ) { _ in .sync },
    appEntry(
      .mainApp, ["app", "refreshes", "tokens"],
      "the app asks the system to refresh its tokens (`ManagedSettingsStore.refresh`, 26.5+)"
    ) { _ in .refreshTokens },
  ]

  /// The application and web content groups of a profile's store: extensions of the
  /// specification, mirroring `ApplicationSettings` and `WebContentSettings`.
  private static let storeGroups: [StatementPattern] = [
    appEntry(
      .mainApp,
      ["app", "blocks", "applications", .value("apps", .items([.app])), "for", .profile],
      "the app sets the profile's store's `application.blockedApplications` to the apps, by "
        + "bundle identifier: they are hidden and do not open"
    ) { c in
      .blockApplications(profile: c.word("profile"), .bundleIdentifiers(c.items("apps")))
    },
    appEntry(
      .mainApp, ["app", "blocks", "picked", "applications", "for", .profile],
      "the same with the apps of the profile's saved selection, by token"
    ) { c in .blockApplications(profile: c.word("profile"), .picked) },
    appEntry(
      .mainApp, ["app", "unblocks", "applications", "for", .profile],
      "the app sets `application.blockedApplications` of the profile's store to `nil`"
    ) { c in .blockApplications(profile: c.word("profile"), .unset) },
    appEntry(
      .mainApp,
      [
        "app", .choice("verb", "denies", "allows"), "app",
        .choice("change", AppChange.allCases.map(\.rawValue)), "for", .profile,
      ],
      "the app sets `denyAppRemoval` or `denyAppInstallation` of the profile's store to true "
        + "(denies) or false (allows)"
    ) { c in
      .denyAppChange(
        c.choice(AppChange.self, "change"), denied: c.word("verb") == "denies",
        profile: c.word("profile"))
    },
    appEntry(
      .mainApp, ["app", "filters", "web", "none", "for", .profile],
      "the app sets the profile's store's `webContent.blockedByFilter` to `.none`"
    ) { c in .filterWeb(profile: c.word("profile"), .none, byToken: false) },
    appEntry(
      .mainApp,
      [
        "app", "filters", "web", "specific", .value("web", .items([.web])), byToken, "for",
        .profile,
      ],
      "`.specific(_:)`: exactly these domains are blocked; `by token` names each by the token "
        + "the app saved for it (or the one the system hands out now), `WebDomain(token:)`, "
        + "instead of `WebDomain(domain:)`"
    ) { c in
      .filterWeb(profile: c.word("profile"), .specific(c.items("web")), byToken: c.has("token"))
    },
    appEntry(
      .mainApp,
      [
        "app", "filters", "web", "all",
        .optional("except", "except", .value("except", .items([.web]))), byToken, "for",
        .profile,
      ],
      "`.all(except:)`: every domain but these is blocked"
    ) { c in
      .filterWeb(
        profile: c.word("profile"), .all(except: c.has("except") ? c.items("except") : []),
        byToken: c.has("token"))
    },
    appEntry(
      .mainApp,
      [
        "app", "filters", "web", "auto",
        .optional("blocking", "blocking", .value("blocking", .items([.web]))),
        .optional("except", "except", .value("except", .items([.web]))), byToken, "for",
        .profile,
      ],
      "`.auto(_:except:)`: adult domains (`web ... adult`) and these are blocked, the "
        + "exceptions never. Any policy but `.none` disables Safari's private browsing"
    ) { c in
      .filterWeb(
        profile: c.word("profile"),
        .auto(
          blocking: c.has("blocking") ? c.items("blocking") : [],
          except: c.has("except") ? c.items("except") : []),
        byToken: c.has("token"))
    },
    appEntry(
      .mainApp, ["app", "clears", "web", "filter", "for", .profile],
      "the app sets `webContent.blockedByFilter` of the profile's store to `nil`"
    ) { c in .filterWeb(profile: c.word("profile"), .unset, byToken: false) },
    appEntry(
      .mainApp,
      [
        "app", "shields", "categories", .value("categories", .items([.category])),
        .optional("except", "except", .value("except", .items([.app, .web]))), "for", .profile,
      ],
      "the app sets the profile's store's `shield.applicationCategories` and "
        + "`shield.webDomainCategories` to `.specific(_:except:)` of these categories, excepting "
        + "the listed apps and web domains (by the tokens the app saved, or those the system hands "
        + "out now)"
    ) { c in
      .shieldCategories(
        profile: c.word("profile"),
        .specific(c.items("categories"), except: c.has("except") ? c.items("except") : []))
    },
    appEntry(
      .mainApp,
      [
        "app", "shields", "all", "categories",
        .optional("except", "except", .value("except", .items([.app, .web]))), "for", .profile,
      ],
      "the same with `.all(except:)`: every app and web domain but the exceptions (never the app "
        + "under test itself)"
    ) { c in
      .shieldCategories(
        profile: c.word("profile"), .all(except: c.has("except") ? c.items("except") : []))
    },
    appEntry(
      .mainApp, ["app", .choice("verb", "activates", "deactivates"), "store", .profile],
      "(26.5+) the app sets `isActive` of the profile's store to true or false: an inactive store "
        + "keeps its settings but enforces none; before 26.5 the step is refused"
    ) { c in .activateStore(profile: c.word("profile"), c.word("verb") == "activates") },
    appEntry(
      .mainApp, ["app", "deletes", "store", .profile],
      "(26.5+) the app calls `deleteStore()` on the profile's store: its settings are gone and "
        + "`ManagedSettingsStore.stores` no longer lists it; before 26.5 the step is refused"
    ) { c in .deleteStore(profile: c.word("profile")) },
    appEntry(
      .mainApp, ["app", "deletes", "all", "stores"],
      "(26.5+) the app calls `ManagedSettingsStore.deleteStores(ManagedSettingsStore.stores)`; "
        + "before 26.5 the step is refused"
    ) { _ in .deleteAllStores },
    appEntry(
      .mainApp, ["app", "stops", "all", "monitoring"],
      "the app calls `DeviceActivityCenter().stopMonitoring([])`: every activity stops, those "
        + "inside an interval with `intervalDidEnd`"
    ) { _ in .stopAllMonitoring },
    appEntry(
      .mainApp, ["app", "reads", "activity", "data"],
      "(26.4+) the app reads `FamilyActivityData.shared`'s `installedApplications`, "
        + "`visitedWebDomains` and `activityCategories`: refused (`unauthorized`) unless the app "
        + "is approved with data access, and before 26.4 (`unavailable`)"
    ) { _ in .readActivityData },
  ]

  /// `[by token]`, captured as `token`.
  private static let byToken = PatternElement.optional("token", "by", "token")

  // MARK: - The other settings groups

  /// The kinds of setting a group has, each with its settings.
  private static func kinds(of group: ManagedSettingsGroupName)
    -> [(kind: ManagedSetting.Kind, settings: [ManagedSetting])]
  {
    var kinds: [(kind: ManagedSetting.Kind, settings: [ManagedSetting])] = []
    for setting in ManagedSetting.settings(of: group) {
      if let index = kinds.firstIndex(where: { $0.kind == setting.kind }) {
        kinds[index].settings.append(setting)
      } else {
        kinds.append((setting.kind, [setting]))
      }
    }
    return kinds
  }

  /// The value element of a setting of `kind`, with `nil` among the words when `allowsNil`.
  private static func valueElement(_ kind: ManagedSetting.Kind, allowsNil: Bool) -> PatternElement {
    switch kind {
    case .flag: .choice("value", ["true", "false"] + (allowsNil ? ["nil"] : []))
    case .rating(let range):
      .value("value", .integer(range.upperBound > 1_000 ? .appRating : .mediaRating))
    case .cookiePolicy:
      .choice("value", CookiePolicyState.allCases.map(\.rawValue) + (allowsNil ? ["nil"] : []))
    }
  }

  /// The setting a statement names: `<group> <setting>`.
  private static func setting(_ group: ManagedSettingsGroupName, _ c: Captures) -> ManagedSetting {
    guard let setting = ManagedSetting(rawValue: "\(group.rawValue).\(c.word("setting"))") else {
      preconditionFailure("the table offered a setting '\(c.word("setting"))' \(group) lacks")
    }
    return setting
  }

  /// The value a statement gives a setting of `kind`; `nil` for the word `nil`.
  private static func value(_ kind: ManagedSetting.Kind, _ c: Captures) -> ManagedSettingValue? {
    switch kind {
    case .flag:
      c.word("value") == "nil" ? nil : .flag(c.word("value") == "true")
    case .rating:
      .rating(c.integer("value"))
    case .cookiePolicy:
      CookiePolicyState(rawValue: c.word("value")).map(ManagedSettingValue.cookiePolicy)
    }
  }

  private static func describe(_ kind: ManagedSetting.Kind) -> String {
    switch kind {
    case .flag: "a Boolean setting"
    case .rating(let range): "a rating from \(range.lowerBound) to \(range.upperBound)"
    case .cookiePolicy: "`SafariSettings.CookiePolicy`"
    }
  }

  /// `app sets <group> <setting> <value> for <profile>` and `app clears <group> <setting> for
  /// <profile>`, one statement per group and kind of setting, so that each takes only its own
  /// settings and values.
  private static let settingsGroups: [StatementPattern] =
    ManagedSettingsGroupName.allCases.flatMap { group in
      kinds(of: group).map { kind, settings in
        appEntry(
          .settingsGroups,
          [
            "app", "sets", .keyword(group.rawValue),
            .choice("setting", settings.map(\.property)), valueElement(kind, allowsNil: false),
            "for", .profile,
          ],
          "the app sets \(describe(kind)) of the profile's store's `\(group.rawValue)` group "
            + "(`\(settings.map { "\(group.rawValue).\($0.property)" }.joined(separator: "`, `"))`); "
            + "reading the store back returns it (an extension of the specification)"
        ) { c in .setSetting(profile: c.word("profile"), setting(group, c), value(kind, c)) }
      }
    }
    + ManagedSettingsGroupName.allCases.map { group in
      appEntry(
        .settingsGroups,
        [
          "app", "clears", .keyword(group.rawValue),
          .choice("setting", ManagedSetting.settings(of: group).map(\.property)), "for",
          .profile,
        ],
        "the app sets that setting of the profile's store's `\(group.rawValue)` group to `nil`"
      ) { c in .setSetting(profile: c.word("profile"), setting(group, c), nil) }
    }

  /// `expect store <profile> <group> <setting> <value>`, one statement per group and kind.
  private static let settingsExpectations: [StatementPattern] =
    ManagedSettingsGroupName.allCases.flatMap { group in
      kinds(of: group).flatMap { kind, settings in
        let entry = expectEntry(
          [
            "store", .profile, .keyword(group.rawValue),
            .choice("setting", settings.map(\.property)), valueElement(kind, allowsNil: true),
          ],
          "reading the setting of the profile's store back returns the value (`nil`: not set)"
        ) { c in .storeSetting(profile: c.word("profile"), setting(group, c), value(kind, c)) }
        guard case .rating = kind else { return [entry] }
        return [
          entry,
          expectEntry(
            [
              "store", .profile, .keyword(group.rawValue),
              .choice("setting", settings.map(\.property)), "nil",
            ],
            "reading the rating of the profile's store back returns `nil`: not set"
          ) { c in .storeSetting(profile: c.word("profile"), setting(group, c), nil) },
        ]
      }
    }

  private static let device: [StatementPattern] = [
    userEntry(
      .device, ["user", "opens", .value("app", .item([.app]))],
      "brings the app to the front; if the system shields it, the shield is shown"
    ) { c in .open(c.item("app")) },
    userEntry(
      .device, ["user", "visits", .value("web", .item([.web]))],
      "brings the site to the front; if the system shields it, the shield is shown"
    ) { c in .open(c.item("web")) },
    userEntry(
      .device, ["user", "uses", .value("item", .item([.app, .web])), "for", .duration],
      "opens the item and keeps it in front for the duration (usage counts toward events), then "
        + "returns to the home screen; if it becomes shielded meanwhile, usage stops there and "
        + "the shield shows. The one step that takes time: the next step's default time is its end"
    ) { c in .use(c.item("item"), for: c.duration("duration")) },
    userEntry(.device, ["user", "goes", "home"], "returns to the home screen") { _ in .goHome },
    userEntry(
      .device, ["user", "taps", .choice("button", "primary", "secondary")],
      "presses a button on the shield that is showing; a run-time error if none is showing"
    ) { c in .tap(c.word("button") == "primary" ? .primary : .secondary) },
    userEntry(
      .device, ["user", "taps", "submenu", .value("item", .integer(.submenuItem))],
      "presses a submenu item of the shield's secondary button (26.4+)"
    ) { c in .tap(.submenu(c.integer("item"))) },
    userEntry(
      .device, ["user", .choice("lock", "locks", "unlocks"), "device"],
      "while locked, monitor callbacks that fall due are held; at the next unlock those of an "
        + "interval still running are delivered in order, late; an interval that began and ended "
        + "while the device was locked the whole time delivers nothing, unless "
        + "`option slept-interval deliver-late`"
    ) { c in c.word("lock") == "locks" ? .lockDevice : .unlockDevice },
    userEntry(
      .device, ["user", "changes", "timezone", .value("zone", .timeZone)],
      "the device's time zone changes; later steps' times are read in the new zone"
    ) { c in .changeTimeZone(c.timeZone("zone")) },
    stepEntry(.device, ["wait"], "nothing; with a time prefix, lets time pass") { _ in .wait },
    userEntry(
      .device, ["user", "removes", .value("app", .item([.app]))],
      "the user deletes the app from the device; refused while a store denies app removal "
        + "(an extension of the specification)"
    ) { c in .removeApp(c.item("app")) },
    userEntry(
      .device, ["user", "installs", .value("app", .item([.app]))],
      "the user installs a removed app again; refused while a store denies app installation"
    ) { c in .installApp(c.item("app")) },
  ]

  private static let system: [StatementPattern] = [
    faultEntry(
      .system, ["os", "rotates", "token", .value("item", .item(ItemReference.Kind.any))],
      "the system starts handing out new token bytes for the item (FB14111223); saved tokens "
        + "still shield unless `option rotation invalidates-old`, but are not `==` to the new ones"
    ) { c in .rotateTokens(c.item("item")) },
    faultEntry(
      .system, ["os", "rotates", "all", "tokens"], "the same for every item"
    ) { _ in .rotateTokens(nil) },
    faultEntry(
      .system, ["os", "expires", "token", .value("item", .item(ItemReference.Kind.any))],
      "the item's tokens stop working for shields; on 26.5+ a `TokenExpiryMessage` is posted to "
        + "the app and `refresh` returns current tokens"
    ) { c in .expireTokens(c.item("item")) },
    faultEntry(
      .system, ["os", "expires", "all", "tokens"], "the same for every item"
    ) { _ in .expireTokens(nil) },
    faultEntry(
      .system, ["os", "sends", "false", "expiry"],
      "(26.5+) a `TokenExpiryMessage` while nothing expired (FB23391495)"
    ) { _ in .sendFalseExpiry },
    faultEntry(
      .system,
      [
        "os", "updates", "to", "iOS", .value("version", .systemVersion),
        .optional("build", "build", .value("build", .build)),
        .optional("rotating", "rotating", "tokens"),
      ],
      "OS update: new version and API availability, then a restart as `os reboots`; the version "
        + "may not be older than the running one; without `build`, the build is derived"
    ) { c in
      let version = c.systemVersion("version")
      return .updateSystem(
        to: version, build: c.optionalWord("build") ?? version.derivedBuild,
        rotatingTokens: c.has("rotating"))
    },
    faultEntry(
      .system, ["os", "reboots"],
      "every process ends; the device is locked; the App Group container is unreadable until "
        + "the first unlock"
    ) { _ in .reboot },
    faultEntry(
      .system, ["os", "delays", "next", .callback, .forProfile, "by", .duration],
      "the next such monitor callback is delivered that much later"
    ) { c in
      .delayNextCallback(
        c.callback("callback"), profile: c.optionalWord("for"), by: c.duration("duration"))
    },
    faultEntry(
      .system, ["os", "drops", "next", .callback, .forProfile],
      "the next such callback is never delivered"
    ) { c in .dropNextCallback(c.callback("callback"), profile: c.optionalWord("for")) },
    faultEntry(
      .system, ["os", "repeats", .callback, "for", .profile],
      "delivers a duplicate of the profile's most recent such callback now"
    ) { c in .repeatCallback(c.callback("callback"), profile: c.word("profile")) },
    faultEntry(
      .system, ["os", "fires", "thresholds", "early"],
      "the 26.2+ bug: every registered usage event fires at the next unlock or registration "
        + "(on any version unless `option early-thresholds from-26.2`)"
    ) { _ in .fireThresholdsEarly },
    faultEntry(
      .system, ["os", "holds", "threshold", "events"],
      "threshold callbacks are batched until released"
    ) { _ in .holdThresholdEvents },
    faultEntry(
      .system, ["os", "releases", "threshold", "events", .optional("reversed", "reversed")],
      "delivers the held threshold callbacks, optionally in reverse order"
    ) { c in .releaseThresholdEvents(reversed: c.has("reversed")) },
    faultEntry(
      .system,
      [
        "os", "kills", "monitor", "on", "next", "callback",
        .optional("after", "after", .value("after", .integer(.writes)), "writes"),
      ],
      "the monitor extension process is killed during its next callback, after `n` store or App "
        + "Group writes (0 when absent)"
    ) { c in .killMonitorOnNextCallback(afterWrites: c.has("after") ? c.integer("after") : 0) },
    faultEntry(
      .system, ["os", "limits", "monitor", "memory", "to", .size],
      "the monitor extension's memory ceiling (default `6MB`)"
    ) { c in .limitMonitorMemory(bytes: c.size("size")) },
    faultEntry(
      .system, ["os", "slows", "shield", "configuration", "by", .duration],
      "the configuration extension takes this long; past `option config-timeout` the system "
        + "shows its default shield"
    ) { c in .slowShieldConfiguration(by: c.duration("duration")) },
    faultEntry(
      .system, ["os", "ignores", "store", .profile],
      "the system stops enforcing the profile's store"
    ) { c in .ignoreStore(profile: c.word("profile")) },
    faultEntry(
      .system, ["os", "honours", "store", .profile],
      "the system enforces the profile's store again"
    ) { c in .honourStore(profile: c.word("profile")) },
    faultEntry(
      .system, ["os", "empties", "next", "picker"], "the next picker returns an empty selection"
    ) { _ in .emptyNextPicker },
    faultEntry(
      .system, ["os", "crashes", "next", "picker"],
      "the next picker crashes (large selections and search are reported to): it closes without "
        + "a result and the app sees it dismissed, its selection unchanged"
    ) { _ in .crashNextPicker },
  ]

  private static let storage: [StatementPattern] = [
    faultEntry(
      .storage, ["backend", "goes", "down"], "requests fail with a network error until it comes up"
    ) { _ in .backendGoesDown },
    faultEntry(.storage, ["backend", "comes", "up"], "requests work again") { _ in .backendComesUp
    },
    faultEntry(
      .storage, ["backend", "latency", .duration], "every request takes this long"
    ) { c in .backendLatency(c.duration("duration")) },
    faultEntry(
      .storage, ["backend", "corrupts", .profile, .corruption],
      "the stored blob is damaged (`truncated` when absent); decoding it then fails with "
        + "`dataCorrupted`, `typeMismatch`, `keyNotFound` and `dataCorrupted` respectively"
    ) { c in .corrupt(.backend, profile: c.word("profile"), corruption(c)) },
    faultEntry(
      .storage,
      ["backend", "serves", .profile, "schema", .value("schema", .integer(.schemaVersion))],
      "the stored blob declares `schemaVersion` n"
    ) { c in .serveSchema(profile: c.word("profile"), version: c.integer("schema")) },
    faultEntry(
      .storage, ["appgroup", "corrupts", .profile, .corruption],
      "the same for the App Group copy"
    ) { c in .corrupt(.appGroup, profile: c.word("profile"), corruption(c)) },
    faultEntry(
      .storage, ["appgroup", "loses", .profile], "the App Group copy disappears"
    ) { c in .loseAppGroupCopy(profile: c.word("profile")) },
    faultEntry(
      .storage, ["appgroup", "bloats", .profile, "to", .size],
      "the App Group copy grows to that size (memory pressure in extensions)"
    ) { c in .bloatAppGroupCopy(profile: c.word("profile"), bytes: c.size("size")) },
  ]

  private static func corruption(_ c: Captures) -> BlobDamage {
    c.has("corruption") ? c.choice(BlobDamage.self, "corruption") : .truncated
  }

  private static let decisions = AuthorizationDecision.allCases.map(\.rawValue)

  /// `[event <name>]` of the callback expectations, captured as `event`.
  private static let forEvent = PatternElement.optional(
    "event", "event", .value("event", .eventName))

  private static let expectations: [StatementPattern] = [
    expectEntry(
      ["authorization", .choice("status", decisions)], "the system's decision for the app"
    ) { c in .authorization(c.choice(AuthorizationDecision.self, "status")) },
    expectEntry(
      ["app", "sees", "authorization", .choice("status", decisions)],
      "the value the main app last observed"
    ) { c in .appSeesAuthorization(c.choice(AuthorizationDecision.self, "status")) },
    expectEntry(
      ["profile", .profile, .choice("status", ProfileStatus.allCases.map(\.rawValue))],
      "the app's own state for the profile"
    ) { c in .profile(c.word("profile"), c.choice(ProfileStatus.self, "status")) },
    expectEntry(
      ["shielded", .value("item", .item([.app, .web]))],
      "the system enforces a shield on the item now (the effective state, not any one store)"
    ) { c in .shielded(c.item("item"), true) },
    expectEntry(
      ["not", "shielded", .value("item", .item([.app, .web]))],
      "the system enforces no shield on the item now"
    ) { c in .shielded(c.item("item"), false) },
    expectEntry(
      ["blocked", .value("item", .item([.app, .web]))],
      "the system blocks the item outside shields now: an app a store's application settings "
        + "block, a domain a store's web content filter blocks"
    ) { c in .blocked(c.item("item"), true) },
    expectEntry(
      ["not", "blocked", .value("item", .item([.app, .web]))],
      "no store's application settings or web content filter blocks the item now"
    ) { c in .blocked(c.item("item"), false) },
    expectEntry(
      ["installed", .value("app", .item([.app]))], "the app is on the device"
    ) { c in .installed(c.item("app"), true) },
    expectEntry(
      ["not", "installed", .value("app", .item([.app]))], "the user removed the app"
    ) { c in .installed(c.item("app"), false) },
    expectEntry(
      ["store", .profile, "has", .value("items", .items(ItemReference.Kind.any))],
      "reading the profile's store back returns these items"
    ) { c in .storeHas(profile: c.word("profile"), c.items("items")) },
    expectEntry(
      ["store", .profile, "empty"], "reading the profile's store back returns nothing"
    ) { c in .storeEmpty(profile: c.word("profile")) },
    expectEntry(
      ["shield", .choice("shield", "generic", "system-default", "none")],
      "the shield shown by the most recent open: the app's generic shield, the system's own, or "
        + "none (the item opened normally)"
    ) { c in
      switch c.word("shield") {
      case "generic": .shield(.generic)
      case "system-default": .shield(.systemDefault)
      default: .shield(.none)
      }
    },
    expectEntry(
      ["shield", "profile", .profile],
      "the shown configuration is not the generic one and its title or subtitle contains the "
        + "profile's name"
    ) { c in .shield(.profile(c.word("profile"))) },
    expectEntry(
      ["shield", "title", .value("title", .string)], "the shown configuration's title is the text"
    ) { c in .shield(.title(c.string("title"))) },
    expectEntry(
      ["shield", "subtitle", "contains", .value("text", .string)],
      "the shown configuration's subtitle contains the text"
    ) { c in .shield(.subtitleContains(c.string("text"))) },
    expectEntry(
      ["action", .choice("action", ShieldResponse.allCases.map(\.rawValue))],
      "the response to the most recent tap"
    ) { c in .action(c.choice(ShieldResponse.self, "action")) },
    expectEntry(
      ["app", "closed"], "the most recent tap sent the user back to the home screen"
    ) { _ in .appClosed },
    expectEntry(
      ["submenu", "shown"],
      "the most recent tap was on the secondary button of a shield with submenu items (26.4+): "
        + "it showed the submenu and asked the action extension nothing"
    ) { _ in .submenuShown },
    expectEntry(
      ["cannot", "tap", .choice("button", "primary", "secondary")],
      "that button cannot be tapped now: no shield is showing, or it has no secondary button"
    ) { c in .cannotTap(c.word("button") == "primary" ? .primary : .secondary) },
    expectEntry(
      ["cannot", "tap", "submenu", .value("item", .integer(.submenuItem))],
      "the submenu item cannot be tapped now: no shield, a system before 26.4, or fewer items"
    ) { c in .cannotTap(.submenu(c.integer("item"))) },
    expectEntry(
      [
        "callback", .callback, forEvent, .forProfile,
        .optional(
          "at", "at", .optional("day", "day", .value("day", .integer(.day))),
          .value("at", .clock)),
      ],
      "the monitor extension received the callback (delivered, not merely due), for that usage "
        + "event when `event` is given, at that local time on the expectation's day or on day n "
        + "when `at` is given"
    ) { c in
      let time: CallbackTime? =
        c.has("at")
        ? (c.has("day") ? .day(c.integer("day"), c.clock("at")) : .clock(c.clock("at"))) : nil
      return .callback(
        c.callback("callback"), event: c.optionalWord("event"), profile: c.optionalWord("for"),
        at: time)
    },
    expectEntry(
      ["no", "callback", .callback, forEvent, .forProfile],
      "the callback was never delivered so far"
    ) { c in
      .noCallback(
        c.callback("callback"), event: c.optionalWord("event"), profile: c.optionalWord("for"))
    },
    expectEntry(
      ["callback", .callback, forEvent, .forProfile, "count", .value("count", .integer(.count))],
      "the callback was delivered exactly n times so far"
    ) { c in
      .callbackCount(
        c.callback("callback"), event: c.optionalWord("event"), profile: c.optionalWord("for"),
        count: c.integer("count"))
    },
    expectEntry(
      [
        "token", .value("item", .item(ItemReference.Kind.any)),
        .choice("state", "stale", "current"),
      ],
      "the token the app saved for the item is not / is `==` the one the system hands out now"
    ) { c in .tokenStale(c.item("item"), c.word("state") == "stale") },
    expectEntry(
      ["error", .value("code", .errorCode)],
      "the most recent step other than an `expect` surfaced that error"
    ) { c in .error(c.word("code")) },
    expectEntry(
      ["no", "error"], "the most recent step other than an `expect` surfaced no error"
    ) { _ in .noError },
    expectEntry(
      ["diagnostic", .value("code", .diagnosticCode), .value("fields", .fields)],
      "a diagnostic record with that code (and those fields) was written"
    ) { c in .diagnostic(code: c.word("code"), fields: c.fields("fields")) },
    expectEntry(
      ["no", "diagnostic", .value("code", .diagnosticCode)],
      "no diagnostic record with that code was written"
    ) { c in .noDiagnostic(code: c.word("code")) },
    expectEntry(
      ["logs", "redacted"], "no diagnostic contains the bytes, base64 or JSON of any token"
    ) { _ in .logsRedacted },
    expectEntry(
      ["violation", .value("invariant", .invariant)],
      "that invariant was violated during the run; otherwise any violation fails the run"
    ) { c in .violation(c.invariant("invariant")) },
    expectEntry(
      ["prompt", "shown"],
      "an authorization prompt is on screen, waiting for an answer (`user requests "
        + "authorization`)"
    ) { _ in .promptShown(true) },
    expectEntry(
      ["no", "prompt"], "no authorization prompt is on screen"
    ) { _ in .promptShown(false) },
    expectEntry(
      ["refused", .optional("reason", .choice("reason", StepRefusal.allCases.map(\.rawValue)))],
      "the most recent step other than an `expect` was refused by the device, for that reason "
        + "when one is given: `unavailable` (the running iOS lacks it), `guardian` (child "
        + "authorization protects the app), `store` (a store's setting denies it), `passcode` (a "
        + "Screen Time passcode gates it), `unauthorized` (the app's authorization does not cover "
        + "it). A refused step an `expect refused` follows does not fail; any other refusal fails "
        + "the scenario at the step's line, with the error"
    ) { c in .refused(c.has("reason") ? c.choice(StepRefusal.self, "reason") : nil) },
    expectEntry(
      ["store", .profile, .choice("state", "active", "inactive")],
      "`isActive` of the profile's store reads back true (`active`) or false (`inactive`)"
    ) { c in .storeActive(profile: c.word("profile"), c.word("state") == "active") },
    expectEntry(
      ["store", .profile, "exists"],
      "`ManagedSettingsStore.stores` lists a store the profile's steps wrote"
    ) { c in .storeExists(profile: c.word("profile"), true) },
    expectEntry(
      ["no", "store", .profile],
      "`ManagedSettingsStore.stores` lists no store the profile's steps wrote (never written, or "
        + "deleted)"
    ) { c in .storeExists(profile: c.word("profile"), false) },
    expectEntry(
      ["store", "count", .value("count", .integer(.count))],
      "`ManagedSettingsStore.stores` lists that many stores"
    ) { c in .storeCount(c.integer("count")) },
    expectEntry(
      ["private", "browsing", .choice("state", "disabled", "enabled")],
      "Safari's private browsing is disabled (an enforced store's web content filter is a policy "
        + "other than `.none`, as Apple documents) or enabled"
    ) { c in .privateBrowsingDisabled(c.word("state") == "disabled") },
    expectEntry(
      ["monitoring", .profile],
      "`DeviceActivityCenter().activities` lists an activity registered for the profile"
    ) { c in .monitoring(profile: c.word("profile"), true) },
    expectEntry(
      ["not", "monitoring", .profile],
      "`DeviceActivityCenter().activities` lists no activity registered for the profile"
    ) { c in .monitoring(profile: c.word("profile"), false) },
    expectEntry(
      ["activity", "count", .value("count", .integer(.count))],
      "`DeviceActivityCenter().activities` lists that many activities"
    ) { c in .activityCount(c.integer("count")) },
    expectEntry(
      ["activity", "data", "has", .value("items", .items(ItemReference.Kind.any))],
      "the most recent `app reads activity data` returned these items: apps among "
        + "`installedApplications` (by bundle identifier), web domains among `visitedWebDomains`, "
        + "categories among `activityCategories`"
    ) { c in .activityDataHas(c.items("items")) },
    expectEntry(
      ["report", "shows", .value("item", .item([.app, .web])), .duration],
      "a `DeviceActivityReport` of today (the local day) shows the item's total activity as the "
        + "duration: the time it was in front of the unlocked device and usable, to the second"
    ) { c in .reportShows(c.item("item"), c.duration("duration")) },
  ]

  // MARK: - Entry builders

  private static func headerEntry(
    _ elements: [PatternElement], default defaultValue: String,
    repeats repetition: StatementPattern.Repetition = .once, _ summary: String,
    apply: @escaping @Sendable (Captures, inout Scenario) -> Void
  ) -> StatementPattern {
    StatementPattern(
      section: .header, elements: elements, summary: summary,
      role: .header(repetition, defaultValue: defaultValue, apply: apply))
  }

  private static func stepEntry(
    _ section: StatementSection, _ elements: [PatternElement], _ summary: String,
    build: @escaping @Sendable (Captures) -> Action
  ) -> StatementPattern {
    StatementPattern(section: section, elements: elements, summary: summary, role: .step(build))
  }

  private static func userEntry(
    _ section: StatementSection, _ elements: [PatternElement], _ summary: String,
    build: @escaping @Sendable (Captures) -> UserAction
  ) -> StatementPattern {
    stepEntry(section, elements, summary) { .user(build($0)) }
  }

  private static func appEntry(
    _ section: StatementSection, _ elements: [PatternElement], _ summary: String,
    build: @escaping @Sendable (Captures) -> AppCommand
  ) -> StatementPattern {
    stepEntry(section, elements, summary) { .app(build($0)) }
  }

  private static func faultEntry(
    _ section: StatementSection, _ elements: [PatternElement], _ summary: String,
    build: @escaping @Sendable (Captures) -> SystemFault
  ) -> StatementPattern {
    stepEntry(section, elements, summary) { .system(build($0)) }
  }

  private static func expectEntry(
    _ elements: [PatternElement], _ summary: String,
    build: @escaping @Sendable (Captures) -> Expectation
  ) -> StatementPattern {
    stepEntry(.expectations, ["expect"] + elements, summary) { .expect(build($0)) }
  }
}
