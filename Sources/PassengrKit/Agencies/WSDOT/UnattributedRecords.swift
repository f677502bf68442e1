import FoundationEssentials

/// WSDOT records that name no pass: without a `MountainPassId` that can be read, or not readable at
/// all. Such a record never vanishes. One whose published name is a catalogue pass's ("Manastash
/// Ridge I-82") is that pass's record. Any other makes the whole answer partial: it may be about
/// any pass, so every pass read with it carries a warning (its lesser levels read `unknown`, a
/// closure stands), its openings read `unknown` naming the record, and the answer's record health
/// (`wsdot-records`) fails, so `doctor` and the agency's health say so. The record itself is kept
/// as a report without an id, which `parse` shows with what it says. A record whose MountainPassId is
/// one pass's while its name is exactly another catalogue pass's is refused the same way: neither
/// is trusted over the other. Every record kept has its restrictions placed on its pass's directions.
enum UnattributedRecords {
  /// The health name of "every record of WSDOT's answer names its pass".
  static let healthName = "wsdot-records"

  /// `reports` with each one without an id attributed by name where that is certain, and the
  /// others (and `unreadable` records that could not be read at all) making the answer partial.
  static func settle(_ reports: [PassReport], unreadable: Int) -> [PassReport] {
    var attributed: [PassReport] = []
    var unattributed: [PassReport] = []
    // Records whose MountainPassId and name disagree: "Manastash Ridge I-82" under White Pass's id.
    var disagreeing: [PassReport] = []
    var notes: [String] = []
    for var report in reports {
      if report.id == nil, let pass = PassCatalog.pass(publishedName: report.publishedName) {
        report.id = pass.id
        notes.append(
          "wsdot: a record without a pass id was taken as \(pass.name)'s by its name \"\(report.publishedName)\"")
      }
      if let id = report.id, let named = PassCatalog.pass(publishedName: report.publishedName), named.id != id {
        disagreeing.append(report)
      } else if report.id == nil {
        unattributed.append(report)
      } else {
        // "Northbound" on an east–west pass cannot be placed: it counts for both directions.
        if let pass = report.id.flatMap(PassCatalog.pass(id:)) {
          report.conditions.restrictions = DirectionPlacement.place(report.conditions.restrictions, on: pass.directions)
        }
        attributed.append(report)
      }
    }
    let names = unattributed.map { "\"\(TextSanitizer.clean($0.publishedName))\"" }
    let count = unattributed.count + unreadable
    var reasons: [String] = []
    if count > 0 {
      let which = (names + (unreadable > 0 ? ["\(unreadable) that could not be read at all"] : [])).joined(
        separator: ", ")
      reasons.append(
        "skipped \(count) record\(count == 1 ? "" : "s") that name\(count == 1 ? "s" : "") no pass (no readable MountainPassId): \(which)"
      )
    }
    if !disagreeing.isEmpty {
      let which = disagreeing.map { report in
        let owner = report.id.flatMap(PassCatalog.pass(id:)).map { " (\($0.name)'s)" } ?? ""
        return
          "\"\(TextSanitizer.clean(report.publishedName))\" under MountainPassId \(report.id.map(String.init) ?? "?")\(owner)"
      }.joined(separator: ", ")
      let plural = disagreeing.count == 1 ? "" : "s"
      reasons.append(
        "skipped \(disagreeing.count) record\(plural) whose MountainPassId and name are different passes': \(which)")
    }
    let reason = reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    for index in disagreeing.indices {
      let id = disagreeing[index].id.map(String.init) ?? "?"
      disagreeing[index].id = nil
      disagreeing[index].conditions.restrictions.append(
        Restriction(
          direction: .both,
          text: "WSDOT gives this record MountainPassId \(id) but another pass's name, so it was skipped",
          level: .unknown))
      disagreeing[index].conditions.notes.append("wsdot: \(reason ?? "skipped a record whose id and name disagree")")
    }
    for index in attributed.indices {
      attributed[index].conditions.notes += notes
      attributed[index].conditions.consulted.append(healthName)
      guard let reason else { continue }
      let why = "WSDOT's answer is partial: Passengr \(reason), which may be about this pass"
      attributed[index].conditions.notes.append("wsdot: \(reason)")
      attributed[index].conditions.partialFailures[healthName] = reason
      attributed[index].conditions.warning = why
      attributed[index].conditions.restrictions = attributed[index].conditions.restrictions.map { restriction in
        restriction.level == .open
          ? Restriction(direction: restriction.direction, text: "\(restriction.text) (\(why))", level: .unknown)
          : restriction
      }
    }
    // Kept for `parse`: what the record says (a closure shows), and that it names no pass.
    for index in unattributed.indices {
      unattributed[index].conditions.restrictions.append(
        Restriction(
          direction: .both, text: "WSDOT gives this record no pass id and its name is no pass's, so it was skipped",
          level: .unknown))
      unattributed[index].conditions.notes.append("wsdot: \(reason ?? "skipped a record that names no pass")")
    }
    return attributed + unattributed + disagreeing
  }
}
