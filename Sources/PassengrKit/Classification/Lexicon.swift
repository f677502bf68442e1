import FoundationEssentials

/// The words the clause reader knows a statement by: what a clause speaks of (the road, some of
/// its lanes, a ramp, a facility beside it, another road, the record itself), for whom (every
/// vehicle, or trucks only), and the kinds of clause that set no level of their own (an event's
/// label, a hazard notice, advice). Learned from real agency wording; only `ClauseStatement` reads
/// it. Every entry is normalised as `RestrictionClassifier.normalize` leaves a clause.
enum Lexicon {
  // MARK: What a clause speaks of

  /// Lanes: closing some of them leaves the road open, with delays.
  static let laneWords: Set<String> = ["lane", "lanes", "ln", "lns"]

  /// Words that name some lanes, not all: a count or a place across the road.
  static let laneQualifiers: Set<String> = [
    "one", "single", "two", "three", "four", "right", "left", "slow", "fast", "center", "centre", "middle", "inside",
    "outside", "passing", "climbing", "express", "hov", "collector", "distributor", "auxiliary", "turn", "truck",
    "bike", "some", "a", "number", "lane", "#", "outer", "inner", "curb", "median", "carpool", "bus", "merge",
    "acceleration", "deceleration", "chain", "up", "1", "2",
  ]

  /// Beside the lanes: closing them restricts no car.
  static let roadsideWords: Set<String> = [
    "shoulder", "shoulders", "rshoulder", "lshoulder", "sidewalk", "sidewalks", "crosswalk", "crosswalks", "bike",
    "bikeway", "bikeways", "pathway", "pathways", "walkway", "walkways", "pedestrian", "pedestrians", "parking",
  ]

  /// Ways on and off the road and parts of junctions: closing them is delays at most.
  static let connectorWords: Set<String> = [
    "ramp", "ramps", "onramp", "offramp", "interchange", "intersection", "intersections", "connector", "connectors",
    "exit", "exits", "entrance", "turn", "turns", "driveway", "driveways", "access",
    // Ontario's "Express to collector transfer closed": the way from one carriageway to the other.
    "transfer", "transfers",
  ]

  /// Facilities beside the road: closing one closes no road.
  static let facilities: [String] =
    StatedClosure.facilities + [
      "park and ride", "park ride", "park n ride", "transit station", "bus stop", "bus stops", "ferry terminal",
      "overpass", "pedestrian bridge", "viewpoint", "information centre", "visitor centre", "toilets", "washrooms",
      "rest area", "rest areas", "frontage road", "frontage roads", "observation area", "chain station",
      "chain stations", "carpool lot", "truck parking", "trail crossing", "sno park lot", "parking lot",
      "vista point", "vista points", "campground", "campgrounds", "day use area", "picnic area", "trailhead",
      "scenic overlook", "overlook", "turnout", "pullout", "brake check area", "chain up area", "chain up areas",
      "inspection station", "truck inspection station", "scale house", "brake check", "washroom", "washroom facilities",
      "chain installation area", "chain installation areas", "wayside", "waysides", "welcome center", "welcome centre",
      "chain off area", "chain off areas", "chain removal area", "chain removal areas",
      "chain up and removal area", "chain up and removal areas", "chain up and chain off areas",
      "bicycle path", "bike path", "multi use path", "multiuse path", "shared use path", "pedestrian path",
      "runaway truck ramp", "runaway truck ramps", "truck escape ramp", "truck escape ramps", "runaway ramp",
      "escape ramp", "brake inspection area", "brake inspection areas", "truck brake inspection area",
      "discovery centre", "discovery center", "interpretive center", "interpretive centre", "rest park", "rest parks",
      "weigh in motion",
      "parking area",
      "parking areas",
      "overlook parking area", "overlook parking areas", "snow play area", "snow play areas",
    ]

  /// Each facility's name as its words, in the order of `facilities`: split once, for the readers
  /// that match them word by word.
  static let facilityPhrases: [[String]] = facilities.map { $0.split(separator: " ").map(String.init) }

  /// The words of each facility's name that holds an "and" ("park and ride"): one name, no list.
  static let facilityPhrasesWithAnd = facilityPhrases.filter { $0.contains("and") }

  /// Words a street's name ends with: a named street closed beside a highway is a side road.
  static let streetWords: Set<String> = [
    "road", "street", "st", "avenue", "ave", "boulevard", "blvd", "way", "drive", "dr", "place", "pl", "court",
    "crescent", "loop", "lane", "connector", "frontage",
  ]

  /// Words of a highway's own name: a clause naming one speaks of the road itself.
  /// What a route's number follows ("I 90", "US 2", "SR 18", "SH 21", "VT 108", "MN 23", "WY 130"):
  /// the kinds of road and the states' codes, never one that is also a common word ("in", "me", "ok").
  static let routePrefixes: Set<String> = [
    "i", "us", "sr", "sh", "hwy", "wa", "or", "ca", "id", "mt", "wy", "co", "nv", "ut", "az", "nm", "ak", "tx", "ks",
    "ne", "sd", "nd", "mn", "wi", "mi", "ia", "il", "ky", "tn", "va", "wv", "nc", "sc", "ga", "pa", "ny", "nj", "vt",
    "nh", "ma", "ct", "md", "oh", "wis", "autoroute", "pth", "idaho", "oregon", "utah", "colorado", "montana",
    "wyoming", "nevada", "arizona", "washington", "california",
  ]

  static let highwayWords: Set<String> = [
    "highway", "hwy", "interstate", "i", "sr", "us", "route", "freeway", "expressway", "expwy", "bc", "trans",
    "parkway", "autoroute", "qew", "turnpike", "thruway", "skyway", "nys",
    "transcanada", "mainline", "pass", "summit",
  ]

  /// The record's own words: "has closed their incident" ends a dispatch, not a road.
  static let recordPhrases = [
    "closed their incident", "closed the incident", "closed its incident", "incident closed", "closed the call",
    "closed their call", "closed this incident", "incident has been closed", "event closed",
  ]

  // MARK: For whom

  /// Classes of vehicle other than a passenger car: the one list every reader of "for whom"
  /// consults (`ClauseStatement`, `RestrictionClassifier.vehicleClass`, `TrafficStops`, Caltrans'
  /// forms).
  static let heavyVehicles = [
    "commercial", "commercial vehicles", "commercial vehicle", "commercial motor vehicles", "cmv", "cmvs", "truck",
    "trucks", "semi", "semis", "semi trucks", "tractor trailers", "big rigs", "trailers", "trailer", "towing",
    "permit loads", "permit load", "oversize", "oversized", "overweight", "wide loads", "wide load", "loads", "load",
    "industrial", "heavy vehicles", "heavy trucks", "flammable cargo", "hazardous materials", "single unit vehicles",
    "toy haulers", "buses", "bus", "tractor trailer", "tractors", "motorcycles", "rvs", "empty trucks", "in length",
    "feet long", "longer than", "campers", "camper", "big rig", "trucking", "truckers", "vehicles towing",
    "motorhomes", "tractor", "feet wide", "ft wide", "wider than", "feet high", "ft high", "taller than",
    "over width", "overwidth", "over height", "overheight", "gvw", "gvwr", "gross vehicle weight", "maximum chains",
    "weight rating", "combos", "hazardous material", "hazmat vehicles", "hazardous material carriers",
    "hazardous materials carriers", "carriers",
    "axles", "oversize permits", "overweight permits", "heavy vehicle", "heavy vehicle restriction", "dangerous goods",
    "large vehicles", "large trucks", "cv", "cvs", "comm vehicle", "comm vehicles", "hazmat loads", "hazmat trucks",
    "hazmat carriers", "school buses", "motorcoaches", "motor coaches", "tandem trailers", "trailers in tandem",
    // (Each word of an entry becomes a class's word: never one prose uses of every driver, as
    // "travel" in "travel trailers" would be.)
    "recreational vehicles", "placarded vehicles", "hazmat placarded vehicles",
  ]

  /// The words of `heavyVehicles` that name a class, each alone ("commercial", "trucks", "hazmat",
  /// "loads"), never a measure of one ("over", "feet", "gross", "weight") or "vehicles" itself.
  static let heavyClassWords: Set<String> = Set(heavyVehicles.flatMap { $0.split(separator: " ").map(String.init) })
    .subtracting([
      "in", "than", "longer", "feet", "long", "wide", "high", "ft", "over", "no", "maximum", "chains", "vehicles",
      "vehicle", "motor", "gross", "weight", "rating",
    ])

  /// Nouns of a purpose: a class of vehicle before one is the work's object ("closed for commercial
  /// vehicle recovery"), not the class a rule binds.
  static let purposes: Set<String> = [
    "recovery", "removal", "move", "moves", "repair", "repairs", "crash", "collision", "incident", "fire", "spill",
    "investigation", "cleanup", "tow", "inspection", "rollover", "fire", "salvage", "operations", "work", "transport",
    // "Chain controls in effect with truck screening at Applegate": a check of trucks, not the rule's class.
    "screening", "screenings", "scale", "scales", "checkpoint",
  ]

  /// Words that name every vehicle, a car among them.
  static let everyone = [
    "other vehicles", "all other", "non commercial", "noncommercial", "other traffic", "light vehicles",
    "all traffic", "passenger vehicles", "passenger vehicle", "passenger cars", "passenger traffic", "cars", "autos",
    "motorists",
    "everyone", "all motorists", "general public", "public",
  ]

