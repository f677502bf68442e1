@preconcurrency internal import CLibXML2

/// Collects libxml2's messages for one parse or one XPath evaluation.
final class DiagnosticLog {
  /// Garbage input can raise an error per byte; beyond this many the rest are dropped.
  static let capacity = 64

  private(set) var entries: [ParserDiagnostic] = []

  func record(_ error: xmlError) {
    guard entries.count < Self.capacity else { return }
    let message = error.message.map { String(cString: $0) } ?? "unknown error"
    entries.append(
      ParserDiagnostic(
        severity: ParserDiagnostic.Severity(rawValue: Int(error.level.rawValue)) ?? .error,
        domain: Int(error.domain),
        code: Int(error.code),
        line: Int(error.line),
        column: Int(error.int2),
        rawMessage: message
      ))
  }

  /// libxml2's message as one printable line: its first line (the encoding error adds a second,
  /// "Bytes: 0x..."), without the control characters it copies from the input.
  static func oneLine(_ message: String) -> String {
    let first = message.trimmingASCIIWhitespace().split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
    let printable = first.unicodeScalars.filter { scalar in
      !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
    let line = String(String.UnicodeScalarView(printable)).collapsingWhitespace()
    return line.isEmpty ? "unknown error" : line
  }

  /// The first error or fatal error, which is the one that explains a failure.
  var firstError: ParserDiagnostic? { entries.first { $0.severity >= .error } }
}
