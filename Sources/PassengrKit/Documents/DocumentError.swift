/// Errors about files and pages a user names: files read or written, custom passes' pages and
/// XPaths.
public enum DocumentError: Error, Equatable, Sendable {
  /// A local file (under a directory given as the base location, or parsed) is missing or unreadable.
  case unreadableFile(path: String, reason: String)
  /// A pass's page URL is not http(s) with a host.
  case invalidPageURL(String)
  /// A pass definition names no direction of travel.
  case noDirection
  /// An XPath of a pass definition does not compile.
  case invalidXPath(field: String, reason: String)
  /// An XPath of a pass definition matches nothing on its page.
  case xpathMatchesNothing(field: String, url: String)
  /// A file was asked for where a directory stands (an HTML report given a directory).
  case notAFile(path: String)
  /// A page was asked for where something other than a regular file stands (a device, a pipe, a
  /// socket, a symbolic link): replacing it would destroy it, so nothing is written.
  case notAPageFile(path: String, kind: String)
  /// A file other than the archive could not be written; nothing else was touched.
  case fileNotWritten(path: String, reason: String)
  /// A file to read is not a regular file (a FIFO, a device, a socket): it was not read.
  case notRegularFile(path: String)
  /// A file or stream to read is larger than Passengr reads.
  case inputTooLarge(path: String, limit: Int)
}
