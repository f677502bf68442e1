import Foundation

/// The shapes of data Passengr reads.
public enum SourceFormat: String, CaseIterable, Sendable {
  /// Guess from the content.
  case auto
  /// WSDOT's mobile feed: `{"GetMountainPassConditionsResult":{"PassCondition":[...]}}`.
  case wsdotFeed = "wsdot-feed"
  /// The Traveler Information API: a JSON array of passes, one pass object, or `ArrayOfPassCondition` XML.
  case wsdotAPI = "wsdot-api"
  /// A wsdot.com pass page as a browser renders it (`div.condition` rows).
  case wsdotPage = "wsdot-page"
  /// A 2008–2021 wsdot.com pass page (`PassInfo*` spans).
  case legacyPage = "legacy-page"
  /// A Caltrans district chain-control feed: `{"data": [{"cc": {...}}, ...]}`.
  case caltransCC = "caltrans-cc"
  /// A Caltrans highway-information page (closures, chains, one-way control), one route.
  case caltransRoadinfo = "caltrans-roadinfo"

  /// The format `data` looks like.
  static func detect(_ data: Data) -> SourceFormat {
    let head = data.prefix(4096)
    guard let first = head.first(where: { !(Self.space.contains($0)) }) else { return .wsdotPage }
    switch first {
    case UInt8(ascii: "{"):
      if head.contains(bytes: "GetMountainPassConditionsResult") { return .wsdotFeed }
      return head.contains(bytes: "\"cc\"") && head.contains(bytes: "\"data\"") ? .caltransCC : .wsdotAPI
    case UInt8(ascii: "["): return .wsdotAPI
    default:
      if head.contains(bytes: "ArrayOfPassCondition") || head.contains(bytes: "<PassCondition") { return .wsdotAPI }
      if data.contains(bytes: "roads.dot.ca.gov") || data.contains(bytes: "traffic restrictions are reported")
        || data.contains(bytes: "TRAFFIC RESTRICTIONS ARE REPORTED") || data.contains(bytes: "Highway Information") {
        return .caltransRoadinfo
      }
      return data.contains(bytes: "PassInfoRestrictions") ? .legacyPage : .wsdotPage
    }
  }

  private static let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
}
