// The bench's databases, seeded in SQL: `insert … select` over generate_series inside PostgreSQL, never row by
// row from Node. One embedded PostgreSQL holds two databases: `bench_big` (1,000 companies; BENCH_COMPANIES=n for
// a quick run while developing) and `bench_small` (a tenth of it, for the latency ratio). Company 1 is the
// measured one and is the same in both: 20 people with the same data, four years of it (the legal retention of
// time records, which the personal export carries); every other company has 2–20 people and two years. Data per
// person:
//  - a time entry on every weekday of the last 24 months up to yesterday, except absence days (09:00-ish to
//    17:00-ish in the company's time zone with a 1 h break, or 4 h for part-timers), inserted day by day with
//    the people shuffled, as real traffic writes them (a company's rows spread over the table, not clustered);
//    today an open entry (clocked in) for some; a `create` history row for each entry and an `update` one for
//    2% of them (RDL 8/2019 keeps every change);
//  - in 70% of months one absence (vacation of 3–5 days, sick leave, a personal or unpaid day), approved or
//    rejected in the past, pending or approved in the next two months;
//  - a timesheet approval row for each of the 24 past months (approved; last month mostly submitted) and the
//    monthly reminder sent for it;
//  - an account (one argon2id hash for all), a session, cookie consents, a used invitation, audit events; for
//    some, e-mail preferences, an expired personal export, a deletion request;
// and per company: holidays and holiday overrides, absence rules for some, pending and expired invitations, a
// sandbox subscription with monthly invoices above the 2 free seats.
//
// The data directory is kept under .bench/ (git-ignored), keyed by the size and a hash of the migrations, of this
// file and of the current month (the data is relative to today), so a schema change reseeds and a second run
// starts in seconds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbedded } from '../../server/platform/database';
import { connectDatabase, migrationsFolder, runMigrations } from '../../server/platform/db';
import { hashPassword } from '../../server/platform/passwords';

export const BENCH_PASSWORD = 'bench passphrase 2026';
const companiesFromEnv = Number(process.env.BENCH_COMPANIES ?? 1000);
if (!Number.isInteger(companiesFromEnv) || companiesFromEnv < 10) {
  throw new Error(`BENCH_COMPANIES=${process.env.BENCH_COMPANIES}: a whole number of companies, at least 10`);
}
/** Companies in the two databases: the measured size and a tenth of it (the latency ratio). */
export const SIZES = { big: companiesFromEnv, small: Math.round(companiesFromEnv / 10) } as const;
export type DbSize = keyof typeof SIZES;

/** The measured company keeps four years of time records, every other company two. */
const RECENT = `s.day >= (date_trunc('month', current_date) - interval '24 months')::date`;
const OLDER = `s.day < (date_trunc('month', current_date) - interval '24 months')::date and p.k = 1`;

/** The measured company (company 1, 20 people) and who signs in. */
export const MEASURED = {
  admin: 'p1.c1@bench.test',
  manager: 'p2.c1@bench.test',
  employee: 'p5.c1@bench.test',
} as const;

export interface SeedInfo {
  companies: number;
  /** When the seed finished: whatever a bench run writes afterwards is removed again (resetRunState). */
  seededAt: string;
  seconds: number;
  rows: Record<string, number>;
  totalRows: number;
  sizeMb: number;
}

