#!/usr/bin/env python3
"""The National Weather Service's answers for every pass's summit on the fixtures' winter day, in the
shapes of api.weather.gov (docs/nws-data.md): the points answer, the 12-hour and hourly forecasts and
the active alerts for the point. Each pass is recorded at its agency's time in Fixtures/RECORDED.

Run from the repository root, after a build (the summits come from the catalogues):
  python3 Fixtures/tools/nws.py [--bin .build/debug/passengr | --passes FILE]
It rewrites, laid out by host (`https://api.weather.gov/X?Q` is `Fixtures/api.weather.gov/X@Q`):
  Fixtures/api.weather.gov/points/{LAT},{LON}                           (office, grid, URLs)
  Fixtures/api.weather.gov/gridpoints/{OFFICE}/{X},{Y}/forecast/index.html  (12-hour periods)
  Fixtures/api.weather.gov/gridpoints/{OFFICE}/{X},{Y}/forecast/hourly      (48 hourly periods)
  Fixtures/api.weather.gov/alerts/active@point={LAT},{LON}              (watches, warnings, advisories)
  Fixtures/api.weather.gov/alerts/active/area/{STATE}                   (every point list of the state)
  Fixtures/cases/nws/*                                                  (errors, si units, older shape)
Passes that share a grid cell or a point share its files, recorded at the earliest of their times:
Siskiyou Summit (Caltrans, 20:57) shares ODOT's cell, so its forecast is ODOT's of 11:40 and reads
as old at 20:57 (first period ended at 18:00, updateTime more than 12 h before).
Values are realistic, not real; offices, zones and grid cells are plausible, not looked up.

Alert cases (a pass gets every alert of its forecast zone sent by its recording time; ids are
stable across runs; "left" is what the rules in docs/nws-data.md keep):
  Stevens, Snoqualmie (WAZ568), White, Cayuse, Chinook, Crystal to Greenwater (WAZ569), SEW:
      Winter Storm Warning (an Update, onset 4 AM the next day) whose references name the Winter
      Storm Watch still in the list and an older watch message not listed. Left: the warning.
  Mt. Baker Hwy, North Cascade Hwy (WAZ567): Winter Weather Advisory whose `ends` is past and
      `expires` still ahead. Left: nothing.
  Sherman Pass (WAZ036), Loup Loup, Disautel, Wauconda (WAZ044), OTX: a Winter Weather Advisory
      and the Cancel that references it. Left: nothing.
  Tiger Mountain (WAZ555): a `status: Test` message. Left: nothing.
  Santiam, Tombstone, Willamette, Government Camp, Blue Box, Bennett (PQR): Winter Weather Advisory
      with `ends: null` and `expires` ahead. Left: the advisory.
  Siskiyou Summit (ODOT and Caltrans), Green Springs (ORZ030), MFR: two Winter Weather Advisories
      that reference nothing (snow now; freezing rain from 6 PM). Left: both.
  Donner, Echo, Carson (CAZ072), REV: Winter Storm Warning in effect (an Update of a message not
      listed). Left: the warning.
  Sherman Summit (WYZ116), Elk Mountain (WYZ110), CYS: High Wind Warning in effect; Sherman Summit
      also a Snow Squall Warning with a Polygon geometry, in effect until 7:45 AM. Left: all.
  Teton Pass (WYZ012), RIW: Avalanche Warning without VTEC. Left: the warning.
  Every other pass: an empty features list.
"""
import argparse
import hashlib
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
from datetime import datetime, timedelta, timezone


HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.dirname(HERE)
API = "https://api.weather.gov"
OUT = os.path.join(FIXTURES, "api.weather.gov")
CASES = os.path.join(FIXTURES, "cases", "nws")

# office: (name in senderName, latitude, longitude, time zone, radar, states it serves)
OFFICES = {
    "SEW": ("Seattle WA", 47.687, -122.255, "America/Los_Angeles", "KATX", "WA"),
    "OTX": ("Spokane WA", 47.681, -117.627, "America/Los_Angeles", "KOTX", "WA ID"),
    "PDT": ("Pendleton OR", 45.691, -118.853, "America/Los_Angeles", "KPDT", "OR WA"),
    "PQR": ("Portland OR", 45.560, -122.537, "America/Los_Angeles", "KRTX", "OR WA"),
    "MFR": ("Medford OR", 42.381, -122.880, "America/Los_Angeles", "KMAX", "OR CA"),
    "STO": ("Sacramento CA", 38.609, -121.380, "America/Los_Angeles", "KDAX", "CA"),
    "REV": ("Reno NV", 39.568, -119.797, "America/Los_Angeles", "KRGX", "NV CA"),
    "HNX": ("Hanford CA", 36.314, -119.632, "America/Los_Angeles", "KHNX", "CA"),
    "LOX": ("Los Angeles/Oxnard CA", 34.199, -119.179, "America/Los_Angeles", "KVTX", "CA"),
    "SGX": ("San Diego CA", 32.849, -117.115, "America/Los_Angeles", "KNKX", "CA"),
    "LKN": ("Elko NV", 40.860, -115.742, "America/Los_Angeles", "KLRX", "NV"),
    "VEF": ("Las Vegas NV", 36.047, -115.184, "America/Los_Angeles", "KESX", "NV CA AZ"),
    "CYS": ("Cheyenne WY", 41.152, -104.806, "America/Denver", "KCYS", "WY"),
    "RIW": ("Riverton WY", 43.064, -108.477, "America/Denver", "KRIW", "WY"),
    "BYZ": ("Billings MT", 45.753, -108.570, "America/Denver", "KBLX", "MT WY"),
    "TFX": ("Great Falls MT", 47.459, -111.385, "America/Denver", "KTFX", "MT"),
    "MSO": ("Missoula MT", 46.925, -114.091, "America/Denver", "KMSX", "MT ID"),
    "BOI": ("Boise ID", 43.567, -116.211, "America/Boise", "KCBX", "ID OR"),
    "PIH": ("Pocatello ID", 42.913, -112.573, "America/Boise", "KSFX", "ID"),
    "SLC": ("Salt Lake City UT", 40.772, -111.955, "America/Denver", "KMTX", "UT"),
    "BOU": ("Boulder CO", 39.987, -105.200, "America/Denver", "KFTG", "CO"),
    "GJT": ("Grand Junction CO", 39.120, -108.525, "America/Denver", "KGJX", "CO UT"),
    "PUB": ("Pueblo CO", 38.279, -104.520, "America/Denver", "KPUX", "CO"),
    "FGZ": ("Flagstaff AZ", 35.230, -111.821, "America/Phoenix", "KFSX", "AZ"),
}
STATE_ZONE = {"WA": "America/Los_Angeles", "OR": "America/Los_Angeles", "CA": "America/Los_Angeles",
              "NV": "America/Los_Angeles", "WY": "America/Denver", "UT": "America/Denver", "CO": "America/Denver",
              "MT": "America/Denver", "ID": "America/Boise", "AZ": "America/Phoenix"}
AGENCY_STATE = {"wsdot": "WA", "odot": "OR", "caltrans": "CA", "wydot": "WY"}
FIPS = {"WA": "53", "OR": "41", "CA": "06", "WY": "56", "NV": "32", "ID": "16", "MT": "30", "UT": "49", "CO": "08", "AZ": "04"}

