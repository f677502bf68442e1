/// What only Caltrans' sources can get wrong, in words a driver can act on.
enum CaltransFailure: AgencyFailure {
  /// A district feed is still served but no longer regenerated: its newest record is `age` old.
  case staleFeed(url: String, age: String)
  /// The feed has no in-service chain-control checkpoint for the pass.
  case noCheckpoints(pass: String, route: String, districts: String)

  var description: String {
    switch self {
    case .staleFeed(let url, let age):
      return "the feed \(url) was last generated \(age), over 3 h ago: its conditions are not current"
    case .noCheckpoints(let pass, let route, let districts):
      return "no in-service chain-control checkpoint for \(pass) (\(route)) in the feed of district \(districts)"
    }
  }
}
