extension Caltrans {
  /// Caltrans' chain-control levels, one per level its reader sets
  /// (`ChainControlCheckpoint`): R-2 exempts four-wheel and all-wheel drive with snow tires on all
  /// four wheels; R-3 exempts nobody.
  var advice: AgencyAdvice {
    AgencyAdvice([
      .trafficDelays: "expect delays",
      .tractionRequired: "Caltrans R-1: chains or traction devices required; snow tires on the drive axle allowed",
      .chainsRequired:
        "Caltrans R-2: chains required; four-wheel or all-wheel drive with snow tires on all four wheels exempt (carry chains)",
      .chainsAll: "Caltrans R-3: chains required on all vehicles, no exceptions",
    ])
  }

  /// Caltrans' words with its chain-control and highway-information vocabulary (`CaltransWords`).
  func read(_ text: String) -> RoadWords {
    CaltransWords.read(text)
  }
}
