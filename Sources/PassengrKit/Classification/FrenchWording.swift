/// Québec's and the other French-language agencies' words in the English the reader knows: a
/// French text ("Fermeture complète dans les deux directions", "Chaussée partiellement glacée") is
/// read as its English, phrase by phrase, before it is cut into clauses. Only text with a French
/// word of the road in it is touched; a French word the table does not know stays as it is, and a
/// clause with it is not understood (never `open`).
enum FrenchWording {
  /// French phrases and their English, the longest first: a phrase is replaced before the words in
  /// it are.
  static let phrases: [(String, String)] = [
    ("chaussée couverte de neige", "snow covered road"), ("couverte de neige", "snow covered"),
    ("partiellement couverte", "partly covered"), ("couverte", "covered"),
    ("deux voies sur trois", "two of three lanes"), ("une voie sur deux", "one of two lanes"),
    ("une voie sur trois", "one of three lanes"), ("en direction est", "eastbound"),
    ("en direction ouest", "westbound"), ("en direction nord", "northbound"), ("en direction sud", "southbound"),
    ("la nuit", "nightly"), ("prévoir du ralentissement", "expect slowdowns"),
    ("prévoir des ralentissements", "expect slowdowns"), ("prévoir", "expect"),
    ("jusqu'à nouvel ordre", "until further notice"), ("jusqu’à nouvel ordre", "until further notice"),
    ("attente jusqu'à", "delays up to"), ("attente jusqu’à", "delays up to"), ("avec signaleurs", "with flaggers"),
    ("signaleurs", "flaggers"), ("signaleur", "flagger"), ("travaux de reconstruction", "reconstruction roadwork"),
    ("travaux de réfection", "repair roadwork"), ("par la poudrerie", "due to blowing snow"),
    ("fermeture complète", "full closure"), ("fermeture totale", "full closure"), ("entrave complète", "full closure"),
    ("entrave partielle", "lane closure"), ("fermeture partielle", "lane closure"),
    ("fermée à la circulation", "closed to traffic"), ("fermé à la circulation", "closed to traffic"),
    ("fermées à la circulation", "closed to traffic"), ("fermés à la circulation", "closed to traffic"),
    ("de nouveau ouverte", "reopened"), ("de nouveau ouvert", "reopened"), ("rouverte", "reopened"),
    ("rouvert", "reopened"), ("ouverte à la circulation", "open to traffic"),
    ("ouvert à la circulation", "open to traffic"),
    ("à la circulation", "to traffic"), ("réserve faunique", "Park"),
    ("dans les deux directions", "in both directions"), ("dans les deux sens", "in both directions"),
    ("direction est", "eastbound"), ("direction ouest", "westbound"), ("direction nord", "northbound"),
    ("direction sud", "southbound"), ("voie de droite", "right lane"), ("voie de gauche", "left lane"),
    ("voie du centre", "center lane"), ("voie centrale", "center lane"), ("une voie", "one lane"),
    ("deux voies", "two lanes"), ("accotement", "shoulder"), ("bretelle d'accès", "on ramp"),
    ("bretelle de sortie", "off ramp"), ("bretelle", "ramp"), ("circulation en alternance", "alternating traffic"),
    ("circulation alternée", "alternating traffic"), ("circulation lente", "slow traffic"),
    ("ralentissements", "slowdowns"), ("ralentissement", "slowdown"),
    ("déplacements non recommandés", "travel not recommended"),
    ("déplacement non recommandé", "travel not recommended"),
    ("déplacements déconseillés", "travel not recommended"), ("travaux routiers", "roadwork"), ("travaux", "roadwork"),
    ("chaussée partiellement enneigée", "partly snow covered road"), ("chaussée enneigée", "snow covered road"),
    ("chaussée partiellement glacée", "partly icy road"), ("chaussée glacée", "icy road"),
    ("chaussée mouillée", "wet road"), ("chaussée sèche", "dry road"), ("chaussée glissante", "slippery road"),
    ("chaussée", "road"), ("partiellement", "partly"), ("enneigée", "snow covered"), ("glacée", "icy"),
    ("mouillée", "wet"), ("sèche", "dry"), ("glissante", "slippery"), ("visibilité réduite", "reduced visibility"),
    ("visibilité bonne", "good visibility"), ("bonne visibilité", "good visibility"),
    ("par endroits", "in places"), ("pluie verglaçante", "freezing rain"), ("poudrerie", "blowing snow"),
    ("verglas", "black ice"), ("neige", "snow"), ("pluie", "rain"), ("brouillard", "fog"),
    ("en raison des", "due to"), ("en raison de la", "due to"), ("en raison du", "due to"),
    ("en raison de", "due to"), ("à cause de", "due to"), ("conditions météorologiques", "weather conditions"),
    ("conditions routières", "road conditions"), ("fin de l'avertissement", "advisory cancelled"),
    ("avertissement", "advisory"), ("détour par", "detour via"), ("détour", "detour"), ("aucun", "none"),
    ("pneus d'hiver obligatoires", "winter tires required"), ("chaînes obligatoires", "chains required"),
    ("véhicule en panne", "disabled vehicle"), ("accident", "crash"), ("fermetures", "closures"),
    ("fermeture", "closure"), ("fermées", "closed"), ("fermés", "closed"), ("fermée", "closed"), ("fermé", "closed"),
    ("ouverte", "open"), ("ouvert", "open"), ("la route est", "the road is"), ("l'autoroute", "the highway"),
    ("autoroute", "highway"), ("entre", "between"), ("sortie", "exit"), ("vers", "toward"), ("de la", "of the"),
    ("des", "of the"), ("du", "of the"), ("de", "of"), ("à", "at"), ("au", "at"), ("aux", "at"), ("sur", "on"),
    ("la", "the"), ("le", "the"), ("les", "the"), ("et", "and"),
  ]