# (agency, id): office, forecast zone, zone name, county (code, name), nearest town (name, state, lat, lon), weather
P = {
    ("wsdot", 1): ("OTX", "WAZ045", "Western Chelan County", "007", ("Leavenworth", "WA", 47.5962, -120.6615), "wa_east"),
    ("wsdot", 2): ("SEW", "WAZ569", "West Slopes South Central Cascades and Passes", "053", ("Greenwater", "WA", 47.1537, -121.6348), "wa_west"),
    ("wsdot", 3): ("SEW", "WAZ569", "West Slopes South Central Cascades and Passes", "053", ("Greenwater", "WA", 47.1537, -121.6348), "wa_west"),
    ("wsdot", 5): ("SEW", "WAZ569", "West Slopes South Central Cascades and Passes", "053", ("Greenwater", "WA", 47.1537, -121.6348), "wa_west"),
    ("wsdot", 6): ("SEW", "WAZ567", "West Slopes North Cascades and Passes", "073", ("Glacier", "WA", 48.8873, -121.9449), "wa_west"),
    ("wsdot", 7): ("SEW", "WAZ567", "West Slopes North Cascades and Passes", "057", ("Mazama", "WA", 48.5923, -120.4045), "wa_west"),
    ("wsdot", 8): ("PDT", "WAZ521", "Simcoe Highlands", "077", ("Goldendale", "WA", 45.8207, -120.8217), "wa_east"),
    ("wsdot", 9): ("OTX", "WAZ036", "Northeast Mountains", "019", ("Republic", "WA", 48.6482, -118.7378), "wa_east"),
    ("wsdot", 10): ("SEW", "WAZ568", "West Slopes North Central Cascades and Passes", "033", ("Skykomish", "WA", 47.7093, -121.3601), "wa_west"),
    ("wsdot", 11): ("SEW", "WAZ568", "West Slopes North Central Cascades and Passes", "033", ("Snoqualmie Pass", "WA", 47.3923, -121.4001), "wa_west"),
    ("wsdot", 12): ("SEW", "WAZ569", "West Slopes South Central Cascades and Passes", "041", ("Packwood", "WA", 46.6079, -121.6709), "wa_west"),
    ("wsdot", 13): ("PDT", "WAZ026", "Kittitas Valley", "037", ("Ellensburg", "WA", 46.9965, -120.5478), "wa_east"),
    ("wsdot", 14): ("OTX", "WAZ044", "Okanogan Highlands", "047", ("Okanogan", "WA", 48.3613, -119.5834), "wa_east"),
    ("wsdot", 15): ("OTX", "WAZ044", "Okanogan Highlands", "047", ("Omak", "WA", 48.4110, -119.5276), "wa_east"),
    ("wsdot", 16): ("OTX", "WAZ044", "Okanogan Highlands", "047", ("Tonasket", "WA", 48.7054, -119.4395), "wa_east"),
    ("wsdot", 17): ("SEW", "WAZ555", "Eastside Foothills", "033", ("Hobart", "WA", 47.4201, -121.9729), "wa_west"),
    ("caltrans", 2001): ("REV", "CAZ072", "Greater Lake Tahoe Area", "057", ("Soda Springs", "CA", 39.3238, -120.3802), "sierra"),
    ("caltrans", 2002): ("REV", "CAZ072", "Greater Lake Tahoe Area", "017", ("Meyers", "CA", 38.8563, -120.0138), "sierra"),
    ("caltrans", 2003): ("STO", "CAZ068", "West Slope Northern Sierra Nevada", "091", ("Sierra City", "CA", 39.5657, -120.6349), "sierra"),
    ("caltrans", 2004): ("REV", "CAZ072", "Greater Lake Tahoe Area", "003", ("Kirkwood", "CA", 38.7027, -120.0702), "sierra"),
    ("caltrans", 2005): ("REV", "CAZ073", "Mono County", "003", ("Markleeville", "CA", 38.6949, -119.7802), "sierra"),
    ("caltrans", 2006): ("REV", "CAZ073", "Mono County", "051", ("Bridgeport", "CA", 38.2557, -119.2313), "sierra"),
    ("caltrans", 2007): ("REV", "CAZ073", "Mono County", "051", ("Lee Vining", "CA", 37.9574, -119.1212), "sierra"),
    ("caltrans", 2008): ("LOX", "CAZ379", "Interstate 5 Corridor", "037", ("Lebec", "CA", 34.8417, -118.8648), "socal"),
    ("caltrans", 2009): ("SGX", "CAZ055", "San Bernardino County Mountains", "071", ("Phelan", "CA", 34.4261, -117.5720), "socal"),
    ("caltrans", 2010): ("MFR", "ORZ030", "Siskiyou Summit", "029", ("Ashland", "OR", 42.1946, -122.7095), "or_south"),
    ("caltrans", 2011): ("REV", "CAZ073", "Mono County", "051", ("Lee Vining", "CA", 37.9574, -119.1212), "sierra"),
    ("odot", 3001): ("PQR", "ORZ127", "Cascades in Linn County", "043", ("Sisters", "OR", 44.2910, -121.5492), "or_cascades"),
    ("odot", 3002): ("PQR", "ORZ127", "Cascades in Linn County", "043", ("Cascadia", "OR", 44.3979, -122.4795), "or_cascades"),
    ("odot", 3003): ("PQR", "ORZ128", "Cascades in Lane County", "039", ("Oakridge", "OR", 43.7465, -122.4617), "or_cascades"),
    ("odot", 3004): ("PQR", "ORZ126", "Northern Oregon Cascades", "005", ("Government Camp", "OR", 45.3040, -121.7559), "or_cascades"),
    ("odot", 3005): ("PQR", "ORZ126", "Northern Oregon Cascades", "065", ("Government Camp", "OR", 45.3040, -121.7559), "or_cascades"),
    ("odot", 3006): ("PQR", "ORZ103", "Northern Oregon Coast Range", "067", ("Timber", "OR", 45.7190, -123.2951), "or_coast"),
    ("odot", 3007): ("PQR", "ORZ126", "Northern Oregon Cascades", "027", ("Parkdale", "OR", 45.5201, -121.5951), "or_cascades"),
    ("odot", 3008): ("MFR", "ORZ030", "Siskiyou Summit", "029", ("Ashland", "OR", 42.1946, -122.7095), "or_south"),
    ("odot", 3009): ("MFR", "ORZ024", "Josephine County", "033", ("Sunny Valley", "OR", 42.6354, -123.3795), "or_south"),
    ("odot", 3010): ("MFR", "ORZ025", "Eastern Douglas County Foothills", "019", ("Azalea", "OR", 42.7862, -123.2687), "or_south"),
    ("odot", 3011): ("PDT", "ORZ049", "Foothills of the Northern Blue Mountains of Oregon", "059", ("Mission", "OR", 45.6590, -118.6636), "or_east"),
    ("odot", 3012): ("PDT", "ORZ050", "Northern Blue Mountains of Oregon", "059", ("Meacham", "OR", 45.5084, -118.4136), "or_east"),
    ("odot", 3013): ("PDT", "ORZ050", "Northern Blue Mountains of Oregon", "061", ("La Grande", "OR", 45.3246, -118.0877), "or_east"),
    ("odot", 3014): ("MFR", "ORZ027", "Southern Oregon Cascades", "019", ("Diamond Lake", "OR", 43.1846, -122.1353), "or_cascades"),
    ("odot", 3015): ("MFR", "ORZ030", "Siskiyou Summit", "029", ("Ashland", "OR", 42.1946, -122.7095), "or_south"),
    ("odot", 3016): ("PDT", "ORZ050", "Northern Blue Mountains of Oregon", "059", ("Weston", "OR", 45.8135, -118.4230), "or_east"),
    ("odot", 3017): ("PDT", "ORZ509", "John Day Basin", "059", ("Ukiah", "OR", 45.1343, -118.9319), "or_east"),
    ("odot", 3018): ("PDT", "ORZ511", "Ochoco-John Day Highlands", "013", ("Prineville", "OR", 44.2999, -120.8345), "or_east"),
    ("wydot", 4001): ("RIW", "WYZ012", "Teton and Gros Ventre Mountains", "039", ("Wilson", "WY", 43.5005, -110.8752), "wy_west"),
    ("wydot", 4002): ("CYS", "WYZ114", "Snowy Range", "001", ("Centennial", "WY", 41.2977, -106.1372), "wy"),
    ("wydot", 4003): ("RIW", "WYZ002", "Absaroka Mountains", "029", ("Red Lodge", "MT", 45.1858, -109.2468), "wy_west"),
    ("wydot", 4004): ("RIW", "WYZ002", "Absaroka Mountains", "029", ("Cody", "WY", 44.5263, -109.0565), "wy_west"),
    ("wydot", 4005): ("BYZ", "WYZ098", "Northeast Bighorn Mountains", "033", ("Dayton", "WY", 44.8747, -107.2637), "wy"),
    ("wydot", 4006): ("RIW", "WYZ008", "Bighorn Mountains West", "003", ("Lovell", "WY", 44.8375, -108.3893), "wy"),
    ("wydot", 4007): ("CYS", "WYZ116", "South Laramie Range", "001", ("Buford", "WY", 41.1222, -105.3025), "wy"),
    ("wydot", 4008): ("CYS", "WYZ110", "Arlington/Elk Mountain", "007", ("Elk Mountain", "WY", 41.6877, -106.4130), "wy"),
    ("wydot", 4009): ("CYS", "WYZ112", "Sierra Madre Range", "007", ("Encampment", "WY", 41.2058, -106.7969), "wy"),
    ("wydot", 4010): ("RIW", "WYZ019", "South Wind River Basin", "013", ("Atlantic City", "WY", 42.4966, -108.7307), "wy"),
}

# Weather by region: the elevation its temperatures are for, then one entry per 12-hour period from
# the one containing the recording time: short forecast, temperature (°F), chance of precipitation,
# new snow (inches, low and high), wind (direction, low, high, gust), trend.
def w(short, t, pop=None, snow=None, wind=("S", 0, 5, None), trend=None):
    return {"short": short, "t": t, "pop": pop, "snow": snow, "wind": wind, "trend": trend}


