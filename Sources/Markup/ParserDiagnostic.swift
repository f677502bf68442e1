/// One message libxml2 reported while parsing, kept instead of being printed to stderr.
public struct ParserDiagnostic: Equatable, Sendable {
  /// How serious libxml2 judged the problem.
  public enum Severity: Int, Comparable, Sendable {
    case warning = 1
    case error, fatal

    /// Orders severities from warning to fatal.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// How serious the problem is.
  public var severity: Severity
  /// libxml2's error domain (`xmlErrorDomain`).
  public var domain: Int
  /// libxml2's error code (`xmlParserErrors`).
  public var code: Int
  /// The 1-based line, or 0 when unknown.
  public var line: Int
  /// The 1-based column, or 0 when unknown.
  public var column: Int
  /// libxml2's message as it wrote it.
  var rawMessage: String

  /// The message as one printable line. Made when asked for: a page of sloppy HTML raises dozens,
  /// and hardly any is ever read.
  public var message: String { DiagnosticLog.oneLine(rawMessage) }
}
