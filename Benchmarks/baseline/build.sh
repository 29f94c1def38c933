#!/usr/bin/env bash
# Builds the hand-written C baseline (Xlib + MIT-SHM + cairo + Pango) into Benchmarks/baseline/.build/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$here/.build"
# shellcheck disable=SC2046  # pkg-config prints several words on purpose
cc -O2 -Wall -Wextra -o "$here/.build/baseline" "$here/baseline.c" \
  $(pkg-config --cflags --libs x11 xext pangocairo cairo) -lm
echo "$here/.build/baseline"
