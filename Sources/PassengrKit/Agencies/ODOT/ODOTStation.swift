/// A station segment of highway that ODOT crews report on: its id, route and milepost span.
struct ODOTStation: Equatable, Sendable {
  /// The station id, as text ("140").
  var id: String
  /// Its name for messages ("Santiam Pass Smt").
  var name: String
  /// Its route as TripCheck spells it ("US20").
  var route: String
  /// Its mileposts, lowest first (a descending segment's are put in order).
  var span: ClosedRange<Double>

  /// A station from its published mileposts, in whichever order.
  init(_ id: Int, _ name: String, _ route: String, _ start: Double, _ end: Double) {
    self.id = String(id)
    self.name = name
    self.route = route
    span = min(start, end)...max(start, end)
  }
}
