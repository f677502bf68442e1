import ArgumentParser
import FoundationEssentials
import Networking
import PassengrKit

/// A usage error in the what/usage/help shape, every line at most 100 columns: what is wrong in
/// our own words, a short usage of the command actually used, and where to read more. A line too
/// long for 100 columns wraps onto further lines at a word; no word is ever cut.
enum UsageMessage {
  static let width = 100

  /// The lines for `message` (ours, or a sentence ArgumentParser made) about `command`, reached
  /// through `parents` (["passengr", "trip"] for `trip add`).
  static func lines(_ message: String, command: ParsableCommand.Type, parents: [String]) -> [String] {
    let usagePrefix = "usage: " + parents.map { $0 + " " }.joined()
    let usage = wrap(
      usagePrefix + short(command.usageString(), room: width - usagePrefix.count), indent: usagePrefix.count)
    let help =
      "see '"
      + (["passengr", "help"] + (parents.isEmpty ? [] : parents.dropFirst() + [command.typedName])).joined(
        separator: " ") + "'"
    let what = wrap("passengr: " + ownWords(message), indent: "passengr: ".count)
    return what + usage + [help]
  }

  /// `message` in our lower-case style without a closing full stop. Our own messages already
  /// are; a sentence ArgumentParser made for a case we do not diagnose ourselves (a number that
  /// is not one) keeps its words, its lines joined and its opening word lowered.
  static func ownWords(_ message: String) -> String {
    var text = message.split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
      .joined(separator: " ")
    if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
    // ArgumentParser's sentences open with a capital; ours never do (a pass name may: "Blewett Pass").
    if ["The ", "Missing ", "Unknown ", "Unexpected ", "Invalid ", "Value ", "Flag ", "Option "].contains(
      where: text.hasPrefix)
    {
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
        let piece = group.trimmingSpaces()
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
    let rest = group.trimmingSpaces()
    if !rest.isEmpty { kept.append(rest) }
    return kept.joined(separator: " ")
  }

  /// `line` in lines of at most `width` columns, broken at spaces, later lines indented by
  /// `indent` columns. A single word longer than a line stands on a line of its own, whole.
  static func wrap(_ line: String, indent: Int, width: Int = width) -> [String] {
    guard line.count > width else { return [line] }
    let indent = min(indent, width / 2)
    var lines: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      let lead = lines.isEmpty ? 0 : indent
      if lead + candidate.count > width, !current.isEmpty {
        lines.append(String(repeating: " ", count: lead) + current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    if !current.isEmpty { lines.append(String(repeating: " ", count: lines.isEmpty ? 0 : indent) + current) }
    return lines
  }
}
