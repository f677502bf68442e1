import Glibc

/// Distances on the scale of a pass: kilometres between a summit and a road's points or segments,
/// on a plane tangent at the summit (good to a few metres within a hundred kilometres).
enum SummitDistance {
  /// The least distance in kilometres from `summit` to the path through `points` (a point alone is
  /// a path of one point); nil for no points.
  static func distance(from summit: Coordinate, to points: [Coordinate]) -> Double? {
    let projected = points.map { project($0, around: summit) }
    guard let first = projected.first else { return nil }
    guard projected.count > 1 else { return (first.x * first.x + first.y * first.y).squareRoot() }
    return zip(projected, projected.dropFirst()).map { segmentDistance($0, $1) }.min()
  }

  /// `point` in kilometres east and north of `origin`.
  private static func project(_ point: Coordinate, around origin: Coordinate) -> (x: Double, y: Double) {
    let radius = 6371.0
    var dLon = point.longitude - origin.longitude
    if dLon > 180 { dLon -= 360 } else if dLon < -180 { dLon += 360 }
    let x = dLon * .pi / 180 * radius * cos(origin.latitude * .pi / 180)
    let y = (point.latitude - origin.latitude) * .pi / 180 * radius
    return (x, y)
  }

  /// The distance from the origin to the segment `a`–`b`.
  private static func segmentDistance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = dx * dx + dy * dy
    let t = length > 0 ? max(0, min(1, -(a.x * dx + a.y * dy) / length)) : 0
    let px = a.x + t * dx
    let py = a.y + t * dy
    return (px * px + py * py).squareRoot()
  }
}
