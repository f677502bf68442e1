#!/usr/bin/env python3
"""Writes CDOT's COtrip feed as one winter morning (2026-01-17 07:30 MST) under
Fixtures/data.cotrip.org/api/v1/: `roadConditions` (one page), `incidents` in two pages
(`incidents`, then `incidents@offset=4`: a recording keeps no `next-offset` header, so the next
page is the file of the next offset) and `plannedEvents` (one page: Independence Pass closed for
the season, a closure scheduled for next week and one that ended). Lane maps are CDOT's: 16 bits in
hex, left shoulder, lanes 1.. from the left, right shoulder ("6000" closes both lanes of a 2-lane
direction). Run from the package root."""
import json
import os

RECORDED = 1768660200  # 2026-01-17T14:30:00Z
ROOT = "Fixtures/data.cotrip.org/api/v1"


def iso(seconds):
    import datetime
    return datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def segment(ident, name, route, points, conditions, updated, milliseconds=False, extra=None):
    entries = [{"conditionDescription": text, "conditionId": 1000 + i, "sourceType": "OPERATOR",
                "updateTime": updated * 1000 if milliseconds else updated} for i, text in enumerate(conditions)]
    if extra:
        entries.append(extra)
    return {
        "type": "Feature",
        "geometry": {"type": "LineString", "srid": 4326, "coordinates": [[lon, lat] for lat, lon in points]},
        "properties": {"id": ident, "name": name, "nameId": name.replace(" ", "_").replace(":", "/"), "routeName": route,
                       "routeSegmentIndex": 1, "primaryLatitude": points[0][0], "primaryLongitude": points[0][1],
                       "secondaryLatitude": points[-1][0], "secondaryLongitude": points[-1][1], "currentConditions": entries},
        "attributes": {},
    }


def incident(ident, kind, route, direction, start, end, message, updated, points=None, lanes=None, severity="minor",
             category="Traffic", impacts=None):
    geometry = {"type": "MultiPoint", "srid": 4326, "coordinates": [[lon, lat] for lat, lon in points]} if points else None
    properties = {"id": ident, "type": kind, "category": category, "status": "confirmed report", "routeName": route,
                  "direction": direction, "startTime": iso(updated - 3600), "lastUpdated": iso(updated),
                  "travelerInformationMessage": message, "severity": severity, "responseLevel": "Intermediate",
                  "laneImpacts": lanes or [], "isOversizedLoadsProhibited": False, "hasRampRestriction": False,
                  "jurisdictions": ["SUMMIT (COUNTY)"], "region": "REGION 3", "owningGroup": "CDOT", "detectionSource": "CDOT"}
    if impacts:
        properties["additionalImpacts"] = impacts
    if start is not None:
        properties["startMarker"] = start
    if end is not None:
        properties["endMarker"] = end
    feature = {"type": "Feature", "properties": properties, "attributes": {}}
    if geometry:
        feature["geometry"] = geometry
    return feature


def lanes(first, second):
    """Both directions' lane impacts, as CDOT lists them: (direction, lane count, hex lane map)."""
    return [{"direction": way, "laneCount": count, "laneClosures": closed, "closedLaneTypes": []}
            for way, count, closed in (first, second)]


def planned(ident, kind, category, route, direction, start, end, message, windows, updated, impacts=None, lanes=None,
            name=None):
    properties = {"id": ident, "name": name or kind, "type": kind, "category": category, "routeName": route,
                  "direction": direction, "startMarker": start, "endMarker": end,
                  "startTime": windows[0][0], "clearTime": windows[-1][1], "lastUpdated": iso(updated),
                  "travelerInformationMessage": message, "laneImpacts": lanes or [],
                  "additionalImpacts": impacts or [], "isOversizedLoadsProhibited": False,
                  "schedule": [{"startTime": a, "endTime": b} for a, b in windows],
                  "jurisdictions": ["PITKIN (COUNTY)"], "region": "REGION 3", "owningGroup": "CDOT"}
    return {"type": "Feature", "properties": properties, "attributes": {}}


