import FoundationEssentials

/// What `report` did with the published page: replaced it, or kept it because the new page knew
/// less than the one on disk.
///
/// A page knows a pass when it shows current data for it (`StatusRow.isCurrent`: fetched, not
/// stale, not old by its agency's update time, no error). Every page Passengr writes records which
/// passes it knew, by id. The new page knows less when some pass the page on disk knew is not
/// known by the new one, whatever else it knows: a run about other passes, or a trip page about
/// fewer, does not replace it. A page recording only how many it knew (an older Passengr's) is
/// replaced by a run that knows no fewer; a page recording nothing only by a run that knows some.
/// A page on disk older than the allowed staleness is replaced whatever it knew: its own data is
/// no longer good enough to stand.
public enum PagePublication: Equatable, Sendable {
  /// The page was written.
  case written
  /// The page on disk was left as it was: the new page knew `known` of its `shown` passes, the
  /// page there knew `pageKnown` (nil when it does not record it); `lacking` names the passes the
  /// page there knew and this run does not, in the page's order (empty for a page recording only
  /// a count, or nothing).
  case kept(path: String, known: Int, pageKnown: Int?, shown: Int, lacking: [String])

  /// What a page on disk records about itself.
  struct Record: Equatable {
    /// How many passes it had current data for.
    var known: Int
    /// Which, by id; nil for a page from a Passengr that recorded only the count.
    var ids: [Int]?
  }

  /// The comment that records what a page knows; written after `</html>`, outside the layout:
  /// `<!-- passengr: 2 of 3 passes with current data (ids 1 5) -->`.
  static func marker(_ rows: [StatusRow]) -> String {
    let ids = currentIDs(rows)
    return
      "<!-- passengr: \(known(rows)) of \(rows.count) passes with current data (ids\(ids.map { " \($0)" }.joined())) -->\n"
  }

  /// What the page `html` records it knew: the last Passengr comment's count and, when it has
  /// them, the ids.
  static func record(in html: String) -> Record? {
    guard let range = html.lastRange(of: "<!-- passengr: ") else { return nil }
    let comment = html[range.upperBound...].prefix { $0 != ">" }
    guard let known = Int(comment.prefix { $0.isNumber }) else { return nil }
    guard let open = comment.firstRange(of: "(ids") else { return Record(known: known, ids: nil) }
    let list = comment[open.upperBound...].prefix { $0 != ")" }
    let ids = list.split(separator: " ").compactMap { Int($0) }
    return Record(known: known, ids: ids)
  }

  /// How many of `rows` show current data.
  static func known(_ rows: [StatusRow]) -> Int {
    rows.filter(\.isCurrent).count
  }

  /// The ids of the passes `rows` show current data for, in their order.
  static func currentIDs(_ rows: [StatusRow]) -> [Int] {
    rows.filter(\.isCurrent).compactMap(\.id)
  }

  /// Whether a run showing `rows` knows less than the page that recorded `record` (nil: it records
  /// nothing), and the names of the passes it lacks (looked up in `rows`, then `agencies`).
  static func knowsLess(_ rows: [StatusRow], than record: Record?, agencies: Agencies = .all) -> (
    Bool, lacking: [String]
  ) {
    guard let record else { return (known(rows) == 0, []) }
    guard let pageIDs = record.ids else { return (known(rows) < record.known, []) }
    let current = Set(currentIDs(rows))
    let missing = pageIDs.filter { !current.contains($0) }
    let names = Dictionary(
      rows.compactMap { row in row.id.map { ($0, row.name) } }, uniquingKeysWith: { first, _ in first })
    return (!missing.isEmpty, missing.map { names[$0] ?? agencies.pass(id: $0)?.name ?? "pass \($0)" })
  }
}
