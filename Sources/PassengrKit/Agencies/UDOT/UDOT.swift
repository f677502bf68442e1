extension AgencyID {
  /// Utah DOT, for its UDOT Traffic 511 platform.
  static let udot = AgencyID(rawValue: "udot")
}

/// Utah DOT: events, road-condition segments and the pass list (with seasonal gates and weather
/// stations) of www.udottraffic.utah.gov (a free developer key). All its passes start disabled.
struct UDOT: IBI511Agency {
  var id: AgencyID { .udot }
  var name: String { "UDOT" }
  var attribution: String { "Utah Department of Transportation (UDOT), UDOT Traffic (udottraffic.utah.gov)" }
  var idRange: ClosedRange<Int> { 6000...6999 }
  var zone: USZone { .mountain }
  var deployment: IBI511Deployment {
    IBI511Deployment(
      agency: .udot, agencyName: "UDOT", host: "www.udottraffic.utah.gov",
      kinds: [.event, .roadConditions, .mountainPasses], state: "ut",
      keyVariable: "UDOT_511_KEY")
  }
  var sites: [IBI511Site] { UDOTCatalogue.sites }
  var passes: [Pass] { UDOTCatalogue.passes }
  var aliases: [Int: [String]] { UDOTCatalogue.aliases }
  var advice: AgencyAdvice { IBI511Advice.advice(agency: "UDOT") }

  /// Creates the agency.
  init() {}
}
