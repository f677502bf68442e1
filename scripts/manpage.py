#!/usr/bin/env python3
"""Writes passengr(1) in mdoc from the command definitions (`passengr --experimental-dump-help`),
with what they cannot say: shared options once, EXIT STATUS, ENVIRONMENT, FILES and EXAMPLES.

Usage: passengr --experimental-dump-help | python3 scripts/manpage.py > passengr.1
"""
import json
import os
import re
import sys

SHARED = ["data-dir", "base-url", "source", "timeout", "json", "no-color"]

EXIT = [
    ("0", "success; for check, the verdict is go or restrictions; for diff, no change; for doctor, all is well"),
    ("1", "diff: changes were found; doctor: something wants attention"),
    ("2", "trouble: nothing usable to show (nothing could be fetched and nothing is saved, or it is older than --max-stale), a bad or newer archive, a failed write, a lock timeout, an unreadable watch --resume cursor or one in use; doctor: no source can be reached"),
    ("3", "a pass is at or above the --fail-on level; for check, the verdict is no_go or unknown: an agency's plea not to travel (a travel advisory such as No Unnecessary Travel) is no_go by default, and --fail-on closed restores clearing it"),
    ("64", "usage error: a bad option or value, an unknown or ambiguous pass or trip, a watch --resume name that is not a plain name"),
]

ENVIRONMENT = [
    ("PASSENGR_DATA_DIR", "the data directory when --data-dir is not given"),
    ("XDG_DATA_HOME", "else the data directory is $XDG_DATA_HOME/passengr, else ~/.local/share/passengr"),
    ("PASSENGR_BASE_URL", "the base URL or directory when --base-url is not given"),
    ("PASSENGR_CONTACT", "the contact (a web address or an email) named in the User-Agent sent to the National Weather Service"),
    ("XDG_CONFIG_HOME", "where agencies' key files are kept: $XDG_CONFIG_HOME/passengr/keys/AGENCY, else ~/.config/passengr/keys/AGENCY"),
    ("NO_COLOR", "when set, no colour even on a terminal"),
    ("COLUMNS", "the width to wrap to when standard output is not a terminal"),
    ("PASSENGR_CHANGES", "set for a watch --exec command: how many changes its standard input holds"),
    ("PASSENGR_ESCALATIONS", "set for a watch --exec command: how many of them made a level worse"),
    ("PASSENGR_WORST_LEVEL", "set for a watch --exec command: the worst current level of the passes concerned"),
    ("PASSENGR_TRIP", "set for a watch --trip --exec command: the trip's name"),
]

FILES = [
    ("passengr.json", "the archive: passes, their order, last conditions, trips, source health (JSON, mode 0600, written atomically)"),
    ("passengr.json.bak-TIME", "the archive before one of the last 5 changes to the pass list or trips (not refreshes); passengr restore brings back the newest, restore N another, restore --list lists them"),
    ("passengr.plist.v1, passengr.plist.v2", "the archive as an earlier Passengr wrote it (an XML property list, passengr.plist), kept the first time this one upgraded it"),
    ("history.jsonl", "one JSON line per change, appended after the archive is written"),
    ("passengr.lock", "the lock that serialises writers"),
    ("nws-cache.json", "what NWS said that stays true a while: each summit's forecast addresses (7 days), forecasts while their max-age lasts, points without data (a day), a refusal (10 minutes)"),
    ("history-pruned.json", "what pruning removed from the history, so a watch that was behind says it missed changes"),
    ("watch-NAME.cursor", "where watch --resume NAME has got in the history: told and delivered refresh numbers; delete it to start that watch from now"),
    ("watch-NAME.lock", "held by the running watch --resume NAME, so two watches never share a cursor"),
]

