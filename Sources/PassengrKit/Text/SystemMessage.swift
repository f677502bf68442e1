import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Human words for system and file errors, so no "NSCocoaErrorDomain error 256" ever reaches
/// a user.
enum SystemMessage {
  /// `strerror` of the current `errno`, lowercased: "no such file or directory".
  static func current() -> String { words(for: errno) }

  /// `strerror(code)`, lowercased.
  static func words(for code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  /// What went wrong, in words: the POSIX cause when the error carries one, else a plain phrase
  /// for the Cocoa code, else a phrase that names no domain or code (a user cannot act on those).
  static func describe(_ error: Error) -> String {
    if let posix = error as? POSIXError { return words(for: posix.code.rawValue) }
    // Coding errors are Cocoa's coder errors (4864 and on) to Foundation: data that is not valid.
    if error is DecodingError || error is EncodingError { return "the data is not valid" }
    guard let cocoa = error as? CocoaError else { return "an unexpected system error" }
    if let underlying = cocoa.underlying as? POSIXError { return words(for: underlying.code.rawValue) }
    switch cocoa.code {
    case .fileNoSuchFile, .fileReadNoSuchFile: return words(for: ENOENT)
    case .fileReadNoPermission, .fileWriteNoPermission: return words(for: EACCES)
    case .fileWriteOutOfSpace: return words(for: ENOSPC)
    case .fileWriteVolumeReadOnly: return words(for: EROFS)
    case .fileReadTooLarge: return "the file is too large"
    case .fileReadInapplicableStringEncoding, .fileReadCorruptFile: return "the file is not readable text"
    case .fileWriteFileExists: return words(for: EEXIST)
    default: return cocoa.code.rawValue < 1024 ? "a file system error" : "the data is not valid"
    }
  }
}
