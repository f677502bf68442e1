import FoundationEssentials

/// The identity of an NWS alert that came without an id: a digest of what it says, never its place
/// in the answer, so the same alert listed in another order is the same alert (not one that ended
/// and one that appeared).
enum NWSAlertDigest {
  /// "unidentified-" and 32 hex digits: two FNV-1a digests (64 bits each, different offsets) of
  /// `feature` written with sorted keys, byte for byte as Foundation's `JSONSerialization` wrote
  /// it (ids saved by earlier versions stay the same); a feature that is no object or array is
  /// digested by the words Swift described it with before.
  static func id(of feature: JSONValue) -> String {
    let bytes: [UInt8]
    switch feature {
    case .object, .array: bytes = feature.sortedKeyBytes
    case .string(let text): bytes = Array("Optional(\(String(reflecting: text)))".utf8)
    case .number(let number): bytes = Array("Optional(\(number.text))".utf8)
    case .bool(let flag): bytes = Array("Optional(\(flag ? 1 : 0))".utf8)
    case .null: bytes = Array("Optional(<null>)".utf8)
    }
    let first = fnv1a(bytes, offset: 0xcbf2_9ce4_8422_2325)
    let second = fnv1a(bytes, offset: 0x8422_2325_cbf2_9ce4)
    return "unidentified-" + hex(first) + hex(second)
  }

  private static func fnv1a(_ bytes: [UInt8], offset: UInt64) -> UInt64 {
    var hash = offset
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
