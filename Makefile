# Passengr: build, install and uninstall like any command-line tool.
#   make                                  the optimised binary, man page and completions, built once
#   make install [PREFIX=/usr/local] [DESTDIR=/tmp/stage]   copies them; never compiles
#   make uninstall [PREFIX=...] [DESTDIR=...]
#   make check-install                    install into a temporary DESTDIR and check what landed
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# The shipped binary has a build directory of its own: a plain `swift build -c release` (the
# transport benchmark runs one) links a binary that needs the toolchain's Swift libraries, and it
# must never be the one installed.
SCRATCH := .build/static
BIN := $(SCRATCH)/release/passengr
GENERATED := .build/generated

.PHONY: all release install uninstall check-install clean
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
SOURCES := Package.swift $(shell find Sources -type f)
PAGES := $(GENERATED)/passengr.1 $(GENERATED)/passengr.bash $(GENERATED)/_passengr $(GENERATED)/passengr.fish

# `make` builds everything `make install` copies, once; nothing is rebuilt while the sources are
# unchanged.
all: release
release: $(BIN) $(PAGES)

# The shipped binary: optimised, with the Swift runtime and FoundationEssentials linked in, so it
# runs on a Debian machine that has libxml2 and libcurl but no Swift toolchain. It must not link
# swift-corelibs Foundation (CoreFoundation and ICU's 34 MB of data, and their start-up): no module
# imports it, and the check after the build refuses a binary that has it. (Were it linked, its
# static library would make the linker warn about mktemp; that line is filtered.)
#
# Metadata of concrete generic types (a decoding container keyed by a type's coding keys, a set of
# a parser's nodes) is made by calling its accessor, not by demangling its name: each demangled
# name checks its generic requirements by scanning every protocol conformance in the binary,
# which on start-up cost more than parsing the command line. Only the way metadata is reached
# changes; the binary is 0.1% larger.
METADATA_FLAGS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
$(BIN): $(SOURCES)
	$(SWIFT) build -c release --static-swift-stdlib --disable-local-rpath --scratch-path $(SCRATCH) --product passengr $(METADATA_FLAGS) 2>&1 | grep -v "the use of .mktemp. is dangerous"
	@! ldd $(BIN) | grep -i swift || { echo "make: $(BIN) needs Swift shared libraries; run 'make clean' and 'make' again" >&2; exit 1; }
	@! nm $(BIN) | grep -q ' __CFInitialize$$' || { echo "make: $(BIN) links swift-corelibs Foundation; Passengr's modules import FoundationEssentials alone (docs/development.md)" >&2; exit 1; }
	touch $(BIN)

# The manual page, written from the command definitions the binary itself describes, with the
# sections they cannot hold (shared options once, exit status, environment, files, examples).
$(GENERATED)/passengr.1: $(BIN) scripts/manpage.py docs/json.md
	mkdir -p $(GENERATED)
	$(BIN) --experimental-dump-help | python3 scripts/manpage.py > $@.tmp
	mv $@.tmp $@

$(GENERATED)/passengr.bash: $(BIN)
	mkdir -p $(GENERATED)
	$(BIN) --generate-completion-script bash > $@
$(GENERATED)/_passengr: $(BIN)
	mkdir -p $(GENERATED)
	$(BIN) --generate-completion-script zsh > $@
$(GENERATED)/passengr.fish: $(BIN)
	mkdir -p $(GENERATED)
	$(BIN) --generate-completion-script fish > $@

# Copies only: never compiles (so `sudo make install` never builds as root in the source tree). The
# binary is stripped as it is copied (its symbol tables are a quarter of its size).
install:
	@for file in $(BIN) $(PAGES); do test -e $$file || { echo "make install: $$file is not built; run 'make' first" >&2; exit 1; }; done
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 0755 -s $(BIN) $(BINDIR)/passengr
	install -m 0644 $(GENERATED)/passengr.1 $(MANDIR)/passengr.1
	install -m 0644 $(GENERATED)/passengr.bash $(BASHDIR)/passengr
	install -m 0644 $(GENERATED)/_passengr $(ZSHDIR)/_passengr
	install -m 0644 $(GENERATED)/passengr.fish $(FISHDIR)/passengr.fish

uninstall:
	rm -f $(BINDIR)/passengr $(MANDIR)/passengr.1 $(BASHDIR)/passengr $(ZSHDIR)/_passengr $(FISHDIR)/passengr.fish

check-install:
	bash Tests/install/check-install.sh

clean:
	rm -rf $(GENERATED)
	$(SWIFT) package clean
	$(SWIFT) package clean --scratch-path $(SCRATCH)
