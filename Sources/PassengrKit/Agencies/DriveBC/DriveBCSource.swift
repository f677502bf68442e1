import FoundationEssentials

/// DriveBC's event list, read whole once per refresh (one request per page) through the shared
/// loader, which keeps to the agency's pace. One answer carries every BC pass.
struct DriveBCSource: AgencySource {
  let loader: ResourceLoader
  let clock: @Sendable () -> Date

  var name: String { AgencyID.drivebc.rawValue }
  var answersWholeCatalogue: Bool { true }
  func requestURLs(for pass: Pass) -> [URL] { [DriveBCFeed.url] }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    defer { progress?(passes.count) }
    let reading = await read()
    return Dictionary(
      passes.map { pass in
        let result: Result<PassConditions, Error> =
          DriveBCCatalogue.sites.first { $0.pass.id == pass.id }.map { reading.conditions(for: $0) }
          ?? .failure(SourceError.passNotInSource(id: pass.id, source: name))
        return (pass.id, result)
      }, uniquingKeysWith: { first, _ in first })
  }

  /// Reads the whole list.
  func read() async -> DriveBCReading {
    let listing: Result<DriveBCListing, Error>
    do {
      listing = .success(try await DriveBCFeed.listing(through: loader))
    } catch {
      listing = .failure(error)
    }
    let fetchedAt = clock()
    // A directory is a recording: judged at its own newest change, not at the moment it is read.
    let newest = (try? listing.get())?.newestUpdate(before: .distantFuture)
    let now = loader.readsFromDisk ? (newest ?? fetchedAt) : fetchedAt
    return DriveBCReading(listing: listing, now: now, fetchedAt: fetchedAt)
  }
}