  /// Words that restrict a class of vehicle: what a rule for trucks says of them.
  static let vehicleRules = [
    "chain", "chains", "chaining", "prohibited", "not allowed", "not permitted", "denied", "must", "detour",
    "restriction",
    "restrictions", "limit", "limits", "limited", "stop", "screening", "required", "requirement", "requirements",
    "take alternate", "alternate route", "alternate routes", "banned", "no", "traction", "maximum", "screening",
    "or lower", "or less", "open to vehicles", "ban", "bans", "not advised", "advised against",
    "restricted", "advised not to travel", "not recommended", "suspended", "must use", "use caution",
    "reduced loads", "being held", "are held", "held at", "held until",
    // What a class is told to do at a scale or a border: "Commercial vehicles bypass", "Commercial
    // vehicles proceed", "Commercial wait 45 min", "RVs may resume travel".
    "bypass", "proceed", "wait", "resume travel", "may resume",
    // Sent round or back: "Trucks are being turned around", "Semis are detoured via US 6".
    "turned around", "turned back", "detoured", "rerouted", "diverted",
  ]

  // MARK: Kinds of clause that set no level of their own

  /// The heads of an event's label: "Road Construction", "Maintenance Operations", "2 Vehicle
  /// Crash", "Utility work planned between A and B", "Wash Out from Topley to …". A label says
  /// something is on the road: delays at most.
  static let eventWords: Set<String> = [
    "construction", "maintenance", "operations", "operation", "work", "works", "roadwork", "repair", "repairs",
    "paving", "resurfacing", "reconstruction", "rehabilitation", "installation", "replacement", "improvements",
    "improvement", "project", "crash", "collision", "incident", "hazard", "debris", "spinout", "spinouts", "mowing",
    "coating", "pruning", "utility", "landslide", "slide", "mudslide", "washout", "erosion", "removal", "recovery",
    "event",
    "striping", "sweeping", "patching", "grading", "paint", "painting", "inspection", "testing", "survey", "clearing",
    "falling", "stabilization", "scaling", "drilling", "blasting", "culvert", "ditching", "brushing", "cleanup",
    "cleaning", "jack", "knife", "jackknife", "jackknifed", "involved", "disabled", "stalled", "vehicle", "vehicles",
    "fire", "spill", "escort", "break", "signals", "signal", "wrong", "driver", "control", "impacts", "impact",
    "cmv", "emergency", "flooding", "pothole", "potholes", "animal", "tree", "trees", "rock", "rockfall", "fall",
    // IBI 511's event type for crashes and incidents, one word in its feeds.
    "accidentsandincidents",
    "falls", "rockfalls",
    "filming", "parade", "demolition", "electrical", "lighting", "fiber", "optics", "it", "sign", "signs",
    "guardrail", "barrier", "way", "bridge", "tunnel", "wall", "winter", "highway", "road", "special", "local",
    "traffic", "planned", "operation", "boat", "express", "lane", "seal", "deposit", "danger", "wash", "out",
    "minor", "major", "daily", "overnight", "nightly", "emergent", "paving", "asphalt", "concrete", "joint",
    "deck", "column", "snow", "avalanche", "1125", "1125a", "1183", "1182", "1179", "1185", "flammable",
    "restriction", "operations", "crack", "sealing", "line", "markings", "pavement", "geotechnical", "drainage",
    "divider", "median", "abandoned", "defective", "assist", "trfc", "unkn", "inj", "injury", "injuries", "mitigation",
    "czp",
    "non", "property", "damage", "hit", "run", "roadway", "animal", "livestock", "pedestrian", "accident", "accidents",
    "slowdown", "zone", "type", "trimming", "girder", "placement", "1141", "1180", "1181", "1184", "en",
    "truck", "tractor", "trailer", "semi", "bus", "rv", "car", "pickup", "motorcycle", "multi", "broken",
    // Lane-closure records' kinds of work: "Rumble strip install", "Pavement grinding", "Fiber optic
    // installation", "Crash cushion repair", "Luminaire replacement".
    "rumble", "strip", "strips", "install", "installs", "grinding", "milling", "overlay", "rehab", "chip", "slurry",
    "microsurfacing", "retrofit", "widening", "realignment", "sawcutting", "boring", "trenching", "excavation",
    "surveying", "coring", "potholing", "spraying", "herbicide", "weed", "abatement", "graffiti", "washing",
    "landscaping", "irrigation", "optic", "cable", "conduit", "detector", "detectors", "sensor", "sensors",
    "luminaire", "luminaires", "delineator", "delineators", "markers", "thermoplastic", "cushion", "attenuator",
    "k", "rail", "railing", "fencing", "fence", "retaining", "soundwall", "sound", "slope", "dike", "vegetation",
    "brush", "meter", "metering", "utilities", "sewer", "pipeline", "geotech", "bridge", "joint", "joints",
    "marking", "building", "slipout", "slipouts", "shoulder", "shoulders",
    // Bridge and surface work: "for bridge girder placement", "deck overlay", "frost heave repair";
    // what lies in a lane ("1125 BOULDER IN #1 LN").
    "girders", "beam", "beams", "restriping", "setting", "frost", "heave", "heaves", "boulder", "boulders",
  ]

  /// The nouns among `eventWords` a label must have at least one of.
  static let eventHeads: Set<String> = [
    "cmv", "optics", "flammable", "wash", "tree", "rockfall", "rockfalls", "fall", "falls", "accidentsandincidents",
    "construction", "maintenance", "operations", "operation", "work", "works", "roadwork", "repair", "repairs",
    "paving", "resurfacing", "reconstruction", "rehabilitation", "installation", "replacement", "improvements",
    "project", "crash", "collision", "incident", "hazard", "debris", "spinout", "spinouts", "mowing", "coating",
    "pruning",
    "landslide", "slide", "mudslide", "washout", "erosion", "removal", "recovery", "event", "striping", "sweeping",
    "patching", "grading", "painting", "inspection", "testing", "stabilization", "scaling", "blasting", "cleanup",
    "jackknife", "jackknifed", "knife", "involved", "disabled", "stalled", "fire", "spill", "escort", "break",
    "signals", "driver", "impacts", "filming", "parade", "demolition", "optics", "control",
    "sealing", "markings", "drainage", "divider", "abandoned", "defective", "assist", "mitigation", "livestock",
    "accident", "accidents", "trimming",
    "install", "installs", "grinding", "milling", "overlay", "rehab", "microsurfacing", "retrofit", "widening",
    "realignment", "sawcutting", "boring", "trenching", "excavation", "surveying", "coring", "potholing", "spraying",
    "abatement", "washing", "landscaping", "irrigation", "electrical", "drilling", "metering", "fencing", "seal",
    "placement", "girder", "girders", "restriping", "heave", "heaves",
  ]

  /// Hazards a notice warns of, which restrict no car: "Falling Ice", "Wildlife on Road", "Watch
  /// for potholes", "Strong Cross Winds", "High flood warning in effect".
  static let hazardNotices = [
    // A sign's standing warning: "AVALANCHE AREA / NO STOPPING / NEXT 7 MILES".
    "avalanche area", "avalanche zone", "avalanche terrain", "avalanche area no stopping",
    "wildlife advisory", "wildlife on road", "wildlife on the road", "wildlife warning", "flood warning",
    "high flood warning", "flood watch", "wind warning", "wind advisory", "strong cross winds", "cross winds",
    "crosswinds", "falling ice", "ice falling", "falling rock", "falling rocks", "watch for falling rock",
    "watch for falling rocks", "watch for potholes", "potholes", "watch for wildlife", "wild horses",
    "watch for wild horses", "water pooling", "extreme water pooling", "pooling", "limited visibility",
    "poor visibility", "slippery sections", "watch for slippery sections", "slushy sections",
    "winter driving conditions",
    "winter conditions", "compact snow", "black ice", "heavy snowfall", "heavy rain", "freezing rain", "blowing snow",
    "drifting snow", "snowing", "sections of gravel", "avalanche hazard", "there is an avalanche hazard",
    "overcast skies", "blowing dust", "severe blowing snow", "whiteout conditions", "whiteouts",
    "near whiteout conditions", "winter driving conditions exist statewide", "winter driving conditions exist",
    "driving conditions difficult", "difficult driving conditions", "black ice reported", "snow levels near",
    "near zero visibility", "heavy snowfall expected", "anticipated heavy snowfall", "significant icing expected",
    "visibility good", "snow has ended", "extreme cold warning", "extreme cold", "wind chill", "wind chills",
    "frostbite", "avalanche hazard rating", "power outages", "moose on the roadway", "moose on the road",
    "watch for moose",
    "elk herd crossing", "elk crossing",

    // The National Weather Service's alert headlines and what they forecast: weather, not the road's state.
    "winter storm warning", "winter storm watch", "winter weather advisory", "blizzard warning", "blizzard watch",
    "freezing rain advisory", "ice storm warning", "high wind warning", "high wind watch", "wind advisory",
    "wind chill warning", "wind chill advisory", "dense fog advisory", "avalanche warning", "avalanche watch",
    "lake effect snow warning", "special weather statement", "hazardous weather outlook", "snow squall warning",
    "heavy snow expected", "snow expected", "snow accumulations", "ice accumulations", "total snow accumulations",
    "severe driving conditions", "difficult driving conditions", "hazardous driving conditions",
    "poor driving conditions", "speed restriction", "speed restrictions", "visibility one quarter mile or less",
    "visibility one half mile or less", "visibility near zero", "gusts up to", "partially covered", "partly covered",
    "completely covered", "fully covered", "fully snow covered", "snow covered", "partially snow covered",
    "visibility under", "visibility below", "visibility less than", "visibilities under", "visibilities below",
    "conditions are extremely hazardous", "extremely hazardous conditions", "conditions are hazardous",
    "extremely hazardous", "whiteout conditions", "near whiteout conditions", "occasional whiteout conditions",
    "especially for high profile vehicles", "for high profile vehicles",
    "high profile vehicles", "the roadway is", "the road is", "occasional", "with occasional", "speed advisory",
    "advisory speed",
    // Storm words and a reduced limit told as notices: "Blizzard conditions with near zero visibility"
    // ("Blizzard." alone, "Zero visibility" and a severe weather alert may be a road shut: not here),
    // "There is a speed restriction of 45 MPH in effect", "Weight limits posted at 24 tons", "Please
    // observe posted signs".
    "blizzard conditions", "sudden whiteout conditions",
    "speed restriction of", "reduced speed limit", "weight limits posted", "weight limit posted",
    "posted weight limits",
    "observe posted signs", "observe all posted signs", "obey posted signs", "obey all posted signs",
    // A weather service's headline told in effect or ending: "Winter Storm Warning remains in effect
    // until 4 AM PST Saturday above 4000 feet", "The winter storm warning will expire at noon".
    "remains in effect until", "in effect until", "will expire at", "expires at", "values as low as", "as low as",
  ]

