import Foundation

/// Rendered pass pages grown to a given size by repeating the shipped Snoqualmie page's label rows,
/// for tests of pages far larger than any agency publishes.
public enum LargePage {
  /// The Snoqualmie page with its rows block repeated until the page is at least `bytes` long.
  public static func make(atLeast bytes: Int) throws -> Data {
    let page = String(decoding: try Fixtures.data("travel/real-time/mountainpasses/snoqualmie"), as: UTF8.self)
    let open = "\n      <div class=\"condition\""
    let close = "</div>\n      </div><!---->"
    guard let first = page.range(of: open), let last = page.range(of: close, options: .backwards) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    let head = page[..<first.lowerBound]
    let rows = page[first.lowerBound..<last.upperBound]
    let tail = page[last.upperBound...]
    let copies = max(1, (bytes - head.utf8.count - tail.utf8.count) / rows.utf8.count + 1)
    return Data((head + String(repeating: String(rows), count: copies) + tail).utf8)
  }
}
