#!/usr/bin/env bash
# Runs a Trellis demo (PetVoting unless named), installing missing system packages first.
#
#   scripts/run-demo.sh                 # the pet-voting app
#   scripts/run-demo.sh Rings           # another demo
#   scripts/run-demo.sh PetVoting --snapshot pets.png   # no display needed
set -eu
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
demo="${1:-PetVoting}"
[ $# -gt 0 ] && shift
scripts/release-build.sh --product "$demo" >&2
exec "$(scripts/release-build.sh --show-bin-path)/$demo" "$@"