  /// The words of a weather or surface report beyond the reader's own (`reportWords`): what a
  /// forecast or a crew says of snow, rain and the road, with the words that carry it.
  static let weatherWords: [String] =
    Array(RestrictionClassifier.reportWords) + [
      "fall", "challenging", "expected", "potential", "persist", "begin", "forecasted", "mountain", "travelers",
      "travellers", "should", "motorists", "drivers", "elevations", "that", "due", "rainfall", "pooling", "melting",
      "deteriorating", "rapidly", "possible", "accumulation", "accumulations", "cm", "centimetres", "centimeters",
      "chemically",
    ]

  /// Advice and boilerplate sentences that restrict nothing.
  static let adviceSentences = [
    "do not pass plows", "do not pass on the right", "stay back from plows", "stay alive",
    "consider uta ski bus", "consider the ski bus", "consider taking the ski bus", "consider transit",
    "illegally parked vehicles will be towed", "vehicles parked illegally will be towed",
    "passenger cars use caution", "passenger vehicles use caution", "cars use caution",
    "residents please move vehicles off the roadway so plows can get through",
    "do not drive through standing water", "do not drive through flooded roads", "do not drive through flood waters",
    "do not drive through floodwaters", "turn around don t drown", "turn around dont drown",
    "passenger vehicles use extreme caution", "4x4 vehicles use caution", "four wheel drive vehicles use caution",
    "avoid unnecessary lane changes", "avoid sudden lane changes", "avoid sudden braking", "avoid using cruise control",
    "obey all signage", "obey all signs", "obey signage", "this work is weather dependent", "work is weather dependent",
    "weather dependent", "weather permitting", "estimated travel time", "stay tuned", "for more information",
    "for more info", "please exercise caution", "exercise caution", "drive cautiously", "keep an eye out",
    "reduce your speed", "reduce speed", "use caution", "please use caution", "drive with caution", "watch for workers",
    "use low beams", "use your low beams", "turn on headlights", "turn on your headlights", "headlights on",
    "watch for crews", "be aware", "minimal delays are anticipated", "no delays are anticipated",
    "no delays anticipated", "no expected delays", "no impacts", "no impacts this week", "no work on",
    "contact", "give them room to work", "give them room", "give crews room to work", "give plows room",
    // "Give them room to work and don't crowd the plow", "SNOW PLOW AHEAD / SLOW DOWN".
    "do not crowd the plow", "don't crowd the plow", "dont crowd the plow", "do not crowd plows", "slow down",
    // "NHP advises motorists to slow down": a patrol's advice, told of whom.
    "advises motorists to slow down", "advises drivers to slow down", "urges motorists to slow down",
    "reminds motorists to slow down", "advises motorists to use caution", "urges motorists to use caution",
    "passenger vehicles use caution", "commercial vehicles use caution", "all vehicles use caution",
    "motorists use caution", "drivers use caution", "high profile vehicles use caution",
    "watch for traffic control personnel", "watch for flaggers", "plan ahead", "allow extra time",
    "check the website", "travellers are advised", "travelers are advised", "motorists are advised",
    "drivers are advised",
    "drive carefully", "a distance of", "please use caution when travelling", "please use caution when traveling",
    "use caution when travelling", "use caution when traveling", "please exercise caution through affected areas",
    "please slow down and drive with care", "slow down and drive with care", "thank you for your patience",
    "plan on slippery road conditions", "plan on slippery roads", "expect snow removal equipment on the roadway",
    "watch for snow removal equipment", "for more information visit",
    "thanks for your patience", "we appreciate your patience", "thank you for your cooperation", "drive safely",
    "drive safe", "please drive safely",
    "new rest area will be built", "visual distraction", "estimate to complete", "estimated time to complete",
    "estimate time to complete",
    "drive according to conditions", "drive according to the conditions", "drive for conditions",
    "drive to conditions", "adjust your speed to conditions", "stay back", "stay well back", "seek alternate route",
    "seek an alternate route", "seek alternate routes", "recommends delaying travel", "delay travel", "delaying travel",
    "postpone travel", "if you must travel", "if you must go",
    "if travel is necessary",
    "if you must drive", "give plows room to work", "give plows room",
    "give snowplows room", "give plows plenty of room",
    "please slow down and give plows room to work", "slow down and give plows room to work",
    "should stay in their vehicles", "stay in their vehicles", "stay with their vehicles",
    "motorists stranded in the area should stay in their vehicles", "plows have been pulled from the road",
    "plows have been pulled", "vehicles will be towed", "will be towed", "violators will be fined",
    "violators who get stuck will be fined", "speed limit returned to normal", "speed limits returned to normal",
    "speed limit has returned to normal", "spring conditions", "weather permitting", "completely white",
    "vehicle reservations have ended for the season", "for the latest information",
    "for the latest information call 511",
    "call 511", "questions", "project hotline", "hotline", "work hours", "working hours",
    "expect construction vehicles entering and exiting the roadway", "construction vehicles entering and exiting",
    "expect construction vehicles", "entering and exiting the roadway",
    "be prepared", "plan accordingly",
    "ensure your vehicle is properly equipped", "ensure vehicles are properly equipped",
    "be properly equipped", "properly equipped", "do not pass on the right", "do not pass plows",
    "do not pass snowplows", "never pass a plow on the right", "fines double in work zones",
    "fines doubled in work zones", "fines double in work zone", "fines double", "conditions can change quickly",
    "conditions may change quickly", "conditions can change rapidly", "conditions change quickly",
    "information provided by", "watch for stranded vehicles", "steep grade", "steep grades", "keep an extra flashlight",
    "winter survival kit", "have a winter survival kit with you", "if you get stranded", "stay with your vehicle",
    "use your headlights", "leave plenty of distance ahead of you", "leave plenty of distance",
    "road conditions can be obtained by calling", "the latest road conditions can be obtained", "if driving",
    "in case of an emergency", "expect deteriorating driving conditions", "deteriorating driving conditions",
    "for updated conditions", "for current conditions", "for the latest conditions", "check back for updates",
    "next services", "portable restroom available", "portable toilets available", "conditions improving",
    "make sure your tires are ready", "check your tires", "check tires",
    "check tripcheck before traveling", "check tripcheck", "check cotrip", "check cotrip org", "before traveling",
    // Where more will be told, and what a notice says is not touched: "Details to follow", "Updates
    // will be posted on the app", "No current impacts to traffic", "No mainline impact", "Unknown
    // duration", "Night work is not scheduled", "Permits will not be issued", "use low-beam headlights".
    "details to follow", "more details to follow", "updates will be posted", "details will be posted",
    "information will be posted", "no current impacts to traffic", "no current impacts", "no current traffic impacts",
    "no mainline impact", "no mainline impacts", "mainline not affected", "mainline is not affected",
    "mainline traffic not affected", "no impact to mainline", "no impacts to mainline", "unknown duration",
    "duration unknown", "night work is not scheduled", "no night work", "permits will not be issued",
    "use low beam headlights", "use low beams", "see project page for details", "see the project page for details",
    "see project page", "see the project page", "hazardous conditions could impact the",
    // "Motorists are reminded to watch for wildlife", "motorists should still use caution",
    // "Travelers are encouraged to plan ahead and check the app", "Trailers and campers use extreme
    // caution", "carry extra water, blankets and a full tank of fuel", "Normal traffic patterns",
    // "Until then" (a fragment cut from its sentence), "Snow walls remain along the highway".
    "reminded to watch for wildlife", "watch for wildlife", "should still use caution", "should use caution",
    "encouraged to plan ahead", "are encouraged to", "check the wsdot app", "real time traffic information",
    "use extreme caution", "carry extra water", "blankets and a full tank of fuel", "a full tank of fuel",
    "full tank of fuel", "normal traffic patterns", "normal traffic pattern", "until then", "snow walls remain",
    "no parking on the shoulders", "no parking on the shoulder", "use designated snow play areas",
    "the speed limit is", "advised to slow down", "are advised to slow down",
    // Arizona's advice in a dust storm, a page to check, a road's shape and the weather worsening:
    // "If you encounter low visibility, pull off the road, turn off all lights and set the emergency
    // brake", "Check QuickMap before you go", "Steep grades and sharp curves", "Road conditions
    // statewide are deteriorating".
    "dust storms are possible", "dust storms possible", "if you encounter low visibility", "pull off the road",
    "turn off all lights", "set the emergency brake", "check quickmap", "sharp curves", "conditions are deteriorating",
    "road conditions are deteriorating", "conditions statewide are deteriorating",
    "could impact the morning commute", "could impact the evening commute",
    "be alert for workers and equipment", "be alert for workers", "be alert", "plan travel accordingly",

    "watch for fire crews", "watch for fire crews and equipment", "watch for equipment",
    // "Please do not pass", "Give our plows room to work!", "Please drive accordingly", "See separate
    // alert".
    "watch for fire equipment", "entering and leaving the highway", "next facilities",
    "please do not pass", "give our plows room", "give our plows room to work", "give our crews room to work",
    "give our crews room", "drive accordingly", "please drive accordingly", "see separate alert",
    "see separate alerts",
    // Boilerplate of posts and pages: "Good news:", "Check DriveBC before you go", "More info:
    // TripCheck", "so please drive carefully".
    "good news", "check drivebc before you go", "check drivebc", "before you go", "more info tripcheck",
    "more info", "more information", "so please drive carefully", "please drive carefully",
    "turn on headlights", "turn on your headlights", "do not stop to watch aircraft", "do not stop to watch",
    "watch for cyclists", "windshield damage possible", "loose gravel",
    // "Proceed with caution", "Truckers use lower gears on the descent", "ADOT plows are out", "Be
    // prepared for changing conditions".
    "proceed with caution", "please proceed with caution", "proceed cautiously", "use lower gears",
    "do not stop in the fire area", "do not stop in fire area", "do not stop in the work zone",
    "blowover risk", "blow over risk", "extreme blowover risk", "risk of blowover",
    "blowover risk for light high profile vehicles", "drive with headlights on", "headlights on", "use headlights",
    "slow down in the work area", "please slow down in the work area", "slow down in work zones", "no stopping",
    "no stopping or standing", "no parking", "do not stop along the highway", "do not stop on the highway",
    "narrow shoulders", "expect narrow shoulders",
    "use low gears", "use lower gear", "use low gear", "truckers use lower gears", "plows are out",
    "snowplows are out", "plows are out in force", "crews are out", "be prepared for changing conditions",
    "prepared for changing conditions", "changing conditions",
    // The boilerplate of long incident and work descriptions: how to drive through ("Merge early and
    // watch for crews and equipment", "Move over for emergency vehicles", "Obey posted speed limits
    // and refrain from using mobile devices"), where updates will come ("Updates will be posted as
    // they become available"), the work's schedule and fines ("This schedule is subject to change
    // due to weather", "Fines doubled when workers present"), who watches what ("ODOT geotechnical
    // crews continue to monitor the slope") and what to carry ("Travel with survival gear").
    "move over for emergency vehicles", "move over for emergency responders", "move over for first responders",
    "move over", "merge early", "watch for crews and equipment", "obey posted speed limits",
    "obey the posted speed limit",
    "refrain from using mobile devices", "avoid distractions", "be patient", "get there safely",
    "increase following distance", "increase your following distance", "keep a safe following distance",
    "maintain a safe following distance", "allow extra following distance", "allow extra travel time",
    "allow extra time", "leave extra space", "turn headlights on", "reminded to slow down",
    "slow down in work zones", "slow for the cone zone", "give tow crews room to work",
    "give snowplows room to work", "give them room to work", "use caution when approaching the scene",
    "pay close attention to flaggers and signs", "pay attention to flaggers", "watch for slowed or stopped traffic",
    "be alert for slowed traffic", "be alert for drifting snow", "watch for standing water", "use caution",
    "do not stop in the tunnel", "do not stop in avalanche zones", "do not stop in the avalanche zone",
    "do not stop in avalanche paths", "carry a winter survival kit", "carry winter survival gear", "survival gear",
    "winter survival gear", "emergency supplies", "carry emergency supplies", "travel with emergency supplies",
    "report rocks in the roadway by calling 911", "keep your foot off the brake", "fuel up",
    "as they become available", "updates will be posted to", "check back for updates", "check for updates",
    "for updates", "monitor the latest forecasts", "will post an update", "before heading up", "travel map",
    "travel info map", "schedule is subject to change", "schedules are subject to change", "subject to change",
    "may be rescheduled", "rescheduled due to weather", "expected to be completed", "is expected to be complete",
    "project completion", "completion is scheduled for", "completion is expected", "expected to take several weeks",
    "daylight hours", "no work is scheduled", "night work may occur", "work is suspended during winter weather",
    "start date will be announced", "estimated completion", "expect to finish", "fines doubled when workers present",
    "fines are doubled", "license may be suspended", "violations may result in a fine", "continue to monitor the slope",
    "monitor the slope", "assessing the slope", "assessing the damage", "thanks motorists for their patience",
    "thanks drivers for their patience", "the project replaces", "remain in the area with snow removal equipment",
    "still working in the area", "plows will continue to work", "turn on low beam headlights",
    "never stop in the travel lanes",
    "alternate routes", "as an alternate", "consider using", "consider arriving", "avoid the heaviest traffic",
    "finish the repair", "finish the cleanup", "finish the recovery", "do not attempt to cross if water is flowing",
    "drifts are refilling", "follow the directions of", "traffic returns to normal", "who must travel",
    "who must be out", "fridays or weekends", "overnight refreeze", "passenger vehicles should use caution",
    "paving will continue", "repairs continue", "are expected to take", "schedule subject to change",
    "so give them room to work", "speed limit restored",
    "the exact start date will be announced closer to construction", "the heavy snow has ended", "retaining wall",
    "trailers and light vehicles should use extra caution", "coming days",
    "use caution if traveling", "use caution if travelling", "work occurs during daylight hours",
    "all other traffic may continue", "lane markings obscured", "snowbanks remain high", "snow banks remain",
  ]

