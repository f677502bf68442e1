import FoundationEssentials
import Markup

/// What this package's own front ends (the CLI, the bar) need from the kit to word and check their
/// input before a session exists: package-only, never part of the public API a program embeds.
package enum FrontEndSupport {
  /// The built-in agencies' names, in order: "WSDOT", "Caltrans", …
  package static var agencyNames: [String] { Agencies.all.list.map(\.name) }

  /// The built-in agencies' key variables, in order: the variable, the agency's id and the key's
  /// name, as the agency declares them.
  package static var keyVariables: [(variable: String, agency: String, name: String)] {
    Agencies.all.list.compactMap { agency in agency.key.map { ($0.variable, agency.id.rawValue, $0.name) } }
  }

  /// The bytes of the file at `path`: a directory, a missing file, a file that is not a regular
  /// file (a FIFO, a device) or one larger than a page may be is `DocumentError.unreadableFile`.
  package static func readDocument(path: String) throws -> Data {
    try PassDocument.read(path: path)
  }

  /// Everything readable from `descriptor` (standard input), named `name` in errors, up to the
  /// size a page may be; more is an error.
  package static func readDocument(descriptor: Int32, named name: String) throws -> Data {
    do {
      return try LocalFile.read(descriptor: descriptor)
    } catch {
      throw DocumentError.unreadableFile(path: name, reason: error.reason)
    }
  }

  /// Leaves the pages parsed from now on for the process's exit to reclaim (`parse`, which reads
  /// one document and ends): see `DocumentMemory.leaveToProcessExit`.
  package static func leaveParsedPagesToExit() {
    DocumentMemory.leaveToProcessExit()
  }

  /// Throws `SelectionError.invalidResumeName` unless `name` can name a watch's cursor: 1 to 64
  /// letters, digits, '.', '-' or '_', starting with a letter or digit (never a path).
  package static func checkResumeName(_ name: String) throws {
    try WatchCursor.check(name: name)
  }
}