MIN = 60
segments = [
    segment("OpenTMS-Segment1701", "I-70: Vail to Copper Mountain (Vail Pass)", "I-70",
            [(39.640, -106.374), (39.531, -106.217), (39.502, -106.151)], ["3 - snow packed", "icy spots"], RECORDED - 40 * MIN),
    segment("OpenTMS-Segment1702", "I-70: Silverthorne to Georgetown (Eisenhower/Johnson Tunnel)", "I-70",
            [(39.630, -106.072), (39.679, -105.921), (39.711, -105.697)], ["wet pavement"], RECORDED - 30 * MIN, milliseconds=True),
    segment("OpenTMS-Segment0601", "US-6: Keystone to I-70 (Loveland Pass)", "US-6",
            [(39.605, -105.943), (39.663, -105.879), (39.681, -105.861)], ["snow packed spots"], RECORDED - 55 * MIN),
    segment("OpenTMS-Segment4001", "US-40: Empire to Winter Park (Berthoud Pass)", "US-40",
            [(39.760, -105.683), (39.798, -105.777), (39.892, -105.763)], ["snow packed", "blowing snow"], RECORDED - 25 * MIN),
    segment("OpenTMS-Segment4002", "US-40: Steamboat Springs to Kremmling (Rabbit Ears Pass)", "US-40",
            [(40.458, -106.800), (40.385, -106.612), (40.200, -106.450)], ["dry"], RECORDED - 50 * MIN),
    segment("OpenTMS-Segment1601", "US-160: South Fork to Pagosa Springs (Wolf Creek Pass)", "US-160",
            [(37.669, -106.640), (37.483, -106.802), (37.300, -106.950)], [], RECORDED - 35 * MIN,
            extra={"conditionDescription": "forecast text included", "additionalData": "Snow likely, 4 to 8 inches. Highs near 20.",
                   "updateTime": RECORDED - 35 * MIN}),
    segment("OpenTMS-Segment5001", "US-50: Poncha Springs to Sargents (Monarch Pass)", "US-50",
            [(38.508, -106.100), (38.497, -106.325), (38.500, -106.420)], ["2 - dry pavement"], RECORDED - 45 * MIN),
    segment("OpenTMS-Segment5501", "US-550: Ouray to Silverton (Red Mountain Pass)", "US-550",
            [(38.022, -107.671), (37.898, -107.712), (37.812, -107.664)], ["icy spots"], RECORDED - 20 * MIN),
    segment("OpenTMS-Segment5502", "US-550: Silverton to Durango (Molas and Coal Bank Passes)", "US-550",
            [(37.812, -107.664), (37.740, -107.690), (37.700, -107.780), (37.600, -107.800)], ["snow packed"], RECORDED - 20 * MIN),
    segment("OpenTMS-Segment2851", "US-285: Bailey to Fairplay (Kenosha Pass)", "US-285",
            [(39.480, -105.480), (39.413, -105.759), (39.224, -105.998)], ["wet"], RECORDED - 20 * 3600),
    segment("OpenTMS-Segment0901", "CO-9: Breckenridge to Alma (Hoosier Pass)", "CO-9",
            [(39.482, -106.045), (39.361, -106.062), (39.294, -106.063)], ["dry"], RECORDED - 15 * MIN),
    segment("OpenTMS-Segment9101", "CO-91: Copper Mountain to Leadville (Fremont Pass)", "CO-91",
            [(39.500, -106.150), (39.367, -106.197), (39.250, -106.290)], ["snow tires or chains required"], RECORDED - 15 * MIN),
    segment("OpenTMS-Segment2401", "US-24: Minturn to Leadville (Tennessee Pass)", "US-24",
            [(39.586, -106.430), (39.363, -106.311), (39.250, -106.290)], ["wet pavement"], RECORDED - 65 * MIN),
    segment("OpenTMS-Segment1401", "CO-14: Walden to Rustic (Cameron Pass)", "CO-14",
            [(40.730, -106.280), (40.520, -105.892), (40.690, -105.440)], ["snow packed spots", "blowing snow"], RECORDED - 70 * MIN),
    segment("OpenTMS-Segment1602", "US-160: Fort Garland to Walsenburg (La Veta Pass)", "US-160",
            [(37.415, -105.430), (37.610, -105.180), (37.624, -104.780)], ["dry"], RECORDED - 80 * MIN),
    segment("OpenTMS-Segment8201", "CO-82: Twin Lakes to Aspen (Independence Pass)", "CO-82",
            [(39.082, -106.380), (39.108, -106.564), (39.190, -106.818)], [], RECORDED - 6 * 3600,
            extra={"conditionDescription": "forecast text included", "additionalData": "Snow showers. Highs near 15.",
                   "updateTime": RECORDED - 6 * 3600}),
]

