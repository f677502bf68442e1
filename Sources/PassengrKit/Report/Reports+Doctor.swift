import Foundation

extension Reports {
  /// The doctor's checks as JSON (`passengr.doctor/1`, documented in the README): each with a
  /// label and what was found, in the front end's `words`, and whether it is healthy; a source's
  /// check also names the host a refresh contacts and one address it fetches there.
  public static func doctorJSON(
    _ checks: [DoctorCheck], now: Date = Date(), layout: JSONLayout = JSONLayout(),
    words: (DoctorCheck) -> (label: String, detail: String)
  ) throws -> String {
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
        checks: checks.map { check in
          let (label, detail) = words(check)
          var line = Check(label: label, detail: detail, healthy: check.isHealthy)
          if case .source(_, let host, let url) = check.subject {
            line.host = host
            line.url = url.absoluteString
          }
          return line
        }), pretty: layout.isPretty)
  }
}
