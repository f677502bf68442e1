import FoundationEssentials

/// One object of a 511 answer, its fields looked up whatever their case or spacing (`ID`/`Id`,
/// `Overall Status`/`OverallStatus`), each reading noting a field present in a shape it cannot
/// take: such a record is said to be unreadable in part, and never read as good news.
struct IBI511Record: Sendable {
  /// The fields, by folded name.
  private let fields: [String: IBI511Value]
  /// The names as published, by folded name, for messages.
  private let names: [String: String]

  /// The record of one JSON object.
  init(_ object: [String: IBI511Value]) {
    var fields: [String: IBI511Value] = [:]
    var names: [String: String] = [:]
    for (name, value) in object.sorted(by: { $0.key < $1.key }) {
      let key = Self.fold(name)
      // The first spelling met wins; a second spelling of one field never hides the first.
      if fields[key] == nil || fields[key]?.isAbsent == true {
        fields[key] = value
        names[key] = name
      }
    }
    self.fields = fields
    self.names = names
  }

  /// A field name folded: letters and digits, lower case.
  static func fold(_ name: String) -> String { String(name.lowercased().filter { $0.isLetter || $0.isNumber }) }

  /// The first of `names` present with a value that is not a placeholder.
  func value(_ names: String...) -> IBI511Value? { value(names) }

  /// The first of `names` present with a value that is not a placeholder.
  func value(_ names: [String]) -> IBI511Value? {
    for name in names {
      if let value = fields[Self.fold(name)], !value.isAbsent { return value }
    }
    return nil
  }

  /// Whether any of `names` is present at all.
  func has(_ names: String...) -> Bool { names.contains { fields[Self.fold($0)] != nil } }

  /// Every field's published name and value.
  var all: [(name: String, value: IBI511Value)] {
    fields.keys.sorted().compactMap { key in fields[key].map { (names[key] ?? key, $0) } }
  }

  /// The text of the first of `names`, noting in `problems` one that is there but not text.
  func text(_ names: String..., problems: inout [String]) -> String? {
    guard let value = value(names) else { return nil }
    if let text = value.text { return text }
    problems.append("\(published(names)) is \(value.kind)")
    return nil
  }

  /// The number of the first of `names`, noting one that is there but no number.
  func number(_ names: String..., problems: inout [String]) -> Double? {
    guard let value = value(names) else { return nil }
    if let number = value.number { return number }
    problems.append("\(published(names)) is \(value.kind), not a number")
    return nil
  }

  /// The truth of the first of `names`, noting one that is there but neither true nor false.
  func flag(_ names: String..., problems: inout [String]) -> Bool? {
    guard let value = value(names) else { return nil }
    if let flag = value.flag { return flag }
    problems.append("\(published(names)) is \(value.kind), not true or false")
    return nil
  }

  /// The time of the first of `names`, noting one that is there but no time.
  func date(_ names: String..., problems: inout [String]) -> Date? {
    guard let value = value(names) else { return nil }
    if let date = value.date { return date }
    problems.append("\(published(names)) is \(value.kind) that is no time")
    return nil
  }

  /// The texts of the first of `names` (a string or a list of them), noting one of another shape.
  func texts(_ names: String..., problems: inout [String]) -> [String] {
    guard let value = value(names) else { return [] }
    if let texts = value.texts { return texts }
    problems.append("\(published(names)) is \(value.kind), not text")
    return []
  }

  /// The id as text, whether the deployment writes it as a number or a string.
  var id: String? { value("ID", "Id")?.text }

  /// The published name of the first of `names` present, for messages.
  private func published(_ names: [String]) -> String {
    names.lazy.compactMap { self.names[Self.fold($0)] }.first ?? names.first ?? "a field"
  }
}
