ALTER TABLE "profiles" DROP CONSTRAINT "profiles_company_id_companies_id_fk";
--> statement-breakpoint
CREATE INDEX "profiles_active_company_idx" ON "profiles" USING btree ("active_company_id");--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "company_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "role";