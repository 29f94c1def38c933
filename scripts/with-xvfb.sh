#!/usr/bin/env bash
# Runs a command against a private, headless X server (Xvfb) and returns the command's status.
#
#   scripts/with-xvfb.sh swift test --filter TrellisX11Tests
#
# Picks the first free display from :90 up, waits until the server accepts connections, exports
# DISPLAY for the command and always stops the server again, however the command ends.
# Environment: XVFB_SCREEN (default 1280x1024x24), XVFB_TIMEOUT seconds to wait (default 10).
set -u

if [ $# -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi
if ! command -v Xvfb >/dev/null 2>&1; then
  echo "with-xvfb: Xvfb is not installed (apt-get install xvfb)" >&2
  exit 127
fi

screen="${XVFB_SCREEN:-1280x1024x24}"
timeout="${XVFB_TIMEOUT:-10}"
xvfb_pid=""
xvfb_log="$(mktemp -t with-xvfb.XXXXXX)"

cleanup() {
  if [ -n "$xvfb_pid" ] && kill -0 "$xvfb_pid" 2>/dev/null; then
    kill "$xvfb_pid" 2>/dev/null
    wait "$xvfb_pid" 2>/dev/null
  fi
  rm -f "$xvfb_log"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM  # until the command runs; then signals are passed on to it

# The server can answer through its socket only; probe it without needing xdpyinfo.
accepts_connections() {
  if command -v xdpyinfo >/dev/null 2>&1; then
    xdpyinfo -display ":$1" >/dev/null 2>&1
  else
    [ -S "/tmp/.X11-unix/X$1" ]
  fi
}

# Another run may grab the same number between our check and Xvfb's start, so retry a few.
started=""
for display in $(seq 90 140); do
  if [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; then
    continue
  fi
  Xvfb ":$display" -screen 0 "$screen" -nolisten tcp -noreset >"$xvfb_log" 2>&1 &
  xvfb_pid=$!
  deadline=$((SECONDS + timeout))
  while [ "$SECONDS" -le "$deadline" ]; do
    if ! kill -0 "$xvfb_pid" 2>/dev/null; then
      break  # exited: most likely the display number was taken after all
    fi
    if accepts_connections "$display"; then
      started="$display"
      break
    fi
    sleep 0.05
  done
  if [ -n "$started" ]; then
    break
  fi
  kill "$xvfb_pid" 2>/dev/null
  wait "$xvfb_pid" 2>/dev/null
  xvfb_pid=""
done

if [ -z "$started" ]; then
  echo "with-xvfb: could not start Xvfb; its last output:" >&2
  cat "$xvfb_log" >&2
  exit 1
fi

export DISPLAY=":$started"
# Run the command in the background so a TERM or INT reaches this script at once (bash delays
# traps until a foreground command ends) and is passed on; a second one kills the command.
command_pid=""
signalled=""
forward() {
  if [ -n "$command_pid" ]; then
    if [ -n "$signalled" ]; then kill -KILL "$command_pid" 2>/dev/null; else kill -TERM "$command_pid" 2>/dev/null; fi
  fi
  signalled=1
}
trap forward TERM INT
"$@" <&0 &
command_pid=$!
while :; do
  wait "$command_pid"
  status=$?
  kill -0 "$command_pid" 2>/dev/null || break
done
if [ -n "$signalled" ] && [ "$status" -eq 0 ]; then status=143; fi
exit "$status"
