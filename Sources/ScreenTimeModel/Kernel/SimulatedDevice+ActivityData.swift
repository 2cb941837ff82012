import SimulationEngine

/// What `FamilyActivityData` reads (iOS 26.4).
package enum ActivityDataKind: String, Sendable {
  case installedApplications
  case visitedWebDomains
  case activityCategories
}

/// One item `FamilyActivityData` returns: its name (bundle identifier, domain or display name)
/// and the token the system hands out for it now.
package struct ActivityDataItem: Sendable {
  package var item: Item
  package var name: String
  package var token: OpaqueToken
}

/// Why `FamilyActivityData` threw.
package enum ActivityDataFailure: Error, Sendable, Equatable {
  /// The app is not approved with data access.
  case unauthorized
}

extension SimulatedDevice {
  // MARK: - FamilyActivityData

  /// A member of `FamilyActivityData`, read by the process running now.
  ///
  /// The installed apps (those the user has not removed), the web domains ever in front and
  /// usable, or every category, in inventory order, each with the token the system hands out
  /// now, which the app then holds.
  ///
  /// - Throws: ``ActivityDataFailure/unauthorized`` unless the app is approved with data access.
  package func readActivityData(_ kind: ActivityDataKind) throws(ActivityDataFailure)
    -> [ActivityDataItem]
  {
    let process = processes.currentProcess
    guard authority.state.decision == .approvedWithDataAccess else {
      emit(.activityDataRefused(process, kind: kind.rawValue))
      throw .unauthorized
    }
    let items: [Item]
    switch kind {
    case .installedApplications:
      items = inventory.apps.indices.map(Item.app).filter(screen.isInstalled)
    case .visitedWebDomains:
      items = inventory.webDomains.indices.map(Item.web).filter(
        deviceActivity.usage.usedItems.contains)
    case .activityCategories:
      items = inventory.categories.indices.map(Item.category)
    }
    let read = items.map { item in
      ActivityDataItem(item: item, name: dataName(of: item), token: currentToken(for: item))
    }
    handOut(read.map(\.token), to: process)
    emit(.activityDataRead(process, kind: kind.rawValue, items: items))
    return read
  }

  /// The name `FamilyActivityData` gives an item: an app's bundle identifier, a domain, a
  /// category's display name.
  private func dataName(of item: Item) -> String {
    switch item {
    case .app(let index): inventory.apps[index].bundleIdentifier
    case .web(let index): inventory.webDomains[index].domain
    case .category(let index): inventory.categories[index].displayName
    }
  }

  /// The time `item` was in front and usable between two instants, as a `DeviceActivityReport`
  /// of that stretch shows it (`totalActivityDuration`).
  public func reportedUsage(of item: Item, from start: SimulationInstant, to end: SimulationInstant)
    -> SimulationDuration
  {
    deviceActivity.usage.usage(of: [item], from: start, to: end)
  }
}