  /// Negations that restrict nothing: services, work that stops, no impact.
  static let harmlessPhrases = [
    "no fuel", "no work on", "no work", "no impacts", "no impact", "no delays are anticipated", "no delays anticipated",
    "no expected delays", "no delays expected", "no travel lanes are affected", "no travel lanes affected",
    "no travel lanes impacted", "no travel lanes are impacted", "do not pass plows", "do not pass snowplows",
    "will not see delays", "should not see delays",
    "should not experience delays", "will not experience delays", "no centre line", "no center line",
    "not blocking lanes",
    "not blocking", "no lane closures", "no fuel food or lodging", "there is no fuel", "screening for chains",
    "is currently screening for chains", "businesses are open", "traffic on the project has been revised",
    "visual distraction", "are available", "is available", "no exceptions", "detour not required",
    "no detour required", "detour is not required", "no lane impacts", "no lane impact",
    "no impacts to", "no impact to", "nothing further", "parking on the shoulder is prohibited",
    "local access maintained", "local access will be maintained", "access maintained", "access will be maintained",
    "traffic is back to normal", "traffic back to normal", "traffic has returned to normal",
    "traffic is moving normally", "there is no overnight maintenance", "no overnight maintenance",
    "this requirement does not apply to passenger vehicles", "does not apply to passenger vehicles",
    "does not apply to passenger cars", "not suitable for tractor trailers", "not suitable for large trucks",
    "gps may route large trucks on this road in error", "fog guidance lights activated", "fog guidance lights are on",
    "brake check mandatory for commercial vehicles", "all work off the travel way", "all work is off the roadway",
    "work is off the roadway", "work is expected to finish in late", "travelers can use exit",
    "access to businesses maintained", "access to businesses will be maintained",
    "parking on shoulder is prohibited", "shoulder parking is prohibited", "no parking on the shoulder",
    "no impact to vehicle lanes", "no impacts to vehicle lanes",
    // "No current impacts to traffic", "No mainline impact", "I-80 mainline not affected", "Night work
    // is not scheduled", "Permits will not be issued", "No closure is in place now".
    "no current impacts to traffic", "no current impacts", "no current traffic impacts", "no mainline impact",
    "no mainline impacts", "mainline not affected", "mainline is not affected", "mainline traffic not affected",
    "mainline traffic is not affected", "night work is not scheduled", "permits will not be issued",
    "no closure is in place now", "no closure is in place", "no closures are in place",
    // A detour or diversion over: "The diversion has ended", "The detour is no longer in place";
    // work not done on weekends.
    "diversion has ended", "detour has ended", "detour is no longer in place", "detour no longer in place",
    "no weekend work", "no work on weekends", "no speed restrictions", "no speed restriction",
    "no winter driving conditions reported", "no winter driving conditions",
    "no impact to travel lanes", "no impacts to travel lanes", "no impact to traffic", "no impacts to traffic",
    "no lanes are closed", "no lanes closed", "no lane closures expected", "no exemptions", "including 4x4",
    "including 4x4s",
    "including four wheel drive", "including all wheel drive", "including four wheel drive all wheel drive",
    "will not see any lane closures", "not see any lane closures", "will not see lane closures",
    "no closures are planned", "no closures planned", "no lanes are blocked", "no lanes blocked", "no blockage",
    "no blockages", "fog lights activated", "restrooms available", "portable restrooms available",
    "weight restrictions in effect", "weight restrictions", "seasonal load limits", "load limits apply",
    "seasonal weight restrictions", "do not park on the highway shoulder", "do not park on the shoulder",
    "no roadside parking", "no parking", "parking restrictions in effect", "parking restrictions", "tows enforced",
    "shoulder work",
    "contact district office",
    "contact the district office", "parking lot full", "parking lot is full", "parking limited", "parking is limited",
    "no lane blocked", "not blocking any lanes", "no blocking", "no stopping", "no stopping or standing", "no parking",
    "no restrooms", "restrooms closed", "lanes open", "travel lanes open", "all travel lanes open", "lanes unaffected",
    "lanes not affected",
    "no lanes affected", "no lanes impacted", "lanes are open", "travel lanes are open", "other lanes moving",
    "other lanes open", "traffic using remaining lanes", "traffic is using the remaining lanes",
    "general purpose lanes remain open", "no hazard", "no services", "parking available", "plaza open",
    "park access maintained", "access maintained", "no restrooms available", "fuel pumps unavailable",
    "no lanes closed", "no lane closures", "impact low", "units clear", "units cleared", "all units clear",
    "do not park", "no parking on",
    "lots full", "lots are full", "no cell service", "no cell coverage", "no cellular service", "no collisions",
    "no alternate crossing available", "violators subject to fines", "violators will be fined",
    "see separate event", "see separate events", "do not stop on the highway", "do not stop on the roadway",
    "see map for details", "see separate report", "see separate reports", "no active construction projects",
    "speed limits have returned to normal", "speed limit has returned to normal", "speed limits returned to normal",
    "vehicle in the median", "vehicle in median", "vehicles in the median",
    "was never affected", "were never affected", "is not affected", "are not affected", "not affected",
    "never affected", "well update when that changes", "we will update when that changes",
    "plows have cleared the road", "plows cleared the road", "crews have cleared the road",
    "vehicle in the ditch", "vehicles in the ditch", "trucks staged",
    "trucks are staged", "trucks being staged", "spring road restrictions", "spring load restrictions",
    "spring weight restrictions",
    // "Vehicle off the roadway; travel lanes not blocked."
    "lanes not blocked", "travel lanes not blocked", "lanes are not blocked", "travel lanes are not blocked",
    "roadway not blocked", "road not blocked",
    // What the road is like, told beside its state: "Narrow road, no shoulders"; and an event's
    // work told as done: "Avalanche control work has concluded".
    "no shoulders", "no shoulder", "narrow shoulders", "limited cell service", "narrow road", "narrow roadway",
    "narrow winding road", "narrow and winding", "vehicle in ditch",
    "vehicles in ditch", "car in ditch", "no vehicles involved", "has concluded", "have concluded",
    "work is complete", "work is completed", "work has been completed", "work has concluded",
    // Advice to those on foot or on a bicycle: "Pedestrians please use the south sidewalk".
    "no other restrictions are in place", "no other restrictions", "vehicles are in the ditch",
    "traffic is now moving",
    "no impacts to vehicle lanes", "no impact to vehicle lanes", "no impacts to traffic", "no impact to traffic",
    "pedestrians please use", "pedestrians should use", "pedestrians use", "cyclists should use",
    "cyclists please use", "bicyclists should use", "hikers should use",
  ]

