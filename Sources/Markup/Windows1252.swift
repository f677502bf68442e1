/// Transcodes windows-1252 to UTF-8 ourselves: iconv rejects the five bytes the code page leaves
/// undefined, where browsers (and WHATWG) map them to the matching C1 control characters.
enum Windows1252 {
  /// Code points for 0x80...0x9F; every other byte is its own Latin-1 code point.
  private static let highControls: [UInt32] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
  ]

  static func utf8(from bytes: UnsafeRawBufferPointer) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 8)
    for byte in bytes {
      if byte < 0x80 {
        output.append(byte)
        continue
      }
      let scalar = byte < 0xA0 ? highControls[Int(byte) - 0x80] : UInt32(byte)
      if scalar < 0x800 {
        output.append(UInt8(0xC0 | (scalar >> 6)))
        output.append(UInt8(0x80 | (scalar & 0x3F)))
      } else {
        output.append(UInt8(0xE0 | (scalar >> 12)))
        output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
        output.append(UInt8(0x80 | (scalar & 0x3F)))
      }
    }
    return output
  }
}
