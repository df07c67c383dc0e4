#!/usr/bin/env bash
# Backs up the Plantel database with pg_dump, custom format (compressed; pg_restore can restore it whole or
# table by table, in parallel). Prints the file it wrote.
#
#   scripts/backup.sh [file]      default file: $BACKUP_DIR/plantel-<UTC timestamp>.dump (BACKUP_DIR=./backups)
#
# Which database:
#   DATABASE_DIRECT_URL set  that one (the direct connection beside a transaction-mode pool), else:
#   DATABASE_URL set    the external PostgreSQL it names. To keep the password out of the process list, leave
#                       it out of the URL and put it in PGPASSWORD or ~/.pgpass (libpq reads both).
#   DATABASE_URL unset  the embedded PostgreSQL of DATA_DIR (default ./data), which must be running (the app
#                       is up): its port is in DATA_DIR/postgres/postmaster.pid, its password in
#                       DATA_DIR/postgres-password.
# pg_dump must be the server's major version or newer (PG_DUMP=/usr/lib/postgresql/17/bin/pg_dump to choose).
# The dump holds personal data: it is written with mode 600; keep it encrypted and off the database host.
#
# Retention: after a good dump, older plantel-*.dump files in the same directory are deleted once they are
# BACKUP_RETENTION_DAYS old (default 75). With the account purge 14 days after a deletion, that removes a
# deleted person's data from backups within the 90 days the privacy policy promises (domain/privacy.ts);
# copies kept anywhere else must follow the same limit.
set -euo pipefail
umask 077

retention="${BACKUP_RETENTION_DAYS:-75}"
if ! [[ "$retention" =~ ^[0-9]+$ ]] || (( retention < 1 )); then
  echo "backup: BACKUP_RETENTION_DAYS must be a whole number of days ≥ 1" >&2
  exit 1
fi
PG_DUMP="${PG_DUMP:-pg_dump}"
PG_RESTORE="${PG_RESTORE:-$(dirname "$(command -v "$PG_DUMP")")/pg_restore}"
out="${1:-${BACKUP_DIR:-./backups}/plantel-$(date -u +%Y%m%dT%H%M%SZ).dump}"
mkdir -p "$(dirname "$out")"

args=(--format=custom --lock-wait-timeout=60s --no-password)
if [[ -n "${DATABASE_DIRECT_URL:-}" ]]; then
  # pg_dump sets session settings before its snapshot: past a transaction-mode pooler, use the direct URL.
  args+=(--dbname="$DATABASE_DIRECT_URL")
elif [[ -n "${DATABASE_URL:-}" ]]; then
  args+=(--dbname="$DATABASE_URL")
else
  data_dir="${DATA_DIR:-./data}"
  pid_file="$data_dir/postgres/postmaster.pid"
  if [[ ! -f "$pid_file" ]]; then
    echo "backup: no running embedded PostgreSQL in $data_dir (start the app, or set DATABASE_URL)" >&2
    exit 1
  fi
  # postmaster.pid: line 1 pid, line 4 port.
  port="$(sed -n 4p "$pid_file")"
  PGPASSWORD="$(cat "$data_dir/postgres-password")"
  export PGPASSWORD
  args+=(--host=127.0.0.1 --port="$port" --username=plantel --dbname=plantel)
fi

# Written beside the target and renamed when complete, so a failed run never leaves a truncated "backup".
partial="$out.partial"
trap 'rm -f "$partial"' EXIT
"$PG_DUMP" "${args[@]}" --file="$partial"
# A dump pg_restore cannot read is not a backup.
"$PG_RESTORE" --list "$partial" >/dev/null
mv "$partial" "$out"
trap - EXIT
echo "$out ($(du -h "$out" | cut -f1))"

find "$(dirname "$out")" -maxdepth 1 -type f -name 'plantel-*.dump' -mmin +$(( retention * 1440 )) \
  -print -delete | sed 's/^/deleted (older than '"$retention"' days): /'
