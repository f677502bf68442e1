import Foundation
import Networking

/// WSDOT's Traveler Information API (JSON, or XML when the server sends XML); needs an access code.
struct WSDOTAPISource: PassSource {
  /// The API's address, without the access code.
  static let url = URL(string: "https://wsdot.wa.gov/Traffic/api/MountainPassConditions/MountainPassConditionsREST.svc/GetMountainPassConditionsAsJson")!

  private let loader: ResourceLoader
  private let accessCode: String?
  private let clock: @Sendable () -> Date

  /// Creates the source; without an access code every pass fails with `missingAccessCode`.
  init(loader: ResourceLoader, accessCode: String?, clock: @escaping @Sendable () -> Date = Date.init) {
    self.loader = loader
    self.accessCode = accessCode
    self.clock = clock
  }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<PassConditions, Error>] {
    defer { progress?(passes.count) }
    guard let accessCode, !accessCode.isEmpty else { return failing(passes, with: PassengrError.missingAccessCode) }
    var components = URLComponents(url: Self.url, resolvingAgainstBaseURL: false)
    components?.queryItems = [URLQueryItem(name: "AccessCode", value: accessCode)]
    guard let url = components?.url else { return failing(passes, with: PassengrError.missingAccessCode) }
    do {
      let resource = try await loader.load(url)
      let location = AccessCode.redact(resource.location, code: accessCode)
      let fetchedAt = clock()
      let reports = try await CPUWork.run { try Self.decode(resource, location: location, fetchedAt: fetchedAt) }
      return matching(passes, with: reports, source: SourceKind.wsdotAPI.rawValue)
    } catch let error as NetworkError {
      if case .badStatus(let status, let address) = error, [400, 401, 403].contains(status) {
        return failing(passes, with: PassengrError.accessCodeRejected(url: AccessCode.redact(address, code: accessCode)))
      }
      return failing(passes, with: AccessCode.redact(error, code: accessCode))
    } catch {
      return failing(passes, with: error)
    }
  }

  static func decode(_ resource: ResourceLoader.Resource, location: String, fetchedAt: Date) throws -> [PassReport] {
    let first = resource.data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if first == UInt8(ascii: "<") {
      return try APIXMLDecoder.decode(resource.data, charset: resource.charset, url: location, fetchedAt: fetchedAt)
    }
    return try FeedDecoder.apiJSON(resource.data, url: location, fetchedAt: fetchedAt)
  }
}
