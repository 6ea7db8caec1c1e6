#!/usr/bin/env bash
# One command: install, build the shell and every remote, start platform-api (SQLite, demo data),
# one static server per remote and the gateway, and print the URL of /m/home.
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 LTS first (installed into .tools/ when the machine has an older one): every later step runs on it.
. scripts/ensure-node.sh
bash scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm build
exec pnpm --silent --filter @mobile/site serve "$@"
