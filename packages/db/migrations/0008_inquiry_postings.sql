CREATE TABLE "inquiry_postings" (
	"term" text NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"visible_until" timestamp with time zone NOT NULL,
	"city" text,
	CONSTRAINT "inquiry_postings_term_inquiry_id_pk" PRIMARY KEY("term","inquiry_id")
);
--> statement-breakpoint
ALTER TABLE "inquiry_postings" ADD CONSTRAINT "inquiry_postings_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_postings_inquiry_idx" ON "inquiry_postings" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_postings_newest_idx" ON "inquiry_postings" USING btree ("term","created_at" DESC NULLS LAST,"inquiry_id","visible_until","city");--> statement-breakpoint
CREATE INDEX "inquiry_postings_city_idx" ON "inquiry_postings" USING btree ("term","city","created_at" DESC NULLS LAST,"inquiry_id","visible_until");