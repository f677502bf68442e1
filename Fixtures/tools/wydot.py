#!/usr/bin/env python3
"""Writes WYDOT route pages (https://www.wyoroad.info/pls/Browse/WRR.RoutesResults?SelectedRoute=WY22)
for a winter day, 2025-02-16: the Snowy Range, Beartooth, Battle Pass, US 14A over the Bighorns and
the East Gate of Yellowstone closed for the season (merged `extendedcond` cells), I 80 closed at Elk
Mountain for winter conditions (a merged `closedcond` cell) and closed to light, high-profile
vehicles beyond it, chain law level 2 on Teton Pass, level 1 on Granite Pass, "No Unnecessary
Travel" on South Pass, standing advisories and truck limits elsewhere. The markup follows the
captured pages: route and town cells span rows, a colour legend that says CLOSED stands outside the
conditions table, entities (`Nat&#39;l`, `&#x2F;`, `&nbsp;`) and `<br />` inside cells, and a
district comments table after it.

Files are named as `wget --restrict-file-names=windows` saves them (`?` written `@`), so that
`--base-url Fixtures` answers each route's URL.

Usage: python3 Fixtures/tools/wydot.py
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FOLDER = os.path.join(ROOT, "pls", "Browse")

SEASONAL = "Road Closed Due To Seasonal Closure"

# route -> (route as written, [(town, [rows])], district comment)
# a row: (segment, conditions class, conditions, advisory class, advisory, restriction class, restriction, time)
# a closed row: (segment, class, words, None, None, None, None, time): one merged cell
PAGES = {
    "WY22": ("WY 22", [
        ("Jackson", [
            ("Between Jackson and Wilson", "lowimpactcond", "Wet", "noimpact", "None", "noimpactrestrict", "None", "Feb 16, 2025, 05:38 AM"),
        ]),
        ("Wilson", [
            ("Between Wilson and the Idaho&nbsp;State Line", "highimpactcond", "Slick in Spots, Blowing Snow", "highimpact",
             "Chain Law - Level 2", "noimpactrestrict", "WY 22 from milepost 6.000 to 17.490<br />Weight restriction: 60000 lbs",
             "Feb 16, 2025, 05:42 AM"),
        ]),
    ], "WY22: Weight limit of 60,000 GVW is in effect over Teton Pass. Chain law is in effect; carry chains or use snow tires or four-wheel drive."),
    "WY130": ("WY 130", [
        ("Laramie", [
            ("Between Laramie and Centennial", "lowimpactcond", "Dry", "modimpact", "Strong Winds", "noimpactrestrict", "None", "Feb 16, 2025, 06:10 AM"),
        ]),
        ("Centennial", [
            ("Between Centennial and Mile Marker 48, Eastbound Closure Gate", "lowimpactcond", "Slick in Spots", "modimpact", "Black Ice",
             "noimpactrestrict", "None", "Feb 16, 2025, 06:12 AM"),
            ("Between Mile Marker 48, Eastbound Closure Gate and Mirror Lake", "extendedcond", SEASONAL, None, None, None, None, "Feb 15, 2025, 06:59 PM"),
            ("Between Mirror Lake and Green Rock", "extendedcond", SEASONAL, None, None, None, None, "Feb 15, 2025, 06:59 PM"),
            ("Between Green Rock and Mile Marker 61, Westbound Closure Gate", "extendedcond", SEASONAL, None, None, None, None, "Feb 15, 2025, 06:59 PM"),
        ]),
    ], "WY130: The Snowy Range Road is closed for the season between the closure gates."),
    "US212": ("US 212", [
        ("Cooke City, MT", [
            ("Between the Montana State Line and Mile Marker 4.5, Westbound Closure Gate", "extendedcond", SEASONAL, None, None, None, None,
             "Oct 14, 2024, 10:02 AM"),
            ("Between Mile Marker 4.5, Westbound Closure Gate and WY 296", "lowimpactcond", "Drifted Snow", "noimpact", "None",
             "noimpactrestrict", "None", "Feb 16, 2025, 07:01 AM"),
            ("Between WY 296 and Beartooth Pass", "extendedcond", SEASONAL, None, None, None, None, "Oct 14, 2024, 10:02 AM"),
        ]),
    ], None),
    "US14": ("US 14/16/20", [
        ("Cody", [
            ("Between Cody and Wapiti", "lowimpactcond", "Dry", "noimpact", "None", "noimpactrestrict", "None", "Feb 16, 2025, 06:45 AM"),
            ("Between Wapiti and Pahaska", "lowimpactcond", "Slick in Spots", "modimpact", "Falling Rock, Black Ice", "noimpactrestrict",
             "None", "Feb 16, 2025, 06:47 AM"),
            ("Between the E Gate of Yellowstone Nat&#39;l Park and Pahaska", "extendedcond", SEASONAL, None, None, None, None,
             "Nov 3, 2024, 08:00 AM"),
        ]),
        ("Shell", [
            ("Between Greybull and Shell", "lowimpactcond", "Dry", "noimpact", "None", "noimpactrestrict", "None", "Feb 16, 2025, 06:20 AM"),
            ("Between Shell and Antelope Butte Mountain Recreation Area", "highimpactcond", "Slick, Drifted Snow", "modimpact",
             "Chain Law Level 1", "modimpactrestrict", "Width restriction: 12 ft", "Feb 16, 2025, 06:24 AM"),
        ]),
    ], "US14: Shell Canyon has falling rock; use caution. US 14/16/20: The East Entrance of Yellowstone Nat&#39;l Park is closed for the season."),
    "US14A": ("US 14A", [
        ("Lovell", [
            ("Between Lovell and 22 miles east of Lovell", "lowimpactcond", "Dry", "noimpact", "None", "noimpactrestrict", "None",
             "Feb 16, 2025, 06:30 AM"),
            ("Between 22 miles east of Lovell and the Sheridan&#x2F;Big Horn County Line", "extendedcond", SEASONAL, None, None, None, None,
             "Nov 18, 2024, 09:15 AM"),
            ("Between the Sheridan&#x2F;Big Horn County Line and Bear Lodge", "extendedcond", SEASONAL, None, None, None, None,
             "Nov 18, 2024, 09:15 AM"),
        ]),
    ], None),
    "I80": ("I 80", [
        ("Laramie", [
            ("Between Laramie and Exit 323, Happy Jack Rd", "lowimpactcond", "Dry", "modimpact", "Strong Winds", "noimpactrestrict", "None",
             "Feb 16, 2025, 07:05 AM"),
            ("Between Exit 323, Happy Jack Rd and Exit 335, Buford", "lowimpactcond", "Slick in Spots", "modimpact", "Black Ice",
             "noimpactrestrict", "None", "Feb 16, 2025, 07:05 AM"),
        ]),
        ("Elk Mountain", [
            ("Between Exit 235, Walcott Jct and Exit 255, WY 72", "closedcond", "Closed due to winter conditions", None, None, None, None,
             "Feb 16, 2025, 04:51 AM"),
            ("Between Exit 255, WY 72 and Exit 272, Arlington", "highimpactcond", "Blowing Snow, Reduced Visibility", "highimpact",
             "Closed to Light, High Profile Vehicles", "noimpactrestrict", "None", "Feb 16, 2025, 04:53 AM"),
        ]),
    ], "I80: Closed between Walcott Jct and WY 72 due to winter conditions; no estimated time of opening."),
    "WY70": ("WY 70", [
        ("Encampment", [
            ("Between Encampment and Mile Marker 27, Eastbound Closure Gate", "lowimpactcond", "Wet", "noimpact", "None", "noimpactrestrict",
             "None", "Feb 16, 2025, 06:55 AM"),
            ("Between Mile Marker 27, Eastbound Closure Gate and Haskins Creek", "extendedcond", SEASONAL, None, None, None, None,
             "Nov 12, 2024, 02:30 PM"),
            ("Between Haskins Creek and Mile Marker 50, Westbound Closure Gate", "extendedcond", SEASONAL, None, None, None, None,
             "Nov 12, 2024, 02:30 PM"),
        ]),
    ], None),
    "WY28": ("WY 28", [
        ("Farson", [
            ("Between Farson and the Fremont/Sublette Cty Line", "modimpactcond", "Drifted Snow", "modimpact", "Falling Rock, No Trailer Traffic",
             "noimpactrestrict", "None", "Feb 16, 2025, 06:02 AM"),
        ]),
        ("Lander", [
            ("Between the Fremont/Sublette Cty Line and Mile Marker 47", "highimpactcond", "Blowing Snow", "highimpact", "No Unnecessary Travel",
             "noimpactrestrict", "Single unit 6+ axles: 32T", "Feb 16, 2025, 06:04 AM"),
        ]),
    ], None),
}

# Pages in the shape whose rows carry no route cell: the route is named in the heading (and the
# comments), and the town cell is of class `town`.
HEADING_ONLY = {"WY70", "WY28"}

HEAD = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>WYDOT Travel Information Map - Road Conditions: {route}</title>
<link rel="stylesheet" type="text/css" href="/css/wrr.css">
</head>
<body>
<div id="banner"><a href="https://www.wyoroad.info/">wyoroad.info</a> &middot; Wyoming Department of Transportation</div>
<form name="routes" action="WRR.RoutesResults" method="get">
<select name="SelectedRoute"><option value="I80">I 80</option><option value="WY22">WY 22</option><option value="WY130">WY 130</option></select>
<input type="submit" value="Go">
</form>
<table class="legend" summary="Legend">
<tr><td class="closurelocation">Legend</td><td class="noimpactcond">No Impact</td><td class="lowimpactcond">Low Impact</td><td class="modimpactcond">Moderate Impact</td><td class="highimpactcond">High Impact</td><td class="closedcond" colspan="3">CLOSED</td></tr>
</table>
"""


