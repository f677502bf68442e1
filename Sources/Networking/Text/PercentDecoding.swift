extension StringProtocol {
  /// This text with each `%XX` made the byte it names, as Foundation's `removingPercentEncoding`:
  /// nil when a `%` is not followed by two hexadecimal digits or the bytes are not UTF-8, and a
  /// byte-order mark at the start dropped.
  package var percentDecoded: String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var iterator = utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(Self.hexValue), let low = iterator.next().flatMap(Self.hexValue) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    return String(validating: bytes[start...], as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }
}
