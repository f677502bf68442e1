extension AgencyID {
  /// Nevada DOT, for its NVRoads 511 platform.
  static let ndot = AgencyID(rawValue: "ndot")
}

/// Nevada DOT: events and road-condition segments of www.nvroads.com (a free developer key); it
/// publishes no pass list, so the catalogue is Passengr's own. All its passes start disabled.
struct NDOT: IBI511Agency {
  var id: AgencyID { .ndot }
  var name: String { "NDOT" }
  var attribution: String { "Nevada Department of Transportation (NDOT), NVRoads (nvroads.com)" }
  var idRange: ClosedRange<Int> { 7000...7999 }
  /// Nevada's passes all lie in Pacific time (West Wendover's Mountain time is no pass of ours).
  var zone: USZone { .pacific }
  var deployment: IBI511Deployment {
    IBI511Deployment(
      agency: .ndot, agencyName: "NDOT", host: "www.nvroads.com", kinds: [.event, .roadConditions], state: "nv",
      keyVariable: "NDOT_511_KEY")
  }
  var sites: [IBI511Site] { NDOTCatalogue.sites }
  var passes: [Pass] { NDOTCatalogue.passes }
  var aliases: [Int: [String]] { NDOTCatalogue.aliases }
  var advice: AgencyAdvice { IBI511Advice.advice(agency: "NDOT") }

  /// Creates the agency.
  init() {}
}