def cell(cls, text, colspan=None):
    span = f' colspan="{colspan}"' if colspan is not None else ""
    return f'<td class="{cls}"{span}>{text}</td>'


def page(key, route, towns, comment):
    rows = []
    total = sum(len(segments) for _, segments in towns)
    first = True
    for town, segments in towns:
        for index, (segment, ccls, words, acls, advisory, rcls, restriction, time) in enumerate(segments):
            cells = []
            if first and key not in HEADING_ONLY:
                cells.append(f'<td class="route" rowspan="{total}">{route}</td>')
            first = False
            if index == 0:
                town_class = "town" if key in HEADING_ONLY else "townname"
                cells.append(f'<td class="{town_class}" rowspan="{len(segments)}">{town}<br /><a href="https://forecast.weather.gov/">NWS Forecast</a></td>')
            cells.append(cell("closurelocation", segment))
            if acls is None:
                cells.append(cell(ccls, words, 3))
            else:
                cells.append(cell(ccls, words, ""))
                cells.append(cell(acls, advisory))
                cells.append(cell(rcls, restriction))
            cells.append(cell("rpttime", time))
            cells.append('<td class="cameras"><a href="/camera">Cameras</a></td>')
            cells.append('<td class="sensors"><a href="/sensor">Sensors</a></td>')
            rows.append("<tr>" + "".join(cells) + "</tr>")
    html = [HEAD.format(route=route)]
    if key in HEADING_ONLY:
        html.append(f'<h2 class="routeheading">Road Conditions for {route}</h2>')
    html.append('<table class="grid" summary="Road conditions">')
    html.append('<tr><th colspan="9" class="gridtitle">Conditions</th></tr>')
    html.append(("<tr><th>Location</th>" if key in HEADING_ONLY else "<tr><th colspan=\"2\">Route/Location</th>") + "<th>Segment</th><th>Conditions</th><th>Advisories</th><th>Restrictions</th>"
                "<th>Last Report Time</th><th>Cameras</th><th>Sensors</th></tr>")
    html += rows
    html.append("</table>")
    if comment:
        html.append('<table class="grid" summary="District comments">')
        html.append("<tr><th>District Comments</th></tr>")
        html.append(f'<tr><td class="comments">{comment}</td></tr>')
        html.append("</table>")
    html.append("</body>\n</html>\n")
    return "\n".join(html)


