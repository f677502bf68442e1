import FoundationEssentials

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
}