  /// Liftings that say the event a record names is over: its label no longer delays anyone.
  static let eventEnds = [
    "now clear", "is now clear", "rescinded", "has rescinded", "has been rescinded", "has been cleared",
    "road open to traffic", "road is now open", "is now open to traffic", "now open to traffic", "road reopened",
    "highway reopened", "road has reopened", "highway has reopened", "road has been reopened",
    "closure has been cancelled", "closure has been canceled",
  ]

  /// Words that describe the work, who does it and why: nothing of the road's state.
  static let workDescriptions = [
    "debris removal", "rock removal", "tree removal", "crews will", "crews are", "crews removed", "crews have removed",
    "crews remove", "crews removing", "crews clear",
    "crews clearing", "crews repair",
    "crews repairing", "crews work", "crews respond", "crew and", "crews working", "crew working", "workers are",
    "contractor",
    "contractors", "parks canada is", "is undertaking", "are undertaking", "this is part of", "as part of",
    "is part of", "enhanced enforcement", "for questions", "media release", "is constructing", "are constructing",
    "machinery working", "work continues",
    "food or lodging", "lodging", "check their fuel", "check your fuel", "expect rapidly deteriorating conditions",
    "deteriorating conditions",
    "carry extra food", "warm clothing", "slower speeds are advised", "watch your speed", "slow down",
    "drive with care", "businesses are open", "traffic on the project has been revised",
  ]

  /// The season's routine work on a mountain road.
  static let winterOperations = [
    "winter maintenance", "winter highway maintenance", "plows out", "plows working", "sanding in progress",
    "snow removal", "plowing operations", "winter operations", "snow removal equipment", "plowing", "sanding",
    "snow plow operations are underway", "snowplow operations are underway", "plow operations are underway",
    "sanders are out", "sanders out", "plows are out", "sanders working", "plows and sanders", "sanding crews out",
    "crews out", "plow crews out", "plows out", "snow plow operations ongoing", "plow operations ongoing",
    "sanding completed", "sanding complete", "sanded", "sanded corners", "for sander", "ct for sander",
    "sanding operations underway", "sanding operations", "plowing operations underway", "plows still working",
    "plows are still working", "crews still working", "still plowing",
  ]

  /// Responders at an incident: delays, never nothing.
  static let incidentResponse = [
    "arrived on the scene", "on scene", "on the scene", "state patrol", "fire assistance", "responders", "en route",
    "tow trucks are en route", "tow truck en route",
    "notified", "responding", "courtesy patrol", "tow rolling", "tow working", "tow enroute", "tow enrt",
  ]

  /// Words that, beside a description of work, may say more than the work: an opening to come, an
  /// incident, a hazard on the road.
  static let workBarred: Set<String> = ClauseStatement.barred.union([
    "open", "opened", "reopen", "reopened", "opening", "reopening", "until", "expected", "estimated", "clear",
    "clearing", "cleared", "stuck", "stranded", "trapped", "accident", "crash", "collision", "incident", "fire",
    "spill", "avalanche", "slide", "debris", "tree", "trees", "down", "flood", "flooding", "washout", "blocked",
    "delays", "delay", "travel", "traffic", "unable", "cannot", "impossible", "trapped", "stranded", "halted",
    "halt", "suspended", "evacuated", "evacuating", "collapsed", "collapse", "failed", "failure", "gone", "buried",
    "stopped", "reach", "reached", "frozen", "rocks", "boulders", "both", "all", "pulled", "gate", "gates",
  ])

  /// The words of a weight or size table's row.
  static let tableWords: Set<String> = [
    "single", "unit", "axles", "axle", "combos", "combo", "full", "and", "semi", "trailer", "truck", "weight",
    "width", "height", "length", "restriction", "limit", "gvw", "lbs", "ft", "t",
    // The items of a list of classes: "tractor trailers with empty trailers", "tandem trailers".
    "with", "w", "empty", "tandem", "tandems", "doubles", "double", "triples", "triple", "loaded", "unloaded",
  ]

  /// Speeds lowered on the road, told as its state: delays, never the advice to slow down.
  static let slowedTraffic = [
    "reduced speed", "reduced speeds", "speed limit reduced", "speed limit is reduced", "speeds reduced",
    "speed reduced", "reduced speed limit", "speed limit lowered", "speed limit is lowered", "speed reduction",
    "speed reductions",
  ]

