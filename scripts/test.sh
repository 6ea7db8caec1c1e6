#!/usr/bin/env bash
# Every test: types, lint, docs (links and repository paths in Markdown, README length), jest (unit,
# component, API against a real SQLite database), the API suite again on a throwaway PostgreSQL cluster,
# bundle budgets, then Playwright journeys against the production build in Debian's Chromium (with the
# deploy nginx configs in Debian's nginx), the dev-server smoke journey, and two of them again on PostgreSQL.
# Each stage's time is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 LTS first (installed into .tools/ when the machine has an older one): every later step runs on it.
. scripts/ensure-node.sh
bash scripts/ensure-pnpm.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
pnpm install --frozen-lockfile

TIMES=()
stage_start=0
stage_name=''
step() {
  finish_step
  stage_name="$1"
  stage_start=$SECONDS
  printf '\n=== %s ===\n' "$1"
}
finish_step() {
  if [ -n "$stage_name" ]; then TIMES+=("$(printf '%-22s %4ss' "$stage_name" $((SECONDS - stage_start)))"); fi
  stage_name=''
}
report() {
  finish_step
  printf '\n=== stage times ===\n'
  printf '%s\n' "${TIMES[@]}"
}
trap report EXIT

step typecheck; pnpm typecheck
step lint; pnpm lint
step docs; pnpm docs:check
step jest; pnpm jest --ci
step "jest (PostgreSQL)"; bash scripts/with-postgres.sh pnpm jest --ci --selectProjects platform-api
step build; pnpm build
step size-limit; pnpm size
step e2e; pnpm e2e --grep-invert @dev-server
# A team's dev server: the games remote compiled by webpack-dev-server, a hot update seen in Chromium.
step "dev server"; pnpm e2e --grep @dev-server
# The journeys that touch the most SQL (accounts, launch with a bet) once more with the site on PostgreSQL.
step "e2e (PostgreSQL)"
bash scripts/with-postgres.sh bash -c \
  'E2E_DATABASE_URL="$DATABASE_URL" pnpm e2e tests/login-register.spec.ts tests/launch.spec.ts'
