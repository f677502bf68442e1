import Foundation

/// A mountain pass Passengr knows about, with the user's order and choice to show it.
public struct Pass: Codable, Equatable, Sendable, Identifiable {
  /// Stable id: WSDOT's MountainPassId for WSDOT passes, 1000 and up for passes users add.
  public var id: Int
  /// The pass's name without the highway ("Snoqualmie Pass").
  public var name: String
  /// The highway over it ("I-90").
  public var highway: String
  /// Summit elevation in feet, when known.
  public var elevationFeet: Int?
  /// Which way its road runs.
  public var directions: DirectionPair
  /// The slug of its wsdot.com page ("snoqualmie"), for the `wsdot-page` source.
  public var pageSlug: String?
  /// How to read a pass the user added from their own page; nil for WSDOT passes.
  public var custom: CustomPass?
  /// Position in lists, 1-based.
  public var order: Int
  /// Whether it is shown by default.
  public var isEnabled: Bool

  /// Creates a pass.
  public init(
    id: Int, name: String, highway: String, elevationFeet: Int? = nil, directions: DirectionPair = .eastWest,
    pageSlug: String? = nil, custom: CustomPass? = nil, order: Int = 0, isEnabled: Bool = false
  ) {
    self.id = id
    self.name = name
    self.highway = highway
    self.elevationFeet = elevationFeet
    self.directions = directions
    self.pageSlug = pageSlug
    self.custom = custom
    self.order = order
    self.isEnabled = isEnabled
  }

  /// "Snoqualmie Pass I-90".
  public var title: String { highway.isEmpty ? name : "\(name) \(highway)" }

  /// Whether the user added it (and may remove it).
  public var isCustom: Bool { custom != nil }
}
