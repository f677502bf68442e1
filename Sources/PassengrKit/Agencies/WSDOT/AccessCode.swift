import Foundation
import Networking

/// Finding the WSDOT access code, and keeping it out of every message.
enum AccessCode {
  /// The first line of `file` when one is given (a file the user named must be readable), else
  /// `WSDOT_ACCESS_CODE`, else the first line of `$XDG_CONFIG_HOME/passengr/access-code` if present.
  static func find(environment: [String: String], file: URL? = nil) throws -> String? {
    if let file {
      do {
        return firstLine(of: try LocalFile.read(file))
      } catch {
        throw PassengrError.unreadableFile(path: file.path, reason: error.reason)
      }
    }
    if let code = environment["WSDOT_ACCESS_CODE"]?.trimmingCharacters(in: .whitespacesAndNewlines), !code.isEmpty {
      return code
    }
    return (try? LocalFile.readIfPresent(defaultFile(environment: environment))).flatMap { $0.flatMap(firstLine) }
  }

  private static func firstLine(of data: Data) -> String? {
    let code = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) }
    return code?.isEmpty == false ? code : nil
  }

  /// `$XDG_CONFIG_HOME/passengr/access-code`, or `~/.config/passengr/access-code`.
  static func defaultFile(environment: [String: String]) -> URL {
    let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config")
    return config.appendingPathComponent("passengr/access-code")
  }

  static func redact(_ text: String, code: String) -> String {
    text.replacingOccurrences(of: code, with: "REDACTED")
  }

  static func redact(_ error: NetworkError, code: String) -> NetworkError {
    let hide = { (text: String) in redact(text, code: code) }
    switch error {
    case .connectionLost(let url): return .connectionLost(hide(url))
    case .timedOut(let url, let seconds): return .timedOut(hide(url), seconds: seconds)
    case .badStatus(let status, let url): return .badStatus(status, url: hide(url))
    case .tooLarge(let url, let limit): return .tooLarge(url: hide(url), limit: limit)
    case .tooManyRedirects(let url, let limit): return .tooManyRedirects(url: hide(url), limit: limit)
    case .redirectRefused(let target): return .redirectRefused(to: hide(target))
    case .invalidURL(let url): return .invalidURL(hide(url))
    case .transport(let url, let reason): return .transport(hide(url), reason: hide(reason))
    default: return error
    }
  }
}
