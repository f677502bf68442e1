import FoundationEssentials

/// Why a pass lacks current weather from NWS: one line, said beside the road data, which it never
/// touches.
public struct WeatherProblem: Error, Codable, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Codable, Equatable, Sendable {
    /// The office sent no new forecast grid: there is no current forecast (503 Forecast Grid Expired).
    case gridExpired = "grid_expired"
    /// NWS has no data for the pass's point (404): asking again will not help.
    case noDataForPoint = "no_data_for_point"
    /// NWS's network refused Passengr (an HTML 403): it is not asked again for a while.
    case refused
    /// NWS could not answer (a 5xx, the network, a deadline).
    case unavailable
    /// The answer could not be read.
    case unreadable
    /// The pass is outside the United States (British Columbia): NWS does not forecast it, and
    /// Passengr has no forecast source there.
    case outsideCoverage = "outside_coverage"
  }

  /// What went wrong.
  public internal(set) var kind: Kind
  /// What was asked: "forecast", "hourly forecast", "alerts", "point".
  public internal(set) var resource: String
  /// The details: the grid's issue time, the status and NWS's words, the error.
  public internal(set) var detail: String

  public var description: String {
    switch kind {
    case .gridExpired:
      return
        "no current NWS forecast: the forecast grid \(detail.isEmpty ? "has expired" : "was issued \(detail) and has expired")"
    case .noDataForPoint: return "NWS has no forecast for this pass's point\(detail.isEmpty ? "" : " (\(detail))")"
    case .refused: return "refused by NWS (\(detail)); not asked again for a while"
    case .unavailable: return "NWS \(resource) unavailable: \(detail)"
    case .unreadable: return "NWS \(resource) unreadable: \(detail)"
    case .outsideCoverage: return "no forecast source: NWS covers the United States only, not this pass"
    }
  }
}
