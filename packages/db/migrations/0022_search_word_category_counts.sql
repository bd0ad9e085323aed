-- Custom (drizzle-kit generate --custom): counts, per name word and category, the listed companies that
-- have both ('w:<word> c:<category>' rows of search_terms, kept by the app from now on), so free text
-- counts the companies of a name word outside the category it names without scanning the word's
-- postings (decision 0022).
INSERT INTO "search_terms" ("term", "companies")
SELECT w."term" || ' ' || c."term", count(*) FROM "search_postings" w
JOIN "search_postings" c ON c."company_id" = w."company_id"
WHERE w."term" LIKE 'w:%' AND c."term" LIKE 'c:%'
GROUP BY 1
ON CONFLICT ("term") DO UPDATE SET "companies" = excluded."companies";
