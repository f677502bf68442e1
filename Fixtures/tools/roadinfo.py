#!/usr/bin/env python3
"""Writes Caltrans highway-information pages (https://roads.dot.ca.gov/roadinfo/<route>) for the
January world of the other fixtures: Tioga, Sonora and Ebbetts closed for the winter, chains on
I 80, US 50 and SR 88, closures elsewhere on the same routes that concern no pass, truck screening
and wind advisories that set no level. The real markup is not known and has changed over the years,
so the pages vary it: <br> lines, <p> lines, a <pre> block, upper and mixed case, both dash kinds,
headers on their own line or before an entry, a lost bracket, county typos.

Usage: python3 Fixtures/tools/roadinfo.py
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

PAGES = {
    "i80": ("br", "I 80", [
        "[IN THE SAN FRANCISCO BAY AREA - SOLANO CO]",
        "Is closed to westbound traffic at the Carquinez Bridge (Solano Co) from 2200 hrs to 0500 hrs on 1/11/25 - Due to construction - Motorists are advised to use an alternate route",
        "[IN THE NORTHERN CALIFORNIA AREA & SIERRA NEVADA]",
        "Chains are required on all vehicles except 4-wheel-drive vehicles with snow tires on all 4 wheels from Kingvale (Placer Co) to 2 mi west of Truckee (Nevada Co)",
        "Eastbound trucks are being screened at Applegate (Placer Co) - Drivers must have maximum chains",
        "Please research chain control locations as Caltrans is currently working to update chain control descriptions",
    ]),
    "us50": ("p", "US 50", [
        "[IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA] Chains or snow tires are required from Twin Bridges to Meyers (El Dorado Co)",
        "1-way controlled traffic at Kyburz (El Dorado Co) from 0900 hrs each morning to 1600 hrs each night Monday thru Friday thru 2/14/25 - Due to tree work",
    ]),
    "sr49": ("br", "SR 49", [
        "[IN THE NORTHERN CALIFORNIA AREA & SIERRA NEVADA]",
        "No traffic restrictions are reported for this area.",
    ]),
    "sr88": ("pre", "SR 88", [
        "[IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA]",
        "Chains are required on all vehicles except 4-wheel-drive vehicles with snow tires on all 4 wheels from Silver Lake (Amador Co) to 5 mi west of Picketts Jct (ALPINE CO0",
        "A high wind advisory is in effect at Carson Pass (Alpine Co) – Travel is not recommended for campers, trailers or permit loads",
    ]),
    "sr4": ("br", "SR 4", [
        "[IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA]",
        "IS CLOSED FROM 3 MI EAST OF LAKE ALPINE TO 2 MI WEST OF MARKLEEVILLE /EBBETTS PASS/ (ALPINE CO) - FOR THE WINTER - MOTORISTS ARE ADVISED TO USE AN ALTERNATE ROUTE",
        "[IN THE SAN FRANCISCO BAY AREA] IS CLOSED AT THE JCT OF SR 160 (CONTRA COSTA CO) AT 1600 HRS ON 1/10/25 - DUE TO A TRAFFIC COLLISION",
    ]),
    "sr108": ("p", "SR 108", [
        "IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA] Is closed from Kennedy Meadows (Tuolumne Co) to Leavitt Meadows /Sonora Pass/ (Tuolumne, Mono Co's) - WINTER CLOSURE -",
    ]),
    "sr120": ("br", "SR 120", [
        "[IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA]",
        "Is closed from Crane Flat (Tuolumne Co) to 5 mi west of the Jct of US 395 /Tioga Pass/ (Mono Co) - For the winter - Motorists are advised to use an alternate route",
    ]),
    "i5": ("br", "I 5", [
        "[IN THE SACRAMENTO VALLEY AREA]",
        "Is closed to northbound traffic at the Jct of US 50 (Sacramento Co) at 0400 hrs on 1/10/25 - Due to flooding",
        "[IN THE SOUTHERN CALIFORNIA AREA] No traffic restrictions are reported for this area.",
        "[IN THE NORTHERN CALIFORNIA AREA] No traffic restrictions are reported for this area.",
    ]),
    "i15": ("br", "I 15", [
        "[IN THE SOUTHERN CALIFORNIA AREA]",
        "A high wind advisory is in effect from Devore to Hesperia /Cajon Pass/ (San Bernardino Co) - Travel is not recommended for campers, trailers or permit loads",
    ]),
    "us395": ("br", "US 395", [
        "[EASTERN SIERRA NEVADA]",
        "No traffic restrictions are reported for this area.",
    ]),
}


def page(markup, route, lines):
    if markup == "br":
        body = "<br>\n".join([route] + lines) + "<br>"
    elif markup == "p":
        body = "\n".join(f"<p>{line}</p>" for line in [route] + lines)
    else:
        body = "<pre>\n" + "\n".join([route] + lines) + "\n</pre>"
    return f'''<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Caltrans Highway Information - {route}</title>
<style>.roadinfo {{ font-family: monospace; }}</style></head>
<body>
<header><nav><a href="https://roads.dot.ca.gov/">Caltrans</a> | <a href="/roadinfo/">Highway Information</a></nav></header>
<main>
<h1>Highway Information</h1>
<div class="roadinfo">
{body}
</div>
</main>
<footer><p>Information reported as of the time of the request. For current conditions call 1-800-427-7623.</p></footer>
</body>
</html>
'''


if __name__ == "__main__":
    for slug, (markup, route, lines) in PAGES.items():
        target = os.path.join(ROOT, "roadinfo", slug)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8", newline="\n") as f:
            f.write(page(markup, route, lines))
        print(f"roadinfo/{slug}: {os.path.getsize(target)} bytes")
