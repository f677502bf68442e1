/// Every agency Passengr knows, in the order their passes are listed on a first run.
enum Agencies {
  /// The agencies; a new one is one more line here.
  static let all: [any Agency] = [
    WSDOT(),
    Caltrans(),
  ]

  /// The agency with `id`, if built in.
  static func agency(_ id: AgencyID) -> (any Agency)? { all.first { $0.id == id } }

  /// Every id `--agency` accepts: the built-in agencies and `custom`.
  static var ids: [AgencyID] { all.map(\.id) + [.custom] }

  /// The built-in pass with `id`, of whichever agency.
  static func pass(id: Int) -> Pass? {
    all.lazy.flatMap(\.catalogue).first { $0.id == id }
  }
}

extension AgencyID {
  /// Every id `--agency` accepts: the built-in agencies and `custom`.
  public static var all: [AgencyID] { Agencies.ids }
}
