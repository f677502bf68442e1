import FoundationEssentials

/// Passes the user added, each read from its own page with its own XPaths.
struct CustomPageSource: PassSource {
  private let loader: ResourceLoader
  private let clock: @Sendable () -> Date

  /// Creates the source.
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date) {
    self.loader = loader
    self.clock = clock
  }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    let loader = self.loader
    let clock = self.clock
    return await eachPass(passes, progress: progress) { pass in
      guard let custom = pass.custom else { throw SourceError.passNotInSource(id: pass.id, source: "custom") }
      let resource = try await loader.load(custom.url, isBuiltIn: false)
      let fetchedAt = clock()
      return try await CPUWork.run {
        try CustomPageDecoder.decode(
          resource.data, charset: resource.charset, pass: pass, custom: custom, fetchedAt: fetchedAt)
      }
    }
  }
}
