/// A pass of a drive and the directions driven over it, as `PassDataSource.drive(_:)` resolves a
/// trip: what the status, report, watch and check of a trip all judge.
struct DrivenLeg: Equatable, Sendable {
  /// The pass.
  var pass: Pass
  /// The one direction driven; nil when both count.
  var direction: TravelDirection?

  /// The directions driven: the one named, else every direction the pass's sources report on.
  var directions: [TravelDirection] { direction.map { [$0] } ?? pass.reportedDirections }
}
