import Foundation
import ArgumentParser
import PassengrKit

/// A usage error in at most three lines of at most 100 columns: what is wrong in our own words,
/// a short usage of the command actually used, and where to read more.
enum UsageMessage {
  static let width = 100

  /// The three lines for `message` (ArgumentParser's or ours) about `command`, reached through
  /// `parents` (["passengr", "trip"] for `trip add`).
  static func lines(_ message: String, command: ParsableCommand.Type, parents: [String], arguments: [String]) -> [String] {
    let usagePrefix = "usage: " + parents.joined(separator: " ") + " "
    let usage = short(command.usageString(), room: width - usagePrefix.count)
    let help = "see '" + (["passengr", "help"] + parents.dropFirst() + [command._commandName]).joined(separator: " ") + "'"
    let what = fit("passengr: " + rewrite(message, command: command, arguments: arguments))
    return [what, usagePrefix + usage, help]
  }

  /// ArgumentParser's sentences in our lower-case style, with suggestions where a value was near.
  static func rewrite(_ message: String, command: ParsableCommand.Type, arguments: [String]) -> String {
    var text = message.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("The value '"), let option = quoted(text, after: " for '"), let value = quoted(text, after: "The value '") {
      let name = option.split(separator: " ").first.map(String.init) ?? option
      // A transform's own reason ("'inf' is not a span; …") says it best.
      if let reason = text.range(of: "'\(option)': ") {
        return "\(name): " + text[reason.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: ". "))
      }
      let after = text.components(separatedBy: "one of").dropFirst().joined(separator: "one of")
      var values = allQuoted(after)
      if values.isEmpty, let list = after.range(of: ": ") {
        values = after[list.upperBound...].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " .")) }.filter { !$0.isEmpty }
      }
      let near = PassengrSession.suggestion(for: value.lowercased(), among: values).map { "; did you mean '\($0)'?" } ?? ""
      let full = "\(name): '\(value)' is not " + (values.isEmpty ? "a valid value" : "one of \(values.joined(separator: ", "))") + near
      guard "passengr: \(full)".count > width else { return full }
      // Too many values for one line: the suggestion, or the first few; the help has them all.
      return near.isEmpty ? "\(name): '\(value)' is not one of \(values.prefix(3).joined(separator: ", ")), …" : "\(name): '\(value)' is not a valid value\(near)"
    }
    if text.hasPrefix("Missing expected argument '--to"), command._commandName == "move",
       let number = arguments.dropFirst(2).first(where: { Int($0) != nil }) {
      return "'\(number)' is not a pass: give the position with --to, as in 'passengr move \(arguments.dropFirst().first ?? "PASS") --to \(number)'"
    }
    if text.hasPrefix("Missing expected argument '"), let argument = quoted(text, after: "argument '") { return "missing \(argument)" }
    if text.hasPrefix("Missing value for '"), let option = quoted(text, after: "for '") {
      let parts = option.split(separator: " ", maxSplits: 1)
      return "\(parts[0]) needs a value" + (parts.count > 1 ? " (\(parts[1]))" : "")
    }
    if text.hasPrefix("Unknown option '"), let option = quoted(text, after: "option '") { return "unknown option \(option)" }
    if text.hasPrefix("Unexpected argument '"), let argument = quoted(text, after: "argument '") {
      return "unexpected argument '\(argument)'"
    }
    // ArgumentParser's other sentences start with a capital; ours never do (a name may).
    for start in ["Missing ", "Unknown ", "Unexpected ", "Error: ", "Invalid "] where text.hasPrefix(start) {
      text = text.prefix(1).lowercased() + text.dropFirst()
    }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// `usage` within `room` columns: optional options folded into "[<options>]" when they do not fit.
  static func short(_ usage: String, room: Int) -> String {
    guard usage.count > room else { return usage }
    var kept: [String] = []
    var folded = false
    var depth = 0
    var group = ""
    for character in usage {
      group.append(character)
      if character == "[" { depth += 1 }
      if character == "]" { depth -= 1 }
      if depth == 0, character == " " || character == "]" {
        let piece = group.trimmingCharacters(in: .whitespaces)
        group = ""
        guard !piece.isEmpty else { continue }
        if piece.hasPrefix("[-") {
          if !folded { kept.append("[<options>]") }
          folded = true
        } else {
          kept.append(piece)
        }
      }
    }
    let rest = group.trimmingCharacters(in: .whitespaces)
    if !rest.isEmpty { kept.append(rest) }
    return fit(kept.joined(separator: " "), width: room)
  }

  /// `line` cut to `width` columns at a word, with an ellipsis.
  static func fit(_ line: String, width: Int = width) -> String {
    guard line.count > width else { return line }
    let cut = line.prefix(width - 1)
    let end = cut.lastIndex(of: " ") ?? cut.endIndex
    return String(cut[..<end]) + "…"
  }

  private static func quoted(_ text: String, after marker: String) -> String? {
    guard let start = text.range(of: marker)?.upperBound, let end = text[start...].firstIndex(of: "'") else { return nil }
    return String(text[start..<end])
  }

  private static func allQuoted(_ text: String) -> [String] {
    text.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}