  /// Words that say delays on the road: alternating traffic, a lane fewer, slow-downs, traffic
  /// control, a detour.
  static let delayPhrases = [
    // An incident's clearance told with its time ("The crash is expected to be cleared by 2 PM",
    // "Estimated to clear by 2:45 PM", "The vehicle is expected to be removed within the hour"), and
    // a speed held down ("Speed is restricted to 45 MPH", "Variable speed limit of 35 MPH in effect").
    "crash is expected to be cleared", "scene is expected to be cleared", "incident is expected to be cleared",
    "collision is expected to be cleared", "vehicle is expected to be removed", "vehicles are expected to be removed",
    "estimated to clear by", "speed is restricted to", "variable speed limit",
    "single lane alternating", "alternating traffic", "alternating lanes", "alternate traffic", "alternating",
    "closed alternately", "alternately", "lane reduction", "lane reductions", "wait times", "wait time", "waits",
    "min waits", "minute waits", "minute wait",
    "take turns", "reduced to one lane", "reduced to two lanes", "reduced to single lane", "reduced to a single lane",
    "reduced to 1 lane", "reduced to 2 lanes", "single lane", "one lane", "lane restrictions", "lane restriction",
    "lane closure", "lane closures", "delays", "delay", "delayed", "slowdowns", "slowdown", "congestion",
    "traffic control", "traffic signals", "temporary traffic signals", "flaggers", "flagger", "flagging",
    "speed zone", "reduced speed", "reduced speeds", "speed reduction", "speed limit is reduced",
    "speed limit will be lowered",
    "speed limit will be reduced", "speed limit lowered", "speed limit reduced", "speed limit is lowered",
    "reduced speed zone", "narrowed", "traffic pattern", "traffic shift", "shifted",
    "moving closure", "intermittent moving closure", "rolling slowdowns", "pilot car", "direct traffic",
    "interruptions", "stoppages", "traffic stoppages", "two way traffic", "traffic break", "traffic breaks",
    "watch for traffic control", "expect delays", "minor delays", "short delays", "traffic impacts",
    "travel delays", "lanes shifted", "lane shift", "traffic will be reduced", "reduced to", "speed limit in effect",
    "be prepared to stop", "prepared to stop", "slowing traffic", "escorting traffic", "escorting", "escorted",
    "traffic escort", "sig alert", "sigalert", "traffic holds", "traffic hold", "intermittent stops",
    "intermittent traffic stops", "short stops", "brief stops", "slower speeds", "slower speeds advised",
    "speed reductions", "speed reductions in effect", "speed reduction in effect", "heavy traffic",
    "expect heavy traffic", "expect backups", "backups", "traffic is moving slowly", "traffic moving slowly",
    "moving slowly", "getting by on the shoulder", "traffic is getting by on the shoulder",
    "traffic is using the left lane",
    "traffic is using the right lane", "traffic using the left lane", "traffic using the right lane",
    "traffic is using the shoulder", "diverted to the shoulder", "traffic diverted to the shoulder",
    "avalanche hazard reduction",
    "work zone", "crews are working to clear", "working to clear", "vehicle off roadway", "vehicle off the roadway",
    "vehicle off road", "intermittently close lanes", "intermittent lane closures", "road work is scheduled",
    "work is scheduled", "slow traffic", "slow traffic ahead", "follow the pilot vehicle", "follow the pilot car",
    "crash involving", "collision involving", "incident involving", "construction zone",
    "temporary signals", "temporary signal", "signals in place", "portable signals", "temporary traffic lights",
    "counterflow", "metering in effect", "ramp metering", "metering", "traffic will be paced", "traffic is being paced",
    "traffic paced", "paced traffic", "traffic being paced", "being paced", "pacing operations", "clearance expected",
    "wrong way driver",
    "wrong way vehicle", "downed wires", "assessment in progress", "vehicle incident", "signals are dark",
    "signals dark", "traffic lights out", "signals out", "signal out", "lights out", "treat as a 4 way stop",
    "treat the intersection as an all way stop", "treat as an all way stop", "all way stop", "4 way stop",
    "traffic lights in place", "crossover in place", "crossed over", "traffic crossed over", "one lane each direction",
    "1 lane each direction", "one lane in each direction", "right lane slowed", "left lane slowed", "lane slowed",
    "crews clean up", "crews cleaning up", "moving operation", "slowing traffic", "directing traffic",
    "short term stops", "spilled load", "lost load", "semi stuck", "truck stuck", "vehicle stuck",
    "vehicles stuck", "units running break", "running a traffic break",
    "traffic slowing", "slowed traffic", "affecting traffic", "traffic still slow", "traffic is slow", "traffic slow",
    "traffic merges", "merges left", "merges right", "full stops possible", "head to head traffic",
    "four way stop", "treat as a four way stop", "signals flashing", "flashing red", "signal malfunction",
    "traffic signal malfunction",
    // "Two lanes getting by", "one lane passable in places": a lane or two left to pass.
    "lanes getting by", "lane getting by", "traffic getting by", "one lane passable", "single lane passable",
    "one lane passable in places",
    "stop and go", "stop and go traffic", "intermittent holds", "max holds", "holds of up to", "minute holds",
    "min holds", "may be slowed", "traffic may be slowed", "slowed behind",
    // The work that lets traffic through slowed: "Chip seal", "Mill and overlay", "Moving lane
    // closure", "Expect slow moving vehicles".
    "slow moving vehicles", "expect slow moving vehicles", "moving lane closure", "mobile lane closure", "chip seal",
    "chip sealing", "chip seal operations", "mill and overlay", "milling and overlay", "grind and overlay",
    "grinding and overlay", "paving operations", "pavement marking operations", "striping operations",
    "vehicle over the side", "vehicles over the side",
    "merge left", "merge right", "traffic released between holds", "released between holds",
    // "Right lane blocked, traffic merging left", "Traffic is being alternated in the southbound
    // lane", "Traffic backup is approximately 2 miles", "Lane shifts and reduced lane widths",
    // "Traffic held up to 30 min, released on the half hour".
    "traffic merging left", "traffic merging right", "merging left", "merging right", "traffic merging",
    "being alternated", "traffic alternated", "traffic backup", "traffic backups", "backup of", "backup is",
    "lane shifts", "reduced lane widths", "reduced lane width", "narrowed lanes", "released on the half hour",
    // "There is a speed restriction in place", "Speed restriction of 45 MPH": a lowered limit.
    "speed restriction", "speed restrictions",
    "released on the hour", "pavement preservation", "estimated clearance", "while traffic clears", "traffic clears",
    "traffic is clearing",
    // Traffic told as slowed, and what slows it ("backed up" is not: a queue may stand before a
    // closure): "Traffic slowed to 35 mph behind plows", "Slow-moving snow plow convoy", "Tree down
    // partially blocking EB lane", "Expect stops of up to 20 minutes".
    // An incident and the traffic let through it in turns: "Semi spun out at MP 54", "Vehicles over
    // the embankment", "Releases every 20 min", "Uphill traffic being released in waves", "Road
    // remains open between holds", "Chain-up area congested", "Long lines at the chain-up area".
    "spun out", "spin out", "over the embankment", "over an embankment", "down the embankment", "releases every",
    "released every", "intermittent releases", "released in waves", "being released", "open between holds",
    "congested", "long lines", "part of the lane", "part of lane",
    "slowed to", "traffic slowed", "traffic is slowed", "behind plows", "behind the plows",
    "behind snow plows", "behind snowplows", "slow moving snow plows", "slow moving snow plow", "slow moving plows",
    "slow moving plow", "slow moving snowplows", "slow moving snowplow", "plow convoy", "snow plow convoy",
    "snowplow convoy", "partially blocking", "partially blocked", "partially blocks", "stops of up to",
    "expect stops", "vehicles swerving", "heavy traffic volumes", "extended delays",
    // Traffic told heavy by whose it is, or by how long the drive takes: "Heavy ski traffic in
    // Little Cottonwood Canyon", "Expect 60 minute travel times". Plows working together ahead of
    // traffic: "Plow train operating on I-80", "Tandem plows working eastbound".
    // "Traffic is being flagged through the eastbound lane", "15 min intervals".
    "flagged through", "being flagged", "flagged around", "min intervals", "minute intervals",
    "canyon traffic", "ski traffic", "holiday traffic", "weekend traffic", "resort traffic", "recreational traffic",
    "snowplay traffic", "snow play traffic", "event traffic", "heavy traffic", "beach traffic", "short holds",
    "brief holds", "waiting time", "waiting times", "pilot cars are in use", "pilot car in use", "pilot cars in use",
    "being convoyed", "is being convoyed", "convoyed over", "convoyed through",
    "traffic is heavy", "traffic heavy", "traffic is very heavy", "travel times", "travel time is", "minute travel",
    "plow train", "plow trains", "snowplow train", "tandem plows", "tandem plowing", "tandem snowplows",
    "echelon plowing", "plows entering", "snowplows entering", "plows entering highway", "plows entering roadway",
  ]

  /// An incident beside the lanes: "Crash on left shoulder", "Jackknifed big rig on right
  /// shoulder". Delays; what else lies there ("Vehicles on right shoulder") is nothing, or not
  /// understood.
  static let incidentsOnTheShoulder: [String] = {
    let heads = [
      "crash", "collision", "big rig", "semi", "jackknife", "jackknifed", "stalled vehicle", "disabled vehicle",
      "spinout", "spun out vehicle", "rollover", "overturned vehicle", "overturned truck", "overturned semi",
      "vehicle fire", "disabled truck", "disabled semi", "stalled truck", "stalled semi", "multi vehicle crash",
    ]
    let sides = ["", "the ", "left ", "right ", "the left ", "the right "]
    return heads.flatMap { head in sides.map { side in "\(head) on \(side)shoulder" } }
  }()

  /// Words that say traffic passes, slowed: delays, only where nothing beside them says it does not
  /// ("Nothing getting by", "holding traffic until further notice": see `passingVetoes`).
  static let passingPhrases = [
    "traffic moving", "traffic is moving", "traffic still moving",
    "tow in progress", "towing in progress", "tow truck on scene", "pilot vehicle in use", "pilot vehicle",
    "pilot vehicles", "hold traffic", "holding traffic", "hold tfc", "may hold traffic",
    "traffic getting by", "getting by in the left lane", "getting by in the right lane", "getting by on the left",
    "getting by on the right", "lane getting by", "flag person", "flag persons", "flagperson", "flag people",
    "expect a hold of", "a hold of", "slide off", "slide offs", "slideoff", "slideoffs", "slid off",
    "vehicles are recovered", "vehicle is recovered", "while vehicles are recovered", "holds up to", "hold up to",
    "stops up to", "slow moving traffic", "expect slow moving traffic", "diverted into the northbound lanes",
    "diverted into the southbound lanes", "diverted into the eastbound lanes", "diverted into the westbound lanes",
    "diverted into the opposing lanes", "emergency vehicles on", "emergency vehicles on scene",
    "emergency crews on scene", "head to head", "traffic squeezing by", "traffic squeezing past",
    "squeezing past on the shoulder", "diverted onto the shoulder", "diverted onto the right shoulder",
    "diverted onto the left shoulder", "while traffic clears", "bridge opening", "bridge lift", "drawbridge opening",
    "minute stops", "min stops",
    // Traffic let round what blocks a lane: "vehicles using the right shoulder to get around",
    // "traffic using the center turn lane to get around", "Traffic is getting by with delays".
    "to get around", "getting around the", "is getting by", "are getting by", "getting by with delays",
    "diverted onto shoulder", "using the center turn lane", "using the turn lane", "using the right shoulder",
    "using the left shoulder", "using the shoulder",
  ]

  /// Traffic let through in turns: "Eastbound traffic is being metered at the tunnel", "Snow plow
  /// escort in effect", "Holds of 15-20 minutes", "expect congestion as held traffic is released".
  /// Delays only where nothing beside them says traffic does not pass (`turnVetoes`): "Holds of all
  /// traffic until further notice", "Plow escorts suspended", "Escort program after the road
  /// reopens" are not.
  static let turnPhrases = [
    "being metered", "traffic is metered", "traffic metered", "plow escort", "snowplow escort", "snow plow escort",
    "plow escorts", "holds of", "as the backup clears", "backup clears", "held traffic is released",
    "as traffic is released", "convoy escort", "convoy in effect", "convoys depart", "pilot vehicle departs",
    "escort program in effect",
  ]

  /// `passingVetoes`, and the words that say a turn is not taken now or not for long.
  static let turnVetoes: Set<String> = passingVetoes.union([
    "all", "indefinite", "long", "term", "full", "length", "overnight", "tomorrow", "reopens", "reopen", "once",
    "when", "cancelled", "canceled", "ended", "halted", "closure", "closed", "everyone", "anyone",
  ])

  /// Words beside `passingPhrases` that may say traffic does not pass, or not for a while.
  static let passingVetoes: Set<String> = [
    "until", "nothing", "nobody", "no", "not", "impossible", "unable", "cannot", "suspended", "indefinitely",
    "stopped", "halted", "spring", "further", "notice", "stuck",
  ]

  /// Which ways an event touches, said beside the event ("Alternating Traffic | Impacts both
  /// directions"): part of what is stated, nothing alone.
  static let impactNotes: Set<String> = [
    "impacts both directions", "affects both directions", "both directions affected", "both directions impacted",
    "impacts all directions", "impacts one direction", "affects one direction",
  ]

