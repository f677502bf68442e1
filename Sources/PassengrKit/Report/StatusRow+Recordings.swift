import FoundationEssentials

/// One recorded moment among the rows of a report: its time, the zone it is shown in, and the
/// agencies recorded then.
struct RecordedMoment: Equatable, Sendable {
  var time: Date
  var zone: USZone
  var agencies: [String]
}

extension [StatusRow] {
  /// Each recording among the rows, in the order met: every surface of a recording says so, with
  /// each agency's own recorded time.
  var recordings: [RecordedMoment] {
    var seen: [RecordedMoment] = []
    for row in self {
      guard let recorded = row.recordedAt else { continue }
      let agency = row.agencyName ?? "own pages"
      if let index = seen.firstIndex(where: { $0.time == recorded }) {
        if !seen[index].agencies.contains(agency) { seen[index].agencies.append(agency) }
      } else {
        seen.append(RecordedMoment(time: recorded, zone: row.zone, agencies: [agency]))
      }
    }
    return seen
  }
}
