import FoundationEssentials

/// A saved page or feed as `parse(_:format:location:)` read it.
public struct ParsedDocument: Sendable {
  /// The format it was read as.
  var format: SourceFormat
  /// One row per pass or checkpoint in it.
  public internal(set) var rows: [StatusRow]
}
