CREATE TABLE "favourite_companies" (
	"user_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_companies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_companies" ADD CONSTRAINT "favourite_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_companies" ADD CONSTRAINT "favourite_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_companies_company_idx" ON "favourite_companies" USING btree ("company_id");--> statement-breakpoint
-- Issue 35: the rating that counts is the verified clients' (reviews by clients who accepted an offer of the
-- company). The index's rating and review count, which "best rated", "most reviews" and the minimum-rating
-- filter read, now copy the company's verified figures; a new version makes every process read pages again.
UPDATE "search_postings" AS p SET "rating_avg" = c."verified_rating_avg", "review_count" = c."verified_review_count"
FROM "companies" AS c WHERE c."id" = p."company_id";--> statement-breakpoint
UPDATE "search_state" SET "version" = "version" + 1;
