#!/usr/bin/env python3
"""The state of every WSDOT pass that the shipped fixtures show, written in each source's shape.

Run `python3 Fixtures/tools/world.py` to rewrite:
  Fixtures/mobile/MountainPassConditions.json                                    (mobile feed)
  Fixtures/Traffic/api/MountainPassConditions/MountainPassConditionsREST.svc/GetMountainPassConditionsAsJson
  Fixtures/travel/real-time/mountainpasses/<slug>                                (rendered pages)
  Fixtures/cases/wsdot-feed/*.json                                               (other states, bad input)
Shapes follow docs/wsdot-data.md; values are realistic, not real.
"""
import copy
import json
import os
from datetime import datetime, timedelta, timezone

import pass_page

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TRACTION_ADVISED = "Traction Tires Advised, Oversize Vehicles Prohibited."
TRACTION_REQUIRED = ("Traction Tires Required, Chains required on Vehicles over 10,000 gross vehicle weight.  "
                     "Oversize Vehicles Prohibited.")
NONE = "No restrictions"

# id, published name, slug, lat, lon, elevation, (dir1, text1), (dir2, text2), road, weather, temp, updated
PASSES = [
    (1, "Blewett Pass US 97", "blewett", 47.335298, -120.581029, 4102, ("Northbound", TRACTION_ADVISED),
     ("Southbound", TRACTION_ADVISED), "Compact snow and ice on the road.", "", None, [2025, 1, 10, 19, 52]),
    (2, "Cayuse Pass SR 123", "cayuse", 46.869, -121.535, 4675, ("Northbound", "Closed for the season"),
     ("Southbound", "Closed for the season"), "The highway is closed for the season.", "", None, [2024, 11, 22, 9, 0]),
    (3, "Chinook Pass SR 410", "chinook", 46.872, -121.518, 5430, ("Eastbound", "CLOSED FOR THE SEASON"),
     ("Westbound", "CLOSED FOR THE SEASON"), "The highway is closed for the season.", "", None, [2024, 11, 22, 9, 0]),
    (5, "Crystal to Greenwater SR 410", "crystal-to-greenwater", 47.03, -121.5, 2600, ("Eastbound", NONE),
     ("Westbound", NONE), "Bare and wet.", "Rain", 38, [2025, 1, 10, 20, 10]),
    (6, "Mt. Baker Hwy SR 542", "mt-baker", 48.86, -121.68, 4250, ("Eastbound", NONE), ("Westbound", NONE),
     "Snow and ice on the roadway above Glacier.", "Light snow", 30, [2025, 1, 10, 18, 30]),
    (7, "North Cascade Hwy SR 20", "north-cascades", 48.5, -120.7, 5477, ("Eastbound", "Closed for the season"),
     ("Westbound", "Closed for the season"),
     "The North Cascades Highway is closed for the winter between milepost 134 (Ross Dam Trailhead) and "
     "milepost 171 (Silver Star Gate).", "", None, [2024, 11, 20, 14, 0]),
    (8, "Satus Pass US 97", "satus", 45.98, -120.65, 3107, ("Northbound", NONE), ("Southbound", NONE),
     "Bare and wet.", "Cloudy", 33, [2025, 1, 10, 20, 5]),
    (9, "Sherman Pass SR 20", "sherman", 48.6, -118.46, 5575, ("Eastbound", "Traction Tires Advised"),
     ("Westbound", "Traction Tires Advised"), "Compact snow and ice on the road.", "Snowing", 25, [2025, 1, 10, 19, 0]),
    (10, "Stevens Pass US 2", "stevens", 47.746, -121.086, 4061,
     ("Eastbound", "Chains required on all vehicles except all wheel drive"),
     ("Westbound", "Chains Required All Vehicles/ Except All-Wheel Drive"),
     "Snow and ice on the roadway. Use extreme caution.", "Snowing heavily", 24, [2025, 1, 10, 20, 40]),
    (11, "Snoqualmie Pass I-90", "snoqualmie", 47.428388, -121.419629, 3022, ("Eastbound", TRACTION_ADVISED),
     ("Westbound", NONE), "Compact snow and ice on the road.", "Snowing", 28, [2025, 1, 10, 20, 45]),
    (12, "White Pass  US 12", "white", 46.638333, -121.392222, 4500, ("Eastbound", "Temporarily Closed"),
     ("Westbound", "Traffic Delayed for Avalanche Control"),
     "Eastbound closed at milepost 151 for avalanche control. Westbound traffic held for up to 30 minutes.",
     "Snowing", 30, [2025, 1, 10, 20, 30]),
    (13, "Manastash Ridge I-82", "manastash", 46.9, -120.45, 2672, ("Eastbound", NONE), ("Westbound", NONE),
     "Bare and dry.", "Cloudy", 35, [2025, 1, 10, 20, 0]),
    (14, "Loup Loup Pass SR 20", "loup-loup", 48.39, -119.9, 4020, ("Eastbound", "Traction Tires Advised"),
     ("Westbound", "Traction Tires Advised"), "Compact snow on the road.", "", 27, [2025, 1, 10, 17, 45]),
    (15, "Disautel Pass SR 155", "disautel", 48.36, -119.22, 3252, ("Northbound", NONE), ("Southbound", NONE),
     "Bare and wet.", "", 31, [2025, 1, 10, 17, 50]),
    (16, "Wauconda Pass SR 20", "wauconda", 48.73, -118.67, 4310, ("Eastbound", "Traction Tires Advised"),
     ("Westbound", "Traction Tires Advised"), "Compact snow and ice on the road.", "", 26, [2025, 1, 10, 18, 0]),
    (17, "Tiger Mountain SR18", "tiger-mountain", 47.45, -121.9, 1377, ("Eastbound", NONE), ("Westbound", NONE),
     "Bare and wet, areas of standing water.", "Rain", 40, [2025, 1, 10, 20, 20]),
]


