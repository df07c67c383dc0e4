#!/usr/bin/env bash
# The Citus trial of docs/SCALING.md ("Citus: the plan, table by table"), repeatable: installs Citus from
# ../shared/citus (idempotent), starts a throw-away cluster (a coordinator and two workers), applies our
# migrations to the coordinator, tries to distribute every tenant table by company_id, and prints what Citus
# says for each table, verbatim (five passes, below). Then stops the cluster and removes its data.
#
#   scripts/citus-trial.sh                 as root (install.sh and cluster.sh need it); CITUS_DIR=… elsewhere
#   KEEP=1 scripts/citus-trial.sh          keeps the cluster running afterwards (prints how to stop it)
#
# Not part of `npm test` or .ci/run: it only reports. The passes, all on the schema as the migrations leave it:
#   1. alone  — each tenant table by itself, in a transaction that is rolled back: `companies` distributed by
#               id, then the table by company_id, co-located. The first thing Citus refuses for that table.
#               Last, `users` as a reference table before `companies` (the other order of pass 2).
#   2. graph  — the whole plan at once, committed, in foreign-key order (referenced tables first): companies
#               by id, every tenant table by company_id, then `users` as a reference table. What a real
#               distribution step would end with today (a refusal also blocks the tables that reference it).
#   3. lint   — from the catalog, every blocker of each tenant table, not only the first one Citus meets:
#               nullable company_id, primary/unique keys without company_id, foreign keys without it or to
#               person tables, ON DELETE SET NULL/SET DEFAULT.
#   4. cascade — after pass 2: does a local table's ON DELETE CASCADE to the distributed companies still run?
#   5. model  — the plan's shape on a small model in its own schema (persons apart from memberships,
#               composite keys, reference tables): which steps and which foreign keys Citus accepts, in what order.
# A tenant table is any table of the public schema with a company_id column, so new tables are tried too.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
citus=${CITUS_DIR:-$repo/../shared/citus}
[ "$(id -u)" = 0 ] || { echo "citus-trial: run as root (install.sh and cluster.sh need it)" >&2; exit 2; }

bash "$citus/install.sh"

# Three consecutive free ports on 127.0.0.1 (coordinator, worker 1, worker 2).
port=$(python3 - <<'PY'
import random, socket
def free(p):
    s = socket.socket()
    try:
        s.bind(("127.0.0.1", p)); return True
    except OSError:
        return False
    finally:
        s.close()
while True:
    p = random.randint(20000, 40000)
    if all(free(p + i) for i in range(3)):
        print(p); break
PY
)
dir=$(mktemp -d /tmp/citus-trial.XXXXXX)
stop() {
  if [ -n "${KEEP:-}" ]; then
    echo "citus-trial: cluster kept: bash $citus/cluster.sh stop $dir && rm -rf $dir"
  else
    bash "$citus/cluster.sh" stop "$dir" && rm -rf "$dir"
  fi
}
trap stop EXIT
bash "$citus/cluster.sh" start "$dir" "$port"
url="postgres://postgres@127.0.0.1:$port/plantel"

echo "== migrations (server/db/migrate-cli.ts --no-distribute, DATABASE_URL=$url)"
# Without the app's distribution step (server/platform/citus.ts): the passes below try it table by table.
(cd "$repo" && DATABASE_URL=$url npx --no-install tsx server/db/migrate-cli.ts --no-distribute) 2>&1 | grep -v '^npm warn'

q() { psql "$url" -X -qAt -v ON_ERROR_STOP=1 "$@"; }
# Citus's answer to one statement: "ok", or its ERROR/DETAIL/HINT lines verbatim, joined by " | ". The notices
# about local tables it adds to its metadata by itself are left out (one per table of the graph).
attempt() {
  local out
  if out=$(q "$@" 2>&1 >/dev/null); then
    echo ok
  else
    echo "$out" | grep -E '^(ERROR|DETAIL|HINT):' | grep -v 'citus_add_local_table_to_metadata' \
      | sed -E 's/ +/ /g' | awk 'NR > 1 { printf " | " } { printf "%s", $0 } END { print "" }'
  fi
}