CALM, LIGHT = ("S", 0, 5, None), ("N", 5, 5, None)
WEATHER = {
    "wa_west": (4000, [w("Snow", 24, 90, (2, 4), ("SW", 10, 15, 25)), w("Heavy Snow", 29, 100, (6, 10), ("SW", 15, 25, 40)),
                       w("Snow", 23, 100, (5, 9), ("W", 15, 20, 35), "rising"), w("Snow Showers Likely", 28, 70, (2, 4), ("W", 10, 15, None)),
                       w("Chance Snow Showers", 20, 40, (0, 1), ("NW", 5, 10, None)), w("Mostly Cloudy", 27, wind=LIGHT),
                       w("Partly Cloudy", 18), w("Mostly Sunny", 31), w("Mostly Clear", 20), w("Sunny", 34), w("Mostly Clear", 21),
                       w("Partly Sunny", 33), w("Mostly Cloudy", 22), w("Chance Snow", 30, 30, (0, 1))]),
    "wa_east": (3500, [w("Chance Light Snow", 20, 30, (0, 1), ("SW", 5, 10, None)), w("Light Snow Likely", 28, 60, (1, 2), ("S", 5, 10, None)),
                       w("Snow", 22, 80, (1, 3), ("SW", 10, 10, None)), w("Chance Snow Showers", 29, 40, (0, 1), ("W", 10, 15, 25)),
                       w("Mostly Cloudy", 16), w("Partly Sunny", 27), w("Partly Cloudy", 12), w("Mostly Sunny", 28), w("Mostly Clear", 11),
                       w("Sunny", 30), w("Mostly Clear", 14), w("Mostly Sunny", 31), w("Partly Cloudy", 15), w("Mostly Cloudy", 30)]),
    "or_cascades": (4500, [w("Snow Showers", 31, 80, (2, 4), ("SW", 10, 15, 25)), w("Snow", 24, 90, (3, 7), ("SW", 10, 20, 30)),
                           w("Snow", 28, 100, (5, 9), ("W", 15, 20, 35)), w("Snow Showers", 23, 80, (3, 5), ("W", 10, 15, None)),
                           w("Chance Snow Showers", 29, 50, (1, 2), ("NW", 5, 10, None)), w("Partly Cloudy", 19), w("Mostly Sunny", 33),
                           w("Mostly Clear", 20), w("Sunny", 36), w("Clear", 22), w("Sunny", 38), w("Mostly Clear", 23),
                           w("Mostly Sunny", 37), w("Partly Cloudy", 24)]),
    "or_south": (4300, [w("Snow Showers", 33, 70, (1, 3), ("S", 10, 15, None)), w("Snow", 26, 80, (2, 5), ("S", 10, 15, 25)),
                        w("Snow Showers Likely", 32, 70, (1, 3), ("SW", 10, 10, None)), w("Chance Snow Showers", 25, 40, (0, 1)),
                        w("Partly Sunny", 38), w("Mostly Clear", 22), w("Sunny", 41), w("Clear", 23), w("Sunny", 43), w("Clear", 25),
                        w("Sunny", 44), w("Mostly Clear", 26), w("Mostly Sunny", 42), w("Partly Cloudy", 27)]),
    "or_coast": (1600, [w("Rain", 41, 90, None, ("S", 10, 15, 25)), w("Rain And Snow", 34, 90, (0, 1), ("SW", 5, 10, None)),
                        w("Rain Likely", 40, 70, None, ("SW", 5, 10, None)), w("Chance Rain", 33, 40), w("Mostly Cloudy", 42),
                        w("Patchy Fog", 30), w("Partly Sunny", 45), w("Partly Cloudy", 31), w("Sunny", 47), w("Clear", 30),
                        w("Sunny", 48), w("Mostly Clear", 31), w("Mostly Sunny", 47), w("Mostly Cloudy", 34)]),
    "or_east": (3800, [w("Patchy Freezing Fog", 30, None, None, CALM), w("Chance Light Snow", 20, 30, (0, 1), ("SE", 5, 5, None)),
                       w("Light Snow Likely", 29, 60, (1, 2), ("SW", 5, 10, None)), w("Chance Snow", 21, 50, (1, 2)),
                       w("Chance Snow Showers", 30, 30, (0, 1), ("W", 5, 10, None)), w("Mostly Cloudy", 17), w("Partly Sunny", 29),
                       w("Partly Cloudy", 13), w("Mostly Sunny", 31), w("Mostly Clear", 14), w("Sunny", 33), w("Mostly Clear", 15),
                       w("Mostly Sunny", 34), w("Partly Cloudy", 17)]),
    "sierra": (7000, [w("Heavy Snow", 22, 100, (8, 14), ("SW", 20, 30, 55)), w("Snow", 27, 100, (6, 10), ("SW", 20, 25, 45)),
                      w("Snow Showers", 17, 90, (3, 6), ("W", 15, 20, 35)), w("Snow Showers Likely", 24, 60, (1, 3), ("W", 10, 15, None)),
                      w("Chance Snow Showers", 12, 30, (0, 1), ("NW", 10, 10, None)), w("Mostly Sunny", 28), w("Mostly Clear", 14),
                      w("Sunny", 33), w("Clear", 18), w("Sunny", 37), w("Mostly Clear", 21), w("Sunny", 39), w("Mostly Clear", 22),
                      w("Mostly Sunny", 40)]),
    "socal": (4200, [w("Clear", 38, None, None, ("NE", 15, 25, 45)), w("Sunny", 55, None, None, ("NE", 15, 25, 40)),
                     w("Clear", 37, None, None, ("NE", 10, 20, 35)), w("Sunny", 57, None, None, ("NE", 10, 15, None)), w("Clear", 36),
                     w("Sunny", 58), w("Mostly Clear", 38), w("Sunny", 60), w("Clear", 39), w("Sunny", 61), w("Clear", 40),
                     w("Mostly Sunny", 59), w("Partly Cloudy", 41), w("Partly Sunny", 56)]),
    "wy": (8000, [w("Mostly Sunny", 18, None, None, ("W", 35, 45, 65)), w("Partly Cloudy", 5, None, None, ("W", 25, 35, 50)),
                  w("Chance Snow Showers", 15, 30, (0, 1), ("W", 20, 30, 45)), w("Snow Showers Likely", -4, 60, (1, 3), ("NW", 15, 20, None)),
                  w("Chance Snow Showers", 8, 40, (0, 1), ("NW", 10, 15, None)), w("Mostly Cloudy", -9), w("Partly Sunny", 6),
                  w("Mostly Clear", -12), w("Sunny", 14), w("Mostly Clear", -2), w("Sunny", 22), w("Partly Cloudy", 8),
                  w("Partly Sunny", 27), w("Mostly Cloudy", 12)]),
    "wy_west": (8400, [w("Snow", 21, 90, (3, 6), ("SW", 15, 25, 40)), w("Snow", 12, 90, (4, 8), ("W", 15, 20, None)),
                       w("Snow Showers", 16, 80, (2, 4), ("W", 10, 15, None)), w("Chance Snow Showers", 0, 40, (0, 1)),
                       w("Partly Sunny", 9), w("Mostly Cloudy", -8), w("Partly Sunny", 7), w("Mostly Clear", -11), w("Sunny", 13),
                       w("Mostly Clear", -3), w("Sunny", 20), w("Partly Cloudy", 6), w("Partly Sunny", 24), w("Mostly Cloudy", 10)]),
}

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
COMPASS = {"N": "North", "NE": "Northeast", "E": "East", "SE": "Southeast", "S": "South", "SW": "Southwest",
           "W": "West", "NW": "Northwest"}


def parse_time(text):
    return datetime.fromisoformat(text.strip().replace("Z", "+00:00")).astimezone(timezone.utc)


def offset_hours(zone, utc):
    """US standard offsets and daylight saving since 2007 (no tz database: the output must not depend on it)."""
    std = {"America/Los_Angeles": -8, "America/Denver": -7, "America/Boise": -7, "America/Phoenix": -7}[zone]
    if zone == "America/Phoenix":
        return std
    year = utc.year
    march = datetime(year, 3, 8 + (6 - datetime(year, 3, 8).weekday()) % 7, 2, tzinfo=timezone.utc)
    november = datetime(year, 11, 1 + (6 - datetime(year, 11, 1).weekday()) % 7, 2, tzinfo=timezone.utc)
    return std + 1 if march - timedelta(hours=std) <= utc < november - timedelta(hours=std + 1) else std


def local(zone, utc):
    """The time in the zone, carrying its offset (as NWS writes periods and alerts) and its abbreviation."""
    hours = offset_hours(zone, utc)
    letter = "P" if zone == "America/Los_Angeles" else "M"
    name = letter + ("D" if hours != {"P": -8, "M": -7}[letter] else "S") + "T"
    return utc.astimezone(timezone(timedelta(hours=hours), name))


def at_local(zone, naive):
    """A wall-clock time in the zone (naive) as an aware time."""
    t = naive.replace(tzinfo=timezone.utc)
    return local(zone, t - timedelta(hours=offset_hours(zone, t - timedelta(hours=offset_hours(zone, t)))))


def iso(t):
    return t.isoformat(timespec="seconds")


def utc_iso(t):
    return t.astimezone(timezone.utc).isoformat(timespec="seconds")


def coordinate(value):
    """Four decimals, rounded half away from zero as Passengr does, trailing zeros and dot dropped."""
    scaled = math.floor(abs(value) * 10_000 + 0.5) / 10_000
    text = ("%.4f" % scaled).rstrip("0").rstrip(".")
    return "0" if text in ("0", "-0") else ("-" + text if value < 0 else text)


def digest(*parts):
    return hashlib.sha1("|".join(str(p) for p in parts).encode()).hexdigest()


def write(root, relative, document):
    full = os.path.join(root, relative)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as out:
        out.write(document if isinstance(document, str) else json.dumps(document, indent=4, ensure_ascii=False) + "\n")


def recorded_times(path):
    times, default = {}, parse_time("2025-01-10T20:45:00-08:00")
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            words = line.split("#")[0].split()
            if len(words) == 2:
                times[words[0]] = parse_time(words[1])
            elif len(words) == 1:
                default = parse_time(words[0])
    return times, default