def forecast(p):
    """Two periods, as the mobile feed carries them; snow where it snows."""
    weather, temp = p[9], p[10]
    low = (temp if temp is not None else 25) - 6
    tonight = f"Snow likely. Low around {low}." if "Snow" in weather or temp is None or temp < 32 else f"Rain. Low around {low}."
    return [{"Day": "Tonight", "ForecastText": tonight},
            {"Day": "Saturday", "ForecastText": f"A chance of snow showers. High near {low + 9}."}]


def record(p):
    pid, name, slug, lat, lon, elev, one, two, road, weather, temp, updated = p
    return {
        "MountainPassId": pid, "MountainPassName": name, "RoadCondition": road, "WeatherCondition": weather,
        "TemperatureInFahrenheit": temp, "ElevationInFeet": elev, "TravelAdvisoryActive": pid % 3 != 0,
        "Latitude": lat, "Longitude": lon,
        "RestrictionOne": {"RestrictionText": one[1], "TravelDirection": one[0]},
        "RestrictionTwo": {"RestrictionText": two[1], "TravelDirection": two[0]},
        "Cameras": [{"id": pid * 100 + i, "title": f"{name} camera {i}", "url": f"https://images.wsdot.wa.gov/sc/{slug}{i}.jpg",
                     "lat": lat, "lon": lon} for i in range(2)],
        "Forecast": forecast(p),
        "DateUpdated": updated,
    }


def feed(passes):
    return {"GetMountainPassConditionsResult": {"PassCondition": [record(p) for p in passes]}}


def api_record(p):
    r = record(p)
    del r["Cameras"], r["Forecast"]
    y, mo, d, h, mi = p[11][:5]
    # Pacific standard time in January: UTC-8.
    local = datetime(y, mo, d, h, mi, tzinfo=timezone(timedelta(hours=-8)))
    r["DateUpdated"] = f"/Date({int(local.timestamp() * 1000)}-0800)/"
    return r


def page_values(p):
    pid, name, slug, lat, lon, elev, one, two, road, weather, temp, updated = p
    y, mo, d, h, mi = updated[:5]
    stamp = datetime(y, mo, d, h, mi)
    temperature = f"{temp}&deg;F / {round((temp - 32) * 5 / 9)}&deg;C as of {stamp:%-I:%M %p %m/%d/%Y}" if temp is not None else "N/A"
    return dict(slug=slug, name=" ".join(name.split()), highway=name.split()[-2] + " " + name.split()[-1],
                temperature=temperature, elevation=f"{elev} ft / {round(elev * 0.3048)} m",
                dir1=one[0].lower(), dir2=two[0].lower(), restriction1=one[1], restriction2=two[1],
                conditions=road + "\n          ", weather=weather, updated=f"{stamp:%A, %B %-d, %Y %-I:%M %p}")


def write(path, text, binary=False):
    target = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb" if binary else "w", **({} if binary else {"encoding": "utf-8", "newline": "\n"})) as f:
        f.write(text)
    print(f"{path}: {os.path.getsize(target)} bytes")


def with_changes(changes):
    passes = []
    for p in PASSES:
        p = list(p)
        if p[0] in changes:
            for index, value in changes[p[0]].items():
                p[index] = value
        passes.append(tuple(p))
    return passes


