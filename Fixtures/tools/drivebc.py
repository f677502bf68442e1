#!/usr/bin/env python3
"""Writes DriveBC's Open511 event list as one winter morning (2026-01-17 07:30 PST) under
Fixtures/api.open511.gov.bc.ca/, in DriveBC's real shape (docs/drivebc-data.md): `events`, the
first page, names the second in `pagination.next_url` (`/events?offset=6`), which a directory
keeps as `events@offset=6`. The second page names no next page. Run from the package root."""
import json
import os

ROOT = "Fixtures/api.open511.gov.bc.ca"
JURISDICTION = "https://api.open511.gov.bc.ca/jurisdiction"
AREAS = {
    "fraser": {"url": "http://www.drivebc.ca/", "name": "Fraser Valley District", "id": "drivebc.ca/3"},
    "okanagan": {"url": "http://www.drivebc.ca/", "name": "Okanagan-Shuswap District", "id": "drivebc.ca/8"},
    "kootenay": {"url": "http://www.drivebc.ca/", "name": "West Kootenay District", "id": "drivebc.ca/11"},
    "columbia": {"url": "http://www.drivebc.ca/", "name": "Rocky Mountain District", "id": "drivebc.ca/12"},
    "peace": {"url": "http://www.drivebc.ca/", "name": "Peace District", "id": "drivebc.ca/20"},
    "howe": {"url": "http://www.drivebc.ca/", "name": "Howe Sound District", "id": "drivebc.ca/4"},
}


def event(ident, event_type, severity, roads, geography, description, updated, area, status="ACTIVE",
          subtypes=None, schedule=None, headline=None, created="2026-01-17T05:40:00-08:00", km=-1):
    record = {
        "jurisdiction_url": JURISDICTION,
        "url": f"https://api.open511.gov.bc.ca/events/drivebc.ca/{ident}",
        "id": f"drivebc.ca/{ident}",
        "headline": headline or event_type,
        "status": status,
        "created": created,
        "updated": updated,
        "description": description,
        "+ivr_message": description.split(" (DBC")[0],
        "+linear_reference_km": km,
        "schedule": schedule or {"intervals": [created.replace("-08:00", "+00:00") + "/"]},
        "event_type": event_type,
        "severity": severity,
        "geography": geography,
        "roads": roads,
        "areas": [AREAS[area]],
    }
    if subtypes is not None:
        record["event_subtypes"] = subtypes
    return record


def point(lat, lon):
    return {"type": "Point", "coordinates": [lon, lat]}


def line(*points):
    return {"type": "LineString", "coordinates": [[lon, lat] for lat, lon in points]}


def road(name, direction, state=None, frm=None, to=None):
    entry = {"name": name, "from": frm or "", "direction": direction}
    if to:
        entry["to"] = to
    if state:
        entry["state"] = state
    return entry


FIRST = [
    # The Coquihalla closed northbound only: southbound has no event.
    event("DBC-51001", "INCIDENT", "MAJOR",
          [road("Highway 5", "N", "CLOSED", "Exit 202: Portia", "Exit 228: Coquihalla Lakes Rd")],
          line((49.5290, -121.2080), (49.5640, -121.1420), (49.5973, -121.0781), (49.6080, -121.0450)),
          "Highway 5, northbound. Vehicle incident between Exit 202: Portia and Exit 228: Coquihalla Lakes Rd for "
          "26 km (Coquihalla Summit). Road closed. Next update time Sat Jan 17 at 9:00 AM PST. "
          "Last updated Sat Jan 17 at 7:10 AM PST. (DBC-51001)",
          "2026-01-17T07:10:00-08:00", "fraser", subtypes=["HAZARD"], km=204.5),
    # DriveBC's commercial chain-up, merged in from its commercial-vehicle system.
    event("DBCCNUP-3321", "ROAD_CONDITION", "MINOR",
          [road("Highway 3", "BOTH", None, "Salmo", "Creston")],
          point(49.0581, -117.0419),
          "Highway 3, in both directions. Commercial chain up in effect between Salmo and Creston for 84 km "
          "(Kootenay Pass). Last updated Sat Jan 17 at 6:45 AM PST. (DBCCNUP-3321)",
          "2026-01-17T06:45:00-08:00", "kootenay", subtypes=["PARTLY_ICY"], headline="Commercial chain up in effect"),
    # Rogers Pass closed both ways for avalanche control, Parks Canada's boundaries.
    event("DBC-51003", "INCIDENT", "MAJOR",
          [road("Highway 1", "BOTH", "CLOSED", "Glacier National Park West Boundary",
                "Glacier National Park East Boundary")],
          line((51.2700, -117.8000), (51.3014, -117.5213), (51.3600, -117.2700)),
          "Highway 1, in both directions. Avalanche control work between Glacier National Park West Boundary and "
          "Glacier National Park East Boundary for 44 km (Rogers Pass). Road closed. Next update time Sat Jan 17 "
          "at 10:00 AM PST. Last updated Sat Jan 17 at 7:25 AM PST. (DBC-51003)",
          "2026-01-17T07:25:00-08:00", "columbia", subtypes=["HAZARD"]),
    # Allison Pass: one lane, alternating.
    event("DBC-51004", "CONSTRUCTION", "MINOR",
          [road("Highway 3", "BOTH", "SINGLE_LANE_ALTERNATING", "Manning Park Lodge", "Allison Pass")],
          point(49.1250, -120.8520),
          "Highway 3, in both directions. Rock fall between Manning Park Lodge and Allison Pass for 5 km "
          "(Allison Pass). Single lane alternating traffic. Next update time Sat Jan 17 at 11:00 AM PST. "
          "Last updated Sat Jan 17 at 6:50 AM PST. (DBC-51004)",
          "2026-01-17T06:50:00-08:00", "okanagan", subtypes=["ROAD_MAINTENANCE"]),
    # Pine Pass: a plea not to travel.
    event("DBC-51005", "WEATHER_CONDITION", "MAJOR",
          [road("Highway 97", "BOTH", "ALL_LANES_OPEN", "Mackenzie Junction", "Chetwynd")],
          line((55.1050, -122.9350), (55.4000, -122.6330), (55.6980, -121.6290)),
          "Highway 97, in both directions. Heavy snowfall between Mackenzie Junction and Chetwynd for 150 km "
          "(Pine Pass). Travel not recommended unless absolutely necessary. Last updated Sat Jan 17 at 5:30 AM PST. "
          "(DBC-51005)",
          "2026-01-17T05:30:00-08:00", "peace", subtypes=["POOR_VISIBILITY"]),
    # Cayoosh Pass: a closure that is over (archived): it does not apply.
    event("DBC-51006", "INCIDENT", "MAJOR",
          [road("Highway 99", "BOTH", "CLOSED", "Pemberton", "Lillooet")],
          point(50.3717, -122.4922),
          "Highway 99, in both directions. Vehicle incident at Cayoosh Pass (Cayoosh Pass). Road closed. "
          "Last updated Fri Jan 16 at 11:00 PM PST. (DBC-51006)",
          "2026-01-16T23:00:00-08:00", "howe", status="ARCHIVED", created="2026-01-16T21:00:00-08:00"),
]

