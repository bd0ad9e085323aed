-- Hand-edited after drizzle-kit: the UPDATE fills the new column of existing name-word postings and the
-- INSERT counts the existing postings per term (the app keeps both from now on), before the indexes are
-- built; and pg_trgm's similarity is declared as costly as it is (100 × a plain operator), so the planner
-- looks typos up through search_words_trgm_idx instead of comparing every word (2 ms a query word on
-- 800 words, 0.2 ms with the index). Decision 0022.
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"companies" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_postings_rank_idx";--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "services" text[];--> statement-breakpoint
UPDATE "search_postings" AS p SET "services" = c."services" FROM "companies" AS c
  WHERE p."term" LIKE 'w:%' AND c."id" = p."company_id";--> statement-breakpoint
INSERT INTO "search_terms" ("term", "companies") SELECT "term", count(*) FROM "search_postings" GROUP BY "term";--> statement-breakpoint
CREATE INDEX "search_postings_rating_idx" ON "search_postings" USING btree ("term","rating_avg" DESC NULLS LAST,"review_count" DESC NULLS LAST,"company_id");--> statement-breakpoint
CREATE INDEX "search_postings_response_idx" ON "search_postings" USING btree ("term","response_minutes","company_id");--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("term","rank" DESC NULLS LAST,"company_id","city","country","team_size","has_promo","rating_avg","review_count","languages","response_minutes","services");--> statement-breakpoint
ALTER FUNCTION similarity_op(text, text) COST 100;--> statement-breakpoint
ALTER FUNCTION similarity(text, text) COST 100;
