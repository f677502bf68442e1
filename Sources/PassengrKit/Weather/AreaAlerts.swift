import FoundationEssentials

/// The alert lists of one refresh's areas, each asked once: the first pass that needs an area's
/// list (or the refresh, for the areas it knows at the start) starts the request, and every pass
/// in that area waits for the same answer.
actor AreaAlerts {
  /// What asking an area gives: its alerts with their zones, or what went wrong.
  typealias Answer = Result<[NWSDecoding.ZonedAlert], WeatherProblem>

  private var requests: [String: Task<Answer, Never>] = [:]

  /// Starts asking for `area`'s list with `fetch`, unless it is asked already.
  func start(_ area: String, _ fetch: @escaping @Sendable () async -> Answer) {
    guard requests[area] == nil else { return }
    requests[area] = Task { await fetch() }
  }

  /// `area`'s list, asked with `fetch` if nobody has asked yet. A waiter cancelled (the refresh's
  /// deadline) cancels the request: the whole weather work is cancelled with it.
  func result(_ area: String, _ fetch: @escaping @Sendable () async -> Answer) async -> Answer {
    start(area, fetch)
    guard let request = requests[area] else { return await fetch() }
    return await withTaskCancellationHandler {
      await request.value
    } onCancel: {
      request.cancel()
    }
  }

  /// Cancels what is still being asked once every pass has its weather (an area no pass waited for).
  func cancelAll() {
    for request in requests.values { request.cancel() }
  }
}
