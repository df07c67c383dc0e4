CREATE TABLE "user_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"consent_type" text NOT NULL,
	"consent_given" boolean NOT NULL,
	"consent_version" text DEFAULT '1.0' NOT NULL,
	"consent_date" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_withdrawn_date" timestamp with time zone,
	"ip_address" text,
	"user_agent" text,
	CONSTRAINT "user_consents_user_type_version_key" UNIQUE("user_id","consent_type","consent_version"),
	CONSTRAINT "user_consents_type" CHECK ("user_consents"."consent_type" in ('functional', 'analytics', 'marketing')),
	CONSTRAINT "user_consents_no_ip" CHECK ("user_consents"."ip_address" is null)
);
--> statement-breakpoint
ALTER TABLE "user_consents" ADD CONSTRAINT "user_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;