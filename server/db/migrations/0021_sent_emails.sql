CREATE TABLE "sent_emails" (
	"job_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
