#!/usr/bin/env python3
"""California chain controls on the evening the WSDOT fixtures show (January 10, 2025), written in the
shape of Caltrans' per-district CWWP2 feeds, plus the quirks seen in live feeds.

Run `python3 Fixtures/tools/caltrans.py` to rewrite:
  Fixtures/data/d<N>/cc/ccStatusD<NN>.json     (districts 2, 3, 6, 7, 8, 9, 10: the offline mirror)
  Fixtures/cases/caltrans-cc/*.json            (a feed no longer regenerated, malformed JSON)
Shapes follow docs/caltrans-data.md; values are realistic, not real. Every value is a string.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

R0 = "No chain controls are in effect at this time."
R1 = ("Chains or traction devices are required on all vehicles except passenger vehicles and light-weight trucks "
      "under 6,000 pounds gross weight and equipped with snow-tread tires on at least two drive wheels.")
R2 = ("Chains or traction devices are required on all vehicles except four-wheel/all-wheel drive vehicles with "
      "snow-tread tires on all four wheels.")
R3 = "Chains or traction devices are required on all vehicles without exception."
DESCRIPTIONS = {"R-0": R0, "R-1": R1, "R-2": R2, "R-3": R3}

# district, county, route, postmile, place, nearby, direction, status, description (None: the code's),
# in service, elevation, latitude, longitude
CHECKPOINTS = [
    (3, "Placer", "I-80", "66.2", "KINGVALE", "Soda Springs", "West", "R-2", None, "true", "6100", "39.3161", "-120.4378"),
    (3, "Nevada", "I-80", "10.5", "TRUCKEE", "Truckee", "East", "R-2", None, "true", "5900", "39.3280", "-120.1833"),
    (3, "Placer", "I-80", "58.1", "NYACK", "Emigrant Gap", "East", "R-1", None, "true", "4400", "39.2652", "-120.6602"),
    (3, "El Dorado", "US-50", "70.4", "MEYERS", "South Lake Tahoe", "East", "R-1", None, "true", "6300", "38.8527", "-120.0152"),
    (3, "El Dorado", "US-50", "62.0", "TWIN BRIDGES", "Strawberry", "West", "R-1", None, "true", "6100", "38.8135", "-120.1235"),
    (3, "Sierra", "SR-49", "25.0", "BASSETTS", "Sierra City", "*", "R-0", None, "true", "5400", "39.6238", "-120.5560"),
    (3, "Sierra", "SR-49", "31.7", "YUBA PASS OLD GATE", "Sierra City", "East", "R-3", None, "false", "6700", "39.6160", "-120.4891"),
    (10, "Amador", "SR-88", "48.0", "SILVER LAKE", "Kirkwood", "West", "R-0", None, "true", "7300", "38.6660", "-120.1190"),
    (10, "Alpine", "SR-88", "5.0", "PICKETTS JUNCTION", "Woodfords", "East", "R-1", "", "true", "7800", "38.7030", "-119.9570"),
    (10, "Alpine", "SR-4", "0.65", "BEAR VALLEY", "Markleeville", "West", "R-0", None, "true", "7116", "38.4605", "-120.0448"),
    (10, "Alpine", "SR-4", "14.2", "MARKLEEVILLE", "Markleeville", "East", "R-0", None, "true", "5500", "38.6944", "-119.7802"),
    (10, "Tuolumne", "SR-108", "45.3", "STRAWBERRY", "Pinecrest", "West", "R-2", None, "true", "5200", "38.1980", "-120.0120"),
    (10, "Tuolumne", "SR-120", "30.2", "CRANE FLAT", "Groveland", "*", "R-0", None, "true", "6200", "37.7530", "-119.8020"),
    (9, "Mono", "SR-108", "2.1", "SONORA JUNCTION", "Bridgeport", "*", "R-2", None, "true", "6900", "38.3390", "-119.4600"),
    (9, "Mono", "SR-120", "1.0", "LEE VINING", "Lee Vining", "East", "R-0", None, "true", "6800", "37.9400", "-119.1200"),
    (9, "Mono", "US-395", "51.8", "CONWAY SUMMIT", "Lee Vining", "*", "R-1", None, "true", "8138", "38.0890", "-119.1860"),
    (7, "Los Angeles", "I-5", "80.5", "CASTAIC", "Castaic", "North", "-118.1307759", "", "true", "1200", "Not Reported", "Not Reported"),
    (7, "Los Angeles", "I-5", "86.0", "GORMAN", "Gorman", "North", "R-0", None, "true", "3800", "34.7960", "-118.8510"),
    (7, "Los Angeles", "I-5", "86.0", "GORMAN", "Gorman", "South", "R-0", None, "true", "3800", "34.7960", "-118.8510"),
    (6, "Kern", "I-5", "5.1", "GRAPEVINE", "Lebec", "*", "R-0", None, "true", "4144", "34.9400", "-118.9200"),
    (8, "San Bernardino", "I-15", "20.0", "CAJON", "Hesperia", "North", "R-0", None, "true", "4190", "34.3200", "-117.4800"),
    (8, "San Bernardino", "I-15", "20.0", "CAJON", "Hesperia", "South", "R-0", None, "true", "4190", "138.4000", "-117.4800"),
    (2, "Siskiyou", "I-5", "73.4", "HILT", "Hornbrook", "North", "R-1", None, "true", "2900", "41.9960", "-122.6330"),
    (2, "Siskiyou", "I-5", "55.0", "YREKA", "Yreka", "South", "R-0", None, "true", "2600", "41.7350", "-122.6340"),
]

RECORDED = ("2025-01-10", "20:57:03")


def record(district, county, route, postmile, place, nearby, direction, status, description, in_service,
           elevation, latitude, longitude, recorded=RECORDED):
    if description is None:
        description = DESCRIPTIONS.get(status, "")
    return {"cc": {
        "index": f"{district}-{county[:3].upper()}-{route.split('-')[1]}-{postmile}-{direction[0]}-{place[:2]}",
        "recordTimestamp": {"recordDate": recorded[0], "recordTime": recorded[1]},
        "location": {
            "district": str(district), "locationName": place, "nearbyPlace": nearby, "longitude": longitude,
            "latitude": latitude, "elevation": elevation, "direction": direction, "county": county, "route": route,
            "routeSuffix": "", "postmilePrefix": "", "postmile": postmile, "alignment": "", "milepost": "",
        },
        "inService": in_service,
        "statusData": {
            "statusTimestamp": {"statusDate": "2025-01-10", "statusTime": "18:12:44"},
            "status": status, "statusDescription": description,
        },
    }}


def write(path, document):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(document, handle, indent=1)
        handle.write("\n")


def feed_path(district):
    return os.path.join(ROOT, "data", f"d{district}", "cc", f"ccStatusD{district:02d}.json")


def main():
    for district in sorted({c[0] for c in CHECKPOINTS}):
        entries = [record(*c) for c in CHECKPOINTS if c[0] == district]
        if district == 9:
            # Seen in live feeds: entries that are not records at all.
            entries[1:1] = [{"cc": None}, {}]
        write(feed_path(district), {"data": entries})

    cases = os.path.join(ROOT, "cases", "caltrans-cc")
    # Still served, no longer regenerated: every record days old, all R-0. Read naively: "all clear".
    stale = [record(*c[:7], "R-0", None, *c[9:], recorded=("2025-01-07", "04:10:00")) for c in CHECKPOINTS if c[0] == 3]
    write(os.path.join(cases, "stale-d3.json"), {"data": stale})
    # A missing comma between two entries, as once seen in a sibling feed.
    good = json.dumps({"data": [record(*c) for c in CHECKPOINTS if c[0] == 3][:2]}, indent=1)
    broken = good.replace("}\n  },\n  {", "}\n  }\n  {", 1)
    assert broken != good
    with open(os.path.join(cases, "malformed-d3.json"), "w", encoding="utf-8") as handle:
        handle.write(broken + "\n")


if __name__ == "__main__":
    main()
