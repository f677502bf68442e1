#!/usr/bin/env python3
"""Writes a world of PASSES WSDOT passes for the scaling benchmarks: a fixtures directory whose
mobile feed lists them all (the shipped feed's entries, copied under new ids), and an archive that
holds them all enabled, in order. `passengr refresh --base-url OUT/fixtures --data-dir OUT/data`
then fills in their conditions.

With --history N it also writes OUT/data/history.jsonl with N change records (the last refresh's
among them, so `diff` has something to show) and sets the archive's refresh count to match.

With --variant B the feed's restriction texts are swapped for others, so a refresh after one of
the plain feed records a change for every pass.

Usage: python3 Benchmarks/tools/big_world.py PASSES OUT [--history N] [--variant A|B]
"""
import argparse
import copy
import json
import os
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
FEED = os.path.join(HERE, "..", "..", "Fixtures", "mobile", "MountainPassConditions.json")
FIRST_ID = 100_000


def feed(count, variant):
    with open(FEED, encoding="utf-8") as f:
        shipped = json.load(f)
    entries = shipped["GetMountainPassConditionsResult"]["PassCondition"]
    out = []
    for index in range(count):
        entry = copy.deepcopy(entries[index % len(entries)])
        # Cameras and forecasts dropped: 10,000 passes must fit the 5 MiB a source may send.
        entry["Cameras"] = []
        entry["Forecast"] = []
        entry["MountainPassId"] = FIRST_ID + index
        entry["MountainPassName"] = f"Bench Pass {index + 1} SR {index % 900 + 1}"
        if variant == "B":
            for key in ("RestrictionOne", "RestrictionTwo"):
                if entry.get(key):
                    entry[key]["RestrictionText"] = "Traction Tires Required." if index % 2 else "No restrictions"
        out.append(entry)
    return {"GetMountainPassConditionsResult": {"PassCondition": out}}


def archive(count, refresh_count):
    passes = []
    for index in range(count):
        passes.append({"pass": {
            "agency": "wsdot", "directions": "east-west", "elevationFeet": 3000 + index % 2000,
            "highway": f"SR {index % 900 + 1}", "id": FIRST_ID + index, "isEnabled": True,
            "name": f"Bench Pass {index + 1}", "order": index + 1, "pageSlug": f"bench-{index + 1}",
        }})
    # One trip over every pass, for `check all`: naming 10,000 passes on the command line would
    # measure ArgumentParser, whose handling of repeated arguments grows with their square.
    trip = {"name": "all", "legs": [{"passID": FIRST_ID + index} for index in range(count)]}
    return {"schemaVersion": 2, "passes": passes, "refreshCount": refresh_count, "sourceFailures": {}, "trips": [trip]}


def history(count, passes, refresh_count, path):
    start = datetime(2026, 1, 1, tzinfo=timezone.utc)
    per_refresh = max(1, min(passes, 50))
    with open(path, "w", encoding="utf-8") as f:
        for index in range(count):
            # The newest records belong to refresh `refresh_count`, the older ones to earlier ones.
            back = (count - 1 - index) // per_refresh
            refresh = refresh_count - back
            at = (start + timedelta(minutes=5 * refresh)).strftime("%Y-%m-%dT%H:%M:%SZ")
            pass_index = index % passes
            record = {
                "schema": "passengr.change/1", "at": at, "passId": FIRST_ID + pass_index,
                "name": f"Bench Pass {pass_index + 1} SR {pass_index % 900 + 1}", "field": "restrictions.eastbound",
                "old": {"text": "Traction Tires Advised, Oversize Vehicles Prohibited.", "level": "traction_advised"},
                "new": {"text": "Traction Tires Required, Chains required on Vehicles over 10,000 GVW.", "level": "traction_required"},
                "escalation": True, "refresh": refresh,
            }
            f.write(json.dumps(record, separators=(",", ":")) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("passes", type=int)
    parser.add_argument("out")
    parser.add_argument("--history", type=int, default=0)
    parser.add_argument("--variant", default="A")
    args = parser.parse_args()
    fixtures = os.path.join(args.out, "fixtures", "mobile")
    data = os.path.join(args.out, "data")
    os.makedirs(fixtures, exist_ok=True)
    os.makedirs(data, mode=0o700, exist_ok=True)
    with open(os.path.join(fixtures, "MountainPassConditions.json"), "w", encoding="utf-8") as f:
        json.dump(feed(args.passes, args.variant), f, separators=(",", ":"))
    archive_path = os.path.join(data, "passengr.json")
    if not os.path.exists(archive_path):
        refresh_count = max(1, args.history // max(1, min(args.passes, 50)))
        with open(archive_path, "w", encoding="utf-8") as f:
            json.dump(archive(args.passes, refresh_count), f, separators=(",", ":"))
        os.chmod(archive_path, 0o600)
        if args.history:
            history(args.history, args.passes, refresh_count, os.path.join(data, "history.jsonl"))
            os.chmod(os.path.join(data, "history.jsonl"), 0o600)


if __name__ == "__main__":
    main()
