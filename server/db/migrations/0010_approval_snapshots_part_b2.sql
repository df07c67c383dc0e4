ALTER TABLE "timesheet_approvals" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
-- Hand-written (drizzle cannot express NOT VALID): every approval from now on carries its snapshot.
-- NOT VALID leaves the months approved before this migration (no snapshot; they are recomputed as before)
-- untouched while every new or updated row is checked.
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_snapshot_when_approved"
  CHECK ("status" <> 'approved' OR "snapshot" IS NOT NULL) NOT VALID;
