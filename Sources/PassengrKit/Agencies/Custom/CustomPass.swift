import FoundationEssentials

/// A pass read from any server-rendered page, with one XPath per field.
public struct CustomPass: Codable, Equatable, Sendable {
  /// A field a custom pass can read.
  public enum Field: String, CaseIterable, Codable, Sendable {
    case eastbound, westbound, northbound, southbound, conditions, weather, temperature, updated
  }

  /// The page to fetch.
  var url: URL
  /// The XPath for each field; at least one restriction field.
  var queries: [Field: String]

  /// Creates a custom pass definition.
  public init(url: URL, queries: [Field: String]) {
    self.url = url
    self.queries = queries
  }
}
