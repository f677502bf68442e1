import Foundation

extension PassengrSession {
  /// The agencies of this session, by id, in order (an agency choice takes these and `custom`).
  var agencyIDs: [AgencyID] { agencies.ids }

  /// One health line per agency from `sourceFailures` (consecutive failures by health name, for
  /// the origin in use) and `lastErrors` (the last error of each of its passes); `inUse` names the
  /// agencies whose passes are enabled or shown (nil: all of them).
  func health(sourceFailures: [String: Int], lastErrors: [AgencyID: [String]] = [:], inUse: Set<AgencyID>? = nil)
    -> [AgencyHealth]
  {
    agencies.list.map { agency in
      let source = fetcher.sourceNames[agency.id] ?? agency.defaultSourceName
      let names = fetcher.healthNames(of: agency.id)
      let counts = Dictionary(uniqueKeysWithValues: names.map { ($0, sourceFailures[$0] ?? 0) })
      var health = AgencyHealth(
        agency: agency.id, name: agency.name, attribution: agency.attribution, source: source,
        consecutiveFailures: counts.values.max() ?? 0, sources: counts,
        key: keyState(of: agency, source: source, lastErrors: lastErrors[agency.id] ?? []))
      health.isInUse = inUse?.contains(agency.id) ?? true
      return health
    }
  }

  /// Whether `agency`'s key is needed by `source`, set, and (by its passes' last errors) refused.
  func keyState(of agency: any Agency, source: SourceName, lastErrors: [String]) -> AgencyHealth.KeyState {
    guard let key = agency.key, key.isNeeded(by: source), !loader.readsFromDisk else { return .notNeeded }
    guard keys[agency.id] != nil else { return .missing }
    let marker = KeyError.keyRejectedPhrase(agency: agency.id, name: key.name)
    return lastErrors.contains { $0.contains(marker) } ? .rejected : .present
  }

  /// The last error of each saved pass, by agency: what `keyState` reads a refusal from.
  func lastErrors(in dataSource: PassDataSource) -> [AgencyID: [String]] {
    var errors: [AgencyID: [String]] = [:]
    for entry in dataSource.archive.passes {
      if let error = entry.lastError { errors[entry.pass.agency, default: []].append(error) }
    }
    return errors
  }
}
