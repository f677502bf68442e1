#!/usr/bin/env python3
"""Runs the transcripts of the README and docs/ against the shipped recording.

A transcript is a ```console block: lines starting with "$ " are commands, the lines after each
are what it prints (stdout and stderr, as a terminal shows them). Commands run as written, with
`swift run passengr` and a leading `passengr` standing for the binary given, from the package
root, with `.build/demo` standing for a fresh data directory per file (so one file's transcripts
run in order on one data directory), a fresh HOME and config directory, NO_COLOR and 100 columns.
`echo $?` prints the status of the command before it. `swift test` is not run (it would run these
very tests); the lines after it are not checked.

    python3 scripts/transcripts.py --binary .build/debug/passengr            check; exit 1 on a difference
    python3 scripts/transcripts.py --binary .build/debug/passengr --update   write what the commands print
"""

import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Pages whose transcripts are checked: the README and every page of docs/.
DEFAULT_FILES = ["README.md"] + sorted(
    os.path.join("docs", name) for name in os.listdir(os.path.join(ROOT, "docs")) if name.endswith(".md"))


def blocks(text):
    """Yields (start, end) line indexes of each console block's body."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```console":
            start = index + 1
            end = start
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            yield start, end
            index = end
        index += 1


def commands(body):
    """The block's commands, each with the lines it is shown printing."""
    result = []
    for line in body:
        if line.startswith("$ "):
            result.append([line[2:], []])
        elif result:
            result[-1][1].append(line)
    return result


def run(command, binary, data, env, last_status):
    """What `command` prints and its status."""
    if command.strip() == "echo $?":
        return [str(last_status)], 0
    if command.strip() == "swift test":
        return None, 0
    command = command.replace("swift run passengr-bar", shlex.quote(binary + "-bar"))
    command = command.replace("swift run passengr", shlex.quote(binary))
    command = re.sub(r"(^|[|;&]\s*)passengr(?=\s|$)", lambda m: m.group(1) + shlex.quote(binary), command)
    command = command.replace(".build/demo", data)
    completed = subprocess.run(
        ["sh", "-c", command + " 2>&1"], cwd=ROOT, env=env, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL,
        timeout=300)
    output = completed.stdout.decode("utf-8", "replace").replace(data, ".build/demo").replace(ROOT + "/", "")
    lines = output.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line.rstrip() for line in lines], completed.returncode


def process(path, binary, update):
    text = open(os.path.join(ROOT, path), encoding="utf-8").read()
    lines = text.split("\n")
    differences = []
    with tempfile.TemporaryDirectory(prefix="passengr-transcripts-") as scratch:
        data = os.path.join(scratch, "demo")
        home = os.path.join(scratch, "home")
        os.makedirs(home)
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "NO_COLOR": "1", "COLUMNS": "100",
            "XDG_CONFIG_HOME": os.path.join(home, ".config"), "XDG_DATA_HOME": os.path.join(home, ".local/share"),
            "LANG": "C.UTF-8", "TZ": "UTC",
        }
        replaced = []
        for start, end in blocks(text):
            status = 0
            body = []
            for command, shown in commands(lines[start:end]):
                printed, status = run(command, binary, data, env, status)
                body.append("$ " + command)
                if printed is None:
                    body += shown
                    continue
                if [line.rstrip() for line in shown] != printed:
                    diff = "\n".join(difflib.unified_diff(shown, printed, "shown", "printed", lineterm=""))
                    differences.append(f"{path}:{start}: $ {command}\n{diff}")
                body += printed
            replaced.append((start, end, body))
    if update and differences:
        for start, end, body in reversed(replaced):
            lines[start:end] = body
        open(os.path.join(ROOT, path), "w", encoding="utf-8").write("\n".join(lines))
    return differences


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--update", action="store_true")
    parser.add_argument("files", nargs="*")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    differences = []
    for path in arguments.files or DEFAULT_FILES:
        differences += process(path, binary, arguments.update)
    for difference in differences:
        print(difference)
    if differences and not arguments.update:
        print(f"transcripts: {len(differences)} command(s) print something else than shown", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
