CREATE TYPE "public"."absence_event_action" AS ENUM('requested', 'recorded', 'edited', 'first_approved', 'approved', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TABLE "absence_events" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"absence_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"action" "absence_event_action" NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "absence_events" ADD CONSTRAINT "absence_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_events_absence_idx" ON "absence_events" USING btree ("company_id","absence_id","at");--> statement-breakpoint
CREATE INDEX "absence_events_user_idx" ON "absence_events" USING btree ("company_id","user_id");