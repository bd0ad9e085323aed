-- Custom (drizzle-kit generate --custom): counts, per term other than a name word and city, the listed
-- companies of the term in the city ('<term> city:<city>' rows of search_terms, kept by the app from now
-- on), so a page filtered by a city alone counts from one row instead of the term's city range (9,900
-- entries for a category in Warszawa at 1,000,000 companies; decision 0022).
INSERT INTO "search_terms" ("term", "companies")
SELECT "term" || ' city:' || "city", count(*) FROM "search_postings"
WHERE "term" NOT LIKE 'w:%' AND "city" IS NOT NULL
GROUP BY 1
ON CONFLICT ("term") DO UPDATE SET "companies" = excluded."companies";