tenant=$(q -c "select c.table_name from information_schema.columns c
  join information_schema.tables t using (table_schema, table_name)
  where c.table_schema = 'public' and c.column_name = 'company_id' and t.table_type = 'BASE TABLE'
  order by 1")
# Referenced tables before the tables that reference them (longest foreign-key path from a root).
ordered=$(q -c "with recursive fk as (
    select distinct conrelid::regclass::text as child, confrelid::regclass::text as parent
    from pg_constraint where contype = 'f' and conrelid <> confrelid and connamespace = 'public'::regnamespace
  ), depth(t, d) as (
    select c.relname::text, 0 from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
    union all select fk.child, depth.d + 1 from fk join depth on fk.parent = depth.t where depth.d < 20
  )
  select t from depth group by t order by max(d), t")

declare -A alone graph
echo
echo "== pass 1: each tenant table alone (companies by id, then the table; rolled back)"
for t in $tenant; do
  alone[$t]=$(attempt -c "begin" -c "select create_distributed_table('companies', 'id')" \
    -c "select create_distributed_table('$t', 'company_id', colocate_with => 'companies')" -c "rollback")
  printf '  %-28s %s\n' "$t" "${alone[$t]}"
done

printf '  %-28s %s\n' "users first, then companies" "$(attempt -c "begin" -c "select create_reference_table('users')" \
  -c "select create_distributed_table('companies', 'id')" -c "rollback")"

echo
echo "== pass 2: the whole graph, committed, in foreign-key order"
graph[companies]=$(attempt -c "select create_distributed_table('companies', 'id')")
printf '  %-28s %s\n' "companies (by id)" "${graph[companies]}"
for t in $ordered; do
  case " $(echo $tenant) " in *" $t "*) ;; *) continue ;; esac
  graph[$t]=$(attempt -c "select create_distributed_table('$t', 'company_id', colocate_with => 'companies')")
  printf '  %-28s %s\n' "$t" "${graph[$t]}"
done
graph[users]=$(attempt -c "select create_reference_table('users')")
printf '  %-28s %s\n' "users (reference)" "${graph[users]}"
echo "  -- what each table is now (Citus's metadata, pg_dist_partition):"
q -F ' ' -c "select c.relname, case when p.partmethod = 'h' then 'distributed by ' || column_to_column_name(p.logicalrelid, p.partkey)
    when p.repmodel = 't' then 'reference' when p.partmethod = 'n' then 'local (added to metadata)' else 'local' end
  from pg_class c left join pg_dist_partition p on p.logicalrelid = c.oid
  where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' order by 2, 1" \
  | while read -r t kind; do printf '    %-28s %s\n' "$t" "$kind"; done

