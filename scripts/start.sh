#!/usr/bin/env bash
# One command: install, build the shell and every remote, start platform-api (SQLite, demo data),
# one static server per remote and the gateway, and print the URL of /m/home.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm build
exec pnpm --silent --filter @mobile/site serve "$@"