def json_schemas():
    """The JSON section's items, from the schema list of docs/json.md (one source for both)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "json.md")
    text = open(path, encoding="utf-8").read()
    start = text.index("<!-- schemas:")
    end = text.index("<!-- end of schemas -->")
    items = []
    for line in text[start:end].split("\n")[1:]:
        match = re.match(r"- `([^`]+)`: (.*)", line)
        if match:
            items.append((match.group(1), match.group(2).replace("`", "")))
    if not items:
        sys.exit("manpage: docs/json.md has no schema list")
    return items



EXAMPLES = [
    ("Show the enabled passes, refreshing when the saved data is older than five minutes:", "passengr"),
    ("Check a drive before leaving, and the way back:", "passengr trip add wenatchee stevens:east blewett:south\npassengr check wenatchee\npassengr check wenatchee --return"),
    ("Try it offline on the shipped fixtures (from the source tree):", "passengr --base-url Fixtures --data-dir .build/demo"),
    ("Be told of closures as they happen:", "passengr watch --every 10m --exec 'mail -s passes me@example.org' --exec-on escalations"),
    ("What changed in the last day, as JSON lines:", "passengr diff --since 1d --jsonl"),
]


def escape(text):
    """Text for mdoc: backslashes escaped, no line starting with a dot or quote, names unhyphenated."""
    text = text.replace("\\", "\\e")
    words = []
    for word in text.split(" "):
        if "_" in word or word.startswith("-") or "/" in word:
            word = "\\%" + word
        words.append(word)
    text = " ".join(words)
    if text.startswith(".") or text.startswith("'"):
        text = "\\&" + text
    return text


def lines(text):
    """Paragraphs of `text` as mdoc lines, a .Pp between paragraphs, never an empty line."""
    out = []
    for index, paragraph in enumerate(p for p in text.split("\n\n") if p.strip()):
        if index:
            out.append(".Pp")
        for line in paragraph.split("\n"):
            if line.strip():
                out.append(escape(line.strip()))
    return out


def names(argument):
    return [n for n in argument.get("names", [])]


def long_name(argument):
    for name in names(argument):
        if name.get("kind") == "long":
            return name["name"]
    return None


def option_lines(argument):
    name = long_name(argument)
    value = argument.get("valueName")
    head = ".It Fl \\-" + name if name else ".It Ar " + (value or "")
    if name and argument.get("kind") == "option" and value:
        head += " Ar " + value
    out = [head]
    abstract = argument.get("abstract", "")
    default = argument.get("defaultValue")
    if default and "default" not in abstract.lower():
        abstract += f" (default: {default})"
    values = argument.get("allValueStrings") or argument.get("allValues")
    if values and len(values) < 12 and not any(value in abstract for value in values):
        abstract += " One of: " + ", ".join(values) + "."
    out += lines(abstract) if abstract else []
    return out


def command_lines(command, path):
    out = []
    arguments = [a for a in command.get("arguments", []) if a.get("shouldDisplay", True)]
    own = [a for a in arguments if long_name(a) not in SHARED and long_name(a) not in ("help", "version")]
    out.append(".It Nm " + " ".join(path[1:]))
    if command.get("abstract"):
        out += lines(command["abstract"])
    # The exit status has a section of its own, once.
    discussion = "\n\n".join(p for p in command.get("discussion", "").split("\n\n") if not p.strip().startswith("EXIT STATUS"))
    if discussion.strip():
        out.append(".Pp")
        out += lines(discussion)
    if own:
        out.append(".Bl -tag -width Ds")
        for argument in own:
            out += option_lines(argument)
        out.append(".El")
    return out


def agencies(tool):
    """The agencies, as the root command's abstract names them after "from"."""
    abstract = tool.get("abstract", "")
    return abstract.rsplit(" from ", 1)[-1].rstrip(".") if " from " in abstract else "see passengr doctor"


def key_variables(tool):
    """[(variable, what it holds)] from the key command's discussion ("Variables: A (the x key), B (...).")."""
    for sub in tool.get("subcommands", []):
        if sub.get("commandName") == "key":
            text = sub.get("discussion", "")
            if "Variables: " in text:
                listed = text.split("Variables: ", 1)[1].rstrip(".")
                pairs = []
                for item in listed.split("), "):
                    name, _, what = item.partition(" (")
                    pairs.append((name.strip(), what.rstrip(")") + ", kept instead by passengr key set"))
                return pairs
    return []


