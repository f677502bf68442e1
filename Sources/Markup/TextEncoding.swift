/// A character encoding a document can be decoded from, named the way libxml2 and iconv expect.
public enum TextEncoding: String, CaseIterable, Equatable, Sendable {
  case utf8 = "UTF-8"
  case utf16LE = "UTF-16LE"
  case utf16BE = "UTF-16BE"
  case windows1252 = "windows-1252"
  case windows1250 = "windows-1250"
  case windows1251 = "windows-1251"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case iso8859_2 = "ISO-8859-2"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case iso8859_15 = "ISO-8859-15"
  case koi8R = "KOI8-R"
  case shiftJIS = "Shift_JIS"
  case eucJP = "EUC-JP"
  case eucKR = "EUC-KR"
  case gb18030 = "GB18030"
  case big5 = "Big5"

  /// Resolves an encoding label the way the WHATWG Encoding Standard does, or nil when unknown.
  ///
  /// Labels are trimmed and compared case-insensitively, so `latin1`, `ISO-8859-1` and `ascii`
  /// all mean windows-1252, and `utf8` means UTF-8.
  public init?(label: String) {
    let key = label.trimmingASCIIWhitespace().lowercased()
    guard let encoding = TextEncoding.labels[key] else { return nil }
    self = encoding
  }

  /// Whether every ASCII byte stands for itself, so a prescan for `<meta>` can read it.
  var isASCIICompatible: Bool { self != .utf16LE && self != .utf16BE }

  private static let labels: [String: TextEncoding] = {
    var table: [String: TextEncoding] = [:]
    func add(_ encoding: TextEncoding, _ names: [String]) {
      for name in names { table[name] = encoding }
    }
    add(.utf8, ["unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"])
    add(.utf16LE, ["csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le"])
    add(.utf16BE, ["unicodefffe", "utf-16be"])
    add(
      .windows1252,
      [
        "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100",
        "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252",
        "x-cp1252",
      ])
    add(.windows1250, ["cp1250", "windows-1250", "x-cp1250"])
    add(.windows1251, ["cp1251", "windows-1251", "x-cp1251"])
    add(
      .iso8859_2,
      [
        "csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2", "iso_8859-2:1987", "l2",
        "latin2",
      ])
    add(.iso8859_15, ["csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9"])
    add(.koi8R, ["cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"])
    add(.shiftJIS, ["csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j", "x-sjis"])
    add(.eucJP, ["cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"])
    add(
      .eucKR,
      [
        "cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987", "ks_c_5601-1989", "ksc5601",
        "ksc_5601", "windows-949",
      ])
    add(
      .gb18030,
      [
        "chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk", "iso-ir-58", "x-gbk",
        "gb18030",
      ])
    add(.big5, ["big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"])
    return table
  }()
}

extension String {
  func trimmingASCIIWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[start...end])
  }
}
