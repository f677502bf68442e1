extension AgencyID {
  /// Arizona DOT, for its AZ511 platform.
  static let adot = AgencyID(rawValue: "adot")
}

/// Arizona DOT: the events of az511.gov (a free developer key). It publishes no road conditions
/// and no pass list: its passes can show closures and chain notices, never positive evidence of
/// an open road. All its passes start disabled.
struct ADOT: IBI511Agency {
  var id: AgencyID { .adot }
  var name: String { "ADOT" }
  var attribution: String { "Arizona Department of Transportation (ADOT), AZ511 (az511.gov)" }
  var idRange: ClosedRange<Int> { 8000...8999 }
  var zone: USZone { .arizona }
  var deployment: IBI511Deployment {
    IBI511Deployment(
      agency: .adot, agencyName: "ADOT", host: "az511.gov", kinds: [.event], state: "az", keyVariable: "ADOT_511_KEY")
  }
  var sites: [IBI511Site] { ADOTCatalogue.sites }
  var passes: [Pass] { ADOTCatalogue.passes }
  var aliases: [Int: [String]] { ADOTCatalogue.aliases }
  var advice: AgencyAdvice { IBI511Advice.advice(agency: "ADOT") }

  /// Creates the agency.
  init() {}
}
