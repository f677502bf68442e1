// See Ridgeline.swift: a debug build only.
#if DEBUG
  import Foundation

  @testable import PassengrKit

  /// Ridgeline's one source: every pass in one keyed request.
  package struct RidgelineSource: AgencySource {
    let loader: ResourceLoader
    let clock: @Sendable () -> Date

    package init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date) {
      self.loader = loader
      self.clock = clock
    }

    package var name: String { Ridgeline.source.rawValue }
    package var answersWholeCatalogue: Bool { true }
    package func requestURLs(for pass: Pass) -> [URL] { [Ridgeline.url] }

    package func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
      PassConditions, Error
    >] {
      defer { progress?(passes.count) }
      do {
        let resource = try await loader.load(Ridgeline.url)
        let reports = try Ridgeline().reports(
          from: resource.data, format: Ridgeline.format, charset: resource.charset, location: resource.location,
          fetchedAt: clock())
        return matching(passes, with: reports, source: name)
      } catch {
        return failing(passes, with: error)
      }
    }
  }
#endif
