import FoundationEssentials

/// Which of the alerts NWS listed for a point count at a moment. NWS re-issues an alert as an
/// update naming the earlier messages and withdraws one with a Cancel; edges have served lists
/// with ended alerts still in them. The rules (docs/nws-data.md):
/// - only `status: Actual` counts;
/// - a Cancel removes what it references and is no hazard itself;
/// - an alert whose end (`ends`, else `expires`) is past is gone;
/// - an alert that another listed message references is replaced by it, whether or not the newer
///   one is still in force (an update that has ended does not bring back what it replaced); of two
///   that name each other, the one sent later replaces the other, and neither when that cannot be
///   told;
/// - one message listed twice (the same identifier) is one alert;
/// - nothing else is dropped, however much it looks like another.
enum WeatherAlerts {
  /// The alerts of `listed` in force at `now` (begun or still to begin), in NWS's order.
  static func inForce(_ listed: [WeatherAlert], at now: Date) -> [WeatherAlert] {
    var seen = Set<String>()
    let actual = listed.filter { $0.isActual && seen.insert($0.id).inserted }
    let withdrawn = actual.filter(\.isCancel).flatMap(\.references)
    return actual.filter { alert in
      !alert.isCancel && !withdrawn.contains(where: alert.isNamed(by:)) && !(alert.end.map { $0 <= now } ?? false)
        && !actual.contains { other in !other.isCancel && replaces(other, alert) }
    }
  }

  /// Whether `newer` replaces `older`: it references it, and `older` does not reference it back
  /// unless `newer` was sent later.
  static func replaces(_ newer: WeatherAlert, _ older: WeatherAlert) -> Bool {
    guard newer.id != older.id, newer.references.contains(where: older.isNamed(by:)) else { return false }
    guard older.references.contains(where: newer.isNamed(by:)) else { return true }
    guard let sent = newer.sent, let before = older.sent else { return false }
    return sent > before
  }

  /// The alerts of `listed` in effect at `time` (onset ≤ time < end), as known at `now`.
  static func inEffect(_ listed: [WeatherAlert], at time: Date, knownAt now: Date) -> [WeatherAlert] {
    inForce(listed, at: now).filter { $0.isInEffect(at: time) }
  }
}
