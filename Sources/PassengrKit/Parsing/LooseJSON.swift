import FoundationEssentials
import Networking

/// Values of loosely typed JSON as Passengr reads them from every source (TripCheck, COtrip,
/// NWS): numbers that may arrive as strings, and flags that are not numbers.
enum LooseJSON {
  /// `value` as a finite number (a JSON number or a numeric string, never a flag); nil otherwise.
  static func number(_ value: JSONValue?) -> Double? {
    let number: Double?
    switch value {
    case .string(let string): number = Double(string.trimmingSpaces())
    case .number(let value): number = value.value
    default: number = nil
    }
    guard let number, number.isFinite else { return nil }
    return number
  }
}