if __name__ == "__main__":
    write("mobile/MountainPassConditions.json", json.dumps(feed(PASSES), indent=1))
    write("Traffic/api/MountainPassConditions/MountainPassConditionsREST.svc/GetMountainPassConditionsAsJson",
          json.dumps([api_record(p) for p in PASSES]))
    for p in PASSES:
        values = page_values(p)
        render = pass_page.modern if p[2] == "snoqualmie" else pass_page.modern_light
        write(f"travel/real-time/mountainpasses/{p[2]}", render(values))

    cases = "cases/wsdot-feed/"
    # Every field a feed can fill carries markup or script: a report must show it all as text.
    hostile = feed(with_changes({11: {6: ("Eastbound", "<img src=x onerror=alert(1)>Chains required"),
                                      8: "<script>alert('road')</script>Compact snow & ice",
                                      9: "<b onmouseover=alert(1)>Snowing</b>"}}))
    for r in hostile["GetMountainPassConditionsResult"]["PassCondition"]:
        if r["MountainPassId"] == 11:
            r["MountainPassName"] = "Snoqualmie Pass <i>I-90</i>"
            r["Cameras"] = [
                {"id": 1, "title": "Summit <script>alert('cam')</script>", "url": "https://images.wsdot.wa.gov/sc/snoqualmie0.jpg?a=1&b=\"2\""},
                {"id": 2, "title": "Not http", "url": "javascript:alert(1)"},
                {"id": 3, "title": "Data URL", "url": "data:image/png;base64,AAAA"},
            ]
            r["Forecast"] = [{"Day": "<u>Tonight</u>", "ForecastText": "</section><h1>Injected</h1>"}]
    write(cases + "markup-in-fields.json", json.dumps(hostile, indent=1))
    # Conditions that say a pass is closed would close it whatever its restrictions say.
    all_open = with_changes({p[0]: {6: ("Eastbound" if p[6][0] == "Eastbound" else p[6][0], NONE),
                                    7: (p[7][0], NONE),
                                    8: "Bare and dry." if "closed" in p[8].lower() else p[8]} for p in PASSES})
    write(cases + "all-open.json", json.dumps(feed(all_open), indent=1))
    escalated = with_changes({11: {6: ("Eastbound", "Chains required on all vehicles except all wheel drive"),
                                   7: ("Westbound", TRACTION_REQUIRED), 8: "Snow and ice on the roadway.",
                                   10: 22, 11: [2025, 1, 10, 22, 15]}})
    write(cases + "snoqualmie-chains.json", json.dumps(feed(escalated), indent=1))
    hostile = copy.deepcopy(feed(PASSES))
    snoq = next(r for r in hostile["GetMountainPassConditionsResult"]["PassCondition"] if r["MountainPassId"] == 11)
    snoq["RoadCondition"] = "\u001b[2J\u001b]0;pwned\u0007Bare and \u001b[31mdry\u001b[0m.\u0000"
    snoq["RestrictionOne"]["RestrictionText"] = "No restrictions\u001b[8m hidden\u202e"
    write(cases + "escape-sequences.json", json.dumps(hostile, indent=1))
    bad_record = copy.deepcopy(feed(PASSES))
    bad_record["GetMountainPassConditionsResult"]["PassCondition"][0] = {"MountainPassName": "No id here"}
    bad_record["GetMountainPassConditionsResult"]["PassCondition"][1]["TemperatureInFahrenheit"] = "cold"
    write(cases + "one-bad-record.json", json.dumps(bad_record, indent=1))
    # A second record of Manastash Ridge saying it is closed, without its id: its name names the pass.
    named = copy.deepcopy(feed(PASSES))
    records = named["GetMountainPassConditionsResult"]["PassCondition"]
    extra = copy.deepcopy(next(r for r in records if r["MountainPassId"] == 13))
    del extra["MountainPassId"]
    extra["RestrictionOne"]["RestrictionText"] = "Pass Closed"
    records.append(extra)
    write(cases + "closure-without-id.json", json.dumps(named, indent=1))
    # The same closure under a name that is no pass's: it cannot be attributed.
    extra["MountainPassName"] = "Manastash Summit Detour"
    write(cases + "unattributed-closure.json", json.dumps(named, indent=1))
    write(cases + "empty.json", json.dumps({"GetMountainPassConditionsResult": {"PassCondition": []}}))
    write(cases + "not-the-feed.json", json.dumps({"error": "Service temporarily unavailable"}))
    text = json.dumps(feed(PASSES), indent=1)
    write(cases + "truncated.json", text[: len(text) // 2])
