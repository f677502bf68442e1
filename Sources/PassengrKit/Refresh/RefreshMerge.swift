import FoundationEssentials

/// Taking a refresh into the archive: new conditions, errors and source health, kept per origin.
enum RefreshMerge {
  /// Takes in a refresh: successes replace the conditions (unless the archive already holds newer
  /// ones from the same origin, written by a concurrent run); failures keep the last known
  /// conditions and record the error. `sources` names the source each pass was read from: a source
  /// with no success in this refresh counts one more consecutive failure, one with any success is
  /// healthy again, whatever other sources did. `others` are passes a whole-catalogue answer
  /// carried besides the ones asked for: kept quietly, so enabling one later shows its data at once.
  /// Returns what changed, pass by pass; a change of origin is a fresh start, not a change.
  /// `origin` is where built-in passes were read from in this refresh (nil: the agencies' own
  /// servers): errors and health are kept per origin, so a failed live refresh never marks demo
  /// data stale or counts against the demo's health, and the other way round.
  @discardableResult
  static func apply(
    _ results: [Int: Result<PassConditions, Error>], others: [Int: PassConditions] = [:], attemptedAt: Date,
    sources: [Int: String], origin: String? = nil, to passes: inout PassDataSource
  ) -> [ConditionChange] {
    var changes: [ConditionChange] = []
    var answered: [String: Bool] = [:]
    for index in passes.archive.passes.indices {
      let id = passes.archive.passes[index].pass.id
      if let result = results[id] {
        let passOrigin = passes.archive.passes[index].pass.isCustom ? nil : origin
        let source = OriginScope.healthKey(sources[id] ?? "unknown", origin: passOrigin)
        passes.archive.passes[index].lastAttempt = attemptedAt
        switch result {
        case .success(let conditions):
          // A pass several agencies report may be answered by the others while its own source failed.
          let ownFailed = conditions.partialFailures[sources[id] ?? ""] != nil
          answered[source] = ownFailed ? (answered[source] ?? false) : true
          // A second source read for the pass (Caltrans' highway information) has health of its own.
          for name in conditions.consulted {
            let key = OriginScope.healthKey(name, origin: passOrigin)
            answered[key] = conditions.partialFailures[name] == nil ? true : (answered[key] ?? false)
          }
          let old = passes.archive.passes[index].conditions.flatMap { $0.origin == conditions.origin ? $0 : nil }
          if let old, old.fetchedAt > conditions.fetchedAt { continue }
          if let old, let why = wentBack(from: old, to: conditions) {
            // An older answer (a stale mirror or cache) never replaces a newer one, and one that
            // cannot show it is newer never lifts a saved closure: the saved conditions stand,
            // stale, with the reason; no change is recorded.
            passes.archive.passes[index].lastError = why
            passes.archive.passes[index].errorOrigin = passOrigin
            continue
          }
          passes.archive.passes[index].conditions = conditions
          passes.archive.passes[index].lastError = nil
          passes.archive.passes[index].errorOrigin = nil
          changes += ConditionChange.between(old, conditions, pass: passes.archive.passes[index].pass)
        case .failure(let error):
          answered[source] = answered[source] ?? false
          passes.archive.passes[index].lastError = TextSanitizer.clean(String(describing: error))
          passes.archive.passes[index].errorOrigin = passOrigin
        }
      } else if let conditions = others[id] {
        let old = passes.archive.passes[index].conditions.flatMap { $0.origin == conditions.origin ? $0 : nil }
        if let old, old.fetchedAt > conditions.fetchedAt || wentBack(from: old, to: conditions) != nil { continue }
        passes.archive.passes[index].conditions = conditions
        passes.archive.passes[index].lastError = nil
        passes.archive.passes[index].errorOrigin = nil
      }
    }
    for (source, isHealthy) in answered {
      passes.archive.sourceFailures[source] = isHealthy ? 0 : passes.archive.sourceFailures[source, default: 0] + 1
    }
    if answered.values.contains(true) {
      passes.archive.refreshCount += 1
      passes.archive.lastRefresh = max(passes.archive.lastRefresh ?? attemptedAt, attemptedAt)
    }
    return changes
  }

  /// Why `new` may not replace `saved`: its agency update time is earlier than the saved one's (the
  /// source went back in time); or it would clear a closure `saved` holds while it cannot show it
  /// is newer (no update time that can be read, or one in the future). nil when `new` may replace
  /// `saved`.
  static func wentBack(from saved: PassConditions, to new: PassConditions) -> String? {
    let style = Date.ISO8601FormatStyle()
    let kept = saved.updatedAt.map { "updated \($0.formatted(style))" } ?? "without an update time"
    if let savedTime = saved.updatedAt, let newTime = new.updatedAt, newTime < savedTime {
      return
        "the source answered with an older report (updated \(newTime.formatted(style))) than the one kept (\(kept))"
    }
    guard clearsClosure(of: saved, in: new) else { return nil }
    guard let newTime = new.updatedAt else {
      return
        "the source answered without an update time that can be read, so nothing shows it is newer than the closure kept (\(kept))"
    }
    if newTime.timeIntervalSince(new.fetchedAt) > OldReason.skew {
      return
        "the source answered with an update time in the future (\(newTime.formatted(style))), so nothing shows it is newer than the closure kept (\(kept))"
    }
    return nil
  }

  /// Whether `new` lifts a closure `saved` holds: some closed direction of `saved` is not closed in
  /// `new` (a closure for both directions is covered only by one for both).
  static func clearsClosure(of saved: PassConditions, in new: PassConditions) -> Bool {
    saved.restrictions.contains { closure in
      closure.level.isClosure
        && !new.restrictions.contains {
          $0.level.isClosure && ($0.direction == closure.direction || $0.direction == .both)
        }
    }
  }
}
