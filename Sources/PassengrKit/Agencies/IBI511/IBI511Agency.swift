import FoundationEssentials
import Networking

/// An agency that publishes through the 511 platform: its deployment and catalogue are its own;
/// requests, decoding, reading, key, pace and `parse` are the platform's, here.
protocol IBI511Agency: Agency {
  /// Its deployment.
  var deployment: IBI511Deployment { get }
  /// Its passes and how records are matched to them.
  var sites: [IBI511Site] { get }
  /// Its passes alone, as its sites hold them (listed without building the sites).
  var passes: [Pass] { get }
}

extension IBI511Agency {
  var catalogue: [Pass] { passes }
  var sourceNames: [SourceName] { [SourceName(rawValue: id.rawValue)] }
  var key: AgencyKey? { deployment.key }
  /// "Throttling is enabled. Ten calls every 60 seconds", per host.
  var requestWindow: RequestWindow? { RequestWindow(count: 10, per: .seconds(60)) }
  /// A segment not updated for twelve hours has missed several winter updates.
  var oldAfter: TimeSpan? { TimeSpan(seconds: IBI511Deployment.currency) }
  var state: String? { deployment.state }
  var terms: RoadTerms { IBI511Terms.terms }
  func read(_ text: String) -> RoadWords { IBI511Deployment.read(text) }
  var formats: [SourceFormat] { [deployment.format] }
  /// Every state's answers are the same bare lists: a saved one names no state, so parsing one needs its format named.
  func recognise(_ data: Data) -> SourceFormat.Recognition? { nil }

  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
    IBI511Source(deployment: deployment, sites: sites, loader: settings.loader, clock: settings.clock)
  }

  /// A saved answer of one resource (events, segments or the pass list), judged at its own newest
  /// time. The other resources are not part of it, so no direction reads open from it alone.
  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  {
    guard format == deployment.format else {
      throw SourceError.unknownFormat(format.rawValue, known: formats.map(\.rawValue))
    }
    let guess = IBI511Resource(agency: id, host: deployment.host, kind: .event)
    let answer = try IBI511Answer.decode(data, resource: guess, url: location)
    let kind = IBI511Source.kind(of: answer) ?? .event
    var answers: [IBI511Resource.Kind: Result<IBI511Answer, Error>] = [:]
    for other in deployment.kinds {
      answers[other] = .failure(SourceError.source(id, IBI511Failure.notSaved(missing: other.rawValue)))
    }
    answers[kind] = .success(answer)
    let reading = IBI511Reading(
      deployment: deployment, answers: answers, now: IBI511Reading.newestTime(of: answers) ?? fetchedAt,
      fetchedAt: fetchedAt)
    return sites.compactMap { site -> PassReport? in
      guard case .success(let conditions) = reading.conditions(for: site) else { return nil }
      var report = PassReport(
        id: site.pass.id, publishedName: site.pass.name, elevationFeet: site.pass.elevationFeet, conditions: conditions)
      report.name = site.pass.name
      report.highway = site.pass.highway
      return report
    }
  }
}
