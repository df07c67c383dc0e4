CREATE TABLE "memberships" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_on" date NOT NULL,
	"left_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_company_id_user_id_joined_on_pk" PRIMARY KEY("company_id","user_id","joined_on"),
	CONSTRAINT "memberships_left_after_joined" CHECK ("memberships"."left_on" is null or "memberships"."left_on" >= "memberships"."joined_on")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_open_idx" ON "memberships" USING btree ("company_id","user_id") WHERE "memberships"."left_on" is null;--> statement-breakpoint
CREATE INDEX "memberships_company_period_idx" ON "memberships" USING btree ("company_id","joined_on","left_on");--> statement-breakpoint
-- Current members joined on the day their profile was created (in the company's time zone).
INSERT INTO "memberships" ("company_id", "user_id", "joined_on")
SELECT p."company_id", p."id", (p."created_at" AT TIME ZONE c."time_zone")::date
FROM "profiles" p JOIN "companies" c ON c."id" = p."company_id";
--> statement-breakpoint
-- Former members: the span of the records they left with the company (entries, absences, timesheets).
INSERT INTO "memberships" ("company_id", "user_id", "joined_on", "left_on")
SELECT r."company_id", r."user_id", min(r."day"), greatest(min(r."day"), max(r."day"))
FROM (
  SELECT "company_id", "user_id", "work_date" AS "day" FROM "time_entries"
  UNION ALL SELECT "company_id", "user_id", "start_date" FROM "absences"
  UNION ALL SELECT "company_id", "user_id", "end_date" FROM "absences"
  UNION ALL SELECT "company_id", "user_id", make_date("year", "month", 1) FROM "timesheet_approvals"
) r
JOIN "profiles" p ON p."id" = r."user_id"
WHERE p."company_id" IS DISTINCT FROM r."company_id"
GROUP BY r."company_id", r."user_id";
