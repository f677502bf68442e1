import Foundation

/// Which of the alerts NWS listed for a point count at a moment. NWS re-issues an alert as an
/// update naming the earlier messages and withdraws one with a Cancel; edges have served lists
/// with ended alerts still in them. The rules (docs/nws-data.md):
/// - only `status: Actual` counts;
/// - a Cancel removes what it references and is no hazard itself;
/// - an alert whose end (`ends`, else `expires`) is past is gone;
/// - an alert that another alert still in force references is replaced by it;
/// - nothing else is dropped, however much it looks like another.
enum WeatherAlerts {
  /// The alerts of `listed` in force at `now` (begun or still to begin), in NWS's order.
  static func inForce(_ listed: [WeatherAlert], at now: Date) -> [WeatherAlert] {
    let actual = listed.filter(\.isActual)
    let withdrawn = actual.filter(\.isCancel).flatMap(\.references)
    let current = actual.filter { alert in
      !alert.isCancel && !withdrawn.contains(where: alert.isNamed(by:)) && !(alert.end.map { $0 <= now } ?? false)
    }
    return current.filter { alert in
      !current.contains { other in other.id != alert.id && other.references.contains(where: alert.isNamed(by:)) }
    }
  }

  /// The alerts of `listed` in effect at `time` (onset ≤ time < end), as known at `now`.
  static func inEffect(_ listed: [WeatherAlert], at time: Date, knownAt now: Date) -> [WeatherAlert] {
    inForce(listed, at: now).filter { $0.isInEffect(at: time) }
  }
}
