import FoundationEssentials

/// How each agency is doing: its source's failures in a row, and whether the key it needs is
/// there (and, by its passes' last errors, refused).
struct AgencyHealthService: Sendable {
  let agencies: Agencies
  /// The source each agency uses, where one was chosen.
  let sourceNames: [AgencyID: SourceName]
  /// The health names of an agency's sources: the one in use and any it consults.
  let healthNames: @Sendable (AgencyID) -> [String]
  /// Which keyed agencies have a key; never the key's value.
  let keyed: Set<AgencyID>
  /// Whether sources are read from a directory, which needs no key.
  let readsFromDisk: Bool

  /// One health line per agency from `sourceFailures` (consecutive failures by health name, for
  /// the origin in use) and `lastErrors` (the last error of each of its passes); `inUse` names the
  /// agencies whose passes are enabled or shown (nil: all of them).
  func health(sourceFailures: [String: Int], lastErrors: [AgencyID: [String]] = [:], inUse: Set<AgencyID>? = nil)
    -> [AgencyHealth]
  {
    agencies.list.map { agency in
      let source = sourceNames[agency.id] ?? agency.defaultSourceName
      let names = healthNames(agency.id)
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
    guard let key = agency.key, key.isNeeded(by: source), !readsFromDisk else { return .notNeeded }
    guard keyed.contains(agency.id) else { return .missing }
    let marker = KeyError.keyRejectedPhrase(agency: agency.id, name: key.name)
    return lastErrors.contains { $0.contains(marker) } ? .rejected : .present
  }

  /// The last error of each saved pass, by agency: what `keyState` reads a refusal from.
  static func lastErrors(in dataSource: PassDataSource) -> [AgencyID: [String]] {
    var errors: [AgencyID: [String]] = [:]
    for entry in dataSource.archive.passes {
      if let error = entry.lastError { errors[entry.pass.agency, default: []].append(error) }
    }
    return errors
  }
}