def holiday(day):
    """The names NWS gives a day period on federal holidays instead of the weekday."""
    monday_n = day.weekday() == 0 and (day.day - 1) // 7 + 1
    return {(1, 1): "New Year's Day", (7, 4): "Independence Day", (11, 11): "Veterans Day",
            (12, 25): "Christmas Day"}.get((day.month, day.day)) or \
        {(1, 3): "Martin Luther King Jr. Day", (2, 3): "Washington's Birthday", (9, 1): "Labor Day",
         (10, 2): "Columbus Day"}.get((day.month, monday_n))


# --- places -------------------------------------------------------------------------------------

def place(p):
    """Office, zone, county, town and weather for a pass: from the table, else the nearest office of its state."""
    lat, lon = p["summit"]["latitude"], p["summit"]["longitude"]
    nearest = min(OFFICES, key=lambda k: (OFFICES[k][1] - lat) ** 2 + (OFFICES[k][2] - lon) ** 2)
    state = AGENCY_STATE.get(p["agency"]) or OFFICES[nearest][5].split()[0]
    known = P.get((p["agency"], p["id"]))
    if known is None:
        candidates = [k for k, o in OFFICES.items() if state in o[5].split()] or list(OFFICES)
        office = min(candidates, key=lambda k: (OFFICES[k][1] - lat) ** 2 + (OFFICES[k][2] - lon) ** 2)
        number = 500 + int(digest(p["agency"], p["id"])[:4], 16) % 400
        town = (OFFICES[office][0].rsplit(" ", 1)[0].split("/")[0], OFFICES[office][0].rsplit(" ", 1)[1],
                OFFICES[office][1], OFFICES[office][2])
        region = "wy" if STATE_ZONE.get(state) == "America/Denver" else "wa_east"
        known = (office, "%sZ%03d" % (state, number), "%s Mountains" % p["name"], "%03d" % (number % 200 * 2 + 1), town, region)
    office, zone, zone_name, county, town, region = known
    return {"office": office, "zone": zone, "zoneName": zone_name, "county": zone[:2] + "C" + county,
            "same": "0" + FIPS.get(zone[:2], "00") + county, "town": town, "region": region, "state": zone[:2],
            "timeZone": STATE_ZONE.get(zone[:2], OFFICES[office][3])}


def grid(office, lat, lon):
    """A 2.5 km cell of the office's grid (origin 110 cells south-west of the office)."""
    _, olat, olon = OFFICES[office][:3]
    dlat, dlon = 2.5 / 111.32, 2.5 / (111.32 * math.cos(math.radians(olat)))
    lat0, lon0 = olat - 110 * dlat, olon - 110 * dlon
    x, y = int((lon - lon0) // dlon), int((lat - lat0) // dlat)
    corners = [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1), (x, y)]
    polygon = [[round(lon0 + cx * dlon + 0.0004 * (cy - y), 7), round(lat0 + cy * dlat - 0.0003 * (cx - x), 7)] for cx, cy in corners]
    return x, y, polygon


def distance_bearing(lat1, lon1, lat2, lon2):
    """Metres and degrees from the first point to the second."""
    f1, f2, dl = math.radians(lat1), math.radians(lat2), math.radians(lon2 - lon1)
    a = math.sin((f2 - f1) / 2) ** 2 + math.cos(f1) * math.cos(f2) * math.sin(dl / 2) ** 2
    metres = 2 * 6371008.8 * math.asin(math.sqrt(a))
    bearing = math.degrees(math.atan2(math.sin(dl) * math.cos(f2), math.cos(f1) * math.sin(f2) - math.sin(f1) * math.cos(f2) * math.cos(dl)))
    return round(metres, 4), int(round(bearing)) % 360


POINT_CONTEXT = ["https://geojson.org/geojson-ld/geojson-context.jsonld",
                 {"@version": "1.1", "wx": "https://api.weather.gov/ontology#", "s": "https://schema.org/",
                  "geo": "http://www.opengis.net/ont/geosparql#", "unit": "http://codes.wmo.int/common/unit/",
                  "@vocab": "https://api.weather.gov/ontology#",
                  "geometry": {"@id": "s:GeoCoordinates", "@type": "geo:wktLiteral"},
                  "city": "s:addressLocality", "state": "s:addressRegion",
                  "distance": {"@id": "s:Distance", "@type": "s:QuantitativeValue"},
                  "bearing": {"@type": "s:QuantitativeValue"}, "value": {"@id": "s:value"},
                  "unitCode": {"@id": "s:unitCode", "@type": "@id"}, "forecastOffice": {"@type": "@id"},
                  "forecastGridData": {"@type": "@id"}, "publicZone": {"@type": "@id"}, "county": {"@type": "@id"}}]
FORECAST_CONTEXT = ["https://geojson.org/geojson-ld/geojson-context.jsonld",
                    {"@version": "1.1", "wx": "https://api.weather.gov/ontology#", "geo": "http://www.opengis.net/ont/geosparql#",
                     "unit": "http://codes.wmo.int/common/unit/", "@vocab": "https://api.weather.gov/ontology#"}]


def points(point, lat, lon, pl, x, y):
    office, (city, state, clat, clon) = pl["office"], pl["town"]
    metres, bearing = distance_bearing(clat, clon, lat, lon)
    cell = "%s/gridpoints/%s/%d,%d" % (API, office, x, y)
    url = "%s/points/%s" % (API, point)
    return {"@context": POINT_CONTEXT, "id": url, "type": "Feature",
            "geometry": {"type": "Point", "coordinates": [float(coordinate(lon)), float(coordinate(lat))]},
            "properties": {"@id": url, "@type": "wx:Point", "cwa": office, "forecastOffice": "%s/offices/%s" % (API, office),
                           "gridId": office, "gridX": x, "gridY": y, "forecast": cell + "/forecast",
                           "forecastHourly": cell + "/forecast/hourly", "forecastGridData": cell,
                           "observationStations": cell + "/stations",
                           "relativeLocation": {"type": "Feature", "geometry": {"type": "Point", "coordinates": [clon, clat]},
                                                "properties": {"city": city, "state": state,
                                                               "distance": {"unitCode": "wmoUnit:m", "value": metres},
                                                               "bearing": {"unitCode": "wmoUnit:degree_(angle)", "value": bearing}}},
                           "forecastZone": "%s/zones/forecast/%s" % (API, pl["zone"]),
                           "county": "%s/zones/county/%s" % (API, pl["county"]),
                           "fireWeatherZone": "%s/zones/fire/%s" % (API, pl["zone"]),
                           "timeZone": pl["timeZone"], "radarStation": OFFICES[office][4]}}


# --- forecasts ----------------------------------------------------------------------------------

NIGHT_WORDS = {"Sunny": "Clear", "Mostly Sunny": "Mostly Clear", "Partly Sunny": "Partly Cloudy"}
ICONS = [("Freezing Fog", "fog"), ("Fog", "fog"), ("Rain And Snow", "rain_snow"), ("Snow Showers", "snow"), ("Snow", "snow"),
         ("Rain Showers", "rain_showers"), ("Rain", "rain"), ("Mostly Cloudy", "bkn"), ("Partly", "sct"), ("Mostly", "few"),
         ("Cloudy", "ovc"), ("Sunny", "skc"), ("Clear", "skc")]


def period_weather(spec, daytime, elevation_ft, ref_ft):
    """The region's period at this pass: warmer below the region's height, rain where it is too warm to snow."""
    t = spec["t"] + int(round((ref_ft - elevation_ft) * 3.5 / 1000))
    short, snow = spec["short"], spec["snow"]
    short = (NIGHT_WORDS.get(short, short) if not daytime else {v: k for k, v in NIGHT_WORDS.items()}.get(short, short))
    warmest = t + (3 if spec["trend"] == "rising" else 0)
    if "Snow" in short and "Rain" not in short and warmest >= (37 if daytime else 35):
        short, snow = short.replace("Heavy Snow", "Heavy Rain").replace("Snow", "Rain"), None
    elif "Snow" in short and "Rain" not in short and warmest >= 33:
        short, snow = short.replace("Heavy Snow", "Rain And Snow").replace("Snow", "Rain And Snow"), "little"
    return dict(spec, short=short, snow=snow, t=t)


def icon(pw, daytime, size):
    code = next(c for word, c in ICONS if word in pw["short"])
    direction, low, high, gust = pw["wind"]
    if code in ("skc", "few", "sct") and high >= 25:
        code = "wind_" + code
    if code == "snow" and gust and gust >= 45 and (pw["pop"] or 0) >= 80:
        code = "blizzard"
    return "%s/icons/land/%s/%s%s?size=%s" % (API, "day" if daytime else "night", code,
                                              "," + str(pw["pop"]) if pw["pop"] else "", size)


def wind_text(wind):
    direction, low, high, gust = wind
    speed = "%d mph" % low if low == high else "%d to %d mph" % (low, high)
    return speed, direction


