/// One pass as a source reported it, before it is matched to a `Pass`.
struct PassReport: Equatable, Sendable {
  /// WSDOT's MountainPassId, when the source gives one.
  var id: Int?
  /// The name as published ("White Pass  US 12" arrives as "White Pass US 12").
  var publishedName: String
  /// Summit elevation in feet, when given.
  var elevationFeet: Int?
  /// What it says about conditions.
  var conditions: PassConditions
  /// The pass's name, when the agency's naming tells it apart from the highway ("Snoqualmie Pass").
  var name: String?
  /// The highway, when the published name carries it ("I-90").
  var highway: String?

  /// Creates a report; an implausible elevation is dropped with a note.
  init(id: Int?, publishedName: String, elevationFeet: Int?, conditions: PassConditions) {
    self.id = id
    self.publishedName = TextSanitizer.clean(publishedName)
    var conditions = conditions
    self.elevationFeet = Plausibility.elevation(elevationFeet, notes: &conditions.notes)
    self.conditions = conditions
  }
}