export interface BenchDatabases {
  urls: Record<DbSize, string>;
  /** The same databases as the app reaches an embedded server (`npm start`): through its Unix-domain socket. */
  appUrls: Record<DbSize, string>;
  info: Record<DbSize, SeedInfo>;
  /** Seconds this run spent seeding, PostgreSQL start-ups included; 0 when reused from .bench/. */
  seedSeconds: number;
  adminUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

const FIRST = ['Ana', 'Luis', 'Marta', 'Jordi', 'Claire', 'Hugo', 'Lena', 'Jonas', 'Giulia', 'Marco', 'Emma'];
const LAST = [
  'García',
  'Puig',
  'Martin',
  'Dubois',
  'Müller',
  'Schmidt',
  'Rossi',
  'Bianchi',
  'Smith',
  'de Vries',
];

/** Loaded without indexes: none of them is referenced by a foreign key, so they can go and come back. */
const BULK_TABLES = ['absences', 'time_entries', 'time_entry_history', 'timesheet_approvals', 'audit_events'];

function rebuildIndexes(tables: string[]): string {
  return `do $$ declare r record; begin
    for r in select * from bench_indexes where tbl = any (array[${tables.map((t) => `'${t}'`).join(', ')}]) loop
      if r.conname is not null then execute format('alter table %s add constraint %I %s', r.tbl, r.conname, r.condef);
      else execute r.indexdef; end if;
    end loop;
  end $$;`;
}

/**
 * The statements that seed one database of `companies` companies; `:password_hash` is the shared password hash. A step
 * whose sql is a list runs its parts side by side, one connection each. Working tables live in the
 * bench_seed schema (dropped at the end).
 */
export function seedStatements(companies: number): { label: string; sql: string | string[] }[] {
  const list = (xs: string[]) => `(array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}])`;
  // A time entry on every working slot of a person, but none on their absence days; its history: created, and
  // for 2% corrected by its owner an hour later. \`where\` picks the slots (RECENT or OLDER).
  const slotsOf = (where: string) => `
          from bench_slots s join bench_people p on p.tz = s.tz and p.offs = s.offs and p.span = s.span
          where ${where} and not exists (select 1 from bench_absent a where a.user_id = p.user_id and a.day = s.day)`;
  const entries = (where: string) => `
        insert into time_entries (id, company_id, user_id, work_date, clock_in, clock_out, breaks, total_hours, created_at, updated_at)
          select entry_id(p.user_id, s.day), p.company_id, p.user_id, s.day, s.clock_in, s.clock_out,
                 s.breaks, s.total, s.clock_out, s.clock_out ${slotsOf(where)};`;
  const history = `insert into time_entry_history (company_id, entry_id, user_id, owner_name, work_date, action, source,
                                        before, after, actor_id, actor_name, changed_at)`;
  const created = (where: string) => `
        ${history}
          select p.company_id, entry_id(p.user_id, s.day), p.user_id, p.first_name || ' ' || p.last_name, s.day,
                 'create'::time_entry_action,
                 (case when extract(day from s.day) = 1 then 'bulk_apply' else 'clock' end)::time_entry_source, null,
                 s.snapshot, p.user_id, p.first_name || ' ' || p.last_name, s.clock_out ${slotsOf(where)};`;
  const corrected = (where: string) => `
        ${history}
          select p.company_id, entry_id(p.user_id, s.day), p.user_id, p.first_name || ' ' || p.last_name, s.day,
                 'update'::time_entry_action, 'manual'::time_entry_source, s.original, s.corrected,
                 p.user_id, p.first_name || ' ' || p.last_name, s.clock_out + interval '1 hour'
          ${slotsOf(`${where} and (extract(doy from s.day)::int + p.n) % 50 = 0`)};`;
  return [
    {
      label: 'companies',
      sql: `
      create unlogged table bench_companies as
        select k, gen_random_uuid() as id,
               case when k = 1 then 20 else 2 + (k * 7919) % 19 end as size,
               (array['ES','ES','ES','ES','ES','FR','DE','IT','GB','NL'])[1 + k % 10] as country,
               (k / 10) % 5 as region_index
        from generate_series(1, ${companies}) k;
      alter table bench_companies add column region text, add column tz text;
      update bench_companies set
        region = (case country
          when 'ES' then array['barcelona','madrid','valencia','seville','bilbao']
          when 'FR' then array['paris','lyon','marseille','toulouse','nice']
          when 'DE' then array['berlin','munich','hamburg','cologne','frankfurt']
          when 'IT' then array['rome','milan','naples','turin','florence']
          when 'GB' then array['england','scotland','wales','northern-ireland','england']
          else array['amsterdam','rotterdam','the-hague','utrecht','eindhoven'] end)[1 + region_index],
        tz = case country when 'ES' then 'Europe/Madrid' when 'FR' then 'Europe/Paris' when 'DE' then 'Europe/Berlin'
          when 'IT' then 'Europe/Rome' when 'GB' then 'Europe/London' else 'Europe/Amsterdam' end;
      insert into companies (id, name, holiday_country, holiday_region, time_zone, created_at, updated_at)
        select id, 'Company ' || k, country, region, tz,
               now() - interval '26 months', now() - interval '26 months'
        from bench_companies;
      insert into company_allowance_defaults (company_id, from_year, days)
        select id, 2000, 22 + k % 5 from bench_companies;`,
    },
    {
      label: 'people',
      sql: `
      -- Shuffled: the lateral scans below visit people in this order, so a company's rows interleave with
      -- everyone else's as they would in production.
      create unlogged table bench_people as
        select c.id as company_id, c.k, n, c.tz, gen_random_uuid() as user_id,
               (case when n = 1 then 'admin' when n <= 1 + c.size / 8 then 'manager' else 'employee' end)::role as role,
               (case when (c.k + n) % 7 = 0 then 20 else 40 end) as hours,
               make_interval(mins => ((c.k * 31 + n * 17) % 8) * 15) as offs,
               (case when (c.k + n) % 7 = 0 then interval '4 hours' else interval '9 hours' end) as span,
               ${list(FIRST)}[1 + (c.k + n) % ${FIRST.length}] as first_name,
               ${list(LAST)}[1 + (c.k * 3 + n) % ${LAST.length}] as last_name,
               'p' || n || '.c' || c.k || '@bench.test' as email
        from bench_companies c cross join lateral generate_series(1, c.size) n
        order by hashint4(c.k * 100 + n);
      create index on bench_people (user_id);
      alter table bench_people add column admin_id uuid;
      update bench_people p set admin_id = a.user_id from bench_people a where a.company_id = p.company_id and a.n = 1;
      analyze bench_people;
      insert into users (id, name, email, email_verified, created_at, updated_at)
        select user_id, first_name || ' ' || last_name, email, true, now() - interval '26 months', now() - interval '26 months'
        from bench_people;
      insert into profiles (id, active_company_id, email, first_name, last_name, created_at, updated_at)
        select user_id, company_id, email, first_name, last_name,
               now() - interval '26 months' + make_interval(secs => n), now() - interval '26 months'
        from bench_people;
      insert into memberships (company_id, user_id, role, joined_on, created_at)
        select company_id, user_id, role::role, (now() - interval '26 months')::date,
               now() - interval '26 months' + make_interval(secs => n)
        from bench_people;
      -- Part-timers (20 h a week) work 4 h Monday to Friday; everyone else follows the company's 5 × 8 h.
      insert into member_work_schedules (company_id, user_id, starts_on, hours)
        select company_id, user_id, (now() - interval '26 months')::date, array[4, 4, 4, 4, 4, 0, 0]::numeric(4, 2)[]
        from bench_people where hours <> 40;
      insert into accounts (account_id, provider_id, user_id, password, created_at, updated_at)
        select user_id::text, 'credential', user_id, :password_hash, now() - interval '26 months', now() - interval '26 months'
        from bench_people;
      insert into sessions (expires_at, token, created_at, updated_at, ip_address, user_agent, user_id, active_company_id)
        select now() + interval '5 days', md5(random()::text) || md5(random()::text), now() - interval '2 days',
               now() - interval '2 days', '203.0.113.' || (n % 250), 'Mozilla/5.0 (bench)', user_id, company_id
        from bench_people;
      insert into user_consents (user_id, consent_type, consent_given, consent_date)
        select user_id, t, (hashint4(k * 100 + n) + length(t)) % 2 = 0, now() - interval '25 months'
        from bench_people cross join unnest(array['functional','analytics','marketing']) t;`,
    },
    {
      label: 'drop the indexes of the bulk tables (rebuilt from their definitions after the load)',
      sql: `
      create unlogged table bench_indexes as
        select i.indexrelid::regclass::text as name, c.conname, i.indrelid::regclass::text as tbl,
               pg_get_constraintdef(c.oid) as condef, pg_get_indexdef(i.indexrelid) as indexdef
        from pg_index i left join pg_constraint c on c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x')
        where i.indrelid = any (array[${BULK_TABLES.map((t) => `'${t}'::regclass`).join(', ')}]);
      do $$ declare r record; begin
        for r in select * from bench_indexes loop
          if r.conname is not null then execute format('alter table %s drop constraint %I', r.tbl, r.conname);
          else execute format('drop index %s', r.name); end if;
        end loop;
      end $$;`,
    },
    {
      label: 'holidays, absence rules, invitations, billing, absences',
      sql: `
      insert into company_holidays (company_id, name, date, is_active, created_at, updated_at)
        select id, 'Company closing day', make_date(y, 12, 24), true, now() - interval '25 months', now() - interval '25 months'
        from bench_companies cross join generate_series(extract(year from current_date)::int - 2, extract(year from current_date)::int) y
        where k % 2 = 1
        union all
        select id, 'Summer party', make_date(y, 6, 20 + k % 5), k % 4 <> 3, now() - interval '25 months', now() - interval '25 months'
        from bench_companies cross join generate_series(extract(year from current_date)::int - 2, extract(year from current_date)::int) y
        where k % 3 = 0;
      insert into company_holiday_overrides (company_id, holiday_key, holiday_date, is_active, custom_name)
        select id, country || '-' || y || '-12-26', make_date(y, 12, 26), k % 2 = 0, case when k % 2 = 0 then 'Boxing day' end
        from bench_companies cross join generate_series(extract(year from current_date)::int - 2, extract(year from current_date)::int) y
        where k % 5 = 1;
      insert into absence_policies (company_id, vacation_counting, carry_over_max_days, carry_over_expiry, two_step_approval)
        select id, (case when k % 9 = 0 then 'calendar_days' else 'working_days' end)::vacation_counting,
               (k % 4) * 2, case when k % 4 = 0 then null else '03-31' end, k % 6 = 0
        from bench_companies where k % 3 <> 2;
      insert into invitations (company_id, code, created_by, invitee_name, invitee_email, invitee_position, created_at, expires_at, used_at, used_by)
        select p.company_id, md5(random()::text) || md5(random()::text), p.admin_id, p.first_name || ' ' || p.last_name, p.email, 'Staff',
               now() - interval '26 months', now() - interval '26 months' + interval '7 days', now() - interval '26 months' + interval '1 day', p.user_id
        from bench_people p where p.n > 1
        union all
        select c.id, md5(random()::text) || md5(random()::text), a.user_id, 'Candidate ' || c.k, 'candidate' || c.k || '@example.test', 'Waiter',
               now() - interval '1 day', now() + interval '6 days', null, null
        from bench_companies c join bench_people a on a.company_id = c.id and a.n = 1 where c.k % 3 = 1
        union all
        select c.id, md5(random()::text) || md5(random()::text), a.user_id, 'Late ' || c.k, 'late' || c.k || '@example.test', null,
               now() - interval '40 days', now() - interval '33 days', null, null
        from bench_companies c join bench_people a on a.company_id = c.id and a.n = 1 where c.k % 4 = 0;
      insert into billing_customers (company_id, provider, provider_customer_id, created_at)
        select id, 'sandbox', 'cus_bench_' || k, now() - interval '24 months' from bench_companies where size > 2;
      insert into subscriptions (company_id, provider, provider_subscription_id, provider_customer_id, status, seats,
                                 current_period_start, current_period_end, version, created_at, updated_at)
        select id, 'sandbox', 'sub_bench_' || k, 'cus_bench_' || k, 'active', least(size + 3, 1000),
               date_trunc('month', now()), date_trunc('month', now()) + interval '1 month',
               extract(epoch from now())::bigint * 1000, now() - interval '24 months', now() - interval '1 day'
        from bench_companies where size > 2;
      insert into billing_invoices (company_id, provider, provider_invoice_id, provider_subscription_id, status, description,
                                    seats, amount_cents, issued_at, created_at, updated_at)
        select id, 'sandbox', 'in_bench_' || k || '_' || m, 'sub_bench_' || k, 'paid', 'Plantel team plan',
               least(size + 3, 1000), (least(size + 3, 1000) - 2) * 100,
               date_trunc('month', now()) - make_interval(months => m), now(), now()
        from bench_companies cross join generate_series(0, 23) m where size > 2;
      -- One slot per person and month (24 back, 48 for the measured company, this one, 2 ahead): never two
      -- absences on one day.
      insert into absences (company_id, user_id, absence_type, start_date, end_date, status, approved_by, approved_at,
                            rejection_reason, reason, created_at, updated_at)
        select company_id, user_id, type::absence_type, start_date, start_date + (len - 1), status::absence_status,
               case when status = 'approved' then admin_id end,
               case when status = 'approved' then start_date - 7 end,
               case when status = 'rejected' then 'Too many people away that week' end,
               case when type = 'vacation' then 'Family trip' end,
               start_date - 14, start_date - 14
        from (
          select p.company_id, p.user_id, p.admin_id, x.h,
                 (case when x.h % 10 < 4 then 'vacation' when x.h % 10 < 6 then 'sick_leave'
                       when x.h % 10 = 6 then 'personal_day' else 'unpaid_leave' end) as type,
                 (date_trunc('month', current_date) + make_interval(months => m))::date + (1 + (x.h / 10) % 20) as start_date,
                 (case when x.h % 10 < 4 then 3 + (x.h / 1000) % 3 when x.h % 10 < 6 then 1 + (x.h / 1000) % 2 else 1 end) as len
          from bench_people p cross join generate_series(case when p.k = 1 then -48 else -24 end, 2) m
          -- Hashed from the company's and person's numbers, not their ids: company 1 is the same in both databases.
          cross join lateral (select abs(hashtext(p.k || '.' || p.n || '.' || m)) as h) x
          where x.h % 10 < 8 and (x.h / 100000) % 10 < 9
        ) a
        cross join lateral (select case
          when start_date + (len - 1) < current_date then case when (h / 100) % 10 = 0 then 'rejected' else 'approved' end
          when start_date > current_date then case when (h / 100) % 2 = 0 then 'pending' else 'approved' end
          else 'approved' end as status) s;
      create unlogged table bench_absent as
        select a.user_id, d::date as day from absences a, generate_series(a.start_date, a.end_date, interval '1 day') d
        where a.status <> 'rejected';
      analyze bench_absent;
      -- Every working slot: a weekday, a time zone, a start (08:00 + 0–105 min) and a length (9 h with a 1 h break,
      -- or 4 h). Times and history snapshots are computed once per slot, not once per row.
      create unlogged table bench_slots as
        select day, tz, offs, span, clock_in, clock_in + span as clock_out,
               case when span = interval '9 hours' then clock_in + interval '4 hours' end as break_start,
               case when span = interval '9 hours' then clock_in + interval '5 hours' end as break_end,
               case when span = interval '9 hours' then 8 else 4 end as total
        from (
          select g::date as day, z.tz, o.offs, s.span, (g::date + time '08:00') at time zone z.tz + o.offs as clock_in
          from generate_series(date_trunc('month', current_date) - interval '48 months', current_date - 1, interval '1 day') g
          cross join (select distinct tz from bench_companies) z
          cross join (select make_interval(mins => 15 * i) as offs from generate_series(0, 7) i) o
          cross join (values (interval '9 hours'), (interval '4 hours')) s(span)
          where extract(isodow from g) < 6
        ) x
        order by day, tz, offs, span;
      alter table bench_slots add column breaks jsonb, add column snapshot jsonb, add column corrected jsonb,
        add column original jsonb;
      update bench_slots set breaks = case when break_start is null then '[]'::jsonb else jsonb_build_array(jsonb_build_object('start', break_start, 'end', break_end)) end;
      update bench_slots set
        snapshot = jsonb_build_object('date', day, 'clockIn', clock_in, 'clockOut', clock_out, 'breaks', breaks,
                                      'totalHours', total, 'notes', null),
        corrected = jsonb_build_object('date', day, 'clockIn', clock_in, 'clockOut', clock_out, 'breaks', breaks,
                                       'totalHours', total, 'notes', 'Forgot to clock in'),
        original = jsonb_build_object('date', day, 'clockIn', clock_in - interval '10 minutes', 'clockOut', clock_out,
                                      'breaks', breaks, 'totalHours', total, 'notes', null);
      analyze bench_slots;
      -- An entry's id from its person and day (a version-4 shape, as the API's contracts expect), so the entries
      -- and their history can be written side by side.
      create function entry_id(person uuid, day date) returns uuid language sql immutable
        as $$ select overlay(overlay(md5(person::text || day) placing '4' from 13) placing '8' from 17)::uuid $$;`,
    },
    {
      label: 'time entries, approvals, audit | time entry history (two years, side by side)',
      // Both come from the same generator (an entry's id is derived from its person and day), one connection
      // each. Day by day, people shuffled within the day, as production writes them; the hash joins keep
      // that order (no sort).
      sql: [
        `set enable_mergejoin = off;
        -- Truncated in the loading transaction: with wal_level = minimal PostgreSQL writes no WAL for it.
        truncate time_entries, timesheet_approvals, audit_events;
        ${entries(RECENT)}
        ${entries(OLDER)}
        -- Today: some people are clocked in (Currently Working).
        insert into time_entries (company_id, user_id, work_date, clock_in, created_at, updated_at)
          select p.company_id, p.user_id, (now() at time zone p.tz)::date,
                 ((now() at time zone p.tz)::date + time '08:00') at time zone p.tz + p.offs, now(), now()
          from bench_people p
          where extract(isodow from now() at time zone p.tz) < 6 and (p.k + p.n) % 5 < 2
            and ((now() at time zone p.tz)::date + time '08:00') at time zone p.tz + p.offs < now()
            and not exists (select 1 from bench_absent a where a.user_id = p.user_id and a.day = (now() at time zone p.tz)::date);
      -- An approved month carries its snapshot (the figures as approved: one 8 h day per weekday).
      insert into timesheet_approvals (company_id, user_id, year, month, status, submitted_at, approved_at, approved_by, snapshot, updated_at)
        select p.company_id, p.user_id, extract(year from m)::int, extract(month from m)::int,
               (case when back > 1 or (p.k + p.n) % 5 = 3 then 'approved' else 'submitted' end)::timesheet_status,
               m + interval '1 month', case when back > 1 or (p.k + p.n) % 5 = 3 then m + interval '1 month 2 days' end,
               case when back > 1 or (p.k + p.n) % 5 = 3 then p.admin_id end,
               case when back > 1 or (p.k + p.n) % 5 = 3 then (
                 select jsonb_build_object('version', 1, 'days', jsonb_agg(jsonb_build_object('date', d::date, 'hours', 8) order by d),
                   'summary', jsonb_build_object('workingDays', count(*), 'coveredDays', count(*), 'absenceDays', 0,
                     'daysWorked', count(*), 'totalHours', 8 * count(*), 'expectedHours', 8 * count(*), 'variance', 0,
                     'averageHoursPerDay', 8, 'completion', 100))
                 from generate_series(m, m + interval '1 month' - interval '1 day', interval '1 day') d
                 where extract(isodow from d) < 6) end,
               m + interval '1 month 2 days'
        from bench_people p cross join generate_series(1, case when p.k = 1 then 48 else 24 end) back
        cross join lateral (select date_trunc('month', current_date) - make_interval(months => back) as m) mm
        where back > 1 or (p.k + p.n) % 5 <> 4;
      -- The reminder to submit, sent on each month's last day to those who had not submitted yet.
      insert into timesheet_reminders (company_id, user_id, year, month, sent_at)
        select t.company_id, t.user_id, t.year, t.month, make_date(t.year, t.month, 1) + interval '1 month' - interval '6 hours'
        from timesheet_approvals t join bench_people p using (user_id) where (t.year * 12 + t.month + p.n) % 3 = 0;
      insert into audit_events (at, company_id, user_id, action, outcome, ip, request_id)
        select now() - make_interval(days => d), company_id, user_id, 'auth.sign_in', 'success', '203.0.113.7', 'req-bench'
        from bench_people cross join generate_series(1, 700, 25) d;
        ${rebuildIndexes(BULK_TABLES.filter((t) => t !== 'time_entry_history'))}`,
        `set enable_mergejoin = off;
        truncate time_entry_history;
        ${created(RECENT)}
        ${created(OLDER)}
        -- 2% of the entries were corrected by their owner an hour later.
        ${corrected(RECENT)}
        ${corrected(OLDER)}
        ${rebuildIndexes(['time_entry_history'])}`,
      ],
    },
    {
      label: 'corrections, calendar feeds, e-mail preferences, exports, deletion requests',
      sql: `
      insert into time_entry_corrections (company_id, user_id, entry_id, work_date, action, clock_in, clock_out, notes, status, requested_at)
        select e.company_id, e.user_id, e.id, e.work_date, 'update', e.clock_in - interval '30 minutes', e.clock_out,
               'Started earlier', 'pending', now() - interval '1 day'
        from bench_people p
        join timesheet_approvals t on t.company_id = p.company_id and t.user_id = p.user_id and t.status = 'submitted'
        join lateral (select * from time_entries e where e.company_id = p.company_id and e.user_id = p.user_id
                        and e.work_date >= make_date(t.year, t.month, 1) order by e.work_date limit 1) e on true
        where (p.k + p.n) % 4 = 0;
      insert into calendar_feeds (company_id, user_id, token_hash, created_at)
        select company_id, user_id, md5(random()::text) || md5(random()::text), now() - interval '6 months'
        from bench_people where (k + n) % 10 = 0;
      insert into invitation_codes (code, company_id) select code, company_id from invitations;
      insert into calendar_feed_tokens (token_hash, company_id) select token_hash, company_id from calendar_feeds;
      insert into notification_preferences (user_id, requests, decisions, reminders, updated_at)
        select user_id, (k + n) % 3 <> 0, (k + n) % 4 <> 0, (k + n) % 2 = 0, now() - interval '3 months'
        from bench_people where (k + n) % 5 = 1;
      -- Personal exports asked months ago: built, downloaded, their files expired and purged.
      insert into data_exports (company_id, user_id, kind, status, progress, file_name, size_bytes, created_at, started_at,
                                finished_at, expires_at)
        select company_id, user_id, 'personal'::data_export_kind, 'ready'::data_export_status, 100, 'plantel-personal-data.zip', 150000 + n * 1000,
               now() - make_interval(days => 40 + k % 300), now() - make_interval(days => 40 + k % 300),
               now() - make_interval(days => 40 + k % 300), now() - make_interval(days => 33 + k % 300)
        from bench_people where (k + n) % 8 = 2
        union all
        select company_id, admin_id, 'company'::data_export_kind, 'ready'::data_export_status, 100, 'plantel-company-data.zip', 2000000 + k * 1000,
               now() - make_interval(days => 50 + k % 200), now() - make_interval(days => 50 + k % 200),
               now() - make_interval(days => 50 + k % 200), now() - make_interval(days => 43 + k % 200)
        from bench_people where n = 1 and k % 4 = 0;
      insert into account_deletion_requests (company_id, user_id, status, requested_at, decided_at, decided_by)
        select company_id, user_id, (case when k % 3 = 0 then 'pending' else 'withdrawn' end)::account_deletion_request_status,
               now() - make_interval(days => 5 + k % 20), case when k % 3 <> 0 then now() - make_interval(days => 2) end, null
        from bench_people where n = 2 and k % 25 = 7;`,
    },
  ];
}

const ROW_TABLES = [
  'companies',
  'users',
  'profiles',
  'accounts',
  'sessions',
  'absences',
  'company_holidays',
  'company_holiday_overrides',
  'invitations',
  'time_entries',
  'time_entry_history',
  'timesheet_approvals',
  'time_entry_corrections',
  'timesheet_reminders',
  'notification_preferences',
  'data_exports',
  'account_deletion_requests',
  'billing_invoices',
  'audit_events',
  'user_consents',
];

const SESSION = `set search_path = bench_seed, public; set session_replication_role = replica;
  set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB'`;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  // A bulk load: the rows are consistent by construction, so foreign-key triggers are skipped while loading.
  await client.query(SESSION);
  return client;
}

