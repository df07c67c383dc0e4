-- Routing look-ups (issue 18): which company an invitation code or a calendar feed token belongs to.
CREATE TABLE "calendar_feed_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "calendar_feed_tokens_company_idx" ON "calendar_feed_tokens" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "invitation_codes_company_idx" ON "invitation_codes" USING btree ("company_id");--> statement-breakpoint
-- The codes and feed tokens that exist (revoked feeds too: their URL must keep answering "not found").
INSERT INTO "invitation_codes" ("code", "company_id") SELECT "code", "company_id" FROM "invitations" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "calendar_feed_tokens" ("token_hash", "company_id") SELECT "token_hash", "company_id" FROM "calendar_feeds" ON CONFLICT DO NOTHING;
