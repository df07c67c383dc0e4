#!/usr/bin/env bash
# `npm run test:citus`: the whole API integration suite on a Citus cluster (docs/SCALING.md section 3). Installs
# Citus from ../shared/citus when it is missing (install.sh is idempotent), starts a throw-away cluster (a
# coordinator and two workers on free ports), runs `vitest --project integration` with TEST_CITUS pointing at the
# coordinator (each test file creates and distributes a database of its own on every node: server/test/citus.ts),
# then stops the cluster and removes its data, also on failure or Ctrl-C. Exits with the suite's status.
#
#   npm run test:citus                              as root (install.sh and cluster.sh need it)
#   npm run test:citus -- server/modules/absences   Vitest's arguments: some files, --maxWorkers=1 …
#   CITUS_DIR=… KEEP=1 TEST_CITUS_SHARD_COUNT=…      elsewhere; keep the cluster; shards a table (default 4)
#
# Not part of `npm test`; .ci/run runs it after.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
citus=${CITUS_DIR:-$repo/../shared/citus}
[ "$(id -u)" = 0 ] || { echo "test:citus: run as root (install.sh and cluster.sh need it)" >&2; exit 2; }
[ -f "$citus/cluster.sh" ] || { echo "test:citus: no Citus scripts in $citus (set CITUS_DIR)" >&2; exit 2; }

started=$(date +%s)
bash "$citus/install.sh"

# Three consecutive free ports on 127.0.0.1 (coordinator, worker 1, worker 2).
port=$(node -e '
const net = require("node:net");
const free = (p) => new Promise((ok) => { const s = net.createServer(); s.once("error", () => ok(false));
  s.listen(p, "127.0.0.1", () => s.close(() => ok(true))); });
(async () => { for (;;) { const p = 20000 + Math.floor(Math.random() * 20000);
  if ((await free(p)) && (await free(p + 1)) && (await free(p + 2))) { console.log(p); return; } } })();')
dir=$(mktemp -d /tmp/plantel-citus.XXXXXX)
stop() {
  if [ -n "${KEEP:-}" ]; then
    echo "test:citus: cluster kept on port $port: bash $citus/cluster.sh stop $dir && rm -rf $dir"
  else
    bash "$citus/cluster.sh" stop "$dir" || true
    rm -rf "$dir"
  fi
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
bash "$citus/cluster.sh" start "$dir" "$port"

echo "== vitest --project integration on Citus (TEST_CITUS=postgres://postgres@127.0.0.1:$port/plantel)"
status=0
(cd "$repo" && TEST_CITUS="postgres://postgres@127.0.0.1:$port/plantel" \
  node node_modules/vitest/vitest.mjs run --project integration "$@") || status=$?
secs=$(($(date +%s) - started))
if [ "$status" = 0 ]; then
  echo "test:citus: passed in $((secs / 60)) min $((secs % 60)) s"
else
  echo "test:citus: FAILED (status $status) after $((secs / 60)) min $((secs % 60)) s" >&2
  [ -n "${KEEP:-}" ] && echo "  the nodes' logs: $dir/{coord,w1,w2}.log" >&2
fi
exit "$status"
