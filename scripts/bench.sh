#!/usr/bin/env bash
# Performance bench: builds (unless --no-build), starts the composed site on the e2e test ports
# (shifted by E2E_PORT_OFFSET), then runs each part (e2e/bench/*): cold /m/home JS/CSS bytes by origin
# (measure-transfer.ts); Lighthouse mobile on /m/home cold, repeat visit in the same profile and the static
# floor (lighthouse-home.ts); Lighthouse mobile on issue 34's cold deep links, each as its user, beside the
# floor of the same run (lighthouse-pages.ts); the same links' blocking after the first paint as Lighthouse
# simulates it, from each task's thread time: all links in minutes, to compare builds (thread-time-pages.ts);
# home and the floor again with one core kept busy by a
# bounded spinning process, beside the quiet figures, and home's long tasks by script (lighthouse-contention.ts);
# the page-size table (size-table.ts); tap -> page drawn for home links to pages
# not loaded yet (measure-tap.ts); every tab, drawer, member-centre and agent-menu entry: tap -> next page
# drawn and the tap's input -> next paint (measure-taps.ts); the longest game list scrolled with the CPU throttled 4x
# (measure-scroll.ts); API load on loopback (load-api.ts): hot reads and a login storm (production scrypt
# cost), each beside a bare Fastify route; the live stream (measure-live.ts): streams one API instance holds
# and memory per stream, ledger row -> stream event and -> header balance with 1,000 streams open, calls
# per minute of an idle member page without and with its stream; the API past one instance (load-scale.ts):
# one and two instances on a throwaway PostgreSQL cluster behind the committed nginx, hot reads and a member
# mix (login, wallet, game list, bet), with CPU per request of the API, the database and nginx. Budgets
# missed print 'OVER BUDGET' but do not fail the run.
# --only=transfer,lighthouse,deeplinks,threads,contention,sizes,tap,taps,scroll,load,live,scale runs the named parts alone (--scroll-only and
# --load-only are --only=scroll and --only=load).
set -euo pipefail
cd "$(dirname "$0")/.."
# A hang-up (the terminal or session that started it went away) does not stop the bench: every part and
# browser inherits the ignored SIGHUP and runs on into the log, as under nohup. Ctrl-C and SIGTERM stop it.
# (A hang-up used to reach Playwright, which closed the taps part's browser and failed every tap after it.)
trap '' HUP

BUILD=1
PARTS=transfer,lighthouse,deeplinks,threads,contention,sizes,tap,taps,scroll,load,live,scale
USAGE="usage: pnpm bench [--no-build] [--only=transfer,lighthouse,deeplinks,threads,contention,sizes,tap,taps,scroll,load,live,scale] [--scroll-only] [--load-only]"
for arg in "$@"; do
  case "$arg" in
    --no-build) BUILD=0 ;;
    --only=*) PARTS="${arg#--only=}" ;;
    --scroll-only) PARTS=scroll ;;
    --load-only) PARTS=load; BUILD=0 ;;
    -h | --help) echo "$USAGE"; exit 0 ;;
    *) echo "unknown option: $arg ($USAGE)" >&2; exit 2 ;;
  esac
done

URL=http://127.0.0.1:$((18080 + ${E2E_PORT_OFFSET:-0}))/m/home
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
# The load run needs the event-loop probe, production password hashing and no per-IP limit in its way.
BENCH_METRICS=1 PASSWORD_SCRYPT_LOG2N=17 RATE_LIMIT_MAX=1000000000 RATE_LIMIT_SESSION_MAX=1000000000 setsid bash e2e/support/start-test-site.sh >"$OUT/site.log" 2>&1 &
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
part() { [[ ",$PARTS," == *",$1,"* ]]; }
# One part of the bench, when --only names it (all by default): its heading, then its script in e2e/bench/.
run_part() {
  local name=$1 heading=$2 script=$3
  part "$name" || return 0
  echo "=== $heading ==="
  node --import tsx --import ./bench/ignore-hangup.ts "bench/$script"
}
run_part transfer "transfer by origin" measure-transfer.ts
run_part lighthouse "lighthouse: /m/home cold and repeat visit, the static floor, median of ${BENCH_RUNS:-3}" lighthouse-home.ts
run_part deeplinks "lighthouse: issue 34's cold deep links beside the static floor, median of ${BENCH_RUNS:-3}" lighthouse-pages.ts
run_part threads "issue 34's cold deep links: blocking after the first paint from thread time, median of ${BENCH_RUNS:-3}" thread-time-pages.ts
run_part contention "lighthouse: /m/home and the floor, quiet and with one core busy, median of ${BENCH_RUNS:-3}" lighthouse-contention.ts
run_part sizes "page sizes of every remote" size-table.ts
run_part tap "tap on a home link -> page drawn (CPU 4x), median of ${BENCH_RUNS:-3}" measure-tap.ts
run_part taps "every tab, drawer, member-centre and agent-menu entry: tap -> drawn, input -> next paint (CPU 4x)" measure-taps.ts
run_part scroll "game list scroll (CPU 4x)" measure-scroll.ts
run_part load "API load (loopback)" load-api.ts
run_part live "live stream: streams held, ledger row -> event and header, idle page calls (loopback)" measure-live.ts
if part scale; then
  echo "=== API past one instance: 1 and 2 instances on PostgreSQL behind nginx, median of ${BENCH_RUNS:-3} ==="
  bash ../scripts/with-postgres.sh node --import tsx bench/load-scale.ts
fi
