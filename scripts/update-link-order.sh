#!/usr/bin/env bash
# Regenerates scripts/release-link-order.txt and .ld, the order in which release builds ask lld to
# lay out the executable's code, from a real run of PetVoting under valgrind's callgrind: start-up,
# clicks on a vote button, Tab and Space, then SIGTERM. A developer tool; building and running apps
# never needs it.
#
#   scripts/update-link-order.sh                          # builds in .build
#   SCRATCH=.build-mem scripts/update-link-order.sh       # another SwiftPM scratch path
#
# Why it exists: release builds link the Swift runtime, Foundation and ICU statically, so the
# executable's .text is about 16 MB, and the kernel maps file pages in 64 kB blocks around every
# page that is touched (fault-around; madvise does not turn it off). The code that start-up and a
# click run, scattered over all of it, kept 8.6 MB of it resident in PetVoting; laid out first and
# contiguous, 4.4 MB, and PetVoting's peak went from 30.8 to 26.1 MB. release-build.sh passes the
# files to lld: names that no longer exist are skipped, so a stale order costs memory, never a
# build. Rerun it after large changes to what start-up or a frame runs, and commit the result.
#
# The .txt names one symbol per input section that ran, hottest first; lld moves whole sections.
# Our modules are compiled with a section per function (release-build.sh), as libstdc++ is, but the
# static Swift stdlib (one 1.5 MB .text), Foundation, CoreFoundation and ICU archives mostly have
# one .text per object file, so those move object by object, cold functions included. Local
# helpers such as `destroy for Optional` exist under one name in many objects, and naming one
# would drag every copy's section along, so each section is named by the symbol of its own that
# drags the fewest bytes with it. Hot sections of our objects that no symbol names well (private
# functions have none) are listed in the .ld by object file and section name instead, at the start
# of .text.
#
# Needs lld (the toolchain's), valgrind, xdotool, Xvfb and python3. Environment: SCRATCH (SwiftPM
# scratch path, default .build).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--session" ]; then
  # Inside scripts/with-xvfb.sh: run and drive the app; $2 is the work directory.
  work="$2"
  stderr="$work/stderr"
  # The first vote button's centre comes from a layout dump (window coordinates; no window
  # manager), written by a run of its own: the profiled run is PetVoting as users run it, without
  # TRELLIS_LAYOUT_DUMP, whose JSON and file code would otherwise be laid out as hot.
  TRELLIS_LAYOUT_DUMP="$work/layout.json" "$work/PetVoting" >/dev/null 2>&1 &
  locator=$!
  for _ in $(seq 100); do
    [ -s "$work/layout.json" ] && break
    sleep 0.1
  done
  kill "$locator" 2>/dev/null
  wait "$locator" 2>/dev/null || true
  position="$(python3 - "$work/layout.json" <<'EOF'
import json, sys
def nodes(node):
    yield node
    for child in node.get("children", []):
        yield from nodes(child)
root = json.load(open(sys.argv[1]))["windows"][0]["root"]
buttons = next(n for n in nodes(root) if n.get("id") == "buttons")
x, y, width, height = next(n for n in nodes(buttons) if n["type"].startswith("Button"))["frame"]
print(int(x + width / 2), int(y + height / 2))
EOF
)"
  : >"$stderr"
  TRELLIS_FRAME_TIMING=sync \
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" --dump-instr=yes \
    --compress-strings=no --compress-pos=no --demangle=no "$work/PetVoting" 2>"$stderr" >/dev/null &
  app=$!
  frames() { grep -c '^trellis-frame' "$stderr" || true; }
  # Waits until at least $1 frames were presented (valgrind runs the app ~50 times slower).
  wait_frames() {
    for _ in $(seq 600); do
      [ "$(frames)" -ge "$1" ] && return 0
      kill -0 "$app" 2>/dev/null || break
      sleep 0.1
    done
    echo "update-link-order: PetVoting presented $(frames) frames, expected $1" >&2
    tail -n 20 "$stderr" >&2
    kill "$app" 2>/dev/null
    exit 1
  }
  wait_frames 1
  sleep 1
  # shellcheck disable=SC2086  # two numbers
  xdotool mousemove $position
  sleep 1
  for _ in 1 2 3 4 5; do
    seen="$(frames)"
    xdotool mousedown 1
    wait_frames $((seen + 1))
    xdotool mouseup 1
    wait_frames $((seen + 2))
    sleep 2 # the vote's animation
  done
  # Keyboard: focus moves with Tab, Space votes (the pointer stays over the window for focus).
  for key in Tab Tab space Tab Return; do
    xdotool key "$key"
    sleep 2
  done
  xdotool mousemove 5000 5000
  sleep 2
  kill -TERM "$app"
  wait "$app" || true
  [ -s "$work/callgrind.out" ] || {
    echo "update-link-order: callgrind wrote no profile" >&2
    exit 1
  }
  echo "update-link-order: PetVoting presented $(frames) frames" >&2
  exit 0
fi

for tool in valgrind xdotool Xvfb python3; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "update-link-order: $tool is not installed" >&2
    exit 1
  fi
