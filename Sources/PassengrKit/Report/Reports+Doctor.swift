import Foundation

extension Reports {
  /// `doctor --json`: every check with its label, what was found and whether it is healthy; a
  /// source's check also names the host a refresh contacts and one address it fetches there. The
  /// schema is documented in the README.
  public static func doctorJSON(_ checks: [DoctorCheck], now: Date = Date()) throws -> String {
    struct Check: Encodable {
      var label: String
      var detail: String
      var healthy: Bool
      var host: String?
      var url: String?
    }
    struct Document: Encodable {
      var schema = "passengr.doctor/1"
      var generatedAt: Date
      var status: Int
      var checks: [Check]
    }
    return try JSONOutput.encode(
      Document(
        generatedAt: now, status: DoctorCheck.severity(of: checks),
        checks: checks.map {
          Check(label: $0.label, detail: $0.detail, healthy: $0.isHealthy, host: $0.host, url: $0.url?.absoluteString)
        }))
  }
}
