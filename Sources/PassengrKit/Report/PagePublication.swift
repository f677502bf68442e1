import Foundation

/// What `report` did with the published page: replaced it, or kept it because the new page knew
/// less than the one on disk.
///
/// A page knows a pass when it shows current data for it (fetched, not stale, no error). The new
/// page knows less when it knows fewer passes than the page on disk did (every page Passengr
/// writes records how many it knew), or, for a page that records nothing, when it knows none. A
/// page on disk older than the allowed staleness is replaced whatever it knew: its own data is no
/// longer good enough to stand.
public enum PagePublication: Equatable, Sendable {
  /// The page was written.
  case written
  /// The page on disk was left as it was: the new page knew `known` passes, it knew `pageKnown`
  /// (nil when it does not record it).
  case kept(path: String, known: Int, pageKnown: Int?, shown: Int)

  /// The comment that records what a page knows; written after `</html>`, outside the layout.
  static func marker(known: Int, shown: Int) -> String {
    "<!-- passengr: \(known) of \(shown) passes with current data -->\n"
  }

  /// How many passes the page `html` knew, as its marker records it.
  static func known(in html: String) -> Int? {
    guard let range = html.range(of: "<!-- passengr: ", options: .backwards) else { return nil }
    return Int(html[range.upperBound...].prefix { $0.isNumber })
  }

  /// How many of `rows` show current data.
  static func known(_ rows: [StatusRow]) -> Int {
    rows.filter { $0.conditions != nil && !$0.isStale && $0.error == nil }.count
  }
}