def main():
    tool = json.load(sys.stdin)["command"]
    out = [
        ".Dd $Mdocdate$",
        ".Dt PASSENGR 1",
        ".Os",
        ".Sh NAME",
        ".Nm passengr",
        ".Nd " + escape(tool.get("abstract", "mountain-pass conditions")),
        ".Sh SYNOPSIS",
        ".Nm",
        ".Op Ar command",
        ".Op Ar options",
        ".Op Ar pass ...",
        ".Sh DESCRIPTION",
        "Passengr reports mountain-pass conditions from the agencies it knows (" + escape(agencies(tool)) + "):",
        "the travel restriction in each direction, road conditions, weather and temperature, on one scale",
        "from open to closed for the season. Without a command it runs",
        ".Cm status .",
        "Passes are named by id, name or unique prefix, case-insensitively.",
        ".Sh COMMANDS",
        ".Bl -tag -width Ds",
    ]
    shared = {}

    def walk(command, path):
        for argument in command.get("arguments", []):
            name = long_name(argument)
            if name in SHARED and name not in shared:
                shared[name] = argument
        for sub in command.get("subcommands", []):
            if sub["commandName"] == "help":
                continue
            out.extend(command_lines(sub, path + [sub["commandName"]]))
            walk(sub, path + [sub["commandName"]])

    walk(tool, ["passengr"])
    out.append(".El")
    out.append(".Sh SHARED OPTIONS")
    out += ["Every command that reads or writes the data takes these."]
    out.append(".Bl -tag -width Ds")
    for name in SHARED:
        if name in shared:
            out += option_lines(shared[name])
    out.append(".El")
    out.append(".Sh JSON")
    schemas = json_schemas()
    # The general items are paragraphs; the rest, one tagged item per document or part.
    for name, meaning in schemas:
        if name in ("layout", "levels"):
            out += [escape(meaning), ".Pp"]
    out.append(".Bl -tag -width Ds")
    for name, meaning in schemas:
        if name not in ("layout", "levels"):
            out += [".It Li " + name, escape(meaning)]
    out.append(".El")
    out.append(".Sh EXIT STATUS")
    out.append(".Bl -tag -width Ds")
    for code, meaning in EXIT:
        out += [".It " + code, escape(meaning)]
    out.append(".El")
    out.append(".Sh ENVIRONMENT")
    out.append(".Bl -tag -width Ds")
    for name, meaning in ENVIRONMENT[:3] + key_variables(tool) + ENVIRONMENT[3:]:
        out += [".It Ev " + name, escape(meaning)]
    out.append(".El")
    out.append(".Sh FILES")
    out.append("In the data directory (see ENVIRONMENT):")
    out.append(".Bl -tag -width Ds")
    for name, meaning in FILES:
        out += [".It Pa " + name, escape(meaning)]
    out.append(".El")
    out.append("In the config directory ($XDG_CONFIG_HOME/passengr, else ~/.config/passengr):")
    out.append(".Bl -tag -width Ds")
    out += [".It Pa keys/AGENCY", escape("an agency's key, one line, mode 0600 in a 0700 directory, written atomically by passengr key set")]
    out.append(".El")
    out.append(".Sh EXAMPLES")
    for index, (what, command) in enumerate(EXAMPLES):
        if index:
            out.append(".Pp")
        out.append(escape(what))
        out.append(".Bd -literal -offset indent")
        out += [escape(line) if not line.startswith(".") else "\\&" + line for line in command.split("\n")]
        out.append(".Ed")
    out.append(".Sh SEE ALSO")
    out.append(".Xr curl 1 ,")
    out.append(".Xr xmllint 1")
    print("\n".join(out))


if __name__ == "__main__":
    main()
