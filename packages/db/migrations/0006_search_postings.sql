-- Hand-edited after drizzle-kit: COLLATE "C" on term and word (byte order, so a word prefix is an index
-- range); drizzle's column builder cannot say it. The rows are derived: the app fills them at start
-- (ensureSearchIndex) when search_state has no row yet.
CREATE TABLE "search_postings" (
	"term" text COLLATE "C" NOT NULL,
	"company_id" uuid NOT NULL,
	"city" text,
	"country" text,
	"team_size" text,
	"languages" text[] NOT NULL,
	"has_promo" boolean NOT NULL,
	"rating_avg" real,
	"review_count" integer NOT NULL,
	"rank" real NOT NULL,
	CONSTRAINT "search_postings_term_company_id_pk" PRIMARY KEY("term","company_id")
);
--> statement-breakpoint
CREATE TABLE "search_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_postings_company_idx" ON "search_postings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("term","rank" DESC NULLS LAST,"company_id","city","country","team_size","has_promo","rating_avg","review_count","languages");--> statement-breakpoint
CREATE INDEX "search_postings_city_idx" ON "search_postings" USING btree ("term","city","rank" DESC NULLS LAST,"company_id","country","team_size","has_promo","rating_avg","review_count","languages");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);