import Foundation

extension ArchiveError: CustomStringConvertible, LocalizedError {
  /// A one-line message that names the file and the way out.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "archive \(path) is unreadable: \(reason); it was left untouched. Run 'passengr restore' to go back to the backup, or 'passengr reset' to move it aside and start over"
    case .unsupportedVersion(let path, let version):
      return "archive \(path) has schema version \(version), newer than this passengr understands; it was left untouched. Upgrade passengr, or run 'passengr reset' to move it aside"
    case .writeFailed(let path, let reason):
      return "could not write \(path): \(reason); the previous archive is intact"
    case .lockTimeout(let path, let seconds):
      return "another passengr has held \(path) for over \(seconds) s; try again later"
    case .noBackup(let path):
      return "no usable backup at \(path)"
    case .dataDirectory(let path, let reason):
      return "cannot use data directory \(path): \(reason)"
    }
  }

  public var errorDescription: String? { description }
}
