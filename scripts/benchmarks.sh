#!/usr/bin/env bash
# Frame-path benchmarks: builds PetVoting and FrameBenchmarks in release mode as run-demo.sh does
# (scripts/release-build.sh: Swift runtime and Foundation linked statically) and the C baseline
# (Xlib + cairo + Pango, Benchmarks/baseline), starts a private Xvfb and prints a table of
# start-up time, click latency, full-redraw cost, memory, idle wake-ups and animation figures,
# each with its target and whether it is met.
#
#   scripts/benchmarks.sh                      # about two minutes
#   scripts/benchmarks.sh --runs 11 --seconds 5 --markdown /tmp/perf.md
#
# Options are passed to `FrameBenchmarks all`. Environment: SCRATCH (SwiftPM scratch path,
# default .build), XVFB_SCREEN (see scripts/with-xvfb.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH:-.build}"
echo "benchmarks: building release binaries in $scratch" >&2
scripts/release-build.sh --scratch-path "$scratch" --product PetVoting >&2
scripts/release-build.sh --scratch-path "$scratch" --product FrameBenchmarks >&2
bin="$(scripts/release-build.sh --scratch-path "$scratch" --show-bin-path)"

baseline_args=()
if command -v cc >/dev/null 2>&1 && pkg-config --exists x11 xext cairo pangocairo 2>/dev/null; then
  baseline="$(Benchmarks/baseline/build.sh)"
  baseline_args=(--baseline "$baseline")
else
  echo "benchmarks: no C compiler or development headers: skipping the C baseline" >&2
fi

echo "benchmarks: $(nproc) cores, $(uname -srm)" >&2
exec scripts/with-xvfb.sh "$bin/FrameBenchmarks" all --petvoting "$bin/PetVoting" "${baseline_args[@]}" "$@"
