import FoundationEssentials
import Markup
import Networking

extension CustomPass {
  /// The formats a custom pass's updated-time text is read in.
  public static let updatedFormats =
    "ISO 8601 (2025-01-10T20:45:00-08:00), \"Wednesday, January 10, 2024 8:45 PM\" or \"January 10, 2024 8:45 PM\" (Pacific time)"

  /// The page URL of a definition: http or https with a host, or `invalidPageURL`.
  public static func pageURL(_ text: String) throws -> URL {
    guard let url = URL(string: text), url.isWebAddress else {
      throw DocumentError.invalidPageURL(text)
    }
    return url
  }

  /// Checks a definition without fetching: at least one direction, and every XPath compiles.
  public static func check(_ queries: [Field: String]) throws {
    guard queries.keys.contains(where: \.isDirection) else { throw DocumentError.noDirection }
    let probe = try HTMLDocument(data: Data("<html><body></body></html>".utf8))
    for field in Field.allCases {
      guard let query = queries[field] else { continue }
      do { _ = try probe.value(of: query) } catch {
        throw DocumentError.invalidXPath(field: field.rawValue, reason: String(describing: error))
      }
    }
  }

  /// What one XPath extracted from the page.
  public struct Extract: Equatable, Sendable {
    /// The field the XPath is for.
    public internal(set) var field: Field
    /// The text it found.
    public internal(set) var value: String
  }

  /// What each XPath extracts from `data`, in field order, several matches joined with " | "; a
  /// query that matches nothing (or only white space) is an error naming the field and the page.
  func extract(from data: Data, charset: String?) throws -> [Extract] {
    let document = try HTMLDocument(data: data, encoding: charset, url: url.absoluteString)
    return try Field.allCases.compactMap { field -> Extract? in
      guard let query = queries[field] else { return nil }
      // Every match is shown ("No restrictions | Pass Closed"), as a refresh reads them all.
      let found = try Self.matches(of: query, in: document)
      guard !found.isEmpty else {
        throw DocumentError.xpathMatchesNothing(field: field.rawValue, url: url.absoluteString)
      }
      return Extract(field: field, value: Self.joined(found))
    }
  }
}

extension CustomPass.Field {
  /// Whether the field is a direction of travel.
  var isDirection: Bool { [.eastbound, .westbound, .northbound, .southbound].contains(self) }
}
