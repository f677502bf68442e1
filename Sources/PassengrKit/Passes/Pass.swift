import FoundationEssentials

/// A mountain pass Passengr knows about, with the user's order and choice to show it.
public struct Pass: Codable, Equatable, Sendable {
  /// Stable id, unique across agencies: WSDOT's MountainPassId for WSDOT passes, 2001 and up for
  /// Caltrans passes, 1000 and up (after the built-in ones) for passes users add.
  public internal(set) var id: Int
  /// Who publishes its conditions.
  public internal(set) var agency: AgencyID
  /// The pass's name without the highway ("Snoqualmie Pass").
  public internal(set) var name: String
  /// The highway over it ("I-90").
  public internal(set) var highway: String
  /// Summit elevation in feet, when known.
  public internal(set) var elevationFeet: Int?
  /// Which way its road runs.
  public internal(set) var directions: DirectionPair
  /// The slug of its wsdot.com page ("snoqualmie"), for the `wsdot-page` source.
  var pageSlug: String?
  /// How to read a pass the user added from their own page; nil for built-in passes.
  var custom: CustomPass?
  /// The chain-control checkpoints that belong to it, for Caltrans passes.
  var corridor: Corridor?
  /// Position in lists, 1-based.
  public internal(set) var order: Int
  /// Whether it is shown by default.
  public internal(set) var isEnabled: Bool
  /// Where its summit is, from its agency's catalogue: where weather is asked for. Not archived:
  /// a built-in pass takes it from the catalogue of the version that runs.
  public internal(set) var summit: Coordinate?
  /// The same pass as the other agencies that report it list it (a pass on a state line: Targhee
  /// Pass in Idaho's and Montana's catalogues), each with its own id and agency: a refresh reads
  /// them too and combines their answers with this one's. Not archived: taken from the catalogue.
  var partners: [Pass] = []

  /// Creates a pass.
  init(
    id: Int, agency: AgencyID? = nil, name: String, highway: String, elevationFeet: Int? = nil,
    directions: DirectionPair = .eastWest, pageSlug: String? = nil, custom: CustomPass? = nil,
    corridor: Corridor? = nil, order: Int = 0, isEnabled: Bool = false, summit: Coordinate? = nil
  ) {
    self.id = id
    self.agency = agency ?? (custom != nil ? .custom : .unnamed)
    self.corridor = corridor
    self.name = name
    self.highway = highway
    self.elevationFeet = elevationFeet
    self.directions = directions
    self.pageSlug = pageSlug
    self.custom = custom
    self.order = order
    self.isEnabled = isEnabled
    self.summit = summit
  }

  /// Every agency that reports it, its own first: one for most passes, two for a pass on a state line.
  public var agencies: [AgencyID] { [agency] + partners.map(\.agency) }

  /// "Snoqualmie Pass I-90".
  public var title: String { highway.isEmpty ? name : "\(name) \(highway)" }

  /// Whether the user added it (and may remove it).
  public var isCustom: Bool { custom != nil }

  /// The directions its sources report on, which its level is judged over: both of the road's,
  /// or for a pass the user added, the directions it has a query for.
  public var reportedDirections: [TravelDirection] {
    guard let custom else { return directions.all }
    let queried = [TravelDirection.eastbound, .westbound, .northbound, .southbound].filter { way in
      custom.queries.keys.contains { $0.rawValue == way.rawValue }
    }
    return queried.isEmpty ? directions.all : queried
  }
}

extension Pass {
  enum CodingKeys: String, CodingKey {
    case id, agency, name, highway, elevationFeet, directions, pageSlug, custom, corridor, order, isEnabled
  }

  /// Reads archives of every version: those written before agencies existed hold WSDOT passes and
  /// the user's own.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    highway = try container.decode(String.self, forKey: .highway)
    elevationFeet = try container.decodeIfPresent(Int.self, forKey: .elevationFeet)
    directions = try container.decode(DirectionPair.self, forKey: .directions)
    pageSlug = try container.decodeIfPresent(String.self, forKey: .pageSlug)
    custom = try container.decodeIfPresent(CustomPass.self, forKey: .custom)
    corridor = try container.decodeIfPresent(Corridor.self, forKey: .corridor)
    order = try container.decode(Int.self, forKey: .order)
    isEnabled = try container.decode(Bool.self, forKey: .isEnabled)
    agency = try container.decodeIfPresent(AgencyID.self, forKey: .agency) ?? (custom != nil ? .custom : .unnamed)
  }
}
