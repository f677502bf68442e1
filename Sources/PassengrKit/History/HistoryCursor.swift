import Foundation

/// How far a reader of the history has got, by refresh number (`HistoryRecord.refresh`): what
/// `watch --resume NAME` keeps in `watch-NAME.cursor`.
struct HistoryCursor: Codable, Equatable, Sendable {
  /// Always "passengr.watch-cursor/1".
  var schema = "passengr.watch-cursor/1"
  /// Every change up to this refresh has been told (printed).
  var told: Int
  /// Every change up to this refresh has also reached the `--exec` command (or needed not to);
  /// never past `told`.
  var delivered: Int

  /// A cursor at refresh `position`, everything before it told and delivered.
  init(at position: Int) {
    told = position
    delivered = position
  }

  enum CodingKeys: String, CodingKey { case schema, told, delivered }

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schema = try container.decode(String.self, forKey: .schema)
    told = try container.decode(Int.self, forKey: .told)
    delivered = try container.decode(Int.self, forKey: .delivered)
    guard schema == "passengr.watch-cursor/1", told >= 0, delivered >= 0, delivered <= told else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a passengr.watch-cursor/1 record"))
    }
  }
}
