#!/usr/bin/env bash
# Every test: types, lint, jest (unit, component, API against a real SQLite database), bundle budgets,
# then Playwright journeys against the production build in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-pnpm.sh
bash scripts/ensure-chromium.sh
pnpm install --frozen-lockfile
step() { printf '\n=== %s ===\n' "$1"; }
step typecheck; pnpm typecheck
step lint; pnpm lint
step jest; pnpm jest --ci
step build; pnpm build
step size-limit; pnpm size
step e2e; pnpm e2e
