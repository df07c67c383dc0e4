CREATE TYPE "public"."allowance_rounding" AS ENUM('nearest', 'up');--> statement-breakpoint
CREATE TABLE "company_allowance_defaults" (
	"company_id" uuid NOT NULL,
	"from_year" integer NOT NULL,
	"days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_allowance_defaults_company_id_from_year_pk" PRIMARY KEY("company_id","from_year"),
	CONSTRAINT "company_allowance_defaults_year_range" CHECK ("company_allowance_defaults"."from_year" between 1900 and 2999),
	CONSTRAINT "company_allowance_defaults_days_range" CHECK ("company_allowance_defaults"."days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "holiday_entitlements" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"allowance" numeric(5, 1),
	"adjustment" numeric(5, 1) DEFAULT 0 NOT NULL,
	"pro_rata" boolean,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_entitlements_company_id_user_id_year_pk" PRIMARY KEY("company_id","user_id","year"),
	CONSTRAINT "holiday_entitlements_year_range" CHECK ("holiday_entitlements"."year" between 1900 and 2999),
	CONSTRAINT "holiday_entitlements_allowance_range" CHECK ("holiday_entitlements"."allowance" is null or "holiday_entitlements"."allowance" between 0 and 365),
	CONSTRAINT "holiday_entitlements_adjustment_range" CHECK ("holiday_entitlements"."adjustment" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_allowance_range";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_allowance_range";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_adjustment_range";--> statement-breakpoint
ALTER TABLE "absence_policies" ADD COLUMN "allowance_rounding" "allowance_rounding" DEFAULT 'nearest' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_allowance_defaults" ADD CONSTRAINT "company_allowance_defaults_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_entitlements" ADD CONSTRAINT "holiday_entitlements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_entitlements" ADD CONSTRAINT "holiday_entitlements_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 14, yearly entitlements): the data moves before the old columns go.
-- The company's default so far covered every year: it becomes the default from 2000 on.
INSERT INTO "company_allowance_defaults" ("company_id", "from_year", "days")
SELECT "id", 2000, "default_holiday_allowance" FROM "companies";
--> statement-breakpoint
-- Each current member's single allowance and adjustment become a row for every year of their carry-over chain
-- (from the year they first joined, at most 10 years back, to the company's current year), so every balance
-- up to this year reads exactly as before. Not pro-rated: admins pro-rated those allowances by hand, if at all.
-- The years after this one continue with this year's allowance, no adjustment and pro-rata for leavers.
INSERT INTO "holiday_entitlements" ("company_id", "user_id", "year", "allowance", "adjustment", "pro_rata")
SELECT p."company_id", p."id", y."year", p."holiday_allowance", p."manual_holiday_adjustment", false
FROM "profiles" p
JOIN "companies" c ON c."id" = p."company_id"
CROSS JOIN LATERAL (
  SELECT extract(year FROM now() AT TIME ZONE c."time_zone")::int AS "current",
    (SELECT extract(year FROM min(m."joined_on"))::int FROM "memberships" m
      WHERE m."company_id" = p."company_id" AND m."user_id" = p."id") AS "joined"
) j
CROSS JOIN LATERAL generate_series(
  greatest(least(coalesce(j."joined", j."current"), j."current"), j."current" - 10),
  j."current"
) AS y("year");
--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "default_holiday_allowance";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "holiday_allowance";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "holiday_allowance_year";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "manual_holiday_adjustment";
