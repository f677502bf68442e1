import Foundation

extension PassengrSession {
  /// The agencies of this session, by id, in order (an agency choice takes these and `custom`).
  var agencyIDs: [AgencyID] { agencies.ids }

  /// How each agency of this session is doing.
  var agencyHealth: AgencyHealthService {
    let fetcher = self.fetcher
    return AgencyHealthService(
      agencies: agencies, sourceNames: fetcher.sourceNames, healthNames: { fetcher.healthNames(of: $0) },
      keyed: Set(keys.keys), readsFromDisk: loader.readsFromDisk)
  }

  /// One health line per agency: see `AgencyHealthService.health`.
  func health(sourceFailures: [String: Int], lastErrors: [AgencyID: [String]] = [:], inUse: Set<AgencyID>? = nil)
    -> [AgencyHealth]
  {
    agencyHealth.health(sourceFailures: sourceFailures, lastErrors: lastErrors, inUse: inUse)
  }

  /// Whether `agency`'s key is needed by `source`, set, and refused: see `AgencyHealthService`.
  func keyState(of agency: any Agency, source: SourceName, lastErrors: [String]) -> AgencyHealth.KeyState {
    agencyHealth.keyState(of: agency, source: source, lastErrors: lastErrors)
  }

  /// The last error of each saved pass, by agency.
  func lastErrors(in dataSource: PassDataSource) -> [AgencyID: [String]] {
    AgencyHealthService.lastErrors(in: dataSource)
  }
}
