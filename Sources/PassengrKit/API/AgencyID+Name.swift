import FoundationEssentials

extension AgencyID {
  /// The agency's name for people ("WSDOT", "Caltrans"), as reports credit it; the id itself for
  /// passes the user added and for an agency Passengr does not know.
  public var name: String { Agencies.all.agency(self)?.name ?? rawValue }
}