def detailed(pw, daytime):
    short, t, pop, snow = pw["short"], pw["t"], pw["pop"], pw["snow"]
    words = "high near" if daytime else "low around"
    if pop:
        lower = short[0] + short[1:].lower()
        lead = ("A chance of %s." % short[7:].lower() if short.startswith("Chance ")
                else "Snow, heavy at times." if short == "Heavy Snow" else lower + ".")
        sky = "Cloudy" if pop >= 70 else "Mostly cloudy"
        sentences = [lead, "%s, with a %s %d." % (sky, words, t)]
        if pw["trend"] == "rising":
            sentences[1] = "Low around %d, with temperatures rising to around %d overnight." % (t, t + 3)
    else:
        sentences = ["%s, with a %s %d." % (short[0] + short[1:].lower(), words, t)]
    direction, low, high, gust = pw["wind"]
    if high <= 5:
        sentences.append("Light and variable wind." if low == 0 else "%s wind around 5 mph." % COMPASS[direction])
    else:
        sentences.append("%s wind %s%s." % (COMPASS[direction], wind_text(pw["wind"])[0],
                                            ", with gusts as high as %d mph" % gust if gust else ""))
    if pop:
        sentences.append("Chance of precipitation is %d%%." % pop)
    if snow == "little":
        sentences.append("Little or no snow accumulation expected.")
    elif snow and snow[1] <= 1:
        sentences.append("New snow accumulation of less than one inch possible.")
    elif snow:
        sentences.append("New snow accumulation of %d to %d inches possible." % snow)
    return " ".join(sentences)


def periods_12h(now, zone, region, elevation_ft):
    ref_ft, specs = WEATHER[region]
    first = local(zone, now).replace(minute=0, second=0, microsecond=0).replace(tzinfo=None)
    start, out = first, []
    for index, spec in enumerate(specs):
        daytime = 6 <= start.hour < 18
        end = (start.replace(hour=18) if daytime else
               (start + timedelta(days=1 if start.hour >= 18 else 0)).replace(hour=6))
        if index == 0:
            name = ("Today" if start.hour < 12 else "This Afternoon") if daytime else ("Tonight" if start.hour >= 18 else "Overnight")
        elif not daytime and start.date() == first.date():
            name = "Tonight"
        else:
            name = (holiday(start) or DAYS[start.weekday()]) if daytime else DAYS[start.weekday()] + " Night"
        pw = period_weather(spec, daytime, elevation_ft, ref_ft)
        speed, direction = wind_text(pw["wind"])
        out.append({"number": index + 1, "name": name, "startTime": iso(at_local(zone, start)), "endTime": iso(at_local(zone, end)),
                    "isDaytime": daytime, "temperature": pw["t"], "temperatureUnit": "F",
                    "temperatureTrend": "" if index == 0 else pw["trend"],
                    "probabilityOfPrecipitation": {"unitCode": "wmoUnit:percent", "value": pw["pop"]},
                    "windSpeed": speed, "windDirection": direction, "icon": icon(pw, daytime, "medium"),
                    "shortForecast": pw["short"], "detailedForecast": detailed(pw, daytime)})
        out[-1]["_weather"] = pw
        start = end
    return out


def hourly(now, zone, twelve):
    """48 hours from the recording's hour: each hour follows its 12-hour period, temperatures between
    the periods' highs (2 PM) and lows (5 AM)."""
    anchors = []
    for index, p in enumerate(twelve):
        start = datetime.fromisoformat(p["startTime"]).replace(tzinfo=None)
        if index == 0:
            anchors.append((start, p["temperature"] + (-9 if p["isDaytime"] else 4)))
        morning = (start + timedelta(days=1 if start.hour >= 18 else 0)).replace(hour=5)
        if p["temperatureTrend"] == "rising":  # the low comes in the evening, the night warms after it
            anchors += [(start + timedelta(hours=2), p["temperature"]), (morning, p["temperature"] + 3)]
        else:
            anchors.append((start.replace(hour=14) if p["isDaytime"] else morning, p["temperature"]))
    first = local(zone, now).replace(minute=0, second=0, microsecond=0).replace(tzinfo=None)
    out = []
    for h in range(48):
        start = first + timedelta(hours=h)
        period = next(p for p in twelve if datetime.fromisoformat(p["endTime"]).replace(tzinfo=None) > start)
        pw = period["_weather"]
        after = next((i for i, a in enumerate(anchors) if a[0] >= start), len(anchors) - 1)
        (t0, v0), (t1, v1) = anchors[max(0, after - 1)], anchors[after]
        span = (t1 - t0).total_seconds() or 1
        temp = int(round(v0 + (v1 - v0) * min(1, max(0, (start - t0).total_seconds() / span))))
        daytime = 6 <= start.hour < 18
        direction, low, high, gust = pw["wind"]
        speed = low + (h * 7) % (high - low + 1)
        pop = max(0, (pw["pop"] or 3) - (h % 3) * 5) if pw["pop"] else (h * 5) % 4
        short = NIGHT_WORDS.get(pw["short"], pw["short"]) if not daytime else {v: k for k, v in NIGHT_WORDS.items()}.get(pw["short"], pw["short"])
        celsius = (temp - 32) * 5 / 9
        dew = round(celsius - (1.1 if pw["pop"] else 5.6) - (h % 4) * 0.3, 1)
        out.append({"number": h + 1, "name": "", "startTime": iso(at_local(zone, start)),
                    "endTime": iso(at_local(zone, start + timedelta(hours=1))), "isDaytime": daytime,
                    "temperature": temp, "temperatureUnit": "F", "temperatureTrend": None,
                    "probabilityOfPrecipitation": {"unitCode": "wmoUnit:percent", "value": pop},
                    "dewpoint": {"unitCode": "wmoUnit:degC", "value": dew},
                    "relativeHumidity": {"unitCode": "wmoUnit:percent", "value": (92 if pw["pop"] else 64) + (h * 3) % 7},
                    "windSpeed": "%d mph" % speed, "windDirection": direction,
                    "icon": icon(dict(pw, short=short, pop=pop or None), daytime, "small"),
                    "shortForecast": short, "detailedForecast": ""})
    return out


