import Foundation
import Networking

/// Values of `JSONSerialization`'s loosely typed answers as Passengr reads them from every source
/// (TripCheck, COtrip, NWS): numbers that may arrive as strings, and flags that are not numbers.
enum LooseJSON {
  /// `value` as a finite number (a JSON number or a numeric string, never a flag); nil otherwise.
  static func number(_ value: Any?) -> Double? {
    let number: Double?
    switch value {
    case let string as String: number = Double(string.trimmingSpaces())
    case let value as NSNumber: number = isFlag(value) ? nil : value.doubleValue
    default: number = nil
    }
    guard let number, number.isFinite else { return nil }
    return number
  }

  /// Whether `number` is a JSON `true` or `false` (on Linux `1 is Bool` holds too: the class tells).
  static func isFlag(_ number: NSNumber) -> Bool {
    ObjectIdentifier(type(of: number)) == ObjectIdentifier(type(of: NSNumber(value: true)))
  }
}
