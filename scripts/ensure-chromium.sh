#!/usr/bin/env bash
# Playwright drives Debian's Chromium (its own browser download is not reachable here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "[setup] /usr/bin/chromium is missing: run 'sudo apt-get install chromium' and try again" >&2
  exit 1
fi
echo "[setup] installing Debian's chromium"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq chromium >/dev/null
