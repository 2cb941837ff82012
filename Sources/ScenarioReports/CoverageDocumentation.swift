import BehaviourCoverage

/// `Docs/coverage.md`: what behaviour coverage counts, how to read its reports, and every point
/// of the universe, with the ones a correct app never reaches and why, generated from the model
/// so that it cannot drift from what `stsim coverage` reports.
public enum CoverageDocumentation {
  /// The document, in Markdown.
  public static func markdown(universe: CoverageUniverse = .standard) -> String {
    var lines: [String] = [
      "# Behaviour coverage",
      "",
      "<!-- Generated from Sources/BehaviourCoverage by CoverageDocumentation; re-record with",
      "     RECORD_DOCS=1 swift test --filter CoverageDocumentationTests. -->",
      "",
      "Code coverage says which lines ran; behaviour coverage says which situations of the "
        + "device the scenarios put the app in: a fault taking effect, a callback delivered late "
        + "or to a killed monitor, a shield asked for a category token the app holds only "
        + "expired copies of, a step refused on a release without the feature it needs.",
      "",
      "## Commands",
      "",
      "- `stsim coverage [PATH ...] [--app NAME | --policy NAME] [--tag TAG] "
        + "[--format text|json|html]`: runs the scenarios as `stsim run` selects and runs them, "
        + "records the points each run reaches, and prints each family's count, the reachable "
        + "points no scenario reaches and the points a correct app never reaches, with why. "
        + "`--scenarios` lists, for each covered point, the scenarios that reach it. The exit "
        + "status is 0 when every reachable point is covered and 1 when one is not (scenario "
        + "failures do not change it); 64, 65 and 74 as for `run`.",
      "- `stsim run ... --coverage` ends the run's report with the same coverage (text), a "
        + "`\"coverage\"` key (JSON), two `<properties>` of the suite (JUnit) or the tables "
        + "(HTML).",
      "- `stsim explore` records every run's coverage; the report ends with how many reachable "
        + "points the runs reached, and its JSON gives each point with the run that first "
        + "reached it. Stories that reach a new point steer later ones (guidance, "
        + "[exploring.md](exploring.md)).",
      "- In Swift: `RunOptions.recordsCoverage`, `ScenarioResult.coverage`, "
        + "`CoverageReport(results, catalog:)`; `ScenarioCoverage` in `ScenarioTesting` "
        + "reports the coverage of a set of cases in Swift Testing and XCTest.",
      "",
      "JSON: `{\"points\":[{\"id\",\"covered\",\"reachable\",\"scenarios\",\"family\"}],"
        + "\"covered\":N,\"reachable\":M}`; `covered` counts the reachable points covered, and "
        + "a point that is not reachable also has `\"reason\"` and `\"wrongDesign\"`.",
      "",
      "## What a point means",
      "",
      "The points are generated, not listed by hand: each family is the product of the "
        + "model's own enumerations, so a fault, callback, token kind, authorization status, "
        + "store operation, API feature or process added to the model is a point without "
        + "further code. A run reaches a point when the device's events say so "
        + "(`CoverageRecorder`); recording changes no trace byte and no digest.",
      "",
      "- **Faults**: each fault statement injected, and taking effect.",
      "- **Callbacks**: each monitor callback on time, late (a fault delayed it or the device "
        + "held it), after its interval ended, repeated, held while locked, skipped because the "
        + "device slept through its interval, held by `os holds threshold events`, dropped, "
        + "withheld (not authorized), delivered to a monitor that `os kills monitor` kills or "
        + "under the ceiling of `os limits monitor memory`.",
      "- **Shields**: each configuration request by token kind (an application or web domain "
        + "shielded by itself, or any item through its category) × match × what the system "
        + "showed (the app's own configuration, its generic shield, or the system's default). "
        + "The match is decided as the system asks, before the extension runs: *known* (the app "
        + "holds the token passed, or the category's), *unknown* (it holds no token `==` to it: "
        + "the FB14111223 drift, or none at all), *stale* (it holds only void tokens of the "
        + "item: expired, or of an earlier authorization). Then the system's default by why "
        + "(no extension, a crash, too slow) and a stale frontmost shield reused.",
      "- **Actions**: each press by token kind × match, each answer the system took, each "
        + "button, the submenu shown, a press without an action extension, a handler that "
        + "timed out.",
      "- **Authorization**: each change of the system's decision, and each error a request "
        + "threw.",
      "- **Stores**: each store operation (created, shields written, cleared with "
        + "`clearAllSettings()`, activated, deactivated, deleted, application, web content and "
        + "other groups written, a write that changed nothing), the 50-store and 50-token caps "
        + "passed, a store the system does not enforce, and each `startMonitoring` error "
        + "(`excessiveActivities` is the 20-activity cap).",
      "- **Versions**: each feature missing where it was needed (a step refused as "
        + "`unavailable`, a `TokenExpiryMessage` the release has no way to post, app code "
        + "recording `api.unavailable`) and each OS update that brings it.",
      "- **App Group**: each process meeting an unreadable container, a damaged, lost or "
        + "bloated copy, or a refused write.",
      "",
      "Some device reactions are not points because only the app's code decides them, and an "
        + "invariant already watches them: a configuration method the extension does not "
        + "override, a crash in the monitor (`no-crash`), a completion called twice "
        + "(`completion-once`), a write from the configuration extension (refused as not "
        + "permitted).",
      "",
      "## Reachable, unreachable, and only a wrong design",
      "",
      "A point is *reachable* when a correct app can reach it on the modelled device. The "
        + "universe depends on the app's extensions (an app with a configuration extension "
        + "never gets the default shield for lacking one); every universe has the same points in "
        + "the same order. The library (`Scenarios/`, under `recommended`) reaches every "
        + "reachable point: `stsim coverage Scenarios` exits with 0.",
      "",
    ]
    let entries = universe.entries
    let counts = CoverageFamily.allCases.map { family in
      (family, entries.filter { $0.point.family == family })
    }
    lines.append("| family | points | reachable |")
    lines.append("|---|---|---|")
    for (family, members) in counts {
      lines.append(
        "| \(family.title) | \(members.count) | \(members.filter(\.isReachable).count) |")
    }
    lines.append(
      "| all | \(entries.count) | \(entries.filter(\.isReachable).count) |")
    lines += [
      "",
      "### Points only a wrong design reaches",
      "",
      "The model reaches these, but only for an app that breaks an invariant or calls an API "
        + "without the availability check its release needs; a run under a mistake reports "
        + "them covered, and no correct app is asked to reach them.",
      "",
    ]
    for entry in entries where entry.needsWrongDesign {
      lines.append("- `\(entry.point.id)`: \(entry.unreachableBecause ?? "")")
    }
    lines += [
      "",
      "### Points the model cannot reach",
      "",
      "Each follows from a rule of the model, stated with it; a test explores thousands of "
        + "stories and checks that no run reaches any of them.",
      "",
    ]
    for entry in entries where !entry.isReachable && !entry.needsWrongDesign {
      lines.append("- `\(entry.point.id)`: \(entry.unreachableBecause ?? "")")
    }
    lines += ["", "## Every point", ""]
    for (family, members) in counts {
      lines.append("### \(family.title)")
      lines.append("")
      lines.append(members.map { "`\($0.point.id)`" }.joined(separator: ", "))
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }
}
