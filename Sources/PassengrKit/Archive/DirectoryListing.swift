import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The names in the data directory, for what Passengr looks for among its files (backups, a
/// killed run's temporary files). A directory that does not exist holds nothing; one that cannot
/// be listed is an error naming it and why, never an empty list that would read "no backups".
enum DirectoryListing {
  /// The names in `directory` (without `.` and `..`); empty when it does not exist.
  static func names(in directory: URL) throws -> [String] {
    guard let stream = opendir(directory.path) else {
      let code = errno
      if code == ENOENT { return [] }
      throw failure(directory, code)
    }
    defer { closedir(stream) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 { throw failure(directory, errno) }
        return names
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name != ".", name != ".." { names.append(name) }
    }
  }

  /// The error for `directory` failing to list with `code`.
  private static func failure(_ directory: URL, _ code: Int32) -> ArchiveError {
    .dataDirectory(path: directory.path, reason: "its files cannot be listed (\(SystemMessage.words(for: code)))")
  }
}
