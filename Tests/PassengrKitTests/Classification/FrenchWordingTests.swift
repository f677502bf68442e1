import Testing

@testable import PassengrKit

/// French texts of the road (Québec's 511 and its neighbours) read as their English does; what
/// the table does not know is never `open`.
@Suite struct FrenchWordingTests {
  @Test(arguments: [
    (
      "Autoroute 40 Est, entre la sortie 55 (boulevard Saint-Jean) et la sortie 60 (Sources) : Fermeture de la voie de droite. Travaux routiers. De 21 h à 5 h.",
      RestrictionLevel.trafficDelays
    ),
    (
      "Route 175 - Réserve faunique des Laurentides\nFermeture complète dans les deux directions entre Stoneham-et-Tewkesbury et Saguenay en raison des conditions météorologiques.",
      .closed
    ),
    (
      "Route 117 - Réserve faunique La Vérendrye - Fin de l'avertissement. La route est de nouveau ouverte à la circulation dans les deux directions.",
      .open
    ),
    (
      "Déplacements non recommandés sur la route 138 entre Baie-Comeau et Godbout en raison de la poudrerie et du verglas.",
      .travelAdvisory
    ),
    ("Bretelle d'accès de la sortie 98 vers l'autoroute 20 Ouest fermée. Détour par la route 116.", .trafficDelays),
    ("Route fermée", .closed), ("Fermée à la circulation", .closed),
    ("Aucune restriction. Chaussée enneigée. Visibilité réduite par endroits.", .unknown),
  ])
  func frenchReadsAsItsEnglish(text: String, level: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == level)
    // In capitals no word is told as a name: places may stay not understood, never more.
    let shouted = RestrictionClassifier.classify(text.uppercased())
    #expect(shouted == level || shouted == .unknown, "\(text.uppercased())")
  }

  @Test(arguments: [
    "Chaussée enneigée", "Chaussée partiellement glacée", "Visibilité réduite par endroits", "Poudrerie",
  ])
  func frenchWeatherLeavesAnOpeningOpen(text: String) {
    #expect(RestrictionClassifier.classify("No restrictions. " + text) == .open)
  }

  /// A negation or a word the table does not know keeps the road from `open`.
  @Test(arguments: [
    "La route n'est pas ouverte", "Route non ouverte", "Route fermée. Réouverture prévue à 18 h.",
    "La route est ouverte mais la circulation est bloquée", "Chaussée enneigée. Route impraticable.",
  ])
  func frenchNeverOpensOnWordsItDoesNotKnow(text: String) {
    #expect(RestrictionClassifier.classify(text) != .open)
  }

  /// English text, with names in French, is left as it is.
  @Test func englishIsLeftAlone() {
    let text = "Road closed at Montréal de la Rivière. La Grande Ronde Valley: use caution."
    #expect(FrenchWording.inEnglish(text) == text)
  }
}
