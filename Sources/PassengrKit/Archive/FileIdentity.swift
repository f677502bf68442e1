import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Which file a path named when it was read, and how it stood: device, inode, size and
/// modification time. Every write of ours renames a new file into place (a new inode, a new
/// time), so an equal identity means the bytes read then are the bytes there now.
struct FileIdentity: Equatable, Sendable {
  private var device: UInt64
  private var inode: UInt64
  private var size: Int64
  private var modifiedSeconds: Int
  private var modifiedNanoseconds: Int

  /// The identity `status` describes.
  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modifiedSeconds = Int(status.st_mtim.tv_sec)
    modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
  }

  /// The identity of the file at `path` now; nil when it cannot be looked at (missing, or a
  /// directory on the way is unreadable: the read that follows says which).
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }
}
