/// The ASCII characters a percent-encoding leaves as themselves. Foundation's
/// `addingPercentEncoding(withAllowedCharacters:)` on Linux encodes every byte of a character
/// outside ASCII whatever its set says, so an ASCII table is the whole of a set.
struct PercentEncodingSet: Sendable {
  /// Whether each ASCII code is kept.
  private let kept: [Bool]

  /// A set keeping `characters` (ASCII; others are never kept).
  init(_ characters: String) {
    var kept = [Bool](repeating: false, count: 128)
    for byte in characters.utf8 where byte < 128 { kept[Int(byte)] = true }
    self.kept = kept
  }

  /// Letters and digits of ASCII.
  private static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

  /// What a query value may carry unescaped (RFC 3986's unreserved characters).
  static let unreserved = PercentEncodingSet(letters + "-._~")
  /// Letters and digits (Foundation's `.alphanumerics`, as it encodes).
  static let alphanumerics = PercentEncodingSet(letters)
  /// What a query may carry unescaped (Foundation's `.urlQueryAllowed`).
  static let urlQueryAllowed = PercentEncodingSet(letters + "!$&'()*+,-./:;=?@_~")

  /// Whether `byte` is kept.
  func keeps(_ byte: UInt8) -> Bool { byte < 128 && kept[Int(byte)] }
}

extension String {
  /// This text with every UTF-8 byte `set` does not keep written `%XX` (upper-case hex).
  func percentEncoded(keeping set: PercentEncodingSet) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    for byte in utf8 {
      if set.keeps(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

}