export async function seedOne(
  url: string,
  companies: number,
  hash: string,
  log: (s: string) => void,
): Promise<SeedInfo> {
  const handle = connectDatabase(url, { max: 2 });
  await runMigrations(handle.db);
  await handle.close();
  const started = performance.now();
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query('drop schema if exists bench_seed cascade; create schema bench_seed');
  await setup.end();
  const clients = [await connect(url), await connect(url)];
  // Multi-statement text goes through the simple protocol, which takes no parameters: the hash is inlined.
  const bind = (sql: string) => sql.replaceAll(':password_hash', `'${hash.replaceAll("'", "''")}'`);
  try {
    for (const step of seedStatements(companies)) {
      const t = performance.now();
      const parts = Array.isArray(step.sql) ? step.sql : [step.sql];
      await Promise.all(parts.map((sql, i) => clients[i]!.query(bind(sql))));
      log(`  ${step.label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    const t = performance.now();
    const [a, b] = clients as [pg.Client, pg.Client];
    await a.query('drop schema bench_seed cascade; set session_replication_role = origin');
    // Visibility map and statistics, as autovacuum would leave them; the two biggest tables side by side.
    await Promise.all([
      a.query('vacuum (analyze) time_entries'),
      b.query('vacuum (analyze) time_entry_history').then(() => b.query('vacuum (analyze)')),
    ]);
    log(`  vacuum analyze: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const rows: Record<string, number> = {};
    for (const table of ROW_TABLES) {
      rows[table] = Number((await a.query(`select count(*)::int as n from ${table}`)).rows[0].n);
    }
    const size = (await a.query('select pg_database_size(current_database()) as b')).rows[0].b;
    return {
      companies,
      seededAt: new Date().toISOString(),
      seconds: (performance.now() - started) / 1000,
      rows,
      totalRows: Object.values(rows).reduce((x, y) => x + y, 0),
      sizeMb: Math.round(Number(size) / 2 ** 20),
    };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

/**
 * Takes away what a bench run wrote (sessions and audit events of its sign-ins, rate-limit counters, the Bulk
 * Apply month and its history, the uploaded photo, the personal exports), so every run measures the same
 * database.
 */
export async function resetRunState(url: string, seededAt: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('delete from sessions where created_at > $1', [seededAt]);
    await client.query('delete from audit_events where at > $1', [seededAt]);
    await client.query('delete from rate_limits');
    await client.query('delete from time_entries where created_at > $1 and work_date > current_date', [
      seededAt,
    ]);
    await client.query('delete from time_entry_history where changed_at > $1', [seededAt]);
    await client.query('update profiles set avatar_url = null where avatar_url is not null');
    await client.query('delete from data_exports where created_at > $1', [seededAt]);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

function cacheKey(): string {
  const h = createHash('sha256');
  const dir = migrationsFolder();
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else h.update(entry.name).update(readFileSync(p));
    }
  };
  walk(dir);
  h.update(readFileSync(fileURLToPath(import.meta.url)));
  h.update(new Date().toISOString().slice(0, 7));
  return h.digest('hex').slice(0, 16);
}

/**
 * Starts the bench's PostgreSQL on the cached data directory (.bench/pg-<companies>-<key>), seeding both
 * databases first when there is none for this key. Directories of older keys are deleted; those of other sizes
 * with the current key are kept (a quick run with BENCH_COMPANIES does not throw the full database away).
 */
export async function benchDatabases(
  opts: { root?: string; log?: (s: string) => void; onPostgresLog?: (chunk: string) => void } = {},
): Promise<BenchDatabases> {
  const log = opts.log ?? ((s: string) => console.log(s));
  const root = path.resolve(opts.root ?? '.bench');
  const key = cacheKey();
  const dataDir = path.join(root, `pg-${SIZES.big}-${key}`);
  const metaFile = path.join(dataDir, 'seed.json');
  mkdirSync(root, { recursive: true });
  for (const old of readdirSync(root)) {
    if (old.startsWith('pg-') && !old.endsWith(`-${key}`)) {
      rmSync(path.join(root, old), { recursive: true, force: true });
    }
  }
  const complete = existsSync(metaFile);
  if (!complete) rmSync(dataDir, { recursive: true, force: true });
  const pgLog = { info: () => {}, warn: (m: string) => log(m) };
  const onLog = opts.onPostgresLog;
  // Seeding runs with fsync off (the directory is thrown away if it fails); measurements with the defaults.
  const start = (fast: boolean) =>
    startEmbedded(dataDir, pgLog, { fast, dbName: 'bench_big', ...(onLog ? { onLog } : {}) });
  let server = await start(!complete);
  const urlOf = (name: string) => server.url.replace(/\/bench_big$/, `/${name}`);
  const system = async (statements: string[]) => {
    const admin = new pg.Client({ connectionString: urlOf('postgres') });
    await admin.connect();
    for (const statement of statements) await admin.query(statement);
    await admin.end();
  };
  let info: Record<DbSize, SeedInfo>;
  let seedSeconds = 0;
  if (complete) {
    info = JSON.parse(readFileSync(metaFile, 'utf8')) as Record<DbSize, SeedInfo>;
  } else {
    const started = performance.now();
    log(`Seeding the bench databases in ${path.relative(process.cwd(), dataDir)} …`);
    await system([
      'create database bench_small',
      // auto_explain stays loaded and silent (log_min_duration -1) until the EXPLAIN pass turns it on.
      `alter system set shared_preload_libraries = 'auto_explain'`,
      // While loading only: tables truncated in the loading transaction are written without WAL.
      'alter system set wal_level = minimal',
      'alter system set max_wal_senders = 0',
    ]);
    await server.stop();
    server = await start(true);
    const hash = await hashPassword(BENCH_PASSWORD);
    info = {} as Record<DbSize, SeedInfo>;
    for (const size of ['big', 'small'] as const) {
      log(`${size}: ${SIZES[size]} companies`);
      info[size] = await seedOne(urlOf(`bench_${size}`), SIZES[size], hash, log);
      log(
        `  ${info[size].totalRows.toLocaleString('en')} rows, ${info[size].sizeMb} MB in ${info[size].seconds.toFixed(1)} s`,
      );
    }
    await system(['alter system reset wal_level', 'alter system reset max_wal_senders']);
    await server.stop();
    writeFileSync(metaFile, JSON.stringify(info, null, 2));
    server = await start(false);
    seedSeconds = (performance.now() - started) / 1000;
    log(`Seeded in ${seedSeconds.toFixed(0)} s (PostgreSQL start-ups included)`);
  }
  const appUrlOf = (name: string) => server.localUrl?.replace('/bench_big?', `/${name}?`) ?? urlOf(name);
  return {
    urls: { big: urlOf('bench_big'), small: urlOf('bench_small') },
    appUrls: { big: appUrlOf('bench_big'), small: appUrlOf('bench_small') },
    info,
    seedSeconds,
    adminUrl: urlOf('postgres'),
    dataDir,
    stop: () => server.stop(),
  };
}
