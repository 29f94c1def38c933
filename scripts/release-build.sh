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
# scripts/release-link-order.txt and .ld (see scripts/update-link-order.sh): the kernel maps 64 kB
# around every code page touched, so scattered code kept twice as much of it resident. Names the
# files no longer match are skipped silently: a stale order costs memory, never the build. Our
# modules are compiled with a section per function so that only the functions that run move.
# The static runtime's link arguments export every symbol of our own objects (-export-dynamic);
# nothing looks them up, and the 0.35 MB of dynamic symbol tables were resident because ld.so
# searches the executable first for every symbol the shared libraries bind.
# libstdc++, which the Swift runtime needs, is linked in too when GCC's libstdc++.a is installed
# (scripts/static-libstdc++/libstdc++.so says how): the shared library's symbol tables and
# relocated pages cost more than the few functions used.
set -eu
cd "$(dirname "$0")/.."
compile_flags=(-c release --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -function-sections)
# libgcc's unwinder is linked in as well, instead of loading libgcc_s.so.1 (80 kB resident).
link_flags=(-Xswiftc -Xclang-linker -Xswiftc -static-libgcc)
toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
libstdcxx="$("$toolchain/clang" -print-file-name=libstdc++.a 2>/dev/null || true)"
if [ "${libstdcxx#/}" != "$libstdcxx" ] && [ -f "$libstdcxx" ]; then
  link_flags+=(-Xswiftc "-L$PWD/scripts/static-libstdc++")
fi
glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ print $2 }')"
if [ -x "$toolchain/ld.lld" ] && [ -n "$glibc" ] &&
  [ "$(printf '2.36\n%s\n' "$glibc" | sort -V | head -n 1)" = 2.36 ]; then
  link_flags+=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic)
  # Segments aligned to 64 kB, so that the kernel loads the executable at a 64 kB boundary and
  # its fault-around blocks fall where the link order packed the code; loaded at a random 4 kB
  # offset, the same hot code spanned one more block or not from run to run.
  link_flags+=(-Xlinker -z -Xlinker max-page-size=65536)
  if [ -f scripts/release-link-order.txt ]; then
    link_flags+=(-Xlinker "--symbol-ordering-file=$PWD/scripts/release-link-order.txt" -Xlinker --no-warn-symbol-ordering)
  fi
  # Hot sections no symbol can name (private functions have none; local helpers share a name
  # with many copies), placed by object file and section name at the start of .text.
  if [ -f scripts/release-link-order.ld ]; then
    link_flags+=(-Xlinker -T -Xlinker "$PWD/scripts/release-link-order.ld")
  fi
fi

# The Swift driver keeps objects compiled with other frontend flags, and SwiftPM does not relink
# for new linker flags or a new link order; so when these differ from the last build in this
# scratch path, its objects or executables are dropped first.
scratch=.build
show_bin_path=false
previous=""
for argument in "$@"; do
  case "$previous" in --scratch-path) scratch="$argument" ;; esac
  case "$argument" in
    --scratch-path=*) scratch="${argument#*=}" ;;
    --show-bin-path) show_bin_path=true ;;
  esac
  previous="$argument"
done
compile_stamp="${compile_flags[*]}"
link_stamp="${link_flags[*]} $(cat scripts/release-link-order.* 2>/dev/null | cksum)"
if [ "$show_bin_path" = false ]; then
  for dir in "$scratch"/*/release; do
    [ -d "$dir" ] || continue
    if [ "$(cat "$dir/.release-build-compile" 2>/dev/null)" != "$compile_stamp" ]; then
      rm -f "$dir"/*.build/*.o
    fi
    if [ "$(cat "$dir/.release-build-link" 2>/dev/null)" != "$link_stamp" ]; then
      find "$dir" -maxdepth 1 -type f -perm -u+x -delete
    fi
  done
fi

if swift build "${compile_flags[@]}" "${link_flags[@]}" "$@"; then
  if [ "$show_bin_path" = false ]; then
    for dir in "$scratch"/*/release; do
      [ -d "$dir" ] || continue
      printf '%s\n' "$compile_stamp" >"$dir/.release-build-compile"
      printf '%s\n' "$link_stamp" >"$dir/.release-build-link"
    done
  fi
  exit 0
fi
# A toolchain packaged without the static libraries still gets a working, if larger, demo.
echo "release-build: linking statically failed; building with the shared Swift libraries" >&2
rm -f "$scratch"/*/release/.release-build-compile "$scratch"/*/release/.release-build-link
exec swift build -c release "$@"
