#!/usr/bin/env bash
# Renders every demo's window to docs/<demo>.png with Trellis's own renderer: no display needed,
# the same pixels on every machine with the same fonts. Rerun it after changing a demo.
#
#   scripts/screenshots.sh                  # every demo
#   scripts/screenshots.sh Rings Gallery    # some of them
#
# Extra `swift build` arguments go in SWIFT_BUILD_FLAGS, e.g. "--scratch-path .build-docs".
set -eu
cd "$(dirname "$0")/.."
demos=("$@")
[ ${#demos[@]} -gt 0 ] || demos=(PetVoting AvocadoToast Rings FlowLayout Gallery)
read -r -a flags <<< "${SWIFT_BUILD_FLAGS:-}"
for demo in "${demos[@]}"; do
  swift build "${flags[@]}" --product "$demo" >&2
done
bin="$(swift build "${flags[@]}" --show-bin-path)"
mkdir -p docs

# PetVoting -> pet-voting, FlowLayout -> flow-layout.
file_name() { sed -E 's/([a-z])([A-Z])/\1-\2/g' <<< "$1" | tr '[:upper:]' '[:lower:]'; }

for demo in "${demos[@]}"; do
  DISPLAY= "$bin/$demo" --snapshot "docs/$(file_name "$demo").png"
  if [ "$demo" = Gallery ]; then
    DISPLAY= "$bin/$demo" --snapshot docs/gallery-dark.png --dark
  fi
done
