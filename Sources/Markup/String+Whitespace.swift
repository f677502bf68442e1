extension StringProtocol {
  /// This text with every run of Unicode white space (no-break space included) made one space,
  /// and none at either end.
  public func collapsingWhitespace() -> String {
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
}
