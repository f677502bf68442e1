#!/usr/bin/env python3
"""Writes WSDOT pass pages shaped like the real ones, for tests, demos and benchmarks.

Modern pages are what a browser holds after WSDOT's Vue app has rendered
(https://wsdot.com/travel/real-time/mountainpasses/<slug>): heavy navigation, data-v-* hashes,
<!----> comments, stray whitespace inside values. Legacy pages are the 2008-2021
http://www.wsdot.com/traffic/passes/<name>/ layout with PassInfo* spans.

Usage: python3 Fixtures/tools/pass_page.py   (rewrites the legacy page; world.py writes the modern ones)
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

V = 'data-v-4f1c2a7e'          # hash of the pass component; changes per site build
N = 'data-v-91b3e0d2'          # hash of the navigation component

SECTIONS = ["Traffic & Roads", "Travel", "Ferries", "Construction", "Business", "About", "Contact"]
TOPICS = ["Real-time map", "Traffic cameras", "Travel alerts", "Mountain passes", "Border crossings",
          "Commercial vehicles", "Tolling", "Good To Go!", "Rest areas", "Weather", "Road closures",
          "Winter driving", "Bike & walk", "Rail", "Aviation", "Transit", "Projects", "Maps & data",
          "Environment", "Safety"]


def nav(sections=SECTIONS):
    out = [f'<header class="site-header" {N}><nav class="main-nav" aria-label="Main" {N}><ul {N}>']
    for s in sections:
        out.append(f'<li class="menu-item has-children" {N}><button type="button" aria-expanded="false" {N}>{s}</button>')
        out.append(f'<div class="mega-menu" {N}>')
        for col in range(6):
            out.append(f'<ul class="mega-col" {N}>')
            for t in TOPICS:
                slug = t.lower().replace(" ", "-").replace("&", "and").replace("!", "")
                out.append(f'<li {N}><a href="/{s.split()[0].lower()}/{slug}/{col}" class="menu-link" {N}>{t}</a></li>')
            out.append('</ul>')
        out.append('</div></li><!---->')
    out.append('</ul></nav></header>')
    return "\n".join(out)


def footer():
    links = "".join(f'<li><a href="/about/{i}">Footer link {i}</a></li>' for i in range(60))
    return (f'<footer class="site-footer"><div class="footer-inner"><ul class="footer-links">{links}</ul>'
            '<p>&copy; Washington State Department of Transportation</p></div></footer>')


def condition(label, value, extra=""):
    return (f'\n      <div class="condition" {V}>\n        <div class="conditionLabel" {V}>{label}</div>'
            f'\n        <div class="conditionValue" {V}>\n          {value}{extra}\n        </div>\n      </div><!---->')


def modern_light(p):
    """A rendered page with a shorter menu, for passes other than the benchmark's."""
    return modern(p, sections=SECTIONS[:1])


def modern(p, sections=SECTIONS):
    rows = [
        condition("Temperature", p["temperature"]),
        condition("Elevation", p["elevation"]),
        condition(f'Travel {p["dir1"]}', p["restriction1"]),
        condition(f'Travel {p["dir2"]}', p["restriction2"]),
        condition("Conditions", p["conditions"]),
        condition("Weather", p["weather"]),
        condition("Last updated", p["updated"],
                  f'\n          <a href="/about/disclaimer" class="disclaimer" {V}>[Disclaimer]</a>'),
    ]
    cams = "".join(
        f'<figure class="camera" {V}><img src="https://images.wsdot.wa.gov/sc/{p["slug"]}{i}.jpg" alt="{p["name"]} camera {i}" {V}>'
        f'<figcaption {V}>{p["highway"]} at MP {50 + i}.{i}</figcaption></figure><!---->' for i in range(12))
    forecast = "".join(
        f'<div class="forecast-day" {V}><h3 {V}>Day {i}</h3><p {V}>Snow showers likely. Snow level 1500 feet. '
        f'Highs in the upper 20s. Southwest wind 10 to 15 mph.</p></div>' for i in range(7))
    return f'''<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{p["name"]} | WSDOT</title>
<link rel="stylesheet" href="/css/app.3f9a1c.css">
</head>
<body>
<div id="app" data-v-app="">
{nav(sections)}
<main id="main-content" class="page mountain-pass" {V}>
  <h1 {V}>{p["name"]}</h1>
  <div class="pass-content" {V}>
    <div class="column-1" {V}>
      <h2 {V}>Pass report</h2>
      <!---->{"".join(rows)}
    </div>
    <div class="column-2" {V}>
      <h2 {V}>Cameras</h2>{cams}
      <h2 {V}>Forecast</h2>{forecast}
    </div>
  </div>
</main>
{footer()}
</div>
<script type="module" src="/js/app.7c2e90.js"></script>
</body>
</html>
'''