echo
echo "== pass 3: every blocker from the catalog (each tenant table)"
q -F ' ' -c "
with tenant as (select unnest(string_to_array('$(echo $tenant)', ' ')) as t),
cols as (
  select c.oid, c.relname, a.attnum, a.attname from pg_class c join pg_attribute a on a.attrelid = c.oid
  where c.relnamespace = 'public'::regnamespace and a.attnum > 0
),
dist as (select oid, attnum from cols where attname = 'company_id'),
issue as (
  select c.relname as t, 'company_id nullable' as what
  from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id'
  where c.relnamespace = 'public'::regnamespace and not a.attnotnull
  union all
  select i.indrelid::regclass::text,
    case when i.indisprimary then 'primary key' else 'unique index' end || ' ' || ic.relname || ' ('
      || (select string_agg(attname, ', ' order by k.ord) from unnest(i.indkey) with ordinality k(n, ord)
          join cols on cols.oid = i.indrelid and cols.attnum = k.n) || ') lacks company_id'
  from pg_index i join pg_class ic on ic.oid = i.indexrelid
  where i.indisunique and not exists (select 1 from dist where dist.oid = i.indrelid and dist.attnum = any(i.indkey))
  union all
  select con.conrelid::regclass::text,
    'foreign key ' || con.conname || ' (' ||
      (select string_agg(attname, ', ') from cols where cols.oid = con.conrelid and cols.attnum = any(con.conkey))
      || ') -> ' || con.confrelid::regclass::text || ' ('
      || (select string_agg(attname, ', ') from cols where cols.oid = con.confrelid and cols.attnum = any(con.confkey))
      || ')' || case con.confdeltype when 'n' then ' ON DELETE SET NULL' when 'd' then ' ON DELETE SET DEFAULT'
                                     when 'c' then ' on delete cascade' when 'r' then ' on delete restrict' else '' end
      || case when con.confrelid::regclass::text = 'companies' then ''
              when not exists (select 1 from dist where dist.oid = con.conrelid and dist.attnum = any(con.conkey))
                then ' — without company_id'
              else ' — includes company_id: fine once both are distributed' end
  from pg_constraint con
  where con.contype = 'f' and con.connamespace = 'public'::regnamespace
    and (con.confrelid::regclass::text <> 'companies' or con.confdeltype in ('n', 'd'))
)
select '  ' || rpad(tenant.t, 28) || coalesce(issue.what, '(none)')
from tenant left join issue on issue.t = tenant.t order by tenant.t, issue.what"

echo
echo "== pass 4: a local table's ON DELETE CASCADE to companies, once companies is distributed"
kinds=$(q -c "select coalesce((select partmethod::text from pg_dist_partition where logicalrelid = 'companies'::regclass), '-')
  || coalesce((select partmethod::text from pg_dist_partition where logicalrelid = 'absence_policies'::regclass), '-')")
if [ "$kinds" = "h-" ] || [ "$kinds" = "hn" ]; then
  id=$(q -c "insert into companies (name) values ('Citus trial') returning id")
  q -c "insert into absence_policies (company_id) values ('$id')"
  q -c "delete from companies where id = '$id'"
  left=$(q -c "select count(*) from absence_policies where company_id = '$id'")
  echo "  deleted a company that has an absence_policies row (local table, foreign key on delete cascade):"
  echo "  rows left: $left (0 = the cascade ran; 1 = it silently did not)"
else
  echo "  skipped: companies is not distributed, or absence_policies is not local (companies: ${kinds:0:1}, absence_policies: ${kinds:1:1})"
fi

echo
echo "== pass 5: the plan's shape on a small model (schema plan_model, not our tables): person apart from membership"
# users and persons reference tables, companies by id, memberships and absences by company_id with composite
# keys; the order matters (a reference table made first turns the local tables that reference it into
# Citus-local ones, and a distributed companies can no longer be referenced by them), so the person foreign
# keys are added after the tables are distributed.
q -c "create schema plan_model" -c "set search_path = plan_model" \
  -c "create table users (id uuid primary key, email text not null unique)" \
  -c "create table sessions (id uuid primary key, user_id uuid not null references users (id) on delete cascade, token text not null unique)" \
  -c "create table persons (id uuid primary key references users (id) on delete cascade, first_name text not null default '')" \
  -c "create table companies (id uuid primary key, name text not null)" \
  -c "create table memberships (company_id uuid not null references companies (id) on delete cascade, user_id uuid not null,
        role text not null default 'employee', primary key (company_id, user_id))" \
  -c "create table absences (company_id uuid not null references companies (id) on delete cascade, id uuid not null default gen_random_uuid(),
        user_id uuid not null, approved_by uuid, primary key (company_id, id),
        foreign key (company_id, user_id) references memberships (company_id, user_id) on delete cascade)"