  /// Words only a French text of the road has: one of them marks a text to translate.
  static let markers: Set<String> = [
    "fermée", "fermé", "fermées", "fermés", "fermeture", "fermetures", "chaussée", "voie", "voies", "circulation",
    "travaux", "déplacements", "entrave", "bretelle", "poudrerie", "verglas", "enneigée", "glacée", "ouverte",
    "rouverte", "détour", "avertissement", "directions", "visibilité", "endroits", "neige", "pluie", "brouillard",
    "glissante", "mouillée", "sèche", "faunique", "couverte", "signaleurs", "attente", "prévoir",
  ]

  /// `text` in English where it is French; unchanged otherwise.
  static func inEnglish(_ text: String) -> String {
    // Most markers have a letter beyond ASCII; the others are looked for before the text is split.
    // (Most texts are ASCII with none of them: one pass over their bytes, nothing allocated.)
    let asciiMarkers = ["voie", "poudrerie", "verglas", "travaux", "circulation", "neige", "pluie", "brouillard"]
    guard
      text.utf8.contains(where: { $0 >= 0x80 })
        || ASCIIText.contains(anyOf: asciiMarkers, in: text, ignoringCase: true) == true
    else { return text }
    let words = text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" })
    guard words.contains(where: { markers.contains(String($0)) && $0 != "directions" }) else { return text }
    var characters = Array(text)
    var lowered = characters.map { Character($0.lowercased()) }
    // Replaces each `french` standing as whole words, where `fits` allows it at that index.
    func replace(_ french: String, with english: String, where fits: (Int) -> Bool = { _ in true }) {
      let pattern = Array(french)
      var index = 0
      while index + pattern.count <= lowered.count {
        guard lowered[index..<(index + pattern.count)].elementsEqual(pattern),
          index == 0 || !lowered[index - 1].isLetter,
          index + pattern.count == lowered.count || !lowered[index + pattern.count].isLetter, fits(index)
        else {
          index += 1
          continue
        }
        characters.replaceSubrange(index..<(index + pattern.count), with: Array(english))
        lowered.replaceSubrange(index..<(index + pattern.count), with: Array(english))
        index += english.count
      }
    }
    // "de 22 h à 5 h": from one hour to the next.
    func beforeHour(_ index: Int, _ length: Int) -> Bool {
      var at = index + length
      guard at < lowered.count, lowered[at] == " " else { return false }
      at += 1
      let digits = at
      while at < lowered.count, lowered[at].isNumber { at += 1 }
      return (1...2).contains(at - digits) && at + 1 < lowered.count && lowered[at] == " " && lowered[at + 1] == "h"
        && (at + 2 == lowered.count || !lowered[at + 2].isLetter)
    }
    replace("de", with: "from") { beforeHour($0, 2) }
    replace("à", with: "to") { beforeHour($0, 1) }
    for (french, english) in phrases { replace(french, with: english) }
    // "de 21 h à 5 h": an hour after its figure.
    replace("h", with: "hrs") { $0 >= 2 && lowered[$0 - 1] == " " && lowered[$0 - 2].isNumber }
    return String(characters)
  }
}
