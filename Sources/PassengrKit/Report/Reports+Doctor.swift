import FoundationEssentials

extension Reports {
  /// The doctor's checks as JSON (`passengr.doctor/1`, documented in docs/json.md): each with a
  /// label and what was found, in the front end's `words`, and whether it is healthy; a source's
  /// check also names the host a refresh contacts and one address it fetches there.
  public static func doctorJSON(
    _ checks: [DoctorCheck], now: Date, layout: JSONLayout = JSONLayout(),
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

extension Reports {
  /// `passengr.keys/1`: each agency that takes a key, where it is kept and whether it is set;
  /// where it was found, never the key.
  public static func keysJSON(_ statuses: [KeyStatus], now: Date, layout: JSONLayout = JSONLayout()) throws
    -> String
  {
    struct Key: Encodable {
      var status: KeyStatus

      enum CodingKeys: String, CodingKey { case agency, name, key, variable, file, state, `where`, neededBy }

      func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status.agency, forKey: .agency)
        try container.encode(status.agency.name, forKey: .name)
        try container.encode(status.name, forKey: .key)
        try container.encode(status.variable, forKey: .variable)
        try container.encode(status.file, forKey: .file)
        try container.encode(status.foundIn == nil ? "missing" : "set", forKey: .state)
        try container.encode(status.foundIn, forKey: .where)
        try container.encode(status.neededBy.map(\.rawValue), forKey: .neededBy)
      }
    }
    struct Document: Encodable {
      var schema = "passengr.keys/1"
      var generatedAt: Date
      var agencies: [Key]
    }
    return try JSONOutput.encode(
      Document(generatedAt: now, agencies: statuses.map(Key.init)), pretty: layout.isPretty)
  }
}
