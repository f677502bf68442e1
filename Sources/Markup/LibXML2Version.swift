@preconcurrency internal import CLibXML2

/// Facts about the libxml2 this process runs with.
public enum LibXML2Version {
  /// The running libxml2's version, "2.9.14".
  public static var current: String {
    // In threaded builds `xmlParserVersion` is a macro over this accessor.
    guard let raw = __xmlParserVersion()?.pointee, let number = Int(String(cString: raw)) else { return "unknown" }
    return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
  }
}
