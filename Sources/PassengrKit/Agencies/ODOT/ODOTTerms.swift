/// ODOT's own words for the one reader (`RoadWords`): the restriction codes' texts as crews and
/// incident headlines repeat them, and the boilerplate of TripCheck's crew reports and incidents
/// that restricts nothing. The vocabulary every agency shares lives with the reader.
enum ODOTTerms {
  /// The terms passed to the reader for every ODOT text.
  static let terms = RoadTerms(
    restrictions: [
      // Code A's words: where they are posted a car must carry chains or traction tires (Oregon
      // law), not fit them: a car is told to have them aboard, as "Motorists must carry chains" is.
      ("carry chains or traction tires", .tractionAdvised),
      ("carry chains or traction tires required", .tractionAdvised),
      // Code B's and B1's words: the code list files them above code A, trucks and vehicles towing
      // chained and every other vehicle carrying chains or traction tires (the shared reader alone
      // leaves a rule set by weight to the heavier vehicles).
      ("chains required on vehicles towing or over 10,000 gvw", .tractionAdvised),
      ("chains required on vehicles towing or single drive axle over 10,000 gvw", .tractionAdvised),
      // Code C's and D's words, clause by clause. Code C lets a car under 10,000 GVW not towing use
      // traction tires in place of chains: for a car it is a traction requirement, as Caltrans'
      // R-1 is. Code D admits no tire in place of chains.
      ("traction tires allowed in place of chains on vehicles under 10,000 gvw and not towing", .tractionRequired),
      ("traction tires alone are not sufficient", .chainsAll), ("traction tires alone not sufficient", .chainsAll),
      ("traction tires are not sufficient", .chainsAll), ("traction tires not sufficient", .chainsAll),
      ("traction tires not enough", .chainsAll), ("traction tires are not enough", .chainsAll),
      // A crew writes "traffic stopped" or "held" with no end when the road is blocked; a delay
      // comes with its length ("delays of 20 minutes").
      ("traffic stopped", .closed), ("traffic is stopped", .closed), ("traffic is being stopped", .closed),
      ("held indefinitely", .closed), ("held until further notice", .closed), ("stopped indefinitely", .closed),
      ("stopped until further notice", .closed),
      // Crews' shorthand for code D.
      ("chains on all vehicles", .chainsAll),
      // A code named as crews and incident records name it ("Restriction: A - Carry chains or
      // traction tires"), at the level its words have above.
      ("restriction a", .tractionAdvised), ("restriction b", .tractionAdvised), ("restriction b1", .tractionAdvised),
      ("restriction c", .tractionRequired), ("restriction d", .chainsAll),
      // An incident's event type by its code, copied with the record ("RW | Road Construction | …"):
      // road work, an obstruction, a vehicle: something on the road, delays at most as a label is.
      ("rw", .trafficDelays), ("ob", .trafficDelays), ("vh", .trafficDelays),
    ],
    information: [
      // Crew report boilerplate.
      "plows working", "plow working", "plows out", "crews working", "crews on scene", "sanding", "sanding in progress",
      "deicer applied", "de icer applied", "anti icer applied", "maintenance crews working",
      // The code list's weather and road words, as crews repeat them.
      "clear", "no precipitation", "clear no precipitation", "partly cloudy", "overcast", "ground fog",
      "intermittent showers", "rain",
      "snow flurries", "snowing hard continuously", "snowing hard and continuously", "heavy snow", "light snow",
      "snowing",
      "bare pavement", "spots of ice", "black ice", "snow pack breaking up", "packed snow", "standing water flooding",
      // Incident boilerplate: the impact words that state no delay, the link to TripCheck's map.
      "no to minimum delay", "minimum delay", "no delay", "winter maintenance", "tow crews on scene", "see tripcheck",
      "see tripcheck com", "tripcheck", "check tripcheck com", "visit tripcheck com", "use an alternate route",
      // The weather event's code: what the weather does to the road is told beside it.
      "wt",
    ])
}
