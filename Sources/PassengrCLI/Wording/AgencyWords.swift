import PassengrKit

/// The built-in agencies as the CLI's help words them.
enum AgencyWords {
  /// Their names as a phrase: "WSDOT, Caltrans and ODOT".
  static var names: String {
    // A plain loop: every command's help is built at start-up, and the generic `joined` of a
    // slice costs more run-time type look-ups than the whole phrase.
    let names = FrontEndSupport.agencyNames
    var phrase = ""
    for (index, name) in names.enumerated() {
      if index > 0 { phrase += index == names.count - 1 ? " and " : ", " }
      phrase += name
    }
    return phrase.isEmpty ? "no agency" : phrase
  }

  /// Their keys' environment variables, each with what it holds: "WSDOT_ACCESS_CODE (the wsdot
  /// access code)".
  static var keyVariables: [String] {
    FrontEndSupport.keyVariables.map { "\($0.variable) (the \($0.agency) \($0.name))" }
  }
}
