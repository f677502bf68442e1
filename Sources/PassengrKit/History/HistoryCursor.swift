import FoundationEssentials

/// How far a reader of the history has got: what a named watch (`WatchCursor` with a name) keeps in
/// `watch-NAME.cursor`. Its place is the record it read last and how many readable records came up
/// to it: while the log still holds that record there, whatever follows is new, however the
/// refreshes were numbered (a restored archive numbers some again). Once pruning rewrote the log,
/// the refresh numbers (`HistoryRecord.refresh`) say what is new instead.
struct HistoryCursor: Codable, Equatable, Sendable {
  /// Always "passengr.watch-cursor/1".
  var schema = "passengr.watch-cursor/1"
  /// Every change up to this refresh has been told (printed).
  var told: Int
  /// Every change up to this refresh has also reached the watch's command hook (or needed not to);
  /// never past `told`.
  var delivered: Int
  /// How many readable records the log held when the reader got to `told`.
  var seen: Int
  /// The last of them; nil when there were none.
  var last: HistoryRecord?

  /// A cursor at refresh `told`, after the first `seen` records of the log, the last of which is
  /// `last`; everything before it told and delivered.
  init(told: Int, seen: Int, last: HistoryRecord?) {
    self.told = told
    delivered = told
    self.seen = seen
    self.last = last
  }

  enum CodingKeys: String, CodingKey { case schema, told, delivered, seen, last }

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schema = try container.decode(String.self, forKey: .schema)
    told = try container.decode(Int.self, forKey: .told)
    delivered = try container.decode(Int.self, forKey: .delivered)
    seen = try container.decode(Int.self, forKey: .seen)
    last = try container.decodeIfPresent(HistoryRecord.self, forKey: .last)
    guard schema == "passengr.watch-cursor/1", told >= 0, delivered >= 0, delivered <= told, seen >= 0,
      (seen == 0) == (last == nil)
    else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a passengr.watch-cursor/1 record"))
    }
  }
}
