#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the Playwright end-to-end tests (they use
# /usr/bin/chromium, not a browser Playwright downloads). Quiet and quick when it is already there.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-chromium: $CHROMIUM is missing and installing it needs root." >&2
  echo "  Run as root:  apt-get update && apt-get install -y chromium" >&2
  echo "  or point CHROMIUM_PATH at an installed Chromium." >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM is missing and this system has no apt-get; install Chromium and set CHROMIUM_PATH." >&2
  exit 1
fi

echo "ensure-chromium: installing Debian's chromium package…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: the chromium package installed but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "ensure-chromium: $("$CHROMIUM" --version 2>/dev/null || echo chromium) ready."
