import Foundation

/// WSDOT records that name no pass: without a `MountainPassId` that can be read, or not readable at
/// all. Such a record never vanishes. One whose published name is a catalogue pass's ("Manastash
/// Ridge I-82") is that pass's record. Any other makes the whole answer partial: it may be about
/// any pass, so every pass read with it carries a warning (its lesser levels read `unknown`, a
/// closure stands), its openings read `unknown` naming the record, and the answer's record health
/// (`wsdot-records`) fails, so `doctor` and the agency's health say so. The record itself is kept
/// as a report without an id, which `parse` shows with what it says.
enum UnattributedRecords {
  /// The health name of "every record of WSDOT's answer names its pass".
  static let healthName = "wsdot-records"

  /// `reports` with each one without an id attributed by name where that is certain, and the
  /// others (and `unreadable` records that could not be read at all) making the answer partial.
  static func settle(_ reports: [PassReport], unreadable: Int) -> [PassReport] {
    var attributed: [PassReport] = []
    var unattributed: [PassReport] = []
    var notes: [String] = []
    for var report in reports {
      if report.id == nil, let pass = PassCatalog.pass(publishedName: report.publishedName) {
        report.id = pass.id
        notes.append("wsdot: a record without a pass id was taken as \(pass.name)'s by its name \"\(report.publishedName)\"")
      }
      if report.id == nil { unattributed.append(report) } else { attributed.append(report) }
    }
    let names = unattributed.map { "\"\(TextSanitizer.clean($0.publishedName))\"" }
    let count = unattributed.count + unreadable
    var reason: String?
    if count > 0 {
      let which = (names + (unreadable > 0 ? ["\(unreadable) that could not be read at all"] : [])).joined(separator: ", ")
      reason = "skipped \(count) record\(count == 1 ? "" : "s") that name\(count == 1 ? "s" : "") no pass (no readable MountainPassId): \(which)"
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
        restriction.level == .open ? Restriction(direction: restriction.direction, text: "\(restriction.text) (\(why))", level: .unknown) : restriction
      }
    }
    // Kept for `parse`: what the record says (a closure shows), and that it names no pass.
    for index in unattributed.indices {
      unattributed[index].conditions.restrictions.append(Restriction(
        direction: .both, text: "WSDOT gives this record no pass id and its name is no pass's, so it was skipped", level: .unknown))
      unattributed[index].conditions.notes.append("wsdot: \(reason ?? "skipped a record that names no pass")")
    }
    return attributed + unattributed
  }
}