  /// Words that say traffic shares what lanes are left: one way's lane blocked beside them is delays.
  static let sharedLanePhrases = [
    "alternating", "alternate traffic", "single lane", "one lane", "flaggers", "flagger", "flagging", "pilot car",
    "directing traffic", "take turns", "around the scene", "two way traffic",
  ]

  /// Words that ask a driver not to travel: an advisory, never a closure.
  static let advisoryPhrases = [
    // "Persons should not travel unless it is an emergency", "Whiteout conditions will make travel
    // dangerous": the Weather Service's advice against travel.
    "travel is at your own risk", "travel at your own risk", "travel at own risk",
    "travel should be restricted to emergencies only", "travel should be restricted to emergencies",
    "travel should be limited to emergencies only", "travel should be limited to emergencies",
    "should not travel", "will make travel dangerous", "make travel dangerous", "making travel dangerous",
    "will make travel very difficult", "make travel very difficult", "making travel very difficult",
    "travel not recommended", "travel is not recommended", "avoid unnecessary travel", "avoid non essential travel",
    "consider changing travel plans", "consider changing their travel plans", "consider alternate plans",
    "consider altering travel plans", "shelter in place", "travel advisory", "travel alert", "not recommended unless",
    "unnecessary travel", "essential travel only", "emergency travel only", "delaying travel", "delay travel",
    "delay your travel", "postpone travel", "postponing travel", "postpone your travel", "driving not advised",
    "driving is not advised", "driving not recommended", "driving is not recommended",
  ]

  /// Whether a clause is advice against travel, by its grammar rather than its exact words: travel
  /// called unwise ("Driving is strongly discouraged", "All travel should be avoided"), a driver
  /// told to keep off the roads ("Please stay off the roads unless absolutely necessary", "Only
  /// travel if necessary", "Motorists are urged to stay home"), or a ban or snow emergency
  /// declared ("Driving ban in effect", "Level 2 snow emergency"). Nothing else may stand in the
  /// clause that could say more: no closure, chain, or way round.
  static func advisesAgainstTravel(_ tokens: [String]) -> Bool {
    let clause = " " + tokens.joined(separator: " ") + " "
    let travel = [
      "travel", "driving", "all travel", "non essential travel", "nonessential travel", "unnecessary travel",
    ]
    let unwise = [
      "is discouraged", "is strongly discouraged", "is highly discouraged", "discouraged", "should be avoided",
      "is to be avoided", "is not recommended", "not recommended", "is not advised", "not advised",
    ]
    let calledUnwise =
      travel.contains { subject in
        unwise.contains { clause.hasPrefix(" \(subject) \($0) ") || clause.contains(" \(subject) \($0) ") }
      }
      || ["not recommended for travel", "unsafe for travel", "unsafe to travel"].contains { clause.contains(" \($0) ") }
    let keepOff = [
      "stay off the roads", "stay off the road", "stay off roads", "stay off the highways", "stay home", "stay at home",
      "only travel if necessary", "only travel if essential", "only travel if you must", "travel only if necessary",
      "travel only if essential", "avoid all travel", "avoid travel", "avoid driving", "do not travel", "dont travel",
      "limit travel", "reconsider travel", "delay travel", "postpone travel", "delay your travel",
      "only drive if necessary", "drive only if necessary", "do not drive", "dont drive", "don t drive",
      "only travel if absolutely necessary", "travel only if absolutely necessary", "travel at your own risk",
    ]
    let toldToKeepOff = keepOff.contains { phrase in
      let said = " \(phrase) "
      guard let range = clause.firstRange(of: said) else { return false }
      // Told to a driver: alone, after "please", or after "motorists are urged to".
      let before = clause[..<range.lowerBound].split(separator: " ").map(String.init)
      let addressed: Set<String> = [
        "please", "motorists", "drivers", "travelers", "travellers", "residents", "everyone", "the", "public", "are",
        "is", "urged", "asked", "advised", "encouraged", "told", "strongly", "to", "should", "must", "we", "ask", "you",
      ]
      return before.allSatisfy(addressed.contains)
    }
    // ("Travel ban in effect", "Driving ban in effect" stop every driver: never this advice.)
    let declared = ["snow emergency"].contains { clause.contains(" \($0) ") }
    guard calledUnwise || toldToKeepOff || declared else { return false }
    // ("Level 3 snow emergency": roads closed to all but emergency crews; not advice.)
    if [" level 3 ", " level iii ", " level three "].contains(where: { clause.contains($0) }) { return false }
    let beyond: Set<String> = [
      "closed", "closure", "closures", "chains", "chain", "traction", "detour", "alternate", "alternative", "use",
      "take", "except", "trucks", "commercial", "trailers", "towing", "rvs", "campers", "oversize", "permit",
      // ("The driving ban has been lifted": the advice is over, which this rule does not read.)
      "lifted", "cancelled", "canceled", "expired", "ended", "removed", "rescinded", "no", "longer",
      // ("Stay off the roads unless you are an emergency responder": a ban, not advice.)
      "emergency", "responder", "responders", "authorized", "essential", "ban",
      // ("Do not drive past the gate": a barrier's sign, not advice.)
      "past", "beyond", "gate", "gates", "point", "barricade", "barricades", "around", "through",
    ]
    // ("Snow emergency": the declaration's own word.)
    return !tokens.indices.contains { index in
      beyond.contains(tokens[index]) && !(tokens[index] == "emergency" && index > 0 && tokens[index - 1] == "snow")
    }
  }

  /// Whether a clause rates the road's conditions severe and says nothing else: "Road Condition:
  /// Severe", "Driving conditions severe", "Severe" alone in a condition's field. Montana's and the
  /// Dakotas' highest rating short of a closure: never `open`.
  static func ratesConditionsSevere(_ tokens: [String]) -> Bool {
    let words: Set<String> = [
      "road", "roads", "driving", "travel", "conditions", "condition", "severe", "is", "are", "very", "extremely",
    ]
    return tokens.contains("severe") && tokens.allSatisfy(words.contains)
  }

  /// Words that say a closure may come, not that it is here: an advisory.
  static let possibleClosures = [
    "may close", "may be closed", "closures possible", "closure possible", "may result in a highway closure",
    "may result in closure", "may result in a closure", "closures are possible", "could close", "might close",
    "prepared for closures", "be prepared for closures", "prepared for sudden closures",
    "prepared for possible closures", "prepared for temporary closures", "prepared for short closures",
    "closure tentatively planned", "closures may occur",
    "may close intermittently", "subject to closure", "subject to closures", "possible closures",
    "possible closure", "closures possible anytime", "may close on short notice",
    "possible road closures", "road closures are likely", "closures are likely", "closures likely",
    "closures are expected", "chain controls are likely", "chain controls likely",
    "chain controls are possible", "chain controls possible", "possible chain controls", "chain controls expected",
    "chain controls are expected", "may close with little notice", "may close with little or no notice",
    "could close with little notice", "may close without notice", "may close without warning",
    "interlodge possible", "interlodge is possible", "possible interlodge",
    // A forecast's "Expect chain controls and road closures over Sierra passes": closures the storm
    // may bring to the passes it names.
    "expect chain controls and road closures", "expect chain controls and closures", "road closures over",
    "closures over the passes", "closures over mountain passes",
  ]

  /// Words that say a road cannot be driven whatever else its clause says, said of the road:
  /// "road washed away", "SR 20 flooded", "the roadway has failed". A clause read as less than a
  /// closure that also says one of them ("No delays expected and bridge out", "Travel not advised:
  /// road is underwater") is not understood beyond what it states: its level stays the floor.
  static let impassableStates: Set<String> = [
    "washed", "collapsed", "undermined", "impassable", "snowbound", "underwater", "submerged", "flooded",
    "destroyed", "caved", "undrivable", "unpassable", "buried", "failed", "failure", "out", "gone", "missing", "down",
    "fallen",
  ]

  /// The words of `impassableStates` that say it whatever they are said of, unless of something
  /// that is not the road: "Drive with care: flooded roadway", "the road itself is washed out",
  /// "the causeway is underwater" (not "right lane flooded", "repair washed out culvert").
  static let impassableAlone: Set<String> = [
    "washed", "collapsed", "undermined", "impassable", "snowbound", "underwater", "submerged", "flooded",
    "destroyed", "caved", "undrivable", "unpassable",
  ]

  /// What `impassableAlone` may be said of that is not the road.
  static let notTheRoad: Set<String> = [
    "lane", "lanes", "shoulder", "shoulders", "guardrail", "guardrails", "rail", "vehicle", "vehicles", "car", "cars",
    "truck", "trucks", "sign", "signs", "median", "ditch", "lot", "lots", "parking", "field", "fields", "campground",
    "trail", "trails", "sidewalk", "sidewalks", "area", "areas", "basement", "basements", "homes", "home", "yard",
    "fence", "wall", "path", "paths", "ramp", "ramps", "parks", "park",
  ]

  /// Words just before `impassableAlone` that make it no statement of the road now: a repair, a
  /// way round, a past, a hedge.
  static let notAStatement: Set<String> = [
    "repair", "repairs", "repairing", "remove", "removing", "around", "previously", "formerly", "earlier", "no", "not",
    "longer", "never", "may", "might", "could", "possibly", "if", "clear", "clearing", "replace", "replacing",
  ]

  /// Words that, before a number, name a route: "SR 20", "Highway 3", "Interstate 5".
  static let routeWords: Set<String> = routePrefixes.union(["highway", "route", "interstate"])

  /// The road's own nouns, of which `impassableStates` are said.
  static let roadNouns: Set<String> = [
    "bridge", "bridges", "road", "roads", "roadway", "highway", "culvert", "culverts", "pavement", "span", "roadbed",
  ]

