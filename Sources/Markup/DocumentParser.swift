@preconcurrency internal import CLibXML2
import FoundationEssentials
import Glibc

/// Turns bytes into a libxml2 document with our encoding decision and our safety options.
enum DocumentParser {
  enum Flavor { case html, xml }

  struct Parsed {
    var storage: DocumentStorage
    var encoding: EncodingDecision
    var diagnostics: [ParserDiagnostic]
  }

  static func parse(_ data: Data, charset: String?, url: String?, flavor: Flavor, limits: MarkupLimits) throws -> Parsed
  {
    let limit = min(limits.maxInputBytes, Int(Int32.max))
    guard data.count <= limit else { throw MarkupError.inputTooLarge(bytes: data.count, limit: limit) }
    return try data.withUnsafeBytes { raw in
      let decision = EncodingSniffer.decide(raw, charset: charset, isHTML: flavor == .html)
      let payload = UnsafeRawBufferPointer(rebasing: raw[decision.byteOrderMarkLength...])
      guard payload.contains(where: { !ByteScanner.isSpace($0) }) else { throw MarkupError.emptyDocument }
      // libc's search: a byte at a time in Swift cost a fiftieth of the whole parse.
      if decision.encoding.isASCIICompatible, let start = payload.baseAddress,
        let nul = memchr(start, 0, payload.count)
      {
        throw MarkupError.binaryContent(
          offset: start.distance(to: UnsafeRawPointer(nul)) + decision.byteOrderMarkLength)
      }
      if decision.encoding == .windows1252 {
        let utf8 = Windows1252.utf8(from: payload)
        return try utf8.withUnsafeBytes { converted in
          try parse(converted, libxmlEncoding: TextEncoding.utf8.rawValue, url: url, flavor: flavor, decision: decision)
        }
      }
      return try parse(
        payload, libxmlEncoding: decision.encoding.rawValue, url: url, flavor: flavor, decision: decision)
    }
  }

  private static func parse(
    _ bytes: UnsafeRawBufferPointer, libxmlEncoding: String, url: String?, flavor: Flavor, decision: EncodingDecision
  ) throws -> Parsed {
    guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self) else { throw MarkupError.emptyDocument }
    let log = DiagnosticLog()
    let document: xmlDocPtr? = LibXML.capturingDiagnostics(into: log) {
      switch flavor {
      case .html:
        guard let context = htmlNewParserCtxt() else { return nil }
        defer { htmlFreeParserCtxt(context) }
        if libxmlEncoding == TextEncoding.utf8.rawValue {
          return readUTF8HTML(context, base, Int32(bytes.count), url: url)
        }
        return htmlCtxtReadMemory(context, base, Int32(bytes.count), url, libxmlEncoding, htmlOptions)
      case .xml:
        guard let context = xmlNewParserCtxt() else { return nil }
        defer { xmlFreeParserCtxt(context) }
        return xmlCtxtReadMemory(context, base, Int32(bytes.count), url, libxmlEncoding, xmlOptions)
      }
    }
    if let failure = failure(in: log, flavor: flavor, encoding: libxmlEncoding) {
      if let document { xmlFreeDoc(document) }
      throw failure
    }
    guard let document else {
      throw MarkupError.parserFailure(reason: log.firstError?.message ?? "no content")
    }
    return Parsed(storage: DocumentStorage(document), encoding: decision, diagnostics: log.entries)
  }

  /// `htmlCtxtReadMemory` for UTF-8 bytes, step by step as libxml2 takes it, but told the input is
  /// UTF-8 instead of given a UTF-8 "converter": the converter copies the whole page once more
  /// (libxml2 2.9's UTF-8 to UTF-8 conversion is a plain copy, checking nothing), which cost `parse`
  /// a tenth of its page faults. The bytes are copied once, into the parser's own buffer.
  private static func readUTF8HTML(
    _ context: htmlParserCtxtPtr, _ base: UnsafePointer<CChar>, _ count: Int32, url: String?
  ) -> xmlDocPtr? {
    htmlCtxtReset(context)
    guard let input = xmlParserInputBufferCreateMem(base, count, XML_CHAR_ENCODING_NONE) else { return nil }
    guard let stream = xmlNewIOInputStream(context, input, XML_CHAR_ENCODING_NONE) else {
      xmlFreeParserInputBuffer(input)
      return nil
    }
    inputPush(context, stream)
    htmlCtxtUseOptions(context, htmlOptions)
    context.pointee.html = 1
    xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
    stream.pointee.encoding = UnsafePointer(xmlStrdup(TextEncoding.utf8.rawValue))
    if let url, let copy = xmlStrdup(url) {
      stream.pointee.filename = UnsafePointer(UnsafeRawPointer(copy).assumingMemoryBound(to: CChar.self))
    }
    htmlParseDocument(context)
    let document = context.pointee.myDoc
    context.pointee.myDoc = nil
    return document
  }

  /// The error that makes a parse unusable. HTML parsing recovers from almost anything, but a
  /// depth-limit hit silently drops the rest of the tree, so that is a failure in both flavours.
  private static func failure(in log: DiagnosticLog, flavor: Flavor, encoding: String) -> MarkupError? {
    for entry in log.entries where entry.severity >= .error {
      if entry.rawMessage.hasPrefix("Excessive depth") {
        return .tooDeep(line: entry.line, limit: MarkupLimits.maxDepth)
      }
      if entry.code == Int(XML_ERR_UNSUPPORTED_ENCODING.rawValue) {
        return .unsupportedEncoding(encoding)
      }
    }
    guard flavor == .xml, let first = log.firstError else { return nil }
    let isEntityLoop =
      first.code == Int(XML_ERR_ENTITY_LOOP.rawValue)
      || (first.message.lowercased().contains("entit") && first.message.lowercased().contains("amplification"))
    if isEntityLoop {
      return .entityExpansion(line: first.line, reason: first.message)
    }
    return .notWellFormed(line: first.line, column: first.column, reason: first.message)
  }

  /// Never NOENT, DTDLOAD, HUGE or XINCLUDE: entities stay unexpanded and nothing is fetched.
  private static let xmlOptions = Int32(
    XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_COMPACT.rawValue
  )
  private static let htmlOptions = Int32(
    HTML_PARSE_NONET.rawValue | HTML_PARSE_RECOVER.rawValue | HTML_PARSE_IGNORE_ENC.rawValue
      | HTML_PARSE_COMPACT.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
  )
}
