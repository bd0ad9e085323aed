CREATE TABLE "buyer_records" (
	"client_id" text PRIMARY KEY NOT NULL,
	"published" integer NOT NULL,
	"finished" integer NOT NULL,
	"accepted" integer NOT NULL,
	"closed_by_client" integer NOT NULL,
	"undecided" integer NOT NULL,
	"median_decision_days" real,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_response_figures" (
	"company_id" uuid NOT NULL,
	"measure" text NOT NULL,
	"events" integer NOT NULL,
	"answered" integer NOT NULL,
	"within_day" integer NOT NULL,
	"median_minutes" real,
	"median_working_minutes" real,
	"typical_minutes" real,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_response_figures_company_id_measure_pk" PRIMARY KEY("company_id","measure")
);
--> statement-breakpoint
CREATE TABLE "rep_response_figures" (
	"user_id" text NOT NULL,
	"measure" text NOT NULL,
	"events" integer NOT NULL,
	"answered" integer NOT NULL,
	"within_day" integer NOT NULL,
	"median_minutes" real,
	"median_working_minutes" real,
	"typical_minutes" real,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rep_response_figures_user_id_measure_pk" PRIMARY KEY("user_id","measure")
);
--> statement-breakpoint
CREATE TABLE "trust_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_postings_rank_idx";--> statement-breakpoint
DROP INDEX "search_postings_city_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Europe/Warsaw' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "response_minutes" real;--> statement-breakpoint
ALTER TABLE "buyer_records" ADD CONSTRAINT "buyer_records_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_response_figures" ADD CONSTRAINT "company_response_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_response_figures" ADD CONSTRAINT "rep_response_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("term","rank" DESC NULLS LAST,"company_id","city","country","team_size","has_promo","rating_avg","review_count","languages","response_minutes");--> statement-breakpoint
CREATE INDEX "search_postings_city_idx" ON "search_postings" USING btree ("term","city","rank" DESC NULLS LAST,"company_id","country","team_size","has_promo","rating_avg","review_count","languages","response_minutes");--> statement-breakpoint
-- Minutes of working time (Monday to Friday, 9:00 to 17:00 on the wall clock of `zone`) between two
-- moments: the difference of two counts of working minutes from a Monday 00:00 (1970-01-05) up to each
-- wall-clock moment. Closed form (no generate_series), so the planner inlines it into the trust figures'
-- aggregates. Wall-clock arithmetic inside one day's 9–17 window is exact: daylight-saving changes happen
-- at night, outside it. Decision 0020.
CREATE OR REPLACE FUNCTION working_minute_of(local timestamp)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(date_part('epoch', local - timestamp '1970-01-05') / 604800) * 2400
    + least(floor(date_part('epoch', local - timestamp '1970-01-05') / 86400)
        - 7 * floor(date_part('epoch', local - timestamp '1970-01-05') / 604800), 5) * 480
    + CASE WHEN floor(date_part('epoch', local - timestamp '1970-01-05') / 86400)
        - 7 * floor(date_part('epoch', local - timestamp '1970-01-05') / 604800) < 5
      THEN least(greatest(date_part('epoch', local - date_trunc('day', local)) / 60 - 540, 0), 480)
      ELSE 0 END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION working_minutes(started timestamptz, finished timestamptz, zone text)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN finished > started
    THEN working_minute_of(finished AT TIME ZONE zone) - working_minute_of(started AT TIME ZONE zone)
    ELSE 0 END::double precision
$$;
