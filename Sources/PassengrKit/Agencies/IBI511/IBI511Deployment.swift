import FoundationEssentials

/// One state's deployment of the 511 platform: its agency, host, resources and key, and the one
/// reader of its words. The four states differ only here and in their catalogues.
struct IBI511Deployment: Sendable {
  /// The agency.
  var agency: AgencyID
  /// Its name for people: "ITD".
  var agencyName: String
  /// The host every resource is asked of: "511.idaho.gov".
  var host: String
  /// The resources it publishes that Passengr reads, the events first.
  var kinds: [IBI511Resource.Kind]
  /// Its state, lower case: what a bare `SR` means.
  var state: String
  /// The environment variable of its key: "ITD_511_KEY".
  var keyVariable: String

  /// Each resource.
  var resources: [IBI511Resource] { kinds.map { IBI511Resource(agency: agency, host: host, kind: $0) } }

  /// Its road-condition resource, if it has one (Arizona has none).
  var conditionKind: IBI511Resource.Kind? { kinds.first(where: \.isRoadCondition) }

  /// The format of its saved answers for `parse`: "itd-511".
  var format: SourceFormat { SourceFormat(rawValue: "\(agency.rawValue)-511") }

  /// How old a road-condition record may be and still count as current: segments are updated
  /// several times a day in winter, so one older than twelve hours has missed several.
  static let currency: TimeInterval = 12 * 3600

  /// Reads `text` with the platform's terms: the one reader of every field of every record.
  static func read(_ text: String) -> RoadWords { RoadWords.read(text, terms: IBI511Terms.terms) }

  /// The key: a query item `key`, sent to the deployment's host only. The platform answers a
  /// rejected key with 400 (`Invalid Key`) or, some say, 401.
  var key: AgencyKey {
    AgencyKey(
      name: "511 developer key", variable: keyVariable, placement: .query("key"), hosts: [host],
      rejectedStatuses: [400, 401])
  }
}
