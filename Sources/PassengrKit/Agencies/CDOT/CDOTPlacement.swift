import Glibc
import Networking

/// Whether a CDOT record lies on a pass: certainly (`on`), certainly not (`off`), or perhaps
/// (`maybe`, with why). A record is never dropped because it cannot be placed: what may lie on a
/// pass keeps it from `open`.
enum CDOTPlacement: Equatable, Sendable {
  case on
  case off
  case maybe(String)

  /// How far from a summit, in kilometres, a record certainly lies on its pass (a segment or
  /// incident running over it); beyond `far` it certainly does not.
  static let near = 5.0
  static let far = 25.0

  /// Where `record` lies relative to the pass at `place`. A road-condition segment's geometry is the
  /// road itself: on its route, it lies over the pass when it passes within `near` of the summit,
  /// and not otherwise. An incident's points are only its ends, so between `near` and `far` it may.
  static func of(_ record: CDOTRecord, at place: CDOTCatalogue.Place) -> CDOTPlacement {
    let distance = distance(from: place.summit, to: record.points)
    let isRoad = record.isSegment && record.points.count > 1
    guard let route = place.route.flatMap(CDOTRoute.init)?.highway else {
      // A road CDOT files under no route: a record on a route is on another road, and one on
      // none is placed by its position alone.
      return record.route != nil ? .off : byPosition(distance, sameRoad: false)
    }
    guard let recorded = record.route?.highway else {
      return byPosition(
        distance, sameRoad: false, why: "its route \(record.routeName.map { "'\($0)'" } ?? "is not given and")")
    }
    guard recorded == route else { return .off }
    // Mileposts place a record on its route; without them, its points do.
    if let miles = record.mileposts, let stretch = place.mileposts {
      return miles.overlaps(stretch) ? .on : .off
    }
    if isRoad, let distance { return distance <= near ? .on : .off }
    return byPosition(distance, sameRoad: true)
  }

  /// Placement by the distance of a record's points from the summit: on its road within `near`;
  /// off beyond `far`; else, or without points, perhaps.
  private static func byPosition(_ distance: Double?, sameRoad: Bool, why: String? = nil) -> CDOTPlacement {
    guard let distance else {
      return .maybe(why.map { "\($0) gives no milepost or position" } ?? "it gives no milepost or position")
    }
    if distance > far { return .off }
    if sameRoad, distance <= near { return .on }
    let kilometres = DecimalText.text(distance, places: 0) + " km"
    return .maybe((why.map { "\($0) cannot be read, and it lies " } ?? "it lies ") + "\(kilometres) from the summit")
  }

  /// The least distance in kilometres from `point` to the line through `points` (a point alone, a
  /// pair as the stretch between them, a line string); nil without points.
  static func distance(from point: Coordinate, to points: [Coordinate]) -> Double? {
    guard let first = points.first else { return nil }
    guard points.count > 1 else { return kilometres(point, first) }
    return zip(points, points.dropFirst()).map { distance(from: point, toSegment: $0, $1) }.min()
  }

  /// The distance from `point` to the stretch from `a` to `b`, on a plane tangent at `point` (the
  /// stretches are short enough for it).
  private static func distance(from point: Coordinate, toSegment a: Coordinate, _ b: Coordinate) -> Double {
    let scale = cos(point.latitude * .pi / 180)
    func planar(_ c: Coordinate) -> (x: Double, y: Double) {
      ((c.longitude - point.longitude) * scale * 111.32, (c.latitude - point.latitude) * 110.57)
    }
    let (p, q) = (planar(a), planar(b))
    let (dx, dy) = (q.x - p.x, q.y - p.y)
    let length = dx * dx + dy * dy
    let t = length > 0 ? max(0, min(1, -(p.x * dx + p.y * dy) / length)) : 0
    let (x, y) = (p.x + t * dx, p.y + t * dy)
    return (x * x + y * y).squareRoot()
  }

  /// Great-circle distance in kilometres.
  static func kilometres(_ a: Coordinate, _ b: Coordinate) -> Double {
    let radians = Double.pi / 180
    let dLat = (b.latitude - a.latitude) * radians
    let dLon = (b.longitude - a.longitude) * radians
    let h =
      sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2)
      * sin(dLon / 2)
    return 6371 * 2 * atan2(h.squareRoot(), (1 - h).squareRoot())
  }
}
