import PassengrKit

extension PassengrSession.ThresholdBreach {
  /// "Stevens Pass is chains required, White Pass is closed: at or above --fail-on chains_required",
  /// or "Stevens Pass is unknown (data is stale), so it cannot be cleared of --fail-on closed".
  var line: String {
    switch self {
    case .reached(let passes, let threshold):
      return "\(passes.map { "\($0.name) is \($0.level.phrase)" }.joined(separator: ", ")): at or above --fail-on \(threshold.rawValue)"
    case .uncleared(let passes, let threshold):
      let why = passes.map { pass in
        let reason: String
        switch pass.reason {
        case .noData: reason = "no data"
        case .stale: reason = "data is stale"
        case .error(let error): reason = error
        case .unreadable: reason = "its report could not be read"
        }
        return "\(pass.name) is unknown (\(reason))"
      }
      return "\(why.joined(separator: ", ")), so \(passes.count == 1 ? "it" : "they") cannot be cleared of --fail-on \(threshold.rawValue)"
    }
  }
}