step() { printf '  %-74s %s\n' "$1" "$(attempt -c "set search_path = plan_model" -c "$2")"; }
step "distribute companies by id" "select create_distributed_table('companies', 'id')"
step "distribute memberships by company_id" "select create_distributed_table('memberships', 'company_id', colocate_with => 'companies')"
step "distribute absences by company_id" "select create_distributed_table('absences', 'company_id', colocate_with => 'companies')"
step "users as a reference table (sessions become Citus-local)" "select create_reference_table('users')"
step "persons as a reference table" "select create_reference_table('persons')"
step "memberships.user_id -> persons on delete cascade" "alter table memberships add foreign key (user_id) references persons (id) on delete cascade"
step "absences.user_id -> persons on delete restrict" "alter table absences add foreign key (user_id) references persons (id) on delete restrict"
step "absences.approved_by -> persons ON DELETE SET NULL (no company_id)" "alter table absences add foreign key (approved_by) references persons (id) on delete set null"
step "absences (company_id, approved_by) -> memberships ON DELETE SET NULL" "alter table absences add foreign key (company_id, approved_by) references memberships (company_id, user_id) on delete set null"
q -c "set search_path = plan_model" -c "create table invitations (company_id uuid not null references companies (id) on delete cascade,
  id uuid not null default gen_random_uuid(), code text not null, primary key (company_id, id), unique (company_id, code))"
step "invitations by company_id, unique (company_id, code)" "select create_distributed_table('invitations', 'company_id', colocate_with => 'companies')"
# How Citus would run the hot-path look-ups, by their shape: how many shard tasks, and whether it first pulls
# rows to the coordinator (a "Distributed Subplan").
plan() {
  local out tasks subplans
  out=$(q -c "set search_path = plan_model" -c "explain $2" 2>&1) || { printf '  %-74s %s\n' "$1" "$(echo "$out" | head -1)"; return; }
  tasks=$(echo "$out" | grep -o 'Task Count: [0-9]*' | sed 's/Task Count: //' | paste -sd+ -)
  subplans=$(echo "$out" | grep -c 'Distributed Subplan' || true)
  printf '  %-74s shard tasks: %s%s\n' "$1" "${tasks:-none (coordinator only)}" \
    "$([ "$subplans" -gt 0 ] && echo ", $subplans distributed subplan(s): rows pulled to the coordinator first")"
}
a="'00000000-0000-0000-0000-00000000000a'"; c="'00000000-0000-0000-0000-0000000000c1'"
echo "  -- plans of the look-ups (EXPLAIN; 32 shards per distributed table):"
plan "member by user id only (access.ts loadMember's shape)" \
  "select m.company_id, m.role from memberships m join companies c on c.id = m.company_id where m.user_id = $a"
plan "member by the session's company and user id" \
  "select m.role from memberships m join companies c on c.id = m.company_id where m.company_id = $c and m.user_id = $a"
plan "GET /api/me's shape: user, person, membership, company by user id" \
  "select u.email, p.first_name, c.name from users u left join persons p on p.id = u.id
   left join memberships m on m.user_id = u.id left join companies c on c.id = m.company_id where u.id = $a"
plan "the session's company by id, joined to a reference table" \
  "select c.name, p.first_name from companies c, persons p where c.id = $c and p.id = $a"
plan "invitation by code only (findByCode's shape)" \
  "select i.id, c.name from invitations i join companies c on c.id = i.company_id where i.code = 'x'"
plan "invitation by company and code" \
  "select i.id, c.name from invitations i join companies c on c.id = i.company_id where i.company_id = $c and i.code = 'x'"
plan "sessions joined to users by token (better-auth's session look-up)" \
  "select u.id from sessions s join users u on u.id = s.user_id where s.token = 'x'"