  /// Words that may stand between a road and what it is: "the bridge is out", "road completely gone".
  static let stateFillers: Set<String> = [
    "is", "are", "was", "were", "has", "have", "had", "been", "completely", "totally", "fully", "partially", "now",
    "reported", "entirely",
  ]

  /// Words that start a reason: what follows says why, not what the road is.
  static let reasonStarts: Set<String> = ["due", "because", "caused", "following", "after", "since"]

  /// Words that keep a closure that may be hedged going on now: "Closures likely to continue
  /// through the night", "The road may remain closed".
  static let closuresGoingOn = [
    "continue", "continues", "remain", "remains", "last", "extended", "still", "until further",
  ]

  /// Words in a record's other field that say its closure goes on after a code or a status ended it:
  /// the continuing words (but "last", which a record's "Last updated" writes), and a rule or a state
  /// in force ("R2", "in effect", "held").
  static let recordGoesOn: Set<String> = Set(closuresGoingOn.filter { !$0.contains(" ") && $0 != "last" }).union([
    "effect", "again", "new", "until", "reimplemented", "chains", "chain", "traction", "r1", "r2", "r3", "extends",
    "through", "active", "impassable", "held", "stopped",
  ])

  /// A record's status that ends it ("status: cleared").
  static let recordEnded: Set<String> = [
    "cleared", "resolved", "ended", "inactive", "expired", "archived", "closed out",
  ]

  /// A record's status that says it is in force, which its other fields tell ("Status: Active").
  static let recordInForce: Set<String> = [
    "active", "confirmed", "confirmed report", "verified", "unconfirmed", "unconfirmed report", "new", "updated",
    "ongoing", "in progress",
  ]

  /// Nouns that end a place's name, so a facility's word before one is part of the name ("Lost Trail
  /// Pass", "Rest Area Summit").
  static let placeNameEnds: Set<String> = [
    "pass", "summit", "hill", "canyon", "creek", "ridge", "lake", "mountain", "peak", "junction", "bridge", "river",
    "falls", "valley", "gap", "road", "highway", "tunnel", "grade",
  ]

  /// Whether words say a closure may come, and none says one goes on now.
  static func saysPossibleClosure(_ wording: Wording) -> Bool {
    // ("Closures possible: I-90 closed": a closure stated after the hedged ones.)
    wording.hasAny(possibleClosures) && !wording.hasAny(closuresGoingOn)
      && !(wording.hasAny(["closures possible", "closure possible", "possible closures"])
        && wording.hasAny(["possible i", "possible road", "possible highway", "possible us", "possible sr"])
        && wording.hasAny(["closed"]))
      // ("Expect chain controls and road closures over Sierra passes as I-80 is closed at Colfax":
      // a closure told in force as the reason.)
      && !closedAsTheReason(wording.tokens)
  }

  /// Whether a clause tells a road closed now as its reason: "… as I-80 is closed at Colfax",
  /// "… because US 50 remains closed".
  static func closedAsTheReason(_ tokens: [String]) -> Bool {
    tokens.indices.contains { at in
      guard ["as", "because", "since", "while"].contains(tokens[at]) else { return false }
      let told = tokens[(at + 1)...].prefix(6)
      guard let state = told.firstIndex(where: { ["closed", "blocked"].contains($0) }), state > told.startIndex,
        ["is", "are", "remains", "remain", "now", "been"].contains(tokens[state - 1])
      else { return false }
      return ClauseStatement.namesARoute(tokens[(at + 1)..<state])
        || tokens[(at + 1)..<state].contains(where: {
          ["road", "highway", "freeway", "interstate", "pass"].contains($0)
        })
    }
  }

  /// Words that say the road or a record is clear again.
  static let liftingPhrases = [
    "road reopened", "highway reopened", "is now clear", "now clear",
    "has rescinded", "rescinded", "has been rescinded", "has been lifted", "have been lifted", "road open to traffic",
    "road is open", "road is now open", "highway is open", "highway is now open", "is now open to traffic",
    "has been cleared", "road cleared", "all lanes open", "all lanes are open",
    "all lanes reopened", "not blocking lanes", "not blocking",
    "roadway clear", "roadway is clear", "road clear", "road is clear", "traffic is returning to normal",
    "traffic returning to normal", "traffic moving normally",
    "traffic is moving normally", "traffic is flowing normally", "traffic flowing normally", "normal traffic flow",
    "requirement cancelled", "requirement canceled", "requirements cancelled", "requirements canceled",
    // "Flash flood watch has expired", "Detour lifted", "Traffic is back on US 2".
    "has expired", "have expired", "detour lifted", "detour has been lifted", "detour removed",
    "traffic is back on", "traffic back on", "not in lanes", "not in the lanes", "not in lane",
    // Utah's interlodge (everyone kept indoors in the canyon's lodges) over.
    "interlodge lifted", "interlodge has been lifted", "interlodge is lifted", "interlodge has ended",
    "interlodge ended", "interlodge is over",
    // "Travel Not Recommended status removed at 0900".
    "status removed", "advisory removed", "advisory has been removed", "advisory lifted",
    "r 0", "r0", "sigalert cancelled", "sig alert cancelled", "sigalert canceled", "sig alert canceled",
    "event cleared", "incident cleared", "all clear", "all lanes back open", "all lanes are back open",
    "lanes are back open", "road is back open", "highway is back open", "back open to traffic",
  ]
}

extension Lexicon {
  /// The levels of a chain or traction rule: what a rule's own explaining sentences stand beside.
  static let ruleLevels: Set<RestrictionLevel> = [.tractionAdvised, .tractionRequired, .chainsRequired, .chainsAll]

  /// Places beside the road that serve a driver, beyond the `facilities` a closure may name.
  static let servicePlaces = [
    "gas station", "service station", "truck stop", "chain station", "chain up area", "chain up areas",
    "chain area", "truck parking", "parking lot", "parking area", "carpool lot", "sno park", "sno parks",
    "observation area", "trail crossing", "chain installers", "chain installer",
  ]

  /// What those places offer: a clause telling only of it restricts nothing.
  static let services = [
    "available for purchase", "for sale", "for rent", "washrooms unavailable", "restrooms unavailable",
    "toilets unavailable", "facilities unavailable", "washrooms are unavailable", "restrooms are closed",
    "chain installers are available", "chain installer available",
    "chain installers available", "installers are available", "are available at", "is available at",
  ]
}

extension Lexicon {
  /// Words that tell of traffic stopped, held or slowed: never a place's name ("On US 97 expect
  /// stops for tree removal").
  static let trafficKept: Set<String> = [
    "stop", "stops", "stopped", "stopping", "hold", "holds", "held", "holding", "delay", "delays", "delayed", "wait",
    "waits", "waiting", "closure", "closures", "closed", "close", "flagger", "flaggers", "flagging", "pilot",
    "alternating", "detour", "detours", "blocked", "blocking", "escort", "escorts", "escorted", "paced", "convoy",
  ]

  /// Whether words say a stop: a stop phrase, never "no travel" of "no travel lanes are affected".
  static func saysAStop(_ hasAny: ([String]) -> Bool) -> Bool {
    hasAny(stopPhrases) && !(hasAny(["no travel lanes", "no travel lane"]) && !hasAny(stopsBesideLanes))
  }

  /// The stop phrases but "no travel", which "no travel lanes" holds.
  static let stopsBesideLanes = stopPhrases.filter { $0 != "no travel" }

  /// Phrases that stop every driver without a closure word ("no through traffic", "traffic is being
  /// turned around", "gates locked", "not passable", "held indefinitely"): the one list the clause
  /// reader (`RestrictionClassifier.stoppedTraffic`) and `TrafficStops` consult.
  static let stopPhrases = [
    "no travel", "no through traffic", "turned around", "turned back", "turning around", "turning back",
    "being turned", "not passable", "gated", "gate closed", "gates closed", "gate locked", "gates locked",
    "gates are locked", "gate is locked", "gates remain locked", "gates are closed", "gate is closed", "barricaded",
    "travel is not possible", "not possible to travel", "no access", "shut down", "traffic stopped",
    "traffic is stopped", "traffic has been stopped", "traffic is being stopped", "all traffic stopped",
    "vehicles stopped", "vehicles are stopped", "held indefinitely", "being held indefinitely",
    "held until further notice", "traffic held until further notice", "traffic is held until further notice",
    "being held until further notice", "stopped until further notice", "stopped indefinitely", "travel is prohibited",
    "travel prohibited", "traffic prohibited", "traffic is prohibited", "travel not allowed", "travel is not allowed",
    "traffic not allowed", "traffic is not allowed", "no traffic allowed", "no vehicles allowed", "entry prohibited",
    "gates are down", "gates down", "gate is down", "gate down", "no uphill or downhill travel",
    "no travel in either direction", "interlodge in effect", "interlodge is in effect", "under interlodge",
    "travel is illegal", "travel illegal", "travel ban", "driving ban",
    "travel is banned", "both lanes gone", "road washed out", "roadway washed out", "highway washed out",
    "no motor vehicles", "no vehicles past", "no vehicles beyond",
    // "WSP has stopped all traffic at the summit", "Crash at exit 47 halts all traffic".
    "stopped all traffic", "stops all traffic", "stopping all traffic", "halted all traffic", "halts all traffic",
    "stopped traffic in both directions", "has stopped traffic", "have stopped traffic", "prohibits travel",
    "prohibits all travel", "prohibits traffic", "prohibits all traffic",
    // "DO NOT TRAVEL BEYOND THIS POINT", "Do not travel unless you are an emergency responder": a
    // barrier's words, not advice.
    "do not travel beyond", "do not travel past", "do not proceed beyond", "do not proceed past",
    "unless you are an emergency responder", "unless you are a first responder", "unless you are emergency personnel",
  ]
}
