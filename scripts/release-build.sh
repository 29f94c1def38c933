#!/usr/bin/env bash
# `swift build -c release` the way Trellis apps ship. run-demo.sh and benchmarks.sh both build
# through it, so the demo users run is the binary that is measured. Arguments go to `swift build`.
#
#   scripts/release-build.sh --product PetVoting
#   scripts/release-build.sh --show-bin-path
#
# The Swift runtime and Foundation are linked statically: as shared libraries 16 MB of their
# relocated and touched pages were resident in PetVoting; linked in, about half as many are (the
# file grows from 10 to 78 MB, mostly ICU data that is never paged in).
# lld then packs the binary's ~80,000 relative relocations as DT_RELR (15 kB instead of a 2 MB
# table read at every start), which needs glibc 2.36 or later at run time. PetVoting's peak went
# from 37.8 to 30 MB (README, Performance). Debug builds and `swift test` are unaffected.
# With lld, the code PetVoting runs is also laid out first and contiguous, in the order of
# scripts/release-link-order.txt (see scripts/update-link-order.sh): the kernel maps 64 kB around
# every code page touched, so scattered code kept twice as much of it resident. Names the file no
# longer matches are skipped silently: a stale order costs memory, never the build.
# libstdc++, which the Swift runtime needs, is linked in too when GCC's libstdc++.a is installed
# (scripts/static-libstdc++/libstdc++.so says how): the shared library's symbol tables and
# relocated pages cost more than the few functions used.
set -eu
cd "$(dirname "$0")/.."
flags=(-c release --static-swift-stdlib)
toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
libstdcxx="$("$toolchain/clang" -print-file-name=libstdc++.a 2>/dev/null || true)"
if [ "${libstdcxx#/}" != "$libstdcxx" ] && [ -f "$libstdcxx" ]; then
  flags+=(-Xswiftc "-L$PWD/scripts/static-libstdc++")
fi
glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ print $2 }')"
if [ -x "$toolchain/ld.lld" ] && [ -n "$glibc" ] &&
  [ "$(printf '2.36\n%s\n' "$glibc" | sort -V | head -n 1)" = 2.36 ]; then
  flags+=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
  if [ -f scripts/release-link-order.txt ]; then
    flags+=(-Xlinker "--symbol-ordering-file=$PWD/scripts/release-link-order.txt" -Xlinker --no-warn-symbol-ordering)
  fi
fi
# A toolchain packaged without the static libraries still gets a working, if larger, demo.
swift build "${flags[@]}" "$@" && exit 0
echo "release-build: linking statically failed; building with the shared Swift libraries" >&2
exec swift build -c release "$@"
