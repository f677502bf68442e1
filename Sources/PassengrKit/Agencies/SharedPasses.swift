/// Passes on a state line, listed by each agency that reports them: each is one pass, whose answer
/// combines what every agency says of it (docs/agencies.md, "Passes on a state line").
enum SharedPasses {
  /// Each pass's ids, the one it keeps first: the agency of the summit's state, which publishes its
  /// conditions (Montana publishes none; Siskiyou Summit is in Oregon), then the others.
  static let groups: [[Int]] = [
    [5007, 11006],  // Lost Trail Pass: ITD, MDT
    [5008, 11010],  // Targhee Pass: ITD, MDT
    [5009, 11009],  // Monida Pass: ITD, MDT
    [3008, 2010],  // Siskiyou Summit: ODOT, Caltrans
  ]
}
