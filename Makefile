# Passengr: build, install and uninstall like any command-line tool.
#   make release                          the optimised binary, left at .build/release/passengr
#   make install [PREFIX=/usr/local] [DESTDIR=/tmp/stage]
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
BIN := .build/release/passengr
GENERATED := .build/generated

.PHONY: all release man completions install uninstall check-install clean

all: release

# The shipped binary: optimised, with the Swift runtime and Foundation linked in, so it runs on a
# Debian machine that has libxml2 and libcurl but no Swift toolchain.
release:
	$(SWIFT) build -c release --static-swift-stdlib --product passengr

# The manual page, generated from the command definitions by swift-argument-parser's plugin. The
# plugin relinks the release build without the static runtime, so the binary is linked again after.
man:
	$(SWIFT) package plugin generate-manual
	mkdir -p $(GENERATED)
	cp .build/plugins/GenerateManual/outputs/passengr/passengr.1 $(GENERATED)/passengr.1
	$(MAKE) release

completions: release
	mkdir -p $(GENERATED)
	$(BIN) --generate-completion-script bash > $(GENERATED)/passengr.bash
	$(BIN) --generate-completion-script zsh > $(GENERATED)/_passengr
	$(BIN) --generate-completion-script fish > $(GENERATED)/passengr.fish

install: man completions
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 0755 $(BIN) $(BINDIR)/passengr
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
