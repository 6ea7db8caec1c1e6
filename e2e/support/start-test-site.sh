#!/usr/bin/env bash
# A fresh database for every run, then the composed site on the test ports with the remote controls.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each port offset has its own data folder and database (support/site.ts): a run started beside a running
# one must not wipe the database under it.
offset="${E2E_PORT_OFFSET:-0}"
if [ "$offset" = 0 ]; then data=.data/e2e db=e2e_site; else data=".data/e2e-$offset" db="e2e_site_$offset"; fi
rm -rf "$data" && mkdir -p "$data"
# E2E_DATABASE_URL (a PostgreSQL cluster, see scripts/with-postgres.sh) runs the site on a fresh
# database `e2e_site` (`e2e_site_<offset>`) there instead of the SQLite file; support/site.ts names the same.
if [ -n "${E2E_DATABASE_URL:-}" ]; then
  psql -q "$E2E_DATABASE_URL" -c "drop database if exists $db with (force)" -c "create database $db"
  DATABASE_URL="$(node -e 'const u=new URL(process.argv[1]);u.pathname="/"+process.argv[2];console.log(u.toString())' "$E2E_DATABASE_URL" "$db")"
  export DATABASE_URL
else
  unset DATABASE_URL
fi
# Every journey comes from one loopback address: lift the per-IP limit (the limits have their own API tests).
export RATE_LIMIT_MAX="${RATE_LIMIT_MAX:-100000}"
export RATE_LIMIT_SESSION_MAX="${RATE_LIMIT_SESSION_MAX:-100000}"
# The journeys register more fresh members from 127.0.0.1 than the 5 an hour a real address may.
export REGISTER_PER_IP_HOURLY="${REGISTER_PER_IP_HOURLY:-1000}"
# Cheap password hashing for the throwaway test database (production keeps N = 2^17; see platform-api README).
export PASSWORD_SCRYPT_LOG2N="${PASSWORD_SCRYPT_LOG2N:-10}" SEED_SCRYPT_LOG2N="${SEED_SCRYPT_LOG2N:-10}"
# No field beacon by chance (10 % of page loads by default): the field journey samples every load itself.
export SEED_FIELD_SAMPLING="${SEED_FIELD_SAMPLING:-0}"
# The automatic canary judge every 2 s (production: 60), so the auto-rollback journey needs no long wait.
export CANARY_JUDGE_INTERVAL_S="${CANARY_JUDGE_INTERVAL_S:-2}"
# E2E_PORT_OFFSET shifts every port (see support/site.ts), so two runs can go at once.
exec pnpm --silent --filter @mobile/site serve --port $((18080 + offset)) --api-port $((14000 + offset)) \
  --remote-base-port $((13101 + offset)) --data-file "e2e/$data/e2e.sqlite" --test-control