done
scratch="${SCRATCH:-.build}"
# The map names every input section and the symbols in it (mangled: --no-demangle). SwiftPM does
# not always relink when only linker flags change, so the executable is removed first, and again at
# the end so that the next release build links with the new order.
bin="$(scripts/release-build.sh --scratch-path "$scratch" --show-bin-path)"
work="$(mktemp -d -t link-order.XXXXXX)"
trap 'rm -rf "$work"; rm -f "$bin/PetVoting"' EXIT
rm -f "$bin/PetVoting"
scripts/release-build.sh --scratch-path "$scratch" --product PetVoting \
  -Xlinker -Map="$work/PetVoting.map" -Xlinker --no-demangle >&2
if [ ! -s "$work/PetVoting.map" ]; then
  echo "update-link-order: the release build did not link with lld; nothing to order" >&2
  exit 1
fi
cp "$bin/PetVoting" "$work/PetVoting"
echo "update-link-order: running PetVoting under callgrind" >&2
scripts/with-xvfb.sh "$PWD/scripts/update-link-order.sh" --session "$work"

python3 - "$work/callgrind.out" "$work/PetVoting.map" "$work/PetVoting" "$work/order.ld" >"$work/order.txt" <<'EOF'
import bisect, collections, re, sys

profile, link_map, binary, script = sys.argv[1:5]

# Instructions executed in the executable, by address (callgrind's addresses are the file's).
executed = collections.Counter()
in_binary = False
after_call = False
for line in open(profile, errors="replace"):
    if line.startswith("ob="):
        in_binary = line[3:].strip() == binary
    elif line.startswith("calls="):
        after_call = True
        continue
    elif in_binary and line.startswith("0x"):
        fields = line.split()
        # A line after calls= is the call instruction with the callee's inclusive cost: count it once.
        executed[int(fields[0], 16)] += 1 if after_call else int(fields[2])
    after_call = False

# lld's map: "VMA LMA Size Align Out", input sections indented 8 more, symbols 16 more.
entry = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+( +)(\S.*)$")
sections = []  # [start, size, name, [symbols]] of .text's input sections
defined_in = collections.defaultdict(list)  # symbol name -> sizes of the sections defining it
output = None
for line in open(link_map):
    match = entry.match(line.rstrip("\n"))
    if not match:
        continue
    address, size, indent, name = match.groups()
    if len(indent) <= 1:
        output = name
    elif len(indent) <= 9:
        current = [int(address, 16), int(size, 16), name, []]
        if output == ".text":
            sections.append(current)
    else:
        defined_in[name].append(current[1])
        current[3].append(name)
starts = [section[0] for section in sections]

heat = collections.Counter()
windows = collections.defaultdict(set)  # section index -> 64 kB blocks of it that ran
for address, count in executed.items():
    index = bisect.bisect_right(starts, address) - 1
    if index >= 0 and address < sections[index][0] + sections[index][1]:
        heat[index] += count
        windows[index].add((address - sections[index][0]) >> 16)
if not heat:
    sys.exit("update-link-order: no code of the map ran (did the build fall back to another linker?)")

# A name several sections define moves all of them: take the one that drags the fewest bytes,
# and none that would drag more than 16 kB beyond the section itself.
# The rest, when they come from one of our objects ("…/Module.build/File.swift.o:(section)"), go to
# the linker script by file and section name; an archive member's stay where they are.
# A large section of which little ran (CoreFoundation's files, whose type IDs start-up asks for)
# costs less where it is, a 64 kB block mapped around each part that runs, than moved whole.
names, placed, unnamed, ordered_bytes, left = [], [], 0, 0, 0
member = re.compile(r"^.*/([^/]+\.build/[^/:]+\.o):\((.+)\)$")
for index, _ in heat.most_common():
    start, size, section, symbols = sections[index]
    if size > 65536 * (len(windows[index]) + 0.5):
        left += 1
        print(f"update-link-order: {section.split('/')[-1]} stays ({size / 1024:.0f} kB, "
              f"{len(windows[index])} blocks ran)", file=sys.stderr)
        continue
    cost, name = min(((sum(defined_in[symbol]), symbol) for symbol in symbols), default=(0, None))
    if name is None or cost > size + 16384:
        match = member.match(section)
        if match:
            placed.append(f'    */{match[1]}("{match[2]}")')
        else:
            unnamed += 1
        continue
    names.append(name)
    ordered_bytes += cost
print(
    f"update-link-order: {len(heat)} input sections ran; {len(names)} named ({ordered_bytes / 1024:.0f} kB "
    f"with the copies they bring along), {len(placed)} placed by file, {unnamed} unnamed and {left} large "
    f"ones stay where they are",
    file=sys.stderr)
with open(script, "w") as out:
    # One .text as without a script (tools such as valgrind know only that one), these sections
    # first, then everything else, which lld still sorts by the .txt.
    out.write("/* Generated by scripts/update-link-order.sh from a PetVoting run: hot code sections that no\n")
    out.write("   symbol names, by object file, at the start of .text. Regenerate, don't edit. */\n")
    out.write("SECTIONS {\n  .text : {\n" + "".join(line + "\n" for line in placed))
    out.write("    *(.text .text.*)\n  }\n}\nINSERT BEFORE .init;\n")
print("# Generated by scripts/update-link-order.sh from a PetVoting run: lld's --symbol-ordering-file,")
print("# one symbol per input section that ran, hottest first. Regenerate, don't edit.")
print("\n".join(names))
EOF
mv "$work/order.txt" scripts/release-link-order.txt
mv "$work/order.ld" scripts/release-link-order.ld
echo "update-link-order: wrote scripts/release-link-order.txt ($(wc -l <scripts/release-link-order.txt) lines) and .ld" >&2
