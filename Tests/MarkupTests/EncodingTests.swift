import Foundation
import Markup
import TestSupport
import Testing

@Suite struct EncodingTests {
  func paragraph(_ data: Data, charset: String? = nil) throws -> (String, EncodingDecision) {
    let document = try HTMLDocument(data: data, encoding: charset)
    return (try document.string(of: "normalize-space(//p)"), document.encoding)
  }

  @Test func utf8UnderALyingLatin1MetaStillReadsCafe() throws {
    let document = try HTMLDocument(data: Fixtures.data("cases/markup/lying-charset.html"))
    #expect(try document.string(of: "//p[@class='name']") == "Café at the summit")
    #expect(try document.string(of: "//title") == "Café")
    #expect(document.encoding == EncodingDecision(encoding: .utf8, basis: .overruledByUTF8))
  }

  @Test func undeclaredWindows1252ReadsCurlyQuotes() throws {
    let document = try HTMLDocument(data: Fixtures.data("cases/markup/windows-1252.html"))
    #expect(try document.string(of: "//p[@class='quote']") == "\u{201C}Chains required\u{201D} \u{2013} café")
    // The five bytes windows-1252 leaves undefined become C1 controls, as in browsers, not an error.
    #expect(try document.string(of: "//p[@class='undefined']") == "\u{81}\u{8D}")
    #expect(document.encoding == EncodingDecision(encoding: .windows1252, basis: .fallback))
  }

  @Test func charsetArgumentDecidesWhenThePageSaysNothing() throws {
    let data = try Fixtures.data("cases/markup/latin1-no-meta.html")
    let (text, decision) = try paragraph(data, charset: "ISO-8859-1")
    #expect(text == "temp 31°F")
    #expect(decision == EncodingDecision(encoding: .windows1252, basis: .declaredCharset))
  }

  @Test func charsetArgumentBeatsTheMetaTag() throws {
    var data = Data("<html><head><meta charset=utf-8></head><body><p>caf".utf8)
    data.append(contentsOf: [0xE9])
    data.append(contentsOf: Array("</p></body></html>".utf8))
    let (text, decision) = try paragraph(data, charset: "latin1")
    #expect(text == "café")
    #expect(decision.basis == .declaredCharset)
  }

  /// The charset of a Content-Type pragma, "charset" in any mix of ASCII cases, after other words.
  @Test(arguments: [
    "text/html; charset=windows-1251", "text/html; CHARSET=windows-1251", "text/html;ChArSeT = 'windows-1251'",
    "chars; charset=windows-1251",
  ])
  func httpEquivContentTypeIsHonoured(content: String) throws {
    let head = #"<meta http-equiv="Content-Type" content="\#(content)">"#
    var data = Data("<html><head>\(head)</head><body><p>".utf8)
    data.append(contentsOf: [0xCF, 0xF0, 0xE8])  // "При" in windows-1251
    data.append(contentsOf: Array("</p></body></html>".utf8))
    let (text, decision) = try paragraph(data)
    #expect(text == "При")
    #expect(decision == EncodingDecision(encoding: .windows1251, basis: .metaTag))
  }

  @Test func metaInsideACommentIsIgnored() throws {
    var data = Data("<html><head><!-- <meta charset=windows-1251> --></head><body><p>".utf8)
    data.append(contentsOf: [0xE9])
    data.append(contentsOf: Array("</p></body></html>".utf8))
    let (text, decision) = try paragraph(data)
    #expect(text == "é")
    #expect(decision.basis == .fallback)
  }

  @Test func byteOrderMarkWins() throws {
    var utf16 = Data([0xFF, 0xFE])
    utf16.append(
      "<html><head><meta charset=windows-1252></head><body><p>Col de l’Iseran</p></body></html>"
        .data(using: .utf16LittleEndian) ?? Data())
    let (text, decision) = try paragraph(utf16)
    #expect(text == "Col de l’Iseran")
    #expect(decision == EncodingDecision(encoding: .utf16LE, basis: .byteOrderMark))
  }

  @Test func xmlDeclarationDecidesForXML() throws {
    var data = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><r>"#.utf8)
    data.append(contentsOf: [0x43, 0x61, 0x66, 0xE9])
    data.append(contentsOf: Array("</r>".utf8))
    let document = try XMLDocument(data: data)
    #expect(try document.string(of: "/r") == "Café")
    #expect(document.encoding == EncodingDecision(encoding: .windows1252, basis: .xmlDeclaration))
  }

  @Test(arguments: [
    ("latin1", TextEncoding.windows1252), ("ISO-8859-1", .windows1252), ("ascii", .windows1252),
    ("US-ASCII", .windows1252), ("cp1252", .windows1252), ("utf8", .utf8), (" UTF-8 ", .utf8),
    ("unicode-1-1-utf-8", .utf8), ("utf-16", .utf16LE), ("Shift_JIS", .shiftJIS), ("gbk", .gb18030),
    ("latin2", .iso8859_2), ("koi8-r", .koi8R),
  ])
  func labelsAreNormalisedTheWHATWGWay(label: String, expected: TextEncoding) {
    #expect(TextEncoding(label: label) == expected)
  }

  @Test(arguments: ["x-unknown", "", "utf-7", "latin-1x"])
  func unknownLabelsAreIgnored(label: String) {
    #expect(TextEncoding(label: label) == nil)
  }
}
