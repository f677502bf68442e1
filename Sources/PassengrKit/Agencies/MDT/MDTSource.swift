import FoundationEssentials

/// Montana's source: it asks nothing of anyone and answers every pass with the one thing known,
/// that Montana publishes no pass conditions. Each direction is `unknown` with that reason (a
/// known gap, not words misread), so no surface calls a Montana pass open and `check` never says
/// go over one.
struct MDTSource: AgencySource {
  /// The words every direction carries.
  static let reason = "Montana publishes no pass conditions"

  private let clock: @Sendable () -> Date

  /// Creates the source.
  init(clock: @escaping @Sendable () -> Date) {
    self.clock = clock
  }

  var name: String { AgencyID.mdt.rawValue }
  var answersWholeCatalogue: Bool { true }
  func requestURLs(for pass: Pass) -> [URL] { [] }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    defer { progress?(passes.count) }
    let now = clock()
    return Dictionary(
      passes.map { pass in
        (pass.id, .success(Self.conditions(of: pass, fetchedAt: now)))
      }, uniquingKeysWith: { first, _ in first })
  }

  /// What is known of `pass`'s road: nothing, in every direction, and why.
  static func conditions(of pass: Pass, fetchedAt: Date) -> PassConditions {
    PassConditions(
      restrictions: pass.directions.all.map { Restriction(direction: $0, text: reason, gap: .noReport) },
      roadConditions: nil, weather: nil, temperatureF: nil, updatedAt: nil, fetchedAt: fetchedAt)
  }
}
