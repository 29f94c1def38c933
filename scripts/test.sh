#!/usr/bin/env bash
# Runs the whole test suite: installs missing system packages, builds once, and runs every test
# against a private Xvfb that is stopped afterwards. The X11 suites drive one shared server with
# synthetic input, so they run one at a time, after the others.
set -eu
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh --tests
swift build --build-tests
exec scripts/with-xvfb.sh bash -c '
  swift test --skip-build --skip TrellisX11Tests "$@" && \
  swift test --skip-build --filter TrellisX11Tests --no-parallel "$@"' test "$@"