# Other shapes of the route page, for the tests (`cases/wydot/`): rows without a route cell (the
# route in the page heading, the town cell of class `town`), directional sub-rows, segments in a
# second table, several cells of a kind and a status cell before the segment, a closure said only in
# the district comments.
CASES = os.path.join(ROOT, "cases", "wydot")

LEGEND = HEAD.split("<table class=\"legend\"", 1)[1]
TAIL = "</body>\n</html>\n"


def shaped(route, heading_only, table_rows, comment=None, extra=""):
    head = HEAD.split("<table class=\"legend\"", 1)[0].replace("{route}", route)
    html = [head]
    if heading_only:
        html.append(f'<h2 class="routeheading">Road Conditions for {route}</h2>')
    html.append('<table class="legend"' + LEGEND)
    html.append('<table class="grid" summary="Road conditions">')
    html.append('<tr><th colspan="9" class="gridtitle">Conditions</th></tr>')
    html.append("<tr><th>Location</th><th>Segment</th><th>Conditions</th><th>Advisories</th><th>Restrictions</th>"
                "<th>Last Report Time</th><th>Cameras</th><th>Sensors</th></tr>")
    html += table_rows
    html.append("</table>")
    html.append(extra)
    if comment:
        html.append('<table class="grid" summary="District comments">')
        html.append("<tr><th>District Comments</th></tr>")
        html.append(f'<tr><td class="comments">{comment}</td></tr>')
        html.append("</table>")
    html.append(TAIL)
    return "\n".join(html)


LINKS = '<td class="cameras"><a href="/camera">Cameras</a></td><td class="sensors"><a href="/sensor">Sensors</a></td>'


def town(name, span):
    return f'<td class="town" rowspan="{span}">{name}<br /><a href="https://forecast.weather.gov/">NWS Forecast</a></td>'


def open_cells(cond="Dry", advisory="None", restriction="None", time="Feb 16, 2025, 07:05 AM"):
    return (cell("lowimpactcond", cond, "") + cell("noimpact", advisory) + cell("noimpactrestrict", restriction)
            + cell("rpttime", time) + LINKS)


