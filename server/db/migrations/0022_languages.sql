-- Languages (issue 15): the company's and, when a person chooses one, the person's own.
ALTER TABLE "companies" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language" text;--> statement-breakpoint
-- Written by hand: existing companies speak their country's language (domain/i18n/locales.ts
-- companyLocaleFor), their members follow it (null).
UPDATE "companies" SET "language" = CASE "holiday_country" WHEN 'FR' THEN 'fr' WHEN 'DE' THEN 'de' WHEN 'IT' THEN 'it' WHEN 'GB' THEN 'en' WHEN 'NL' THEN 'nl' ELSE 'es' END;
