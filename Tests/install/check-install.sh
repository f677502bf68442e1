#!/usr/bin/env bash
# End-to-end check of `make install` and `make uninstall`: installs into a temporary DESTDIR, checks
# every file, runs the installed binary with the Swift toolchain out of reach (it must need only
# Debian's libxml2 and libcurl), then uninstalls. Prints "N passed, N failed"; exits non-zero on a
# failure. Run by .ci/run after `swift test`.
set -uo pipefail
cd "$(dirname "$0")/../.."
stage=$(mktemp -d)
data=$(mktemp -d)
trap 'rm -rf "$stage" "$data"' EXIT
passed=0
failed=0
check() {
  local what=$1
  shift
  if "$@" >/dev/null 2>&1; then passed=$((passed + 1)); echo "ok: $what"; else failed=$((failed + 1)); echo "FAILED: $what"; fi
}

make >"$stage.log" 2>&1 || { tail -20 "$stage.log"; echo "install: 0 passed, 1 failed"; exit 1; }
check "make prints no linker warning" bash -c "! grep -q 'warning.*mktemp' '$stage.log'"
make install DESTDIR="$stage" PREFIX=/usr/local >"$stage.log" 2>&1 || { tail -20 "$stage.log"; echo "install: 0 passed, 1 failed"; exit 1; }
root="$stage/usr/local"
check "make install compiles nothing" bash -c "! grep -qiE 'compiling|build complete|swift build' '$stage.log'"
# A second make install with nothing changed is instant: it only copies.
start=$(date +%s%N)
make install DESTDIR="$stage" PREFIX=/usr/local >"$stage.log" 2>&1
elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
echo "second make install: ${elapsed} ms"
check "a second make install takes under 3 s" test "$elapsed" -lt 3000
check "a second make build with nothing changed compiles nothing" bash -c "make -q release"
if command -v man >/dev/null && command -v groff >/dev/null; then
  check "the man page renders without warnings" bash -c "test -z \"\$(MANWIDTH=80 man -l '$root/share/man/man1/passengr.1' 2>&1 >/dev/null)\""
fi
check "the man page has EXIT STATUS, ENVIRONMENT, FILES and EXAMPLES once each" bash -c \
  "for s in 'EXIT STATUS' ENVIRONMENT FILES EXAMPLES 'SHARED OPTIONS'; do test \$(grep -c \"^.Sh \$s\\\$\" '$root/share/man/man1/passengr.1') -eq 1 || exit 1; done"
check "shared options are documented once" test "$(grep -c 'It Fl \\-data-dir' "$root/share/man/man1/passengr.1")" -eq 1
check "defaults are shown" grep -q "default: 5m" "$root/share/man/man1/passengr.1"
check "the man page documents the JSON documents" grep -q "passengr.check/3" "$root/share/man/man1/passengr.1"
if command -v man >/dev/null && command -v groff >/dev/null; then
  check "no environment variable name is broken by hyphenation" bash -c \
    "! MANWIDTH=60 man -l '$root/share/man/man1/passengr.1' 2>/dev/null | grep -qE '(PASSENGR|XDG|WSDOT|NO)_[A-Z_]*[‐-]\$'"
fi
check "completion offers trip and pass names" grep -q "trip" "$root/share/bash-completion/completions/passengr"
check "binary installed, executable" test -x "$root/bin/passengr"
check "man page installed" grep -q "passengr" "$root/share/man/man1/passengr.1"
check "man page documents the report command" grep -q "report" "$root/share/man/man1/passengr.1"
check "bash completion installed" grep -q "passengr" "$root/share/bash-completion/completions/passengr"
check "zsh completion installed" grep -q "passengr" "$root/share/zsh/site-functions/_passengr"
check "fish completion installed" grep -q "passengr" "$root/share/fish/vendor_completions.d/passengr.fish"
check "no Swift library among the binary's dependencies" bash -c "! ldd '$root/bin/passengr' | grep -qi swift"
check "the installed binary is stripped" bash -c "! readelf -S '$root/bin/passengr' | grep -q '\.symtab'"
check "libcurl is not among the binary's dependencies (it is opened on the first request)" bash -c "! ldd '$root/bin/passengr' | grep -q libcurl"
# A plain release build (as the transport benchmark runs) must not become what make installs.
check "make ships the static binary, not a plain swift build's" bash -c "! ldd .build/static/release/passengr | grep -qi swift"

# Run it where the toolchain cannot be seen: /opt/swift hidden behind an empty directory in a
# private mount namespace (as root), and no Swift directory on any library path.
run_hidden() {
  if command -v unshare >/dev/null && unshare -m true 2>/dev/null; then
    unshare -m bash -c 'mount -t tmpfs none /opt/swift 2>/dev/null || true; test ! -e /opt/swift/usr/bin/swift && env -u LD_LIBRARY_PATH "$@"' _ "$@"
  else
    env -u LD_LIBRARY_PATH "$@"
  fi
}
check "runs with the toolchain out of reach: --version" bash -c "$(declare -f run_hidden); run_hidden '$root/bin/passengr' --version | grep -qx '[0-9.]*'"
check "runs with the toolchain out of reach: a table from the fixtures" bash -c \
  "$(declare -f run_hidden); run_hidden '$root/bin/passengr' --base-url Fixtures --data-dir '$data' | grep -q 'Snoqualmie Pass'"

make uninstall DESTDIR="$stage" PREFIX=/usr/local >/dev/null 2>&1
check "uninstall removes the binary" test ! -e "$root/bin/passengr"
check "uninstall removes the man page and completions" bash -c "! ls '$root/share/man/man1/passengr.1' '$root/share/bash-completion/completions/passengr' '$root/share/zsh/site-functions/_passengr' '$root/share/fish/vendor_completions.d/passengr.fish' 2>/dev/null"
rm -f "$stage.log"
echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
