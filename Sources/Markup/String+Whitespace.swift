extension StringProtocol {
  /// This text with every run of Unicode white space (no-break space included) made one space,
  /// and none at either end.
  public func collapsingWhitespace() -> String {
    var scalars = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in unicodeScalars {
      if scalar.properties.isWhitespace {
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
