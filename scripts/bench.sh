#!/usr/bin/env bash
# Performance bench of cold /m/home: builds (unless --no-build), starts the composed site on the e2e test
# ports, measures JS/CSS bytes by origin (e2e/bench/measure-transfer.ts) and runs Lighthouse mobile
# (e2e/bench/lighthouse-home.ts). Budgets missed print 'OVER BUDGET' but do not fail the run.
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD=1
for arg in "$@"; do
  case "$arg" in
    --no-build) BUILD=0 ;;
    -h | --help) echo "usage: pnpm bench [--no-build]"; exit 0 ;;
    *) echo "unknown option: $arg (usage: pnpm bench [--no-build])" >&2; exit 2 ;;
  esac
done

URL=http://127.0.0.1:18080/m/home
OUT=e2e/.bench
mkdir -p "$OUT"

if curl -sf -o /dev/null "$URL"; then
  echo "Something already answers on $URL (an e2e run?). Stop it first: the bench starts its own site." >&2
  exit 1
fi

if [ "$BUILD" = 1 ]; then
  echo "=== build ==="
  pnpm build
fi

echo "=== start the site on the test ports (log: $OUT/site.log) ==="
# Own process group, so the runner, platform-api and the remote servers all stop together.
setsid bash e2e/support/start-test-site.sh >"$OUT/site.log" 2>&1 &
SITE_PGID=$!
stop_site() {
  if kill -0 "$SITE_PGID" 2>/dev/null; then
    kill -TERM -- "-$SITE_PGID" 2>/dev/null || true
    for _ in $(seq 1 20); do kill -0 "$SITE_PGID" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$SITE_PGID" 2>/dev/null || true
  fi
}
trap stop_site EXIT INT TERM

for i in $(seq 1 120); do
  if curl -sf -o /dev/null "$URL"; then break; fi
  if ! kill -0 "$SITE_PGID" 2>/dev/null; then
    echo "The site exited while starting; last lines of $OUT/site.log:" >&2
    tail -20 "$OUT/site.log" >&2
    exit 1
  fi
  if [ "$i" = 120 ]; then echo "The site did not answer on $URL within 120 s" >&2; exit 1; fi
  sleep 1
done
echo "up: $URL"

cd e2e
echo "=== transfer by origin ==="
node --import tsx bench/measure-transfer.ts
echo "=== lighthouse ==="
node --import tsx bench/lighthouse-home.ts