incidents = [
    # One record for both directions, filed under I-70E, as CDOT files the corridor's law.
    incident("OpenTMS-Incident26017000101", "Traction Law Code 15", "I-70E", "east", 133, 259,
             "Between Exit 133: Dotsero and Exit 259: Morrison from Mile Point 133 to Mile Point 259. Traction Law Code 15 in effect.",
             RECORDED - 3 * 3600, points=[(39.645, -107.080), (39.705, -105.201)], category="Weather Restriction",
             impacts=["Impacts both directions"], lanes=lanes(("east", 2, "0"), ("west", 2, "0"))),
    incident("OpenTMS-Incident26017000102", "Chain Law Code 18", "I-70W", "west", 259, 133,
             "Between Exit 259: Morrison and Exit 133: Dotsero from Mile Point 259 to Mile Point 133. Commercial vehicles are required to chain up.",
             RECORDED - 3 * 3600, points=[(39.705, -105.201), (39.645, -107.080)], category="Weather Restriction",
             lanes=lanes(("east", 2, "0"), ("west", 2, "0"))),
    incident("OpenTMS-Incident26017000103", "Passenger Vehicle Chain Law Code 16", "I-70W", "west", 195, 176,
             "Between Exit 195: Copper Mountain and Exit 176: Vail from Mile Point 195 to Mile Point 176. Passenger Vehicle Chain Law Code 16 in effect.",
             RECORDED - 50 * MIN, points=[(39.502, -106.151), (39.640, -106.374)], severity="major",
             category="Weather Restriction"),
    incident("OpenTMS-Incident26017000104", "Avalanche Control", "US-40E", "east", 240, 247,
             "Between Empire and Winter Park from Mile Point 240 to Mile Point 247. Avalanche control work.",
             RECORDED - 90 * MIN, lanes=lanes(("east", 2, "6000"), ("west", 2, "e001")), severity="major",
             category="Incident Closures"),
]
incidents_page_two = [
    incident("OpenTMS-Incident26017000105", "Chain Law Code 18", "US-50E", "east", 195, 205,
             "Between Sargents and Poncha Springs from Mile Point 195 to Mile Point 205. Chain Law Code 18 in effect.",
             RECORDED - 2 * 3600),
    incident("OpenTMS-Incident26017000106", "Rock Slide", "US-550", "both", None, None,
             "Rock slide. Road closed.", RECORDED - 40 * MIN, severity="major"),
    incident("OpenTMS-Incident26017000107", "Maintenance Operations", "US-40W", "west", 120.2, 121.0,
             "Between Hayden and Steamboat Springs from Mile Point 120.2 to Mile Point 121. Right lane closed. Road maintenance operations.",
             RECORDED - 2 * 3600, lanes=lanes(("east", 2, "0"), ("west", 2, "2000")), category="Maintenance"),
    incident("OpenTMS-Incident24085963313", "Maintenance Operations", "US-50E", "east", 353.5, 353.8,
             "Between County Road 5.5 and County Road 6 (2 miles east of Fowler) from Mile Point 353.5 to Mile Point 353.8. Road maintenance operations.",
             RECORDED - 4 * 3600, points=[(38.130, -104.000), (38.131, -103.995)], lanes=[{"direction": "east", "laneCount": 1, "laneClosures": "0", "closedLaneTypes": []}]),
]


def write(name, features):
    os.makedirs(ROOT, exist_ok=True)
    with open(os.path.join(ROOT, name), "w") as out:
        json.dump({"type": "FeatureCollection", "features": features}, out, indent=1)
        out.write("\n")


plannedEvents = [
    planned("OpenTMS-Event25300000201", "Closed for the Season", "Planned Event", "CO-82E", "east", 47, 68,
            "Between Tagert Lake Road (5 miles east of Aspen) and Carlton Tunnel Road (13 miles west of Twin Lakes) from "
            "Mile Point 47 to Mile Point 68. Road closed for the season.",
            [("2025-10-30T17:00:00.000Z", "2026-05-22T18:00:00.000Z")], RECORDED - 30 * 24 * 3600,
            impacts=["Impacts both directions"], lanes=lanes(("east", 1, "0"), ("west", 1, "0")),
            name="Independence Pass Seasonal Closure"),
    # Hoosier Pass closed all next week: listed, not in effect this morning.
    planned("OpenTMS-Event26017000202", "Road Construction", "Construction", "CO-9N", "north", 74, 78,
            "Between Alma and Breckenridge from Mile Point 74 to Mile Point 78. Road closed due to road construction.",
            [("2026-01-24T14:00:00.000Z", "2026-01-24T23:00:00.000Z")], RECORDED - 3600,
            lanes=lanes(("north", 1, "4000"), ("south", 1, "4000"))),
    # Rabbit Ears: paving that ended yesterday.
    planned("OpenTMS-Event26016000203", "Paving Operations", "Construction", "US-40W", "west", 148, 152,
            "Between Dumont Lake and Muddy Pass from Mile Point 148 to Mile Point 152. Road closed due to paving.",
            [("2026-01-16T15:00:00.000Z", "2026-01-16T23:00:00.000Z")], RECORDED - 20 * 3600,
            lanes=lanes(("east", 1, "4000"), ("west", 1, "4000"))),
]

write("roadConditions", segments)
write("plannedEvents", plannedEvents)
write("incidents", incidents)
write("incidents@offset=4", incidents_page_two)
