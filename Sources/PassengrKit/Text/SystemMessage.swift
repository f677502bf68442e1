import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Human words for system and Foundation errors, so no "NSCocoaErrorDomain error 256" ever reaches
/// a user.
enum SystemMessage {
  /// `strerror` of the current `errno`, lowercased: "no such file or directory".
  static func current() -> String { words(for: errno) }

  /// `strerror(code)`, lowercased.
  static func words(for code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  /// What went wrong, in words: the POSIX cause when Foundation knows it, else a plain phrase for
  /// the Cocoa code, else the error's own description.
  static func describe(_ error: Error) -> String {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return words(for: Int32(error.code)) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return words(for: Int32(underlying.code))
    }
    if error.domain == NSCocoaErrorDomain {
      switch error.code {
      case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return words(for: ENOENT)
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return words(for: EACCES)
      case NSFileWriteOutOfSpaceError: return words(for: ENOSPC)
      case NSFileWriteVolumeReadOnlyError: return words(for: EROFS)
      case NSFileReadTooLargeError: return "the file is too large"
      case NSFileReadInapplicableStringEncodingError, NSFileReadCorruptFileError: return "the file is not readable text"
      case NSFileWriteFileExistsError: return words(for: EEXIST)
      default: return error.code < 1024 ? "a file system error" : "the data is not valid"
      }
    }
    let text = String(describing: error)
    return text.contains("NSCocoaErrorDomain") || text.contains("Error Domain") ? "an unexpected system error" : text
  }
}