def forecast(now, zone, polygon, elevation_m, periods, generator, seed):
    """The Feature around periods: issued some hours before the recording, generated just before it."""
    update = now - timedelta(hours=3, minutes=int(seed[:2], 16) % 50, seconds=int(seed[2:4], 16) % 60)
    generated = now - timedelta(minutes=6 + int(seed[4:6], 16) % 5, seconds=int(seed[6:8], 16) % 60)
    valid_start = update.replace(minute=0, second=0)
    valid_end = datetime.fromisoformat(periods[-1]["endTime"]).astimezone(timezone.utc)
    hours = int((valid_end - valid_start).total_seconds() // 3600)
    return {"@context": FORECAST_CONTEXT, "type": "Feature", "geometry": {"type": "Polygon", "coordinates": [polygon]},
            "properties": {"units": "us", "forecastGenerator": generator, "generatedAt": utc_iso(generated),
                           "updateTime": utc_iso(update), "validTimes": "%s/P%dDT%dH" % (utc_iso(valid_start), hours // 24, hours % 24),
                           "elevation": {"unitCode": "wmoUnit:m", "value": elevation_m},
                           "periods": [{k: v for k, v in p.items() if not k.startswith("_")} for p in periods]}}


# --- alerts -------------------------------------------------------------------------------------
# Times are (days after the recording's local date, "HH:MM") in the office's zone, so that each case
# keeps its relation to the recording time. `refs` name messages by key; a key not defined here is
# an older message that is no longer listed.

WHAT = {
    "sew-ws": "* WHAT...Heavy snow expected. Total snow accumulations of 14 to 24 inches above 3000 feet. Winds gusting as high as 40 mph.",
    "sew-where": "* WHERE...West Slopes North Central Cascades and Passes and West Slopes South Central Cascades and Passes, "
                 "including Stevens Pass, Snoqualmie Pass and White Pass.",
    "travel": "* IMPACTS...Travel could be very difficult to impossible. Plan on slippery road conditions.",
    "kit": "If you must travel, keep an extra flashlight, food, and water in your vehicle in case of an emergency.\n\n"
           "The latest road conditions for the state you are calling from can be obtained by calling 5 1 1.",
    "slow": "Slow down and use caution while traveling.",
}
ALERTS = [
    dict(key="sew-ws-a", office="SEW", zones=["WAZ568", "WAZ569"], event="Winter Storm Watch", type="Update", refs=["sew-ws-a-0"],
         sent=(0, "03:20"), onset=(1, "04:00"), expires=(0, "23:00"), ends=(2, "04:00"), rank=("Severe", "Possible", "Future", "Prepare"),
         vtec="CON.KSEW.WS.A.0003", awips="WSWSEW", wmo="WWUS46",
         text=[WHAT["sew-ws"].replace("expected", "possible"), WHAT["sew-where"], "* WHEN...From {onset} through {ends}.", WHAT["travel"]],
         instruction="Monitor the latest forecasts for updates on this situation."),
    dict(key="sew-ws-w", office="SEW", zones=["WAZ568", "WAZ569"], event="Winter Storm Warning", type="Update", refs=["sew-ws-a-0", "sew-ws-a"],
         sent=(0, "14:12"), onset=(1, "04:00"), expires=(1, "06:00"), ends=(2, "04:00"), rank=("Severe", "Likely", "Expected", "Prepare"),
         vtec="NEW.KSEW.WS.W.0004", awips="WSWSEW", wmo="WWUS46",
         text=[WHAT["sew-ws"], WHAT["sew-where"], "* WHEN...From {onset} to {ends}.", WHAT["travel"]], instruction=WHAT["kit"]),
    dict(key="sew-ww-y", office="SEW", zones=["WAZ567"], event="Winter Weather Advisory", type="Alert", refs=[],
         sent=(0, "04:10"), onset=(0, "04:10"), expires=(1, "03:00"), ends=(0, "19:00"), rank=("Moderate", "Likely", "Expected", "Execute"),
         vtec="NEW.KSEW.WW.Y.0002", awips="WSWSEW", wmo="WWUS46",
         text=["* WHAT...Snow. Additional snow accumulations of 2 to 4 inches.", "* WHERE...West Slopes North Cascades and Passes.",
               "* WHEN...Until {ends}.", "* IMPACTS...Plan on slippery road conditions."], instruction=WHAT["slow"]),
    dict(key="otx-ww-y", office="OTX", zones=["WAZ036", "WAZ044"], event="Winter Weather Advisory", type="Alert", refs=[],
         sent=(0, "02:55"), onset=(0, "04:00"), expires=(0, "22:00"), ends=(1, "04:00"), rank=("Moderate", "Likely", "Expected", "Execute"),
         vtec="NEW.KOTX.WW.Y.0007", awips="WSWOTX", wmo="WWUS46",
         text=["* WHAT...Snow expected. Total snow accumulations of 2 to 5 inches.", "* WHERE...Northeast Mountains and Okanogan Highlands.",
               "* WHEN...From {onset} to {ends}.", "* IMPACTS...Plan on slippery road conditions."], instruction=WHAT["slow"]),
    dict(key="otx-ww-y-can", office="OTX", zones=["WAZ036", "WAZ044"], event="Winter Weather Advisory", type="Cancel", refs=["otx-ww-y"],
         sent=(0, "19:58"), onset=(0, "19:58"), expires=(0, "22:00"), ends=None, vtecEnds=(1, "04:00"), rank=("Minor", "Observed", "Past", "AllClear"),
         vtec="CAN.KOTX.WW.Y.0007", awips="WSWOTX", wmo="WWUS46",
         text=["The Winter Weather Advisory has been cancelled and is no longer in effect."], instruction=None),
    dict(key="sew-test", office="SEW", zones=["WAZ555"], event="Test Message", type="Alert", refs=[], status="Test",
         sent=(0, "19:30"), onset=(0, "19:30"), expires=(0, "21:30"), ends=None, rank=("Unknown", "Unknown", "Unknown", "None"),
         vtec=None, awips="TSTSEW", wmo="NTUS96", text=["This is a test message. Do not take action."], instruction=None),
    dict(key="pqr-ww-y", office="PQR", zones=["ORZ126", "ORZ127", "ORZ128"], event="Winter Weather Advisory", type="Alert", refs=[],
         sent=(0, "09:05"), onset=(0, "10:00"), expires=(1, "04:00"), ends=None, rank=("Moderate", "Likely", "Expected", "Execute"),
         vtec="NEW.KPQR.WW.Y.0005", awips="WSWPQR", wmo="WWUS46",
         text=["* WHAT...Snow expected above 3500 feet. Accumulations of 3 to 8 inches through tonight.",
               "* WHERE...Northern Oregon Cascades, Cascades in Linn County and Cascades in Lane County, including Government Camp, "
               "Santiam Pass and Willamette Pass.", "* WHEN...From {onset} until further notice.",
               "* IMPACTS...Plan on slippery road conditions. Chains may be required."], instruction=WHAT["slow"]),
    dict(key="mfr-ww-y-3", office="MFR", zones=["ORZ030", "CAZ080"], event="Winter Weather Advisory", type="Alert", refs=[],
         sent=(0, "03:47"), onset=(0, "10:00"), expires=(0, "22:00"), ends=(1, "10:00"), rank=("Moderate", "Likely", "Expected", "Execute"),
         vtec="NEW.KMFR.WW.Y.0003", awips="WSWMFR", wmo="WWUS46",
         text=["* WHAT...Snow above 4000 feet. Total snow accumulations of 2 to 5 inches.",
               "* WHERE...Siskiyou Summit and Central Siskiyou County, including Interstate 5.", "* WHEN...From {onset} to {ends}.",
               "* IMPACTS...Plan on slippery road conditions."], instruction=WHAT["slow"]),
    dict(key="mfr-ww-y-4", office="MFR", zones=["ORZ030"], event="Winter Weather Advisory", type="Alert", refs=[],
         sent=(0, "10:22"), onset=(0, "18:00"), expires=(0, "22:00"), ends=(1, "06:00"), rank=("Moderate", "Likely", "Expected", "Execute"),
         vtec="NEW.KMFR.WW.Y.0004", awips="WSWMFR", wmo="WWUS46",
         text=["* WHAT...Freezing rain and sleet below 4000 feet. Ice accumulations of a light glaze.", "* WHERE...Siskiyou Summit.",
               "* WHEN...From {onset} to {ends}.", "* IMPACTS...Bridges and overpasses will be slick."], instruction=WHAT["slow"]),
    dict(key="rev-ws-w", office="REV", zones=["CAZ072"], event="Winter Storm Warning", type="Update", refs=["rev-ws-w-0"],
         sent=(0, "13:37"), onset=(0, "16:00"), expires=(1, "05:00"), ends=(2, "04:00"), rank=("Severe", "Likely", "Expected", "Prepare"),
         vtec="CON.KREV.WS.W.0002", awips="WSWREV", wmo="WWUS45",
         text=["* WHAT...Heavy snow. Additional snow accumulations of 18 to 30 inches above 7000 feet. Ridge gusts up to 100 mph.",
               "* WHERE...Greater Lake Tahoe Area, including Donner Summit, Echo Summit and Carson Pass.", "* WHEN...Until {ends}.",
               "* IMPACTS...Travel could be very difficult to impossible. Chain controls and long delays on Interstate 80 and US 50."],
         instruction=WHAT["kit"]),
    dict(key="cys-hw-w", office="CYS", zones=["WYZ110", "WYZ116"], event="High Wind Warning", type="Alert", refs=[],
         sent=(0, "02:44"), onset=(0, "02:44"), expires=(0, "15:00"), ends=(1, "05:00"), rank=("Severe", "Likely", "Expected", "Prepare"),
         vtec="NEW.KCYS.HW.W.0004", awips="NPWCYS", wmo="WWUS75",
         text=["* WHAT...West winds 35 to 45 mph with gusts up to 70 mph.",
               "* WHERE...Arlington/Elk Mountain and South Laramie Range, including Interstate 80 between Laramie and Walcott Junction.",
               "* WHEN...Until {ends}.", "* IMPACTS...Travel could be difficult, especially for light, high profile vehicles."],
         instruction="Travel is strongly discouraged for light, high profile vehicles. Use extra caution."),
    dict(key="cys-sq-w", office="CYS", zones=["WYZ116"], event="Snow Squall Warning", type="Alert", refs=[], polygon=True,
         sent=(0, "06:52"), onset=(0, "06:52"), expires=(0, "07:45"), ends=(0, "07:45"), rank=("Severe", "Observed", "Immediate", "Avoid"),
         vtec="NEW.KCYS.SQ.W.0002", awips="SQWCYS", wmo="WWUS55",
         text=["At 652 AM MST, a dangerous snow squall was along Interstate 80 at Sherman Summit, moving east at 45 mph.\n\n"
               "HAZARD...Whiteout conditions in snow and blowing snow, with wind gusts up to 55 mph.\n\n"
               "IMPACT...Rapid changes in visibility and slick roads will make travel dangerous."],
         instruction="Consider avoiding or delaying travel until the snow squall passes your location."),
    dict(key="riw-av-w", office="RIW", zones=["WYZ012"], event="Avalanche Warning", type="Alert", refs=[],
         sent=(0, "06:30"), onset=(0, "06:30"), expires=(1, "06:30"), ends=(1, "06:30"), rank=("Severe", "Likely", "Immediate", "Avoid"),
         vtec=None, awips="AVWRIW", wmo="WOUS45",
         text=["The Bridger-Teton Avalanche Center in Jackson has issued a Backcountry Avalanche Warning for the Teton Range.\n\n"
               "* WHAT...The avalanche danger is high. Heavy snow and strong winds have built dangerous slabs.\n\n"
               "* WHERE...Teton Pass and the Teton Range.\n\n* WHEN...Until {ends}."],
         instruction="Travel in, near, or below avalanche terrain is not recommended."),
]
UNLISTED = {"sew-ws-a-0": ("SEW", (-1, "14:05")), "rev-ws-w-0": ("REV", (0, "03:41"))}


def alert_time(office, when, day):
    if when is None:
        return None
    hours, minutes = (int(n) for n in when[1].split(":"))
    return at_local(OFFICES[office][3], datetime.combine(day + timedelta(days=when[0]), datetime.min.time()).replace(hour=hours, minute=minutes))


def spoken(t, with_zone):
    hour = "%d%s %s" % ((t.hour - 1) % 12 + 1, "" if t.minute == 0 else ":%02d" % t.minute, "AM" if t.hour < 12 else "PM")
    return "%s%s %s" % (hour, " " + t.tzname() if with_zone else "", DAYS[t.weekday()])


def headline_time(t):
    return "%s %d at %d:%02d%s %s" % (MONTHS[t.month - 1], t.day, (t.hour - 1) % 12 + 1, t.minute, "AM" if t.hour < 12 else "PM",
                                     t.tzname())


def urn(key):
    return "urn:oid:2.49.0.1.840.0.%s.001.1" % digest("nws-alert", key)


def vtec(code, onset, ends):
    stamp = lambda t: t.astimezone(timezone.utc).strftime("%y%m%dT%H%MZ") if t else "000000T0000Z"
    return "/O.%s.%s-%s/" % (code, stamp(onset if not code.startswith("CAN") else None), stamp(ends))


def alert(a, day, point_lat, point_lon):
    office = a["office"]
    sent, onset, expires, ends = (alert_time(office, a[k], day) for k in ("sent", "onset", "expires", "ends"))
    sender = "NWS " + OFFICES[office][0]
    until = " until %s" % headline_time(ends) if ends else (" until further notice" if a["event"] != "Test Message" and a["type"] != "Cancel" else "")
    headline = ("The %s has been cancelled." % a["event"] if a["type"] == "Cancel"
                else "%s issued %s%s by %s" % (a["event"], headline_time(sent), until, sender))
    words = {"onset": spoken(onset, False), "ends": spoken(ends, True) if ends else ""}
    names = {z: n for (_, z, n, _, _, _) in P.values()}
    same = sorted({"0" + FIPS[z[:2]] + c for (_, z, _, c, _, _) in P.values() if z in a["zones"]})
    refs = []
    for key in a["refs"]:
        ref_office, ref_sent = (a2["office"], a2["sent"]) if (a2 := next((x for x in ALERTS if x["key"] == key), None)) else UNLISTED[key]
        refs.append({"@id": "%s/alerts/%s" % (API, urn(key)), "identifier": urn(key), "sender": "w-nws.webmaster@noaa.gov",
                     "sent": iso(alert_time(ref_office, ref_sent, day))})
    parameters = {"AWIPSidentifier": [a["awips"]], "WMOidentifier": ["%s K%s %s" % (a["wmo"], office, sent.astimezone(timezone.utc).strftime("%d%H%M"))]}
    if a["event"] != "Test Message":
        verb = " REMAINS IN EFFECT" if (a["vtec"] or "").startswith("CON") else " IN EFFECT"
        nws = a["event"].upper() + (" IS CANCELLED" if a["type"] == "Cancel" else
                                    verb + " FROM %s TO %s" % (words["onset"].upper(), words["ends"].upper()) if ends and onset > sent
                                    else verb + " UNTIL %s" % words["ends"].upper() if ends else verb + " UNTIL FURTHER NOTICE")
        parameters["NWSheadline"] = [nws]
    if a["vtec"]:
        parameters["VTEC"] = [vtec(a["vtec"], onset, alert_time(office, a.get("vtecEnds", a["ends"]), day))]
    if ends:
        parameters["eventEndingTime"] = [iso(ends)]
    if a.get("polygon"):
        parameters.update({"maxWindGust": ["55 MPH"], "snowSquallDetection": ["RADAR INDICATED"], "snowSquallImpact": ["SIGNIFICANT"]})
    parameters["BLOCKCHANNEL"] = ["EAS", "NWEM", "CMAS"] if a["rank"][0] == "Severe" else ["CMAS"]
    geometry = None
    if a.get("polygon"):
        ring = [[point_lon - 0.21, point_lat - 0.09], [point_lon + 0.18, point_lat - 0.12], [point_lon + 0.24, point_lat + 0.08],
                [point_lon - 0.15, point_lat + 0.11]]
        geometry = {"type": "Polygon", "coordinates": [[[round(x, 2), round(y, 2)] for x, y in ring + ring[:1]]]}
    url = "%s/alerts/%s" % (API, urn(a["key"]))
    return {"id": url, "type": "Feature", "geometry": geometry,
            "properties": {"@id": url, "@type": "wx:Alert", "id": urn(a["key"]),
                           "areaDesc": "; ".join(names.get(z, z) for z in a["zones"]),
                           "geocode": {"SAME": same, "UGC": a["zones"]},
                           "affectedZones": ["%s/zones/forecast/%s" % (API, z) for z in a["zones"]], "references": refs,
                           "sent": iso(sent), "effective": iso(sent), "onset": iso(onset), "expires": iso(expires),
                           "ends": iso(ends) if ends else None, "status": a.get("status", "Actual"), "messageType": a["type"],
                           "category": "Met", "severity": a["rank"][0], "certainty": a["rank"][1], "urgency": a["rank"][2],
                           "event": a["event"], "sender": "w-nws.webmaster@noaa.gov", "senderName": sender, "headline": headline,
                           "description": "\n\n".join(a["text"]).format(**words), "instruction": a["instruction"],
                           "response": a["rank"][3], "parameters": parameters}}


def alerts(now, zone_code, office, lat, lon):
    """The point's list: every alert of its zone sent by the recording time."""
    day = local(OFFICES[office][3], now).date()
    chosen = [alert(a, day, lat, lon) for a in ALERTS
              if zone_code in a["zones"] and alert_time(a["office"], a["sent"], day) <= now]
    chosen.sort(key=lambda f: parse_time(f["properties"]["sent"]), reverse=True)  # newest first, as NWS lists them
    title = "Current watches, warnings, and advisories for %s %s, %s %s" % (
        coordinate(abs(lat)), "N" if lat >= 0 else "S", coordinate(abs(lon)), "W" if lon < 0 else "E")
    return {"@context": ["https://geojson.org/geojson-ld/geojson-context.jsonld",
                         {"@version": "1.1", "wx": "https://api.weather.gov/ontology#", "@vocab": "https://api.weather.gov/ontology#"}],
            "type": "FeatureCollection", "features": chosen, "title": title,
            "updated": utc_iso(now.replace(second=0))}


# --- single documents for tests -----------------------------------------------------------------

def problem(status, kind, title, detail, seed):
    ident = digest("problem", seed)
    correlation = "%s-%s-%s-%s-%s" % (ident[:8], ident[8:12], ident[12:16], ident[16:20], ident[20:32])
    return {"correlationId": correlation, "title": title, "type": "%s/problems/%s" % (API, kind), "status": status,
            "detail": detail, "instance": "%s/requests/%s" % (API, correlation)}


CDN_403 = """<HTML><HEAD>
<TITLE>Access Denied</TITLE>
</HEAD><BODY>
<H1>Access Denied</H1>
 
You don't have permission to access "http&#58;&#47;&#47;api&#46;weather&#46;gov&#47;gridpoints&#47;SEW&#47;145&#44;112&#47;forecast" on this server.<P>
Reference&#32;&#35;18&#46;6f2c1b17&#46;1736570712&#46;2a1b3c4d
<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;6f2c1b17&#46;1736570712&#46;2a1b3c4d</P>
</BODY>
</HTML>
"""


def valid_times(periods, start="2025-01-11T01:00:00+00:00"):
    hours = int((parse_time(periods[-1]["endTime"]) - parse_time(start)).total_seconds() // 3600)
    return "%s/P%dDT%dH" % (start, hours // 24, hours % 24)


def cases():
    """Error answers, a forecast in SI units and one in the older GeometryCollection shape."""
    files = {
        "problem-500.json": problem(500, "UnexpectedProblem", "Unexpected Problem", "An unexpected problem has occurred.", 500),
        "problem-503-unavailable.json": problem(503, "UnavailableWebService", "Unavailable Resource",
                                                "The resource you requested is currently unavailable. Please try again later.", 503),
        "problem-503-expired.json": problem(503, "ForecastGridExpired", "Forecast Grid Expired",
                                            "The requested forecast grid was issued 2025-01-09T11:36:27+00:00 and has expired.", 5031),
        "problem-404-invalid-point.json": problem(404, "InvalidPoint", "Data Unavailable For Requested Point",
                                                  "Unable to provide data for requested point 47.5,-130.25", 404),
        "problem-301.json": problem(301, "AdjustPointPrecision", "Adjusting Precision Of Point Coordinate",
                                    "The precision of latitude/longitude points is limited to 4 decimal digits for efficiency. The "
                                    "location attribute contains your request mapped to the nearest supported point. If your client "
                                    "supports it, you will be redirected.", 301),
        "cdn-403.html": CDN_403,
    }
    x, y, polygon = grid("SEW", 47.7462, -121.0859)
    si_periods = [
        ("Tonight", "2025-01-10T20:00:00-08:00", "2025-01-11T06:00:00-08:00", False, -4.4, "16 to 24 km/h", "SW", 90, "Snow",
         "Snow. Cloudy, with a low around -4.4. Southwest wind 16 to 24 km/h, with gusts as high as 40 km/h. Chance of precipitation "
         "is 90%. New snow accumulation of 5 to 10 cm possible."),
        ("Saturday", "2025-01-11T06:00:00-08:00", "2025-01-11T18:00:00-08:00", True, -1.7, "24 to 40 km/h", "SW", 100, "Heavy Snow",
         "Snow, heavy at times. Cloudy, with a high near -1.7. Southwest wind 24 to 40 km/h, with gusts as high as 64 km/h. Chance of "
         "precipitation is 100%. New snow accumulation of 15 to 25 cm possible."),
        ("Saturday Night", "2025-01-11T18:00:00-08:00", "2025-01-12T06:00:00-08:00", False, -5, "24 to 32 km/h", "W", 100, "Snow",
         "Snow. Cloudy, with a low around -5. West wind 24 to 32 km/h. Chance of precipitation is 100%. New snow accumulation of 13 to "
         "23 cm possible."),
        ("Sunday", "2025-01-12T06:00:00-08:00", "2025-01-12T18:00:00-08:00", True, 0.6, "8 to 16 km/h", "NW", None, "Mostly Cloudy",
         "Mostly cloudy, with a high near 0.6. Northwest wind 8 to 16 km/h."),
    ]
    periods = [{"number": i + 1, "name": n, "startTime": s, "endTime": e, "isDaytime": d, "temperature": t, "temperatureUnit": "C",
                "temperatureTrend": None if i else "", "probabilityOfPrecipitation": {"unitCode": "wmoUnit:percent", "value": pop},
                "windSpeed": ws, "windDirection": wd,
                "icon": "%s/icons/land/%s/%s%s?size=medium" % (API, "day" if d else "night", "snow" if pop else "bkn", "," + str(pop) if pop else ""),
                "shortForecast": sf, "detailedForecast": text}
               for i, (n, s, e, d, t, ws, wd, pop, sf, text) in enumerate(si_periods)]
    files["forecast-si.json"] = {
        "@context": FORECAST_CONTEXT, "type": "Feature", "geometry": {"type": "Polygon", "coordinates": [polygon]},
        "properties": {"units": "si", "forecastGenerator": "BaselineForecastGenerator", "generatedAt": "2025-01-11T04:38:12+00:00",
                       "updateTime": "2025-01-11T01:29:45+00:00", "validTimes": valid_times(periods),
                       "elevation": {"unitCode": "wmoUnit:m", "value": 1188.72}, "periods": periods}}
    old = json.loads(json.dumps(periods[:3]))
    for p, (t, ws) in zip(old, [(24, "10 to 15 mph"), (29, "15 to 25 mph"), (23, "15 to 20 mph")]):
        p.update(temperature=t, temperatureUnit="F", windSpeed=ws)
        p["detailedForecast"] = p["detailedForecast"].replace("km/h", "mph")
        for word, value in (("-4.4", "24"), ("-1.7", "29"), ("-5.", "23."), ("16 to 24", "10 to 15"), ("24 to 40", "15 to 25"),
                            ("24 to 32", "15 to 20"), ("as high as 40", "as high as 25"), ("as high as 64", "as high as 40"),
                            ("5 to 10 cm", "2 to 4 inches"), ("15 to 25 cm", "6 to 10 inches"), ("13 to 23 cm", "5 to 9 inches")):
            p["detailedForecast"] = p["detailedForecast"].replace(word, value)
        del p["probabilityOfPrecipitation"]
    files["forecast-geometrycollection.json"] = {
        "@context": FORECAST_CONTEXT, "type": "Feature",
        "geometry": {"type": "GeometryCollection", "geometries": [{"type": "Point", "coordinates": [-121.0859, 47.7462]},
                                                                  {"type": "Polygon", "coordinates": [polygon]}]},
        "properties": {"updated": "2025-01-11T01:29:45+00:00", "units": "us", "forecastGenerator": "BaselineForecastGenerator",
                       "generatedAt": "2025-01-11T04:38:12+00:00", "updateTime": "2025-01-11T01:29:45+00:00",
                       "validTimes": valid_times(old), "elevation": {"unitCode": "unit:m", "value": 1188.72},
                       "periods": old}}
    return files


# --- the recording ------------------------------------------------------------------------------

# What each alert case needs at the recording time of the lists that carry it (checked, not assumed).
EXPECT = {
    "sew-ws-w": lambda p, now: parse_time(p["onset"]) > now,
    "sew-ws-a": lambda p, now: parse_time(p["expires"]) > now and parse_time(p["ends"]) > now,
    "sew-ww-y": lambda p, now: parse_time(p["ends"]) < now < parse_time(p["expires"]),
    "otx-ww-y-can": lambda p, now: now < parse_time(p["expires"]),
    "pqr-ww-y": lambda p, now: now < parse_time(p["expires"]),
    "rev-ws-w": lambda p, now: parse_time(p["onset"]) <= now < parse_time(p["ends"]),
    "cys-hw-w": lambda p, now: parse_time(p["onset"]) <= now < parse_time(p["ends"]),
    "cys-sq-w": lambda p, now: parse_time(p["onset"]) <= now < parse_time(p["ends"]),
}


def passes_from_binary(binary):
    """`list --all --json` of a copy of the binary (the original is rebuilt while this runs), in an empty home."""
    with tempfile.TemporaryDirectory() as home:
        copy = os.path.join(home, "passengr")
        shutil.copy2(binary, copy)
        answer = subprocess.run([copy, "list", "--all", "--json"], env=dict(os.environ, HOME=home), check=True,
                                capture_output=True, text=True)
        return json.loads(answer.stdout)["passes"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=os.path.join(os.path.dirname(FIXTURES), ".build", "debug", "passengr"), help="the built passengr, whose catalogues hold the summits")
    parser.add_argument("--passes", help="a `list --all --json` answer to read instead of running the binary")
    parser.add_argument("--recorded", default=os.path.join(FIXTURES, "RECORDED"))
    args = parser.parse_args()
    passes = json.load(open(args.passes))["passes"] if args.passes else passes_from_binary(args.bin)
    times, default = recorded_times(args.recorded)
    points_files, forecasts, lists = {}, {}, {}
    skipped = 0
    for p in sorted(passes, key=lambda q: (q["agency"], q["id"])):
        summit = p.get("summit")
        if not summit:
            skipped += 1
            continue
        lat, lon = float(coordinate(summit["latitude"])), float(coordinate(summit["longitude"]))
        point, pl, now = "%s,%s" % (coordinate(lat), coordinate(lon)), place(p), times.get(p["agency"], default)
        x, y, polygon = grid(pl["office"], lat, lon)
        points_files.setdefault(point, points(point, lat, lon, pl, x, y))
        cell = (pl["office"], x, y)
        if cell not in forecasts or now < forecasts[cell][0]:
            forecasts[cell] = (now, pl, polygon, p)
        if point not in lists or now < lists[point][0]:
            lists[point] = (now, pl, lat, lon)
    files = {"points/" + point: doc for point, doc in points_files.items()}
    for (office, x, y), (now, pl, polygon, p) in forecasts.items():
        zone, ref_ft = OFFICES[office][3], WEATHER[pl["region"]][0]
        feet = p.get("elevationFt") or ref_ft
        seed = digest("forecast", office, x, y)
        elevation_m = round(feet * 0.3048 - 40 - int(seed[8:10], 16) % 180, 4)
        twelve = periods_12h(now, zone, pl["region"], feet)
        base = "gridpoints/%s/%d,%d/forecast" % (office, x, y)
        files[base + "/index.html"] = forecast(now, zone, polygon, elevation_m, twelve, "BaselineForecastGenerator", seed)
        files[base + "/hourly"] = forecast(now, zone, polygon, elevation_m, hourly(now, zone, twelve), "HourlyForecastGenerator", seed[::-1])
    problems = []
    for point, (now, pl, lat, lon) in lists.items():
        collection = alerts(now, pl["zone"], pl["office"], lat, lon)
        files["alerts/active@point=" + point] = collection
        for feature in collection["features"]:
            key = next(a["key"] for a in ALERTS if urn(a["key"]) == feature["properties"]["id"])
            if key in EXPECT and not EXPECT[key](feature["properties"], now):
                problems.append("%s at %s: case %s no longer holds" % (point, iso(now), key))
    # The lists a refresh asks, one per state: every alert of the state's points, each once, newest
    # first. Passengr places them by the zones they name (docs/nws-data.md).
    areas = {}
    for point, (now, pl, lat, lon) in lists.items():
        areas.setdefault(pl["state"], []).append((now, files["alerts/active@point=" + point]))
    for state, collections in sorted(areas.items()):
        features = {}
        for _, collection in collections:
            for feature in collection["features"]:
                features.setdefault(feature["properties"]["id"], feature)
        chosen = sorted(features.values(), key=lambda f: parse_time(f["properties"]["sent"]), reverse=True)
        latest = max(now for now, _ in collections)
        files["alerts/active/area/" + state] = {
            "@context": collections[0][1]["@context"], "type": "FeatureCollection", "features": chosen,
            "title": "Current watches, warnings, and advisories for %s" % state,
            "updated": utc_iso(latest.replace(second=0))}
    shutil.rmtree(OUT, ignore_errors=True)
    shutil.rmtree(CASES, ignore_errors=True)
    for relative, document in sorted(files.items()):
        write(OUT, relative, document)
    for name, document in sorted(cases().items()):
        write(CASES, name, document)
    print("%d points, %d forecasts, %d alert lists (%d with alerts); %d passes without a summit skipped" % (
        len(points_files), len(forecasts), len(lists), sum(1 for k, v in files.items() if k.startswith("alerts/") and v["features"]), skipped))
    for line in problems:
        print("warning: " + line, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
