import FoundationEssentials

/// A shape of data Passengr reads (what parsing a saved file can be told it is): "wsdot-feed", "caltrans-cc". Each agency
/// declares its own and recognises its own documents; `auto` asks them all.
public struct SourceFormat: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// "wsdot-feed".
  public let rawValue: String

  /// Creates a format name.
  public init(rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }

  /// Guess from the content: every agency is asked, and exactly one must be sure (or, when none
  /// is, exactly one must think it likely).
  public static let auto = SourceFormat(rawValue: "auto")

  /// `auto` and every format of the built-in agencies.
  public static var allCases: [SourceFormat] { [.auto] + Agencies.all.list.flatMap(\.formats) }

  /// What an agency makes of a document.
  enum Recognition: Equatable, Sendable {
    /// It carries the agency's own markers (a top-level key, a namespace, its host name).
    case certain(SourceFormat)
    /// It could be this format, for want of anything better (an HTML page with no marker).
    case likely(SourceFormat)

    /// The format recognised.
    var format: SourceFormat {
      switch self {
      case .certain(let format), .likely(let format): return format
      }
    }
  }

  /// The bytes that decide: white space and a byte-order mark skipped, the first 4 KiB.
  static func head(of data: Data) -> (first: UInt8?, head: Data) {
    let head = data.prefix(4096)
    return (head.first { !space.contains($0) }, head)
  }

  private static let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
}
