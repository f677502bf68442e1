#!/usr/bin/env python3
"""Oregon's TripCheck answers on the evening the WSDOT fixtures show (January 10, 2025), written in
the shape of ODOT's TripCheck API, with the quirks seen in real answers (ids as 7.0, times with
offsets and 0 to 7 fractional digits, negative snow for a trace, a null restriction, an empty
end-location, the string flags "true"/"false").

Run `python3 Fixtures/tools/tripcheck.py` to rewrite:
  Fixtures/tripcheck/RW/Reports      (winter: every chain code, a closure, an expired report, a station
                                      left out, a code the code list lacks, a report with no restriction)
  Fixtures/tripcheck/RW/Metadata     (the code tables)
  Fixtures/tripcheck/Incidents       (closures on and off the passes' segments, an inactive one)
  Fixtures/cases/odot/*.json         (summer: an empty report list, a wildfire closure)
Shapes follow docs/odot-data.md; values are realistic, not real.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def path(relative):
    full = os.path.join(ROOT, relative)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    return full


ORG = {"organization-id": "us.or..dot", "organization-name": "Oregon Department of Transportation",
       "last-update-time": "2025-01-10T19:40:00Z"}


def rep(sid, name, route, hwy, smp, emp, s, e, code, temp, fall, depth, wid, rid, entry, expiry, comments="", restriction=True):
    return {"station-id": sid, "entry-time": entry, "expiry-time": expiry,
            "location": {"location-name": name, "route-id": route, "hwy-id": hwy, "direction": "",
                         "start-location": {"start-lat": s[0], "start-long": s[1], "start-milepost": smp},
                         "end-location": {"end-lat": e[0], "end-long": e[1], "end-milepost": emp}},
            "air-temperature": temp, "snowfall-accum-rate": fall, "adjacent-snow-depth": depth,
            "weather-conditions": {"weather-id": wid}, "road-conditions": {"road-cond-id": rid},
            "driving-restriction": {"restriction-id": code, "restriction-start-milepost": 0, "restriction-end-milepost": 0} if restriction else None,
            "commercial-vehicle-restriction": {"restriction-id": 0},
            "comments": comments}


E1 = "2025-01-10T11:05:00.123-08:00"
X1 = "2025-01-10T19:05:00-08:00"
REPORTS = [
    rep(140, "SANTIAM PASS SMT", "US20", "016", 71.59, 88, (44.387, -122.011), (44.430, -121.740), "C", -3.5, 5, 61, 7, 6, "2025-01-10T18:55:00Z", "2025-01-11T02:55:00Z", "Plows working. Expect delays near the summit."),
    rep(150, "TOMBSTONE", "US20", "016", 52.5, 71.59, (44.395, -122.280), (44.387, -122.011), "A", -1.0, 2.5, 30, 7, 5, E1, X1),
    rep(460, "WILLAMETTE PASS", "OR58", "018", 48.7, 69.52, (43.700, -122.300), (43.600, -122.030), "B1", -2.0, 3, 45.0, 7, 6, "2025-01-10T18:30:00.5Z", "2025-01-11T02:30:00Z"),
    rep(200, "GOVERNMENT CAMP", "US26", "026", 42.5, 60, (45.345, -121.960), (45.295, -121.700), "B", -1.5, 1, 50, 7.0, 5, "2025-01-10T10:50:00-08:00", "2025-01-10T18:50:00-08:00"),
    rep(240, "BLUE BOX PASS", "US26", "026", 59.57, 67, (45.290, -121.700), (45.220, -121.630), "D", -4.0, 8, 80, 8, 6, "2025-01-10T18:45:00Z", "2025-01-11T02:45:00Z", "Chains on all vehicles; heavy snow."),
    rep(190, "SUNSET SUMMIT", "US26", "047", 37.73, 45.43, (45.790, -123.260), (45.820, -123.120), "0", 2.0, None, -1, 6, 1, "2025-01-10T18:20:00Z", "2025-01-11T02:20:00Z"),
    rep(430, "BENNETT PASS/MT HOOD MEADOWS", "OR35", "162", 62, 68, (45.300, -121.630), (45.370, -121.580), "0", -3.0, 4, 70, 7, 6, "2025-01-10T18:40:00Z", "2025-01-11T02:40:00Z", restriction=False),
    rep(71, "SISKIYOU SUMMIT NB", "I5", "001", 1, 11, (42.000, -122.600), (42.130, -122.600), "0", 1.0, 0, -1, 3, 1, "2025-01-10T18:10:00Z", "2025-01-11T02:10:00Z"),
    rep(70, "SISKIYOU SUMMIT SB", "I5", "001", 11, 1, (42.130, -122.600), (42.000, -122.600), "A", 0.5, -1, 5, 5, 2, "2025-01-10T18:10:00Z", "2025-01-11T02:10:00Z"),
    rep(60, "SEXTON PASS TO STAGE PASS NB", "I5", "001", 66, 81, (42.570, -123.350), (42.650, -123.380), "0", 4.0, None, None, 6, 1, "2025-01-10T17:00:00Z", "2025-01-11T01:00:00Z"),
    rep(61, "SEXTON PASS TO STAGE PASS SB", "I5", "001", 81, 66, (42.650, -123.380), (42.570, -123.350), "0", 4.0, None, None, 6, 1, "2025-01-10T17:00:00Z", "2025-01-11T01:00:00Z"),
    rep(45, "CANYON CREEK PASS", "I5", "001", 87.4, 99.1, (42.830, -123.340), (42.930, -123.290), "0", 5.0, None, None, 1, 1, "2025-01-10T04:00:00Z", "2025-01-10T12:00:00Z"),
    rep(103, "CABBAGE HILL EB", "I84", "006", 216, 226, (45.660, -118.780), (45.620, -118.620), "A", -2.5, 1.5, 20, 7, 2, "2025-01-10T19:10:00Z", "2025-01-11T03:10:00Z"),
    rep(102, "CABBAGE HILL WB", "I84", "006", 226, 216, (45.620, -118.620), (45.660, -118.780), "0", -2.5, None, 20, 3, 1, "2025-01-10T19:10:00Z", "2025-01-11T03:10:00Z"),
    rep(101, "MEACHAM EB", "I84", "006", 226, 250, (45.620, -118.620), (45.480, -118.330), "C", -6.0, 10, 90, 8, 6, "2025-01-10T19:00:00Z", "2025-01-11T03:00:00Z"),
    rep(100, "MEACHAM WB", "I84", "006", 250, 226, (45.480, -118.330), (45.620, -118.620), "C", -6.0, 10, 90, 8, 6, "2025-01-10T19:00:00Z", "2025-01-11T03:00:00Z"),
    rep(111, "LADD CANYON EB", "I84", "006", 266, 280, (45.300, -118.050), (45.200, -117.900), "0", -1.0, None, 10, 2, 1, "2025-01-10T18:00:00Z", "2025-01-11T02:00:00Z"),
    rep(520, "E DIAMOND LAKE SMT", "OR138", "004", 83, 100.82, (43.250, -122.400), (43.180, -122.140), "E", -5.0, 6, 100, 7, 6, "2025-01-10T18:15:00Z", "2025-01-11T02:15:00Z"),
    rep(500, "GREEN SPRINGS SMT", "OR66", "021", 9, 41, (42.180, -122.620), (42.130, -122.230), "0", 1.5, None, -1, 2, 1, "2025-01-10T18:05:00Z", "2025-01-11T02:05:00Z"),
    rep(540, "TOLLGATE EB", "OR204", "330", 10.59, 39.45, (45.800, -118.300), (45.780, -118.080), "0", -4.0, 0, 60, 1, 5, "2025-01-10T18:25:00Z", "2025-01-11T02:25:00Z"),
    rep(539, "TOLLGATE WB", "OR204", "330", 39.45, 10.59, (45.780, -118.080), (45.800, -118.300), "0", -4.0, 0, 60, 1, 5, "2025-01-10T18:25:00Z", "2025-01-11T02:25:00Z"),
    rep(350, "BATTLE MT SUMMIT", "US395", "028", 33.6, 42.5, (45.120, -118.950), (45.250, -118.990), "0", -2.0, None, 15, 1, 1, "2025-01-10T18:35:00Z", "2025-01-11T02:35:00Z"),
    rep(250, "OCHOCO SUMMIT", "US26", "041", 57.3, 50, (44.420, -120.550), (44.400, -120.400), "0", -3.0, None, 25, 1, 1, "2025-01-10T18:35:00Z", "2025-01-11T02:35:00Z"),
    rep(300, "WARM SPRINGS", "US26", "053", 100, 110, (44.760, -121.260), (44.850, -121.200), "0", 3.0, None, None, 1, 1, "2025-01-10T18:35:00Z", "2025-01-11T02:35:00Z"),
]

METADATA = {"road-weather-items": {
    "weather-condition-list": [{"weather-id": i, "weather-desc": d} for i, d in [
        (0, "No Report"), (1, "Clear/No Precipitation"), (2, "Partly Cloudy"), (3, "Overcast"), (4, "Ground Fog"),
        (5, "Intermittent Showers"), (6, "Rain"), (7, "Snow Flurries"), (8, "Snowing Hard & Continuously"), (9, "Severe Weather Alert"),
        (91, "Severe Weather Alert - Freezing Rain"), (92, "Severe Weather Alert - High Winds"), (93, "Severe Weather Alert - Blizzard Conditions"),
        (94, "Severe Weather Alert - Dust Storm"), (95, "Severe Weather Alert - Falling Trees")]],
    "road-condition-list": [{"road-cond-id": i, "road-cond-desc": d} for i, d in [
        (0, "No Report"), (1, "Bare Pavement"), (2, "Spots of Ice"), (3, "Black Ice"), (4, "Standing Water/Flooding"),
        (5, "Snow Pack (Breaking Up)"), (6, "Packed Snow")]],
    "driving-restriction-list": [{"restriction-id": i, "restriction-desc": d} for i, d in [
        ("0", "No restrictions"), ("A", "Carry chains or traction tires"), ("B", "Chains required on vehicles towing or over 10,000 GVW"),
        ("B1", "Chains required on vehicles towing or single drive axle over 10,000 GVW"),
        ("C", "CHAINS REQUIRED: Traction tires allowed in place of chains on vehicles under 10,000 GVW and not towing. Vehicles towing must use chains"),
        ("D", "CHAINS REQUIRED: Traction tires alone are not sufficient")]],
    "commercial-vehicle-restriction-list": [{"restriction-id": 0, "restriction-desc": "No restrictions"},
                                            {"restriction-id": 1, "restriction-desc": "Chains required on commercial vehicles"}]}}


def inc(iid, etype, sub, active, impact, headline, route, direction, mp, lat, lon, desc, end=None, comments=""):
    return {"incident-id": iid, "event-type-id": etype, "event-subtype-id": sub, "is-active": active, "impact-desc": impact,
            "headline": headline, "comments": comments,
            "create-time": "2025-01-10T09:12:33.47-08:00", "update-time": "2025-01-10T11:30:02.1-08:00",
            "location": {"route-id": route, "direction": direction,
                         "start-location": {"location-desc": desc, "start-lat": lat, "start-long": lon, "start-milepost": mp},
                         "end-location": end if end else {}},
            "schedule": {"project-schedule": {}}}


INCIDENTS = [
    inc("2025-INC-1001", "VH", "465", "true", "Closure", "A crash has closed the road. Use an alternate route.", "US20", "", 78.2, 44.410, -121.870,
        "US-20, 3 miles West of Santiam Pass", comments="<!-- ops --> Tow crews on scene. See [TripCheck](https://tripcheck.com)."),
    inc("2025-INC-1002", "WT", "465", "true", "Closure", "Snow and ice have closed the westbound lanes. Use an alternate route.", "I84", "WB", 238.5,
        45.550, -118.480, "I-84, 4 miles East of Meacham"),
    inc("2025-INC-0990", "VH", "465", "false", "Closure", "A crash had closed the road.", "I84", "EB", 220.0, 45.640, -118.700,
        "I-84, 13 miles East of Pendleton"),
    inc("2025-INC-1003", "OB", "465", "true", "Closure", "A rock fall has closed the road. Use an alternate route.", "I84", "", 300.0, 45.100, -117.700,
        "I-84, 5 miles West of North Powder"),
    inc("2025-INC-1004", "RW", "430", "true", "No to Minimum Delay", "Winter maintenance. Expect short delays.", "OR58", "", 60.0, 43.650, -122.150,
        "OR-58, near Willamette Pass"),
    inc("2025-INC-1005", "DS", "465", "true", "Closure", "Trees down have closed the road. Use an alternate route.", "US26", "", 44.0, 45.810, -123.180,
        "US-26, near Sunset Summit", end={"end-lat": 45.812, "end-long": -123.150, "end-milepost": 44.6}),
]

SUMMER = dict(ORG, **{"last-update-time": "2025-07-18T20:15:00Z"})
SUMMER_INCIDENTS = [
    inc("2025-INC-2001", "DS", "120", "true", "Closure", "A wildfire has closed the road. Use an alternate route.", "OR138", "", 92.0, 43.210, -122.250,
        "OR-138, 8 miles West of Diamond Lake"),
    inc("2025-INC-2002", "RW", "430", "false", "Estimated delay under 20 minutes", "Paving. Expect delays.", "US20", "EB", 80.0, 44.420, -121.800,
        "US-20, near Santiam Pass"),
]


def write(relative, document):
    with open(path(relative), "w") as file:
        json.dump(document, file, indent=1)


if __name__ == "__main__":
    write("tripcheck/RW/Reports", {"organization-information": ORG, "road-weather-reports": REPORTS})
    write("tripcheck/RW/Metadata", METADATA)
    write("tripcheck/Incidents", {"organization-information": dict(ORG, **{"last-update-time": "2025-01-10T11:39:12.8-08:00"}), "incidents": INCIDENTS})
    write("cases/odot/reports-summer.json", {"organization-information": SUMMER, "road-weather-reports": []})
    write("cases/odot/incidents-summer.json", {"organization-information": SUMMER, "incidents": SUMMER_INCIDENTS})
