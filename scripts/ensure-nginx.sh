#!/usr/bin/env bash
# The deploy test runs the production nginx configs with Debian's nginx.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "[setup] nginx is missing: run 'sudo apt-get install nginx' and try again" >&2
  exit 1
fi
echo "[setup] installing Debian's nginx"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
# The package may start its own service on port 80; the test runs its own nginx on loopback ports.
apt-get install -y -qq --no-install-recommends nginx >/dev/null
