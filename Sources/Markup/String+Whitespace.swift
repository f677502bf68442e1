extension StringProtocol {
  /// This text with every run of Unicode white space (no-break space included) made one space,
  /// and none at either end.
  public func collapsingWhitespace() -> String {
    // ASCII text (nearly every page's) is folded byte by byte, with the same white space.
    if let folded = utf8.withContiguousStorageIfAvailable(Self.collapsingASCIIWhitespace), let folded {
      return folded
    }
    var scalars = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in unicodeScalars {
      // ASCII first: looking up Unicode properties for every scalar costs more than the rest.
      let isWhitespace =
        scalar.isASCII
        ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
        : scalar.properties.isWhitespace
      if isWhitespace {
        pendingSpace = !scalars.isEmpty
        continue
      }
      if pendingSpace {
        scalars.append(" ")
        pendingSpace = false
      }
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// `bytes` with every run of ASCII white space made one space, trimmed; nil when a byte is not ASCII.
  private static func collapsingASCIIWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var folded: [UInt8] = []
    folded.reserveCapacity(bytes.count)
    var pendingSpace = false
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        pendingSpace = !folded.isEmpty
        continue
      }
      if pendingSpace {
        folded.append(0x20)
        pendingSpace = false
      }
      folded.append(byte)
    }
    return String(decoding: folded, as: UTF8.self)
  }
}
