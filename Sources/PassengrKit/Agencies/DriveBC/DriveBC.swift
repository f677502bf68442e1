import FoundationEssentials
import Networking

extension AgencyID {
  /// British Columbia's Ministry of Transportation and Transit, for DriveBC's Open511 events.
  static let drivebc = AgencyID(rawValue: "drivebc")
}

extension SourceName {
  /// DriveBC's Open511 event list, read whole.
  static let drivebc = SourceName(rawValue: "drivebc")
}

extension SourceFormat {
  /// A saved page of DriveBC's Open511 events (`{"events": [...], "pagination": ..., "meta": ...}`).
  static let drivebcEvents = SourceFormat(rawValue: "drivebc-open511")
}

/// DriveBC (British Columbia): the road events of its open Open511 API, no key, read page after
/// page (docs/drivebc-data.md). It publishes events, never a report that a road is open: a pass
/// reads open only when the whole list was read and nothing on it reaches the pass's stretch. All
/// its passes start disabled.
struct DriveBC: Agency {
  var id: AgencyID { .drivebc }
  var name: String { "DriveBC" }
  var attribution: String {
    "British Columbia Ministry of Transportation and Transit, DriveBC Open511 (api.open511.gov.bc.ca), "
      + "Open Government Licence – British Columbia"
  }
  var idRange: ClosedRange<Int> { 12000...12999 }
  var catalogue: [Pass] { DriveBCCatalogue.sites.map(\.pass) }
  var sourceNames: [SourceName] { [.drivebc] }
  var aliases: [Int: [String]] { DriveBCCatalogue.aliases }
  /// BC's highways are written `Highway 5`, `Hwy 5` or `BC-5`: `bc` is the prefix of its own roads.
  var state: String? { "bc" }
  var routePrefixes: [String] { ["bc"] }
  /// Most of BC keeps Pacific time; the passes near Golden and the Alberta border say their own zone
  /// (`DriveBCSite.zone`), which their schedules are read in.
  var zone: USZone { .pacific }
  /// DriveBC publishes no rate limit: a refresh asks each page once, and no more than ten pages a
  /// minute go to its host, so a second refresh within the minute waits rather than hammering it.
  var requestWindow: RequestWindow? { RequestWindow(count: DriveBCFeed.pagesPerMinute, per: .seconds(60)) }
  /// Events are edited through the day in winter: a list whose newest change is twelve hours old is
  /// no proof of today.
  var oldAfter: TimeSpan? { TimeSpan(seconds: DriveBCReading.currency) }
  var advice: AgencyAdvice { DriveBCAdvice.advice }
  var terms: RoadTerms { DriveBCTerms.terms }
  func read(_ text: String) -> RoadWords { DriveBCTerms.read(text) }
  var formats: [SourceFormat] { [.drivebcEvents] }

  /// Creates the agency.
  init() {}

  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
    DriveBCSource(loader: settings.loader, clock: settings.clock)
  }

  /// An Open511 envelope whose events are DriveBC's (`drivebc.ca/` ids, its jurisdiction).
  func recognise(_ data: Data) -> SourceFormat.Recognition? {
    let (first, head) = SourceFormat.head(of: data)
    guard first == UInt8(ascii: "{"), head.contains(bytes: "\"events\"") else { return nil }
    let marks = ["drivebc.ca/", "open511.gov.bc.ca"]
    return marks.contains { head.contains(bytes: $0) } ? .certain(.drivebcEvents) : nil
  }

  /// A saved page, read as a list of its own: judged at its newest change, and never complete
  /// (a page alone cannot show that no other page lists an event at a pass), so it opens nothing.
  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  {
    guard format == .drivebcEvents else {
      throw SourceError.unknownFormat(format.rawValue, known: formats.map(\.rawValue))
    }
    let page = try DriveBCPage.decode(data, url: location)
    var listing = DriveBCListing(pages: [page])
    listing.incompleteness = "a saved page alone is not the whole list"
    let reading = DriveBCReading(
      listing: .success(listing), now: listing.newestUpdate(before: fetchedAt) ?? fetchedAt, fetchedAt: fetchedAt)
    return DriveBCCatalogue.sites.compactMap { site -> PassReport? in
      guard listing.events.contains(where: { DriveBCPlacement.of($0, at: site) != .off }),
        case .success(let conditions) = reading.conditions(for: site)
      else { return nil }
      var report = PassReport(
        id: site.pass.id, publishedName: site.pass.name, elevationFeet: site.pass.elevationFeet, conditions: conditions)
      report.name = site.pass.name
      report.highway = site.pass.highway
      return report
    }
  }
}
