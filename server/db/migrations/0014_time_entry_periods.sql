DROP INDEX "time_entries_one_per_day_idx";
--> statement-breakpoint
CREATE INDEX "time_entries_day_idx" ON "time_entries" USING btree ("company_id","user_id","work_date");
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_break_inside";
--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "time_entry_corrections" ADD COLUMN "breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- Hand-written data step: a period's one break moves into its breaks array (instants as ISO strings in
-- UTC, as the application writes them); the same for correction requests.
UPDATE "time_entries" SET "breaks" = jsonb_build_array(jsonb_build_object(
  'start', to_char("break_start" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'end', to_char("break_end" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
WHERE "break_start" IS NOT NULL;
--> statement-breakpoint
UPDATE "time_entry_corrections" SET "breaks" = jsonb_build_array(jsonb_build_object(
  'start', to_char("break_start" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'end', to_char("break_end" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
WHERE "break_start" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_breaks_shape" CHECK (jsonb_typeof("time_entries"."breaks") = 'array' and jsonb_array_length("time_entries"."breaks") <= 10
        and not jsonb_path_exists("time_entries"."breaks", '$[*] ? (!exists(@.start) || @.start == null)'));
--> statement-breakpoint
ALTER TABLE "time_entries" DROP COLUMN "break_start";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP COLUMN "break_end";
--> statement-breakpoint
ALTER TABLE "time_entry_corrections" DROP COLUMN "break_start";
--> statement-breakpoint
ALTER TABLE "time_entry_corrections" DROP COLUMN "break_end";
--> statement-breakpoint
-- Hand-written (drizzle cannot express these). A person's work periods never overlap (RDL 8/2019: the
-- record must not count the same hour twice). Entries stored before this constraint may overlap (the
-- defect: Sat 22:00 → Sun 06:00 and Sun 00:00 → 06:00): of each overlapping pair the later-written entry
-- is removed, and the record of changes keeps it (a "delete" row with the entry as it was), so nothing is
-- lost from the legal record and the month no longer counts the hours twice.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- The time an entry occupies: [clock_in, clock_out), and for an entry still running the 24 hours it may
-- last at most (time_entries_clock_out_after_in), not 'infinity': a running period must not block the
-- person's entries of next week (Bulk Apply fills whole months). `timestamptz + interval` is only STABLE
-- in general (days and months depend on the zone); a fixed number of hours does not, so IMMUTABLE is true.
CREATE FUNCTION "time_entry_span"("clock_in" timestamptz, "clock_out" timestamptz) RETURNS tstzrange
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT tstzrange("clock_in", coalesce("clock_out", "clock_in" + interval '24 hours'), '[)') $$;
--> statement-breakpoint
CREATE TEMPORARY TABLE "overlapping_time_entries" AS
SELECT e2.*
FROM "time_entries" e2
WHERE EXISTS (
  SELECT 1 FROM "time_entries" e1
  WHERE e1."company_id" = e2."company_id" AND e1."user_id" = e2."user_id" AND e1."id" <> e2."id"
    -- An entry lasts at most 24 hours, so two that overlap start within two days of each other: the bound
    -- lets the (company_id, user_id, work_date) index find the candidates instead of comparing every pair.
    AND e1."work_date" BETWEEN e2."work_date" - 2 AND e2."work_date" + 2
    AND (e1."created_at", e1."id") < (e2."created_at", e2."id")
    AND "time_entry_span"(e1."clock_in", e1."clock_out") && "time_entry_span"(e2."clock_in", e2."clock_out")
);
--> statement-breakpoint
INSERT INTO "time_entry_history" ("company_id", "entry_id", "user_id", "owner_name", "work_date", "action",
  "source", "before", "after", "actor_id", "actor_name")
SELECT o."company_id", o."id", o."user_id", coalesce(nullif(trim(p."first_name" || ' ' || p."last_name"), ''), p."email"),
  o."work_date", 'delete', 'correction',
  jsonb_build_object(
    'date', o."work_date",
    'clockIn', to_char(o."clock_in" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'clockOut', to_char(o."clock_out" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'breaks', o."breaks",
    'totalHours', o."total_hours",
    'notes', o."notes"),
  NULL, o."user_id", 'Plantel (overlapping entry removed)'
FROM "overlapping_time_entries" o
JOIN "profiles" p ON p."id" = o."user_id";
--> statement-breakpoint
DELETE FROM "time_entries" e USING "overlapping_time_entries" o WHERE e."id" = o."id";
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_no_overlap" EXCLUDE USING gist (
  "company_id" WITH =,
  "user_id" WITH =,
  "time_entry_span"("clock_in", "clock_out") WITH &&
);
--> statement-breakpoint
DROP TABLE "overlapping_time_entries";
