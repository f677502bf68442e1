import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The kit's stand-ins for Foundation-only API (percent-encoding, literal replacement, error words,
/// the home directory), held to Foundation's own answers on generated input.
@Suite struct FoundationlessKitTests {
  /// Scalars that encoding and replacing must tell apart: every ASCII punctuation a key or a URL
  /// carries, letters beyond ASCII that Foundation's sets call letters, a combining mark, an emoji.
  static let alphabet: [Unicode.Scalar] =
    Array("aZ09-._~!$&'()*+,/:;=?@[]%# \"<>\\^`{|}".unicodeScalars) + [
      "\t", "\n", "\u{7F}", "\u{A0}", "é", "ß", "ª", "²", "Ⅻ", "日", "\u{301}", "😀", "\u{200B}",
    ]

  static func texts(count: Int, seed: UInt64, length: ClosedRange<Int> = 0...10) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: length, using: &generator) {
        scalars.append(alphabet.randomElement(using: &generator) ?? "a")
      }
      return String(scalars)
    }
  }

  @Test func percentEncodingIsFoundations() {
    let sets: [(PercentEncodingSet, CharacterSet)] = [
      (.unreserved, CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")),
      (.alphanumerics, .alphanumerics), (.urlQueryAllowed, .urlQueryAllowed),
    ]
    for text in Self.texts(count: 20_000, seed: 3) {
      for (ours, foundations) in sets {
        #expect(
          text.percentEncoded(keeping: ours) == text.addingPercentEncoding(withAllowedCharacters: foundations),
          "\(text.unicodeScalars.map(\.value))")
      }
    }
  }

  @Test func everyScalarIsPercentEncodedAsFoundationEncodesIt() {
    for value in UInt32(0)..<0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      #expect(
        text.percentEncoded(keeping: .alphanumerics)
          == text.addingPercentEncoding(withAllowedCharacters: .alphanumerics),
        "U+\(String(value, radix: 16))")
      #expect(
        text.percentEncoded(keeping: .urlQueryAllowed)
          == text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed), "U+\(String(value, radix: 16))")
    }
  }

  /// Foundation's replacement leaves a match that a combining mark follows (or that starts inside a
  /// character); ours replaces every literal match, so only texts with a combining mark may differ,
  /// and then ours has the target in fewer places.
  @Test func replacingScalarsIsFoundationsButForCombiningMarks() {
    let targets = Self.texts(count: 400, seed: 5, length: 1...3)
    var generator = SeededGenerator(seed: 9)
    for text in Self.texts(count: 20_000, seed: 6, length: 0...14) {
      guard let target = targets.randomElement(using: &generator) else { continue }
      let ours = text.replacingScalars(of: target, with: "REDACTED")
      let foundations = text.replacingOccurrences(of: target, with: "REDACTED")
      let marked = (text + target).unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark }
      if !marked {
        #expect(ours == foundations, "\(text.unicodeScalars.map(\.value)) \(target.unicodeScalars.map(\.value))")
      }
      #expect(!ours.unicodeScalars.elementsEqual(text.unicodeScalars) || !text.contains(target) || marked)
    }
    #expect("abc\u{301}def".replacingScalars(of: "abc", with: "X") == "X\u{301}def")
    #expect("a/b/c".replacingScalars(of: "/", with: "%2F") == "a%2Fb%2Fc")
  }

  /// The old `SystemMessage.describe`, on Foundation's `NSError`.
  static func foundationWords(for error: Error) -> String {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return SystemMessage.words(for: Int32(error.code)) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return SystemMessage.words(for: Int32(underlying.code))
    }
    if error.domain == NSCocoaErrorDomain {
      switch error.code {
      case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return SystemMessage.words(for: ENOENT)
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return SystemMessage.words(for: EACCES)
      case NSFileWriteOutOfSpaceError: return SystemMessage.words(for: ENOSPC)
      case NSFileWriteVolumeReadOnlyError: return SystemMessage.words(for: EROFS)
      case NSFileReadTooLargeError: return "the file is too large"
      case NSFileReadInapplicableStringEncodingError, NSFileReadCorruptFileError: return "the file is not readable text"
      case NSFileWriteFileExistsError: return SystemMessage.words(for: EEXIST)
      default: return error.code < 1024 ? "a file system error" : "the data is not valid"
      }
    }
    let text = String(describing: error)
    return text.contains("NSCocoaErrorDomain") || text.contains("Error Domain") ? "an unexpected system error" : text
  }

  @Test func errorWordsAreFoundations() throws {
    var errors: [Error] = [
      CancellationError(), ArchiveError.unreadable(path: "/a", reason: "b"),
      DocumentError.unreadableFile(path: "/a", reason: "x"),
      DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad")), URLError(.badURL),
      DecodingError.keyNotFound(AnyKey.key, .init(codingPath: [], debugDescription: "none")),
      EncodingError.invalidValue(1, .init(codingPath: [], debugDescription: "bad")),
    ]
    for code in [1, 2, 4, 5, 13, 17, 20, 21, 28, 30, 36, 63, 122] {
      guard let posix = POSIXErrorCode(rawValue: Int32(code)) else { continue }
      errors.append(POSIXError(posix))
    }
    for code in [0, 4, 256, 257, 259, 260, 261, 263, 264, 512, 513, 516, 640, 642, 1023, 1024, 3840, 4864, 4865] {
      errors.append(CocoaError(CocoaError.Code(rawValue: code)))
    }
    // What the file system throws.
    for path in ["/nonexistent/file", "/proc/1/mem", "/"] {
      do { _ = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { errors.append(error) }
    }
    do {
      try FileManager.default.createDirectory(atPath: "/proc/passengr/x", withIntermediateDirectories: true)
    } catch { errors.append(error) }
    for error in errors {
      // Foundation on Linux missed a POSIX cause the file system gave as a Swift error ("a file
      // system error" for a directory read as a file); the cause is worded now.
      if let cocoa = error as? CocoaError, let cause = cocoa.underlying as? POSIXError,
        Self.foundationWords(for: error) != SystemMessage.words(for: cause.code.rawValue)
      {
        #expect(SystemMessage.describe(error) == SystemMessage.words(for: cause.code.rawValue), "\(error)")
        continue
      }
      #expect(SystemMessage.describe(error) == Self.foundationWords(for: error), "\(error)")
    }
  }

  /// A file error built with a POSIX cause is worded by its cause. (Foundation on Linux reads the
  /// cause only when the file system put it there, as an `NSError`; the words are the same then.)
  @Test func aCocoaErrorIsWordedByItsPOSIXCause() {
    let error = CocoaError(.fileReadUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.EACCES)])
    #expect(SystemMessage.describe(error) == "permission denied")
  }

  private enum AnyKey: CodingKey {
    case key
  }

  @Test func homeDirectoryIsFoundations() {
    #expect(FileManager.default.homeDirectoryForCurrentUser.path == NSHomeDirectory())
    let store = ArchiveStore.defaultDirectory(flag: nil, environment: [:])
    #expect(store.path == URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share/passengr").path)
  }

  @Test func everyScalarIsADigitCapitalOrSmallLetterAsFoundationsSetsSay() {
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(
        Boilerplate.isDigit(scalar) == CharacterSet.decimalDigits.contains(scalar), "U+\(String(value, radix: 16))")
      #expect(
        Boilerplate.isUppercase(scalar) == CharacterSet.uppercaseLetters.contains(scalar),
        "U+\(String(value, radix: 16))")
      #expect(
        Boilerplate.isLowercase(scalar) == CharacterSet.lowercaseLetters.contains(scalar),
        "U+\(String(value, radix: 16))")
    }
  }

  /// A route compared by its ASCII letters and digits, as Foundation's `.alphanumerics` kept them.
  @Test func routesKeepWhatFoundationsAlphanumericsKept() {
    for text in Self.texts(count: 20_000, seed: 31) + ["I-84", "US 20", "Hwy ²0", "ORE\u{301}58", "ıİ-5", "ß"] {
      let foundations = String(
        text.uppercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) && $0.isASCII }.map(
          Character.init))
      #expect(ODOTValue.route(text) == foundations, "\(text.unicodeScalars.map(\.value))")
    }
  }
}
