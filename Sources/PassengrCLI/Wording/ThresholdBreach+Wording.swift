import PassengrKit

extension ThresholdBreach {
  /// "Stevens Pass is chains required, White Pass is closed: at or above --fail-on chains_required",
  /// or "Stevens Pass is unknown (data is stale), so it cannot be cleared of --fail-on closed".
  var line: String {
    switch self {
    case .reached(let passes, let threshold):
      let said = passes.map { pass in
        let beside = pass.reason.map { reason in reason.isCurrency ? " (\(reason.short))" : "" } ?? ""
        return "\(pass.name) is \(pass.level.phrase)\(beside)"
      }
      return "\(said.joined(separator: ", ")): at or above --fail-on \(threshold.rawValue)"
    case .uncleared(let passes, let threshold):
      let why = passes.map { "\($0.name) is unknown (\($0.reason))" }
      return
        "\(why.joined(separator: ", ")), so \(passes.count == 1 ? "it" : "they") cannot be cleared of --fail-on \(threshold.rawValue)"
    }
  }
}
