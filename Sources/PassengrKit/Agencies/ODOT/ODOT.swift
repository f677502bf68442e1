import FoundationEssentials

extension AgencyID {
  /// Oregon DOT, for its TripCheck road reports and incidents.
  static let odot = AgencyID(rawValue: "odot")
}

extension SourceName {
  /// TripCheck: the road reports, code list and incidents read together.
  static let odot = SourceName(rawValue: "odot")
}

extension SourceFormat {
  /// A TripCheck `RW/Reports` answer: `{"road-weather-reports": [...]}`.
  static let odotReports = SourceFormat(rawValue: "odot-reports")
}

/// Oregon DOT: crew road reports per station segment, with chain codes, and closures from the
/// incident list, from the TripCheck API (a free subscription key). All its passes start disabled.
struct ODOT: Agency {
  var id: AgencyID { .odot }
  var name: String { "ODOT" }
  /// Its recordings were laid out by path before mirrors were laid out by host.
  var mirrorLayout: BaseLocation.Layout { .byPath }
  var state: String? { "or" }
  var aliases: [Int: [String]] { Self.aliases }
  /// Names drivers use for its passes besides its own.
  static let aliases: [Int: [String]] = [
    3004: ["Mount Hood", "Mt Hood", "Government Camp"],
    3011: ["Deadman Pass", "Cabbage Hill"],
    3012: ["Meacham Summit"],
    3014: ["Diamond Lake"],
    3017: ["Battle Mountain"],
  ]
  var attribution: String {
    "Oregon Department of Transportation (ODOT), TripCheck; ODOT provides this information as a public service "
      + "and does not guarantee its accuracy or completeness"
  }
  /// Crews file reports several times a day in winter operations, each with its own expiry; a
  /// report filed more than a day ago is old even if its expiry says otherwise.
  var oldAfter: TimeSpan? { TimeSpan(seconds: 86400) }

  var idRange: ClosedRange<Int> { 3000...3999 }
  var catalogue: [Pass] { ODOTCatalogue.passes }
  var sourceNames: [SourceName] { [.odot] }

  /// The TripCheck subscription key, sent as `Ocp-Apim-Subscription-Key` to ODOT's API host only.
  var key: AgencyKey? {
    AgencyKey(
      name: "subscription key", variable: "ODOT_TRIPCHECK_KEY", placement: .header("Ocp-Apim-Subscription-Key"),
      hosts: ["api.odot.state.or.us"], rejectedStatuses: [401, 403])
  }

  /// Creates the agency.
  init() {}

  var formats: [SourceFormat] { [.odotReports] }

  func recognise(_ data: Data) -> SourceFormat.Recognition? {
    let (first, head) = SourceFormat.head(of: data)
    guard first == UInt8(ascii: "{") else { return nil }
    return head.contains(bytes: "\"road-weather-reports\"") ? .certain(.odotReports) : nil
  }

  /// A saved answer's passes, judged as a snapshot (expiry against its own time). The code list is
  /// read from `Metadata` beside the file, as TripCheck's paths lay them out; without one, no code
  /// can be explained and every direction reads unknown. Incidents are not part of a saved answer,
  /// so its closures cannot be checked and no direction reads open.
  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  {
    guard format == .odotReports else {
      throw SourceError.unknownFormat(format.rawValue, known: formats.map(\.rawValue))
    }
    let answer = try ODOTReportsAnswer.decode(data, url: location)
    let beside = URL(fileURLWithPath: location).deletingLastPathComponent().appendingPathComponent("Metadata")
    let metadata: Result<ODOTMetadata, Error>
    if !location.contains("://"), location != "standard input", let saved = try? PassDocument.read(path: beside.path) {
      metadata = Result { try ODOTMetadata.decode(saved, url: beside.path) }
    } else {
      metadata = .failure(SourceError.source(.odot, ODOTFailure.metadataNotSaved(path: beside.path)))
    }
    let reading = ODOTReading(
      reports: .success(answer), metadata: metadata,
      incidents: .failure(SourceError.source(.odot, ODOTFailure.incidentsNotSaved)),
      now: answer.ownTime(or: fetchedAt), fetchedAt: fetchedAt)
    // An empty answer (out of season) says something of every pass: that nothing is known.
    let present = Set(answer.reports.keys)
    return catalogue.compactMap { pass -> PassReport? in
      guard let stations = ODOTCatalogue.stations[pass.id],
        answer.isEmpty || stations.stations.contains(where: { present.contains($0.id) }),
        case .success(let conditions) = reading.conditions(for: pass)
      else { return nil }
      var report = PassReport(
        id: pass.id, publishedName: pass.name, elevationFeet: pass.elevationFeet, conditions: conditions)
      report.name = pass.name
      report.highway = pass.highway
      return report
    }
  }

  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
    ODOTSource(loader: settings.loader, clock: settings.clock, cacheDirectory: settings.cacheDirectory)
  }
}
