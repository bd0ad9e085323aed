ALTER TABLE "users" ADD COLUMN "answers_inquiries" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
-- Only verified companies take part (issue 35): pending offers of companies that are not verified now are hidden
-- from their clients, and each inquiry's count says what its client sees.
UPDATE "applications" SET "hidden_at" = now()
WHERE "state" = 'pending' AND "removed_at" IS NULL
  AND "company_id" IN (SELECT "id" FROM "companies" WHERE "verified_at" IS NULL);--> statement-breakpoint
UPDATE "inquiries" SET "application_count" = (
  SELECT count(*)::int FROM "applications" a
  WHERE a."inquiry_id" = "inquiries"."id" AND a."removed_at" IS NULL AND a."hidden_at" IS NULL
)
WHERE "id" IN (SELECT "inquiry_id" FROM "applications" WHERE "hidden_at" IS NOT NULL);

