#!/usr/bin/env bash
# What Foundation's geometry costs a statically linked Swift program on Linux: builds two small
# programs with the release link of scripts/release-build.sh (static Swift runtime and Foundation,
# lld, packed relocations, dead sections dropped, static libgcc and libstdc++ when available) and
# prints each one's peak resident memory (median of 5 runs) and file size. They differ only in
# whether CGSize's type descriptor is needed; README (Performance, memory) explains the result.
#
#   Benchmarks/geometry-cost/run.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
out="$here/.build"
mkdir -p "$out"
toolchain="$(dirname "$(readlink -f "$(command -v swiftc)")")"
flags=(-swift-version 6 -O -static-stdlib -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
  -Xlinker --gc-sections -Xlinker --no-export-dynamic -Xclang-linker -static-libgcc)
libstdcxx="$("$toolchain/clang" -print-file-name=libstdc++.a 2>/dev/null || true)"
if [ "${libstdcxx#/}" != "$libstdcxx" ] && [ -f "$libstdcxx" ]; then
  flags+=(-L "$root/scripts/static-libstdc++")
fi
for program in WithoutDescriptor WithDescriptor; do
  # Top-level code needs its file named main.swift.
  mkdir -p "$out/$program.sources"
  cp "$here/$program.swift" "$out/$program.sources/main.swift"
  swiftc "${flags[@]}" -module-name "$program" "$out/$program.sources/main.swift" \
    "$here/PeakMemory.swift" -o "$out/$program"
  peaks=()
  for _ in 1 2 3 4 5; do
    peaks+=("$("$out/$program" | awk '/VmHWM/ { print $2 }')")
  done
  median="$(printf '%s\n' "${peaks[@]}" | sort -n | sed -n 3p)"
  size="$(stat -c %s "$out/$program")"
  awk -v name="$program" -v peak="$median" -v size="$size" \
    'BEGIN { printf "%-18s peak %5.1f MB   file %5.1f MB\n", name, peak / 1024, size / 1048576 }'
done
