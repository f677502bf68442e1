import FoundationEssentials

/// WSDOT's Traveler Information API (JSON, or XML when the server sends XML); needs an access code,
/// which the loader adds as `AccessCode=` (see `WSDOT.key`).
struct WSDOTAPISource: PassSource {
  /// The API's address, without the access code.
  static let url = URL(
    string:
      "https://wsdot.wa.gov/Traffic/api/MountainPassConditions/MountainPassConditionsREST.svc/GetMountainPassConditionsAsJson"
  )!

  private let loader: ResourceLoader
  private let clock: @Sendable () -> Date

  /// Creates the source; the loader carries the access code (and fails with `missingKey` without one).
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date) {
    self.loader = loader
    self.clock = clock
  }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    defer { progress?(passes.count) }
    do {
      let resource = try await loader.load(Self.url)
      let fetchedAt = clock()
      let reports = try await CPUWork.run {
        try Self.decode(resource, location: resource.location, fetchedAt: fetchedAt)
      }
      return matching(passes, with: reports, source: SourceName.wsdotAPI.rawValue)
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
