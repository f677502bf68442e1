import FoundationEssentials

/// An answer of `RW/Reports`: the crews' reports in force, keyed by station. An empty list is a
/// normal answer outside winter operations, not a failure and not a sign that anything is open.
struct ODOTReportsAnswer: Equatable, Sendable {
  /// The answer's own time (`organization-information.last-update-time`), when given.
  var lastUpdate: Date?
  /// The reports, by station id; the latest entry wins when a station is reported twice.
  var reports: [String: ODOTReport]
  /// Further reports of a station filed at the same time as the one in `reports` (or, like it,
  /// with no time): none of them can be taken as the newer, so each counts.
  var sameTime: [String: [ODOTReport]] = [:]
  /// What was skipped while reading, for `doctor`.
  var notes: [String]

  /// Whether the list was empty: no crew is filing reports.
  var isEmpty: Bool { reports.isEmpty }

  /// Reads an answer; throws when `data` is not JSON or has no `road-weather-reports` list.
  static func decode(_ data: Data, url: String) throws -> ODOTReportsAnswer {
    let root = try ODOTValue.object(data, url: url)
    guard let list = root["road-weather-reports"]?.array else {
      throw SourceError.source(.odot, ODOTFailure.notTheAnswer(url: url, missing: "road-weather-reports"))
    }
    let organisation = root["organization-information"]?.object
    var answer = ODOTReportsAnswer(
      lastUpdate: (organisation?["last-update-time"]?.string).flatMap(ODOTTime.parse), reports: [:], notes: [])
    var skipped = 0
    for item in list {
      guard let object = item.object, let report = ODOTReport(object) else {
        skipped += 1
        continue
      }
      answer.notes += report.notes
      if let earlier = answer.reports[report.stationID] {
        let (before, now) = (earlier.entryTime ?? .distantPast, report.entryTime ?? .distantPast)
        if before > now { continue }
        if before == now {
          answer.sameTime[report.stationID, default: []].append(report)
          continue
        }
        answer.sameTime[report.stationID] = nil
      }
      answer.reports[report.stationID] = report
    }
    if skipped > 0 {
      answer.notes.append("odot: skipped \(skipped) road report\(skipped == 1 ? "" : "s") without a station id")
    }
    return answer
  }

  /// Every report of `stationID` that counts: the latest, and any filed at the same time.
  func all(for stationID: String) -> [ODOTReport] {
    (reports[stationID].map { [$0] } ?? []) + (sameTime[stationID] ?? [])
  }

  /// The moment its reports' expiry is judged against when it is a saved snapshot: its own time,
  /// else its latest entry, else `fallback`.
  func ownTime(or fallback: Date) -> Date {
    lastUpdate ?? reports.values.compactMap(\.entryTime).max() ?? fallback
  }
}
