@preconcurrency internal import CLibXML2

/// Collects libxml2's messages for one parse or one XPath evaluation.
final class DiagnosticLog {
  /// Garbage input can raise an error per byte; beyond this many the rest are dropped.
  static let capacity = 64

  private(set) var entries: [ParserDiagnostic] = []

  func record(_ error: xmlError) {
    guard entries.count < Self.capacity else { return }
    let message = error.message.map { String(cString: $0) } ?? "unknown error"
    entries.append(ParserDiagnostic(
      severity: ParserDiagnostic.Severity(rawValue: Int(error.level.rawValue)) ?? .error,
      domain: Int(error.domain),
      code: Int(error.code),
      line: Int(error.line),
      column: Int(error.int2),
      message: message.trimmingASCIIWhitespace()
    ))
  }

  /// The first error or fatal error, which is the one that explains a failure.
  var firstError: ParserDiagnostic? { entries.first { $0.severity >= .error } }
}
