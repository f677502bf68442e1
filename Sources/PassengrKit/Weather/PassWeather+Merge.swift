import FoundationEssentials

extension PassWeather {
  /// This refresh's weather taken over `old` (the saved one): what this refresh could not obtain is
  /// kept from before (with its own age), except a forecast NWS says has expired or does not exist,
  /// which is gone, and anything of a pass NWS does not cover. Weather of another origin (a mirror, a directory) is never kept.
  func merged(over old: PassWeather?) -> PassWeather {
    // Outside NWS's coverage nothing saved stands in: no US forecast or alert is shown for it.
    guard let old, old.origin == origin, !problems.contains(where: { $0.kind == .outsideCoverage }) else {
      return self
    }
    var merged = self
    func isGone(_ resource: String) -> Bool {
      problems.contains { ($0.kind == .gridExpired && $0.resource == resource) || $0.kind == .noDataForPoint }
    }
    if merged.forecast == nil, !isGone("forecast") { merged.forecast = old.forecast }
    if merged.hourly == nil, !isGone("hourly forecast") { merged.hourly = old.hourly }
    if merged.alertsFetchedAt == nil {
      merged.listedAlerts = old.listedAlerts
      merged.alertsFetchedAt = old.alertsFetchedAt
    }
    return merged
  }
}

extension RefreshMerge {
  /// Takes each pass's new weather into the archive, over what was saved, and returns each alert
  /// that appeared or ended since the alerts were last fetched (nothing at a first fetch).
  @discardableResult
  static func apply(weather: [Int: PassWeather], at now: Date, to passes: inout PassDataSource) -> [ConditionChange] {
    guard !weather.isEmpty else { return [] }
    var changes: [ConditionChange] = []
    for index in passes.archive.passes.indices {
      let pass = passes.archive.passes[index].pass
      guard let fresh = weather[pass.id] else { continue }
      let old = passes.archive.passes[index].weather
      let merged = fresh.merged(over: old)
      passes.archive.passes[index].weather = merged
      if let old, old.origin == merged.origin, let before = old.alertsFetchedAt, fresh.alertsFetchedAt != nil {
        changes += alertChanges(from: old.alerts(at: before), to: merged.alerts(at: now), pass: pass, now: now)
      }
    }
    return changes
  }

  /// One change per alert that appeared (not one that replaces an earlier one) and per alert that
  /// ended or was withdrawn (not one replaced by a later one).
  static func alertChanges(from before: [WeatherAlert], to after: [WeatherAlert], pass: Pass, now: Date)
    -> [ConditionChange]
  {
    func text(_ alert: WeatherAlert) -> ConditionChange.Value {
      ConditionChange.Value(
        text: WeatherWording.alert(alert, zone: Agencies.all.agency(pass.agency)?.zone ?? .pacific, now: now))
    }
    var changes: [ConditionChange] = []
    for alert in after
    where !before.contains(where: { $0.id == alert.id || alert.references.contains(where: $0.isNamed(by:)) }) {
      changes.append(ConditionChange(passID: pass.id, name: pass.title, field: .alerts, old: nil, new: text(alert)))
    }
    for alert in before
    where !after.contains(where: { $0.id == alert.id || $0.references.contains(where: alert.isNamed(by:)) }) {
      changes.append(ConditionChange(passID: pass.id, name: pass.title, field: .alerts, old: text(alert), new: nil))
    }
    return changes
  }
}