def closed_cells(words=SEASONAL, cls="extendedcond", time="Nov 12, 2024, 02:30 PM"):
    return cell(cls, words, 3) + cell("rpttime", time) + LINKS


SHAPES = {
    # The route only in the heading and the comments; seasonal closures shown.
    "heading-only-WY130.html": shaped("WY 130", True, [
        "<tr>" + town("Centennial", 3) + cell("closurelocation", "Between Centennial and Mile Marker 48, Eastbound Closure Gate")
        + open_cells("Slick in Spots", "Black Ice") + "</tr>",
        "<tr>" + cell("closurelocation", "Between Mile Marker 48, Eastbound Closure Gate and Mirror Lake") + closed_cells() + "</tr>",
        "<tr>" + cell("closurelocation", "Between Mirror Lake and Green Rock") + closed_cells() + "</tr>",
    ], "WY130: The Snowy Range Road is closed for the season between the closure gates."),
    # I 80 at Elk Mountain closed eastbound only, a sub-row for each direction under one segment cell.
    "directional-subrows-I80.html": shaped("I 80", True, [
        "<tr>" + town("Laramie", 2) + cell("closurelocation", "Between Laramie and Exit 323, Happy Jack Rd") + open_cells() + "</tr>",
        "<tr>" + cell("closurelocation", "Between Exit 323, Happy Jack Rd and Exit 335, Buford") + open_cells("Wet") + "</tr>",
        "<tr>" + town("Elk Mountain", 2) + '<td class="closurelocation" rowspan="2">Between Exit 235, Walcott Jct and Exit 255, WY 72</td>'
        + '<td class="direction">Eastbound</td>' + closed_cells("Closed due to a crash", "closedcond", "Feb 16, 2025, 06:40 AM") + "</tr>",
        '<tr><td class="direction">Westbound</td>' + open_cells("Slick in Spots", "Strong Winds") + "</tr>",
    ]),
    # Beartooth's closed segments in a second table of their own.
    "second-table-US212.html": shaped("US 212", True, [
        "<tr>" + town("Cooke City, MT", 1) + cell("closurelocation", "Between Mile Marker 4.5, Westbound Closure Gate and WY 296")
        + open_cells("Drifted Snow") + "</tr>",
    ], None, '<table class="grid" summary="Seasonal closures"><tr><th colspan="4">Seasonal Closures</th></tr>'
       + "<tr>" + cell("closurelocation", "Between the Montana State Line and Mile Marker 4.5, Westbound Closure Gate")
       + closed_cells(time="Oct 14, 2024, 10:02 AM") + "</tr>"
       + "<tr>" + cell("closurelocation", "Between WY 296 and Beartooth Pass") + closed_cells(time="Oct 14, 2024, 10:02 AM") + "</tr></table>"),
    # Two advisory cells (the chain law in the second), and a status cell before the segment.
    "duplicate-cells-WY22.html": shaped("WY 22", False, [
        '<tr><td class="route" rowspan="2">WY 22</td>' + town("Jackson", 1) + cell("closurelocation", "Between Jackson and Wilson")
        + open_cells("Wet", time="Feb 16, 2025, 05:38 AM") + "</tr>",
        "<tr>" + town("Wilson", 1) + cell("highimpactcond", "Blowing Snow") + cell("closurelocation", "Between Wilson and the Idaho&nbsp;State Line")
        + cell("lowimpactcond", "Slick in Spots", "") + cell("modimpact", "Falling Rock") + cell("highimpact", "Chain Law - Level 2")
        + cell("noimpactrestrict", "None") + cell("rpttime", "Feb 16, 2025, 05:42 AM") + LINKS + "</tr>",
    ]),
    # South Pass's row reads open; the comments close it.
    "comment-closure-WY28.html": shaped("WY 28", True, [
        "<tr>" + town("Lander", 1) + cell("closurelocation", "Between the Fremont/Sublette Cty Line and Mile Marker 47")
        + open_cells("Blowing Snow", time="Feb 16, 2025, 06:04 AM") + "</tr>",
    ], "WY28: South Pass is closed due to drifting snow; no estimated time of opening. WY 28 between Farson and Lander: use caution."),
}


def main():
    os.makedirs(FOLDER, exist_ok=True)
    for key, (route, towns, comment) in PAGES.items():
        with open(os.path.join(FOLDER, f"WRR.RoutesResults@SelectedRoute={key}"), "w", encoding="utf-8") as out:
            out.write(page(key, route, towns, comment))
    os.makedirs(CASES, exist_ok=True)
    for name, html in SHAPES.items():
        with open(os.path.join(CASES, name), "w", encoding="utf-8") as out:
            out.write(html)


if __name__ == "__main__":
    main()
