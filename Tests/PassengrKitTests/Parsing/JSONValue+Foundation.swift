import Foundation
import Testing

@testable import PassengrKit

/// Tests build and change documents as Foundation objects, as agencies' answers were once read.
extension JSONValue {
  /// The document of Foundation objects `foundation` (`[String: Any]`, `[Any]`, `String`,
  /// `NSNumber`, `NSNull`), written by `JSONSerialization` and read back.
  init(foundation: Any) {
    let data = try? JSONSerialization.data(withJSONObject: foundation, options: [.fragmentsAllowed])
    guard let data, let value = try? JSONValue(parsing: data, fragmentsAllowed: true) else {
      // A test that hands over a value Foundation cannot write (a `JSONValue` inside) is wrong.
      Issue.record("not a document of Foundation objects: \(foundation)")
      self = .null
      return
    }
    self = value
  }

  /// The members of the object of Foundation objects `foundation`.
  static func members(_ foundation: [String: Any]) -> [String: JSONValue] {
    JSONValue(foundation: foundation).object ?? [:]
  }

  /// The value as Foundation objects, as `JSONSerialization` reads its written bytes.
  var foundation: Any {
    (try? JSONSerialization.jsonObject(with: Data(sortedKeyBytes), options: [.fragmentsAllowed])) ?? NSNull()
  }
}
