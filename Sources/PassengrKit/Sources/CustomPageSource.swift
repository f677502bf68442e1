import Foundation
import Networking

/// Passes the user added, each read from its own page with its own XPaths.
public struct CustomPageSource: PassSource {
  private let loader: ResourceLoader
  private let clock: @Sendable () -> Date

  /// Creates the source.
  public init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date = Date.init) {
    self.loader = loader
    self.clock = clock
  }

  public func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<PassConditions, Error>] {
    let loader = self.loader
    let clock = self.clock
    let futures = passes.map { pass in
      Future<PassConditions> {
        guard let custom = pass.custom else { throw PassengrError.passNotInSource(id: pass.id, source: "custom") }
        let resource = try await loader.load(custom.url, isBuiltIn: false)
        return try CustomPageDecoder.decode(resource.data, charset: resource.charset, pass: pass, custom: custom, fetchedAt: clock())
      }.map { conditions in
        progress?(1)
        return conditions
      }.mapError { error in
        progress?(1)
        return error
      }
    }
    let results = (try? await Future.all(futures).value) ?? passes.map { _ in .failure(NetworkError.cancelled) }
    return Dictionary(uniqueKeysWithValues: zip(passes.map(\.id), results).map { ($0, $1) })
  }
}
