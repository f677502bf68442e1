import FoundationEssentials

/// What pruning has taken out of the history, kept in `history-pruned.json` beside it: the highest
/// refresh number among the removed records and when the newest of them was seen. A watch whose
/// cursor is below `through` lost changes it had not told, and says so instead of skipping them.
struct HistoryPruneMark: Codable, Equatable, Sendable {
  /// Always "passengr.pruned/1".
  var schema = "passengr.pruned/1"
  /// The highest refresh number of any record pruning removed.
  var through: Int
  /// When the newest removed record was seen.
  var before: Date

  /// A mark for removed records up to refresh `through`, the newest seen at `before`.
  init(through: Int, before: Date) {
    self.through = through
    self.before = before
  }

  /// This mark and `other` together: what either says was removed.
  func merged(with other: HistoryPruneMark?) -> HistoryPruneMark {
    guard let other else { return self }
    return HistoryPruneMark(through: max(through, other.through), before: max(before, other.before))
  }
}
