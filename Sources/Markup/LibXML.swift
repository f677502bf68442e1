@preconcurrency internal import CLibXML2
import Glibc

/// Process-wide libxml2 set-up and per-call capture of its diagnostics.
enum LibXML {
  /// Initialises libxml2 once, before any thread parses, and refuses every external entity load.
  static let ready: Void = {
    xmlInitParser()
    xmlSetExternalEntityLoader(refuseExternalEntity)
  }()

  /// libxml2 prints some XPath messages through its variadic "generic" channel, which Swift cannot
  /// implement; its default handler writes to the FILE in the context, so we hand it /dev/null.
  nonisolated(unsafe) private static let devNull: UnsafeMutablePointer<FILE>? = fopen("/dev/null", "w")

  /// Runs `body` with libxml2's (thread-local) error handlers pointing at `log`, so nothing reaches
  /// stderr. libxml2 calls are synchronous, so the body stays on this thread throughout.
  static func capturingDiagnostics<T>(into log: DiagnosticLog, _ body: () throws -> T) rethrows -> T {
    _ = ready
    return try withExtendedLifetime(log) {
      xmlSetStructuredErrorFunc(Unmanaged.passUnretained(log).toOpaque(), recordDiagnostic)
      if let devNull { xmlSetGenericErrorFunc(UnsafeMutableRawPointer(devNull), nil) }
      defer { xmlSetStructuredErrorFunc(nil, discardDiagnostic) }
      return try body()
    }
  }
}

private func refuseExternalEntity(
  _ url: UnsafePointer<CChar>?, _ id: UnsafePointer<CChar>?, _ context: xmlParserCtxtPtr?
) -> xmlParserInputPtr? {
  nil
}

private func recordDiagnostic(_ context: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
  guard let context, let error else { return }
  Unmanaged<DiagnosticLog>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
}

private func discardDiagnostic(_ context: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {}

extension String {
  /// Calls `body` with this string as a NUL-terminated `xmlChar` buffer.
  func withXMLString<T>(_ body: (UnsafePointer<xmlChar>) throws -> T) rethrows -> T {
    try withCString { chars in
      try chars.withMemoryRebound(to: xmlChar.self, capacity: utf8.count + 1, body)
    }
  }

  /// Takes ownership of a string libxml2 allocated, and frees it.
  static func consuming(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String? {
    guard let pointer else { return nil }
    defer { xmlFree(pointer) }
    return String(cString: pointer)
  }
}