SECOND = [
    # Closed elsewhere on Highway 1: the Kicking Horse Canyon east of Golden, neither Rogers nor Kicking Horse Pass.
    event("DBC-51007", "CONSTRUCTION", "MAJOR",
          [road("Highway 1", "BOTH", "CLOSED", "Golden", "Yoho Bridge")],
          line((51.2980, -116.9300), (51.2870, -116.8400), (51.3020, -116.7500)),
          "Highway 1, in both directions. Construction work between Golden and Yoho Bridge for 14 km "
          "(Kicking Horse Canyon). Road closed. Next update time Sat Jan 17 at 12:00 PM PST. "
          "Last updated Sat Jan 17 at 7:00 AM PST. (DBC-51007)",
          "2026-01-17T07:00:00-08:00", "columbia", subtypes=["ROAD_CONSTRUCTION"]),
    # Bonanza Pass: the closure is stated only in the words (no state).
    event("DBC-51008", "INCIDENT", "MAJOR",
          [road("Highway 3", "BOTH", None, "Christina Lake", "Castlegar")],
          point(49.2700, -118.0400),
          "Highway 3, in both directions. Vehicle incident at Bonanza Pass (Bonanza Pass). Road closed. "
          "Next update time Sat Jan 17 at 9:30 AM PST. Last updated Sat Jan 17 at 7:15 AM PST. (DBC-51008)",
          "2026-01-17T07:15:00-08:00", "kootenay"),
    # Kicking Horse Pass: a closure planned for Tuesday, not in force now.
    event("DBC-51009", "CONSTRUCTION", "MAJOR",
          [road("Highway 1", "BOTH", "CLOSED", "Alberta Border", "Field")],
          line((51.4525, -116.2858), (51.3980, -116.4900)),
          "Highway 1, in both directions. Bridge maintenance work between Alberta Border and Field for 16 km "
          "(Kicking Horse Pass). Road closed. Until Tue Jan 20 at 3:00 PM MST. "
          "Last updated Sat Jan 17 at 6:00 AM PST. (DBC-51009)",
          "2026-01-17T06:00:00-08:00", "columbia",
          schedule={"intervals": ["2026-01-20T16:00:00+00:00/2026-01-20T22:00:00+00:00"]}),
    # Not a highway: a local road beside the Coquihalla, closed.
    event("DBC-51010", "INCIDENT", "MINOR",
          [road("Other Roads", "BOTH", "CLOSED", "Coquihalla Lakes Rd")],
          point(49.6020, -121.0700),
          "Coquihalla Lakes Road, in both directions. Vehicle incident at Coquihalla Lakes (Coquihalla Summit). "
          "Road closed. Last updated Sat Jan 17 at 6:30 AM PST. (DBC-51010)",
          "2026-01-17T06:30:00-08:00", "fraser"),
]


def page(events, next_url):
    pagination = {"offset": "0" if next_url else "6"}
    if next_url:
        pagination["next_url"] = next_url
    return {"events": events, "pagination": pagination,
            "meta": {"url": "/events", "up_url": "", "version": "v1"}}


def write(name, content):
    os.makedirs(ROOT, exist_ok=True)
    with open(os.path.join(ROOT, name), "w") as out:
        json.dump(content, out, indent=1)
        out.write("\n")


write("events", page(FIRST, "/events?offset=6"))
write("events@offset=6", page(SECOND, None))
