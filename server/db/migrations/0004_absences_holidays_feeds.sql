CREATE TYPE "public"."absence_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."absence_type" AS ENUM('vacation', 'sick_leave', 'personal_day', 'maternity_leave', 'paternity_leave', 'unpaid_leave');--> statement-breakpoint
CREATE TYPE "public"."vacation_counting" AS ENUM('working_days', 'calendar_days');--> statement-breakpoint
CREATE TABLE "absence_policies" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"vacation_counting" "vacation_counting" DEFAULT 'working_days' NOT NULL,
	"carry_over_max_days" integer DEFAULT 0 NOT NULL,
	"carry_over_expiry" text,
	"two_step_approval" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_policies_carry_over_range" CHECK ("absence_policies"."carry_over_max_days" between 0 and 365),
	CONSTRAINT "absence_policies_expiry_format" CHECK ("absence_policies"."carry_over_expiry" is null or "absence_policies"."carry_over_expiry" ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$')
);
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"absence_type" "absence_type" NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"status" "absence_status" DEFAULT 'pending' NOT NULL,
	"half_day_start" boolean DEFAULT false NOT NULL,
	"half_day_end" boolean DEFAULT false NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"rejection_reason" text,
	"first_approved_by" uuid,
	"first_approved_at" timestamp with time zone,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_dates_order" CHECK ("absences"."start_date" <= "absences"."end_date"),
	CONSTRAINT "absences_half_day_single_day" CHECK ((not "absences"."half_day_start" and not "absences"."half_day_end") or "absences"."start_date" = "absences"."end_date"),
	CONSTRAINT "absences_reason_length" CHECK ("absences"."reason" is null or length("absences"."reason") <= 1000),
	CONSTRAINT "absences_rejection_reason_length" CHECK ("absences"."rejection_reason" is null or length("absences"."rejection_reason") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_holiday_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"holiday_key" text NOT NULL,
	"holiday_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"custom_name" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_holiday_overrides_name_length" CHECK ("company_holiday_overrides"."custom_name" is null or length(trim("company_holiday_overrides"."custom_name")) between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "company_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_holidays_name_length" CHECK (length(trim("company_holidays"."name")) between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "absence_policies" ADD CONSTRAINT "absence_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_policies" ADD CONSTRAINT "absence_policies_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_approved_by_profiles_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_first_approved_by_profiles_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_holiday_overrides" ADD CONSTRAINT "company_holiday_overrides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_holiday_overrides" ADD CONSTRAINT "company_holiday_overrides_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_holidays" ADD CONSTRAINT "company_holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_holidays" ADD CONSTRAINT "company_holidays_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_company_status_idx" ON "absences" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "absences_company_user_idx" ON "absences" USING btree ("company_id","user_id","start_date");--> statement-breakpoint
CREATE INDEX "absences_company_dates_idx" ON "absences" USING btree ("company_id","end_date","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_idx" ON "calendar_feeds" USING btree ("company_id","user_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_holiday_overrides_key_idx" ON "company_holiday_overrides" USING btree ("company_id","holiday_key");--> statement-breakpoint
CREATE INDEX "company_holiday_overrides_date_idx" ON "company_holiday_overrides" USING btree ("company_id","holiday_date");--> statement-breakpoint
CREATE INDEX "company_holidays_company_date_idx" ON "company_holidays" USING btree ("company_id","date");