def legacy(p):
    return f'''<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1" />
<title>WSDOT - {p["name"]}</title></head>
<body>
<form name="aspnetForm" method="post" action="./" id="aspnetForm">
<div id="PassPageBoxPanel">
  <div class="PassPageBoxTitle"><h1>{p["name"]}</h1></div>
  <table class="PassInfoTable">
    <tr><td><strong>Last Updated:</strong></td><td><span id="PassInfoLastUpdate">{p["updated"]}</span></td></tr>
    <tr><td><strong>Temperature:</strong></td><td><span id="PassInfoTemperature">{p["temperature"]}</span></td></tr>
    <tr><td><strong>Elevation:</strong></td><td><span id="PassInfoElevationF">{p["elevation"]}</span></td></tr>
    <tr><td><strong>Restrictions {p["dir1"]}:</strong></td><td><span id="PassInfoRestrictionsOne">{p["restriction1"]}</span></td></tr>
    <tr><td><strong>Restrictions {p["dir2"]}:</strong></td><td><span id="PassInfoRestrictionsTwo">{p["restriction2"]}</span></td></tr>
    <tr><td><strong>Conditions:</strong></td><td><span id="PassInfoConditions">{p["conditions"]}</span></td></tr>
    <tr><td><strong>Weather:</strong></td><td><span id="PassInfoWeather">{p["weather"]}</span></td></tr>
  </table>
</div>
</form>
</body>
</html>
'''


SNOQUALMIE = dict(
    slug="snoqualmie", name="Snoqualmie Pass I-90", highway="I-90",
    temperature="28&deg;F / -2&deg;C as of 8:45 PM 01/10/2024", elevation="3022 ft / 921 m",
    dir1="eastbound", dir2="westbound",
    restriction1="Traction Tires Advised, Oversize Vehicles Prohibited.",
    restriction2="No restrictions",
    conditions="Compact snow and ice on the road.\n          ",
    weather="Snowing",
    updated="Wednesday, January 10, 2024 8:45 PM")

LEGACY_SNOQUALMIE = dict(
    SNOQUALMIE, name="Snoqualmie Pass", temperature="31&deg;F", elevation="3022 ft",
    dir1="Eastbound", dir2="Westbound", updated="Monday January 6, 2020 5:15 PM",
    restriction1="Traction Tires Required, Chains required on Vehicles over 10,000 gross vehicle weight.  Oversize Vehicles Prohibited.",
    restriction2="Chains required on all vehicles except all wheel drive",
    conditions="Compact snow and ice on the roadway.", weather="Snowing, 2&quot; new snow.")

# Modern pages are written by world.py from the shared pass states; this file renders them.
PAGES = {
    "traffic/passes/snoqualmie/index.html": (legacy, LEGACY_SNOQUALMIE),
}

if __name__ == "__main__":
    for path, (render, values) in PAGES.items():
        target = os.path.join(ROOT, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8", newline="\n") as f:
            f.write(render(values))
        print(f"{path}: {os.path.getsize(target)} bytes")