step "a person's data, a membership, an absence approved by another member" "
  insert into users values ('00000000-0000-0000-0000-00000000000a', 'a@example.invalid'), ('00000000-0000-0000-0000-00000000000b', 'b@example.invalid');
  insert into persons (id) values ('00000000-0000-0000-0000-00000000000a'), ('00000000-0000-0000-0000-00000000000b');
  insert into sessions values (gen_random_uuid(), '00000000-0000-0000-0000-00000000000b', 'token-b');
  insert into companies values ('00000000-0000-0000-0000-0000000000c1', 'C');
  insert into memberships (company_id, user_id) values ('00000000-0000-0000-0000-0000000000c1', '00000000-0000-0000-0000-00000000000a'),
    ('00000000-0000-0000-0000-0000000000c1', '00000000-0000-0000-0000-00000000000b');
  insert into absences (company_id, user_id, approved_by) values ('00000000-0000-0000-0000-0000000000c1',
    '00000000-0000-0000-0000-00000000000a', '00000000-0000-0000-0000-00000000000b')"
step "the approver leaves the company (membership deleted)" "delete from memberships where user_id = '00000000-0000-0000-0000-00000000000b'"
step "the requester's account is deleted (restrict: refused while the absence exists)" "delete from users where id = '00000000-0000-0000-0000-00000000000a'"
step "the approver's account is deleted" "delete from users where id = '00000000-0000-0000-0000-00000000000b'"
q -F ' ' -c "set search_path = plan_model" -c "select '  then: absences.approved_by = ' || coalesce(approved_by::text, 'null') || ', sessions left: '
  || (select count(*) from sessions) from absences"
q -c "set search_path = plan_model" -c "create table nullable_key (company_id uuid, n int)"
step "a table whose company_id may be null (as profiles.company_id), distributed" "select create_distributed_table('nullable_key', 'company_id')"
step "a row with a null company_id in it" "insert into nullable_key values (null, 1)"
step "a membership moved to another company (update company_id)" "update memberships set company_id = '00000000-0000-0000-0000-0000000000c2'"
q -F ' ' -c "select c.relname, case when p.partmethod = 'h' then 'distributed by ' || column_to_column_name(p.logicalrelid, p.partkey)
    when p.repmodel = 't' then 'reference' when p.partmethod = 'n' then 'local (added to metadata)' else 'local' end
  from pg_class c left join pg_dist_partition p on p.logicalrelid = c.oid
  where c.relnamespace = 'plan_model'::regnamespace and c.relkind = 'r' order by 2, 1" \
  | while read -r t kind; do printf '    %-28s %s\n' "$t" "$kind"; done
step "the company is deleted" "delete from companies"
q -F ' ' -c "set search_path = plan_model" -c "select '  then: memberships left: ' || (select count(*) from memberships) || ', absences left: ' || (select count(*) from absences)"
q -c "drop schema plan_model cascade" 2>/dev/null || true

echo
echo "== summary"
ok=0; refused=0
declare -A reasons
for t in $tenant companies; do
  r=${graph[$t]:-}
  if [ "$r" = ok ]; then ok=$((ok + 1)); else
    refused=$((refused + 1))
    # The reason without the table's own name, so equal reasons count together.
    key=$(echo "$r" | sed -E 's/"[a-z_]+"/"…"/g; s/ \| (DETAIL|HINT):.*//')
    reasons[$key]=$(( ${reasons[$key]:-0} + 1 ))
  fi
done
echo "  graph pass: $ok of $((ok + refused)) tables distributed (companies by id + $(echo $tenant | wc -w) with company_id), $refused refused:"
for k in "${!reasons[@]}"; do printf '    %3d  %s\n' "${reasons[$k]}" "$k"; done | sort -rn
aok=0; declare -A areasons
for t in $tenant; do
  r=${alone[$t]}
  if [ "$r" = ok ]; then aok=$((aok + 1)); else
    key=$(echo "$r" | sed -E 's/"[a-z_]+"/"…"/g; s/ \| (DETAIL|HINT):.*//')
    areasons[$key]=$(( ${areasons[$key]:-0} + 1 ))
  fi
done
echo "  alone pass: $aok of $(echo $tenant | wc -w) tenant tables accepted one at a time; refusals by first reason:"
for k in "${!areasons[@]}"; do printf '    %3d  %s\n' "${areasons[$k]}" "$k"; done | sort -rn
