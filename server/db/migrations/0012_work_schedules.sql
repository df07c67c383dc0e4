CREATE TABLE "company_work_schedules" (
	"company_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"hours" numeric(4, 2)[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_work_schedules_company_id_starts_on_pk" PRIMARY KEY("company_id","starts_on"),
	CONSTRAINT "company_work_schedules_week" CHECK (array_length("company_work_schedules"."hours", 1) = 7 and array_position("company_work_schedules"."hours", null) is null and 0 <= all("company_work_schedules"."hours") and 24 >= all("company_work_schedules"."hours"))
);
--> statement-breakpoint
CREATE TABLE "member_work_schedules" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"hours" numeric(4, 2)[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_work_schedules_company_id_user_id_starts_on_pk" PRIMARY KEY("company_id","user_id","starts_on"),
	CONSTRAINT "member_work_schedules_week" CHECK ("member_work_schedules"."hours" is null or (array_length("member_work_schedules"."hours", 1) = 7 and array_position("member_work_schedules"."hours", null) is null and 0 <= all("member_work_schedules"."hours") and 24 >= all("member_work_schedules"."hours")))
);
--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_hours_range";--> statement-breakpoint
ALTER TABLE "company_work_schedules" ADD CONSTRAINT "company_work_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_work_schedules" ADD CONSTRAINT "member_work_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_work_schedules" ADD CONSTRAINT "member_work_schedules_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: today's expected hours per week become a pattern (Monday to Friday of weekly ÷ 5) from the day
-- each membership started, for everyone not on the default 40 h; then the column goes.
INSERT INTO "member_work_schedules" ("company_id", "user_id", "starts_on", "hours")
SELECT m."company_id", m."user_id", m."joined_on",
       array[d.h, d.h, d.h, d.h, d.h, 0, 0]::numeric(4, 2)[]
FROM "memberships" m
JOIN "profiles" p ON p."id" = m."user_id"
CROSS JOIN LATERAL (SELECT round(p."expected_hours_per_week" / 5.0, 2) AS h) d
WHERE p."expected_hours_per_week" <> 40
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "expected_hours_per_week";
