# Builds and installs the featuregen command, on macOS and Linux (libyaml first: bash .ci/setup).
#
#   make                                the release binary, .build/release/featuregen
#   make install                        build, then install it as $(PREFIX)/bin/featuregen (PREFIX=/usr/local)
#   make install PREFIX="$HOME/.local"  anywhere else; DESTDIR=/staging prefixes every installed path (packagers)
#   make uninstall                      remove what install put there (same PREFIX and DESTDIR)
#   make release VERSION=x.y.z          set Version.current, commit it and tag vx.y.z (CONTRIBUTING.md, Releasing)

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
# Where `swift build -c release` leaves the binary (on macOS a link to the architecture's own folder).
BUILD_DIR ?= .build/release

.PHONY: build install uninstall release

build:
	$(SWIFT) build -c release --product featuregen

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$(BUILD_DIR)/featuregen" "$(DESTDIR)$(BINDIR)/featuregen"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/featuregen"

release:
	bash Scripts/release.sh "$(VERSION)"
