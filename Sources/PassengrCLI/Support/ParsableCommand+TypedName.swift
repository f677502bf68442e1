import ArgumentParser

extension ParsableCommand {
  /// The command's name as typed, from its configuration.
  static var typedName: String {
    configuration.commandName ?? String(describing: self).lowercased()
  }
}
