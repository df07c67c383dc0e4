CREATE TYPE "public"."time_correction_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."time_entry_action" AS ENUM('create', 'update', 'delete');--> statement-breakpoint
CREATE TYPE "public"."time_entry_source" AS ENUM('manual', 'clock', 'bulk_apply', 'clear_month', 'correction');--> statement-breakpoint
CREATE TYPE "public"."timesheet_status" AS ENUM('submitted', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"break_start" timestamp with time zone,
	"break_end" timestamp with time zone,
	"total_hours" numeric(5, 2),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_clock_out_after_in" CHECK ("time_entries"."clock_out" is null or ("time_entries"."clock_out" > "time_entries"."clock_in" and "time_entries"."clock_out" <= "time_entries"."clock_in" + interval '24 hours')),
	CONSTRAINT "time_entries_break_inside" CHECK (("time_entries"."break_start" is null and "time_entries"."break_end" is null)
        or ("time_entries"."break_start" is not null and "time_entries"."break_start" >= "time_entries"."clock_in"
            and ("time_entries"."break_end" is null or "time_entries"."break_end" > "time_entries"."break_start")
            and ("time_entries"."clock_out" is null or ("time_entries"."break_end" is not null and "time_entries"."break_end" <= "time_entries"."clock_out")))),
	CONSTRAINT "time_entries_total_hours_when_closed" CHECK (("time_entries"."clock_out" is null) = ("time_entries"."total_hours" is null)),
	CONSTRAINT "time_entries_notes_length" CHECK ("time_entries"."notes" is null or length("time_entries"."notes") <= 500)
);
--> statement-breakpoint
CREATE TABLE "time_entry_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entry_id" uuid,
	"work_date" date NOT NULL,
	"action" time_entry_action NOT NULL,
	"clock_in" timestamp with time zone,
	"clock_out" timestamp with time zone,
	"break_start" timestamp with time zone,
	"break_end" timestamp with time zone,
	"notes" text,
	"status" time_correction_status DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	CONSTRAINT "time_entry_corrections_notes_length" CHECK ("time_entry_corrections"."notes" is null or length("time_entry_corrections"."notes") <= 500),
	CONSTRAINT "time_entry_corrections_reason_length" CHECK ("time_entry_corrections"."rejection_reason" is null or length("time_entry_corrections"."rejection_reason") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "time_entry_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"owner_name" text NOT NULL,
	"work_date" date NOT NULL,
	"from_work_date" date,
	"action" time_entry_action NOT NULL,
	"source" time_entry_source NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"correction_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"status" timesheet_status NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"rejected_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_approvals_month_range" CHECK ("timesheet_approvals"."month" between 1 and 12),
	CONSTRAINT "timesheet_approvals_reason_length" CHECK ("timesheet_approvals"."rejected_reason" is null or length("timesheet_approvals"."rejected_reason") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_corrections" ADD CONSTRAINT "time_entry_corrections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_corrections" ADD CONSTRAINT "time_entry_corrections_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_corrections" ADD CONSTRAINT "time_entry_corrections_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_history" ADD CONSTRAINT "time_entry_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_approved_by_profiles_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_per_day_idx" ON "time_entries" USING btree ("company_id","user_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_company_user_clock_in_idx" ON "time_entries" USING btree ("company_id","user_id","clock_in");--> statement-breakpoint
CREATE INDEX "time_entries_open_idx" ON "time_entries" USING btree ("company_id","clock_in") WHERE "time_entries"."clock_out" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entry_corrections_pending_idx" ON "time_entry_corrections" USING btree ("company_id","user_id","work_date") WHERE "time_entry_corrections"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "time_entry_corrections_company_user_idx" ON "time_entry_corrections" USING btree ("company_id","user_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entry_history_day_idx" ON "time_entry_history" USING btree ("company_id","user_id","work_date","changed_at");--> statement-breakpoint
CREATE INDEX "time_entry_history_from_day_idx" ON "time_entry_history" USING btree ("company_id","user_id","from_work_date") WHERE "time_entry_history"."from_work_date" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_approvals_month_idx" ON "timesheet_approvals" USING btree ("company_id","user_id","year","month");--> statement-breakpoint
CREATE INDEX "timesheet_approvals_company_month_idx" ON "timesheet_approvals" USING btree ("company_id","year","month");