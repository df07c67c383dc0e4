-- A person apart from their membership (issue 18): the role moves onto the open membership, the person and
-- the session point at the company they work in, and every tenant key includes company_id (Citus).
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_code_unique";--> statement-breakpoint
ALTER TABLE "invitation_sign_ups" DROP CONSTRAINT "invitation_sign_ups_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "invitation_sign_ups" DROP CONSTRAINT "invitation_sign_ups_invitation_id_invitations_id_fk";
--> statement-breakpoint
DROP INDEX "profiles_company_id_idx";--> statement-breakpoint
DROP INDEX "calendar_feeds_token_hash_idx";--> statement-breakpoint
ALTER TABLE "absences" DROP CONSTRAINT "absences_pkey";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";--> statement-breakpoint
ALTER TABLE "billing_checkouts" DROP CONSTRAINT "billing_checkouts_pkey";--> statement-breakpoint
ALTER TABLE "billing_invoices" DROP CONSTRAINT "billing_invoices_pkey";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_pkey";--> statement-breakpoint
ALTER TABLE "data_exports" DROP CONSTRAINT "data_exports_pkey";--> statement-breakpoint
ALTER TABLE "company_holiday_overrides" DROP CONSTRAINT "company_holiday_overrides_pkey";--> statement-breakpoint
ALTER TABLE "company_holidays" DROP CONSTRAINT "company_holidays_pkey";--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_pkey";--> statement-breakpoint
ALTER TABLE "account_deletion_requests" DROP CONSTRAINT "account_deletion_requests_pkey";--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_pkey";--> statement-breakpoint
ALTER TABLE "time_entry_corrections" DROP CONSTRAINT "time_entry_corrections_pkey";--> statement-breakpoint
ALTER TABLE "time_entry_history" DROP CONSTRAINT "time_entry_history_pkey";--> statement-breakpoint
ALTER TABLE "timesheet_approvals" DROP CONSTRAINT "timesheet_approvals_pkey";--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD CONSTRAINT "billing_checkouts_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "company_holiday_overrides" ADD CONSTRAINT "company_holiday_overrides_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "company_holidays" ADD CONSTRAINT "company_holidays_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "time_entry_corrections" ADD CONSTRAINT "time_entry_corrections_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "time_entry_history" ADD CONSTRAINT "time_entry_history_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_company_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "active_company_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "role" "role" DEFAULT 'employee' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_company_code_idx" ON "invitations" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_idx" ON "calendar_feeds" USING btree ("company_id","token_hash");--> statement-breakpoint
-- The role of each current member onto their open membership (closed periods keep the default).
UPDATE "memberships" m SET "role" = p."role" FROM "profiles" p
WHERE p."id" = m."user_id" AND p."company_id" = m."company_id" AND m."left_on" IS NULL;--> statement-breakpoint
-- A member without an open period (none is expected: both were written in one transaction) gets one from today.
INSERT INTO "memberships" ("company_id", "user_id", "joined_on", "role")
SELECT p."company_id", p."id", (now() AT TIME ZONE c."time_zone")::date, p."role"
FROM "profiles" p JOIN "companies" c ON c."id" = p."company_id"
WHERE NOT EXISTS (
  SELECT 1 FROM "memberships" m WHERE m."company_id" = p."company_id" AND m."user_id" = p."id" AND m."left_on" IS NULL
)
ON CONFLICT ("company_id", "user_id", "joined_on") DO UPDATE SET "left_on" = NULL, "role" = excluded."role";--> statement-breakpoint
UPDATE "profiles" SET "active_company_id" = "company_id" WHERE "company_id" IS NOT NULL;--> statement-breakpoint
UPDATE "sessions" s SET "active_company_id" = p."active_company_id" FROM "profiles" p WHERE p."id" = s."user_id";
