/// Checks whether bytes are valid UTF-8 without building a String.
enum UTF8Validator {
  enum Result: Equatable { case ascii, validWithNonASCII, invalid }

  static func classify(_ bytes: UnsafeRawBufferPointer) -> Result {
    var index = 0
    var sawNonASCII = false
    let count = bytes.count
    while index < count {
      // Eight ASCII bytes at a time: most of a page is ASCII, and a byte at a time cost a
      // twelfth of reading one.
      while index + 8 <= count, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & asciiMask == 0 {
        index += 8
      }
      guard index < count else { break }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      sawNonASCII = true
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return .invalid
      }
      guard index + length <= count else { return .invalid }
      let second = bytes[index + 1]
      guard second >= lower, second <= upper else { return .invalid }
      for offset in 2..<max(length, 2) where !(0x80...0xBF).contains(bytes[index + offset]) {
        return .invalid
      }
      index += length
    }
    return sawNonASCII ? .validWithNonASCII : .ascii
  }

  /// The high bit of each of eight bytes.
  private static let asciiMask: UInt64 = 0x8080_8080_8080_8080
}
