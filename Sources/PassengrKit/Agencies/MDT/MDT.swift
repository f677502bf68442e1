import FoundationEssentials

extension AgencyID {
  /// Montana DOT's passes: a catalogue without a feed of road conditions.
  static let mdt = AgencyID(rawValue: "mdt")
}

extension SourceName {
  /// Montana's answer: no request, and no road level for any pass.
  static let mdt = SourceName(rawValue: "mdt")
}

/// Montana: its passes, with no source of road conditions behind them. Montana publishes no pass
/// status or winter road condition a program can read, so every direction of every pass is
/// `unknown` with that reason, and never `open`: what is known of a Montana pass is its forecast
/// and alerts. All its passes start disabled.
struct MDT: Agency {
  var id: AgencyID { .mdt }
  var name: String { "MDT" }
  var attribution: String { "Montana Department of Transportation (MDT) publishes no pass conditions; none are shown" }
  var state: String? { "mt" }
  var zone: USZone { .mountain }
  var idRange: ClosedRange<Int> { 11000...11999 }
  var catalogue: [Pass] { MDTCatalogue.passes }
  var sourceNames: [SourceName] { [.mdt] }
  var publishesConditions: Bool { false }
  /// No saved page or feed of Montana's exists to read.
  var formats: [SourceFormat] { [] }

  /// Creates the agency.
  init() {}

  func recognise(_ data: Data) -> SourceFormat.Recognition? { nil }

  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  {
    throw SourceError.unknownFormat(format.rawValue, known: formats.map(\.rawValue))
  }

  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
    MDTSource(clock: settings.clock)
  }
}
