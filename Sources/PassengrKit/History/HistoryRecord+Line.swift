import FoundationEssentials

extension HistoryRecord {
  /// A record with every field given.
  init(
    schema: String, at: Date, passID: Int, name: String, field: ChangeField, old: ConditionChange.Value?,
    new: ConditionChange.Value?,
    escalation: Bool, refresh: Int?, judgedOld: ConditionChange.Judged? = nil, judgedNew: ConditionChange.Judged? = nil
  ) {
    self.schema = schema
    self.at = at
    self.passID = passID
    self.name = name
    self.field = field
    self.old = old
    self.new = new
    self.escalation = escalation
    self.refresh = refresh
    self.judgedOld = judgedOld
    self.judgedNew = judgedNew
  }

  /// The record on one line of `history.jsonl`, or nil when it is not readable.
  ///
  /// Lines as Passengr writes them are read by hand, about twenty times faster than `JSONDecoder`,
  /// so `history` of a full log costs little more than starting up. Anything the hand reader does
  /// not know for certain (an escape in a string, a key it does not expect, a time with fractions)
  /// goes to `JSONDecoder`, which decides: the two never disagree on a line both read.
  static func read(line: UnsafeRawBufferPointer, decoder: JSONDecoder) -> HistoryRecord? {
    var scanner = HistoryLineScanner(bytes: line)
    if let record = scanner.record() { return record }
    return try? decoder.decode(HistoryRecord.self, from: Data(line))
  }
}
