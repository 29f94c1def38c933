#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Trellis needs that are missing, and nothing else.
#
#   scripts/install-dependencies.sh          # what building and running apps needs
#   scripts/install-dependencies.sh --tests  # plus what the test suite needs (Xvfb, X tools)
set -eu

packages=(libx11-dev libxext-dev libxtst-dev libcairo2-dev libpango1.0-dev libjpeg-dev fonts-dejavu-core fonts-dejavu-extra pkg-config)
if [ "${1:-}" = "--tests" ]; then
  packages+=(xvfb x11-utils xdotool libxfixes-dev curl)
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing system packages: ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
  else
    echo "Trellis: please install as root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
