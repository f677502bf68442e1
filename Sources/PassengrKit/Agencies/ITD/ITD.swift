extension AgencyID {
  /// Idaho Transportation Department, for its 511 platform.
  static let itd = AgencyID(rawValue: "itd")
}

/// Idaho Transportation Department: events, winter-road stretches and the pass list of
/// 511.idaho.gov (a free developer key). All its passes start disabled.
struct ITD: IBI511Agency {
  var id: AgencyID { .itd }
  var name: String { "ITD" }
  var attribution: String { "Idaho Transportation Department (ITD), Idaho 511 (511.idaho.gov)" }
  var idRange: ClosedRange<Int> { 5000...5999 }
  /// Southern Idaho keeps Mountain time, and so do Idaho 511's times for people.
  var zone: USZone { .mountain }
  /// North of the Salmon River Idaho keeps Pacific time: Lookout and Fourth of July passes on I-90,
  /// Lolo Pass and White Bird Hill in Idaho County.
  func zone(of pass: Pass) -> USZone { ITDCatalogue.pacificPasses.contains(pass.id) ? .pacific : zone }
  var deployment: IBI511Deployment {
    IBI511Deployment(
      agency: .itd, agencyName: "ITD", host: "511.idaho.gov", kinds: [.event, .winterRoads, .mountainPasses],
      state: "id",
      keyVariable: "ITD_511_KEY")
  }
  var sites: [IBI511Site] { ITDCatalogue.sites }
  var passes: [Pass] { ITDCatalogue.passes }
  var aliases: [Int: [String]] { ITDCatalogue.aliases }
  var advice: AgencyAdvice { IBI511Advice.advice(agency: "ITD") }

  /// Creates the agency.
  init() {}
}
