CREATE TABLE "consent_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"consent_text_id" uuid NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text,
	CONSTRAINT "consent_acceptances_user_text_key" UNIQUE("user_id","consent_text_id")
);
--> statement-breakpoint
CREATE TABLE "consent_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"body_en" text NOT NULL,
	"body_pl" text NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_texts_kind_version_key" UNIQUE("kind","version")
);
--> statement-breakpoint
CREATE TABLE "content_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"company_id" uuid,
	"owner_id" text,
	"excerpt" text NOT NULL,
	"reason" text NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone NOT NULL,
	"restored_by" text,
	"restored_at" timestamp with time zone,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_entries" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_acceptances" ADD CONSTRAINT "consent_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_acceptances" ADD CONSTRAINT "consent_acceptances_consent_text_id_consent_texts_id_fk" FOREIGN KEY ("consent_text_id") REFERENCES "public"."consent_texts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_texts" ADD CONSTRAINT "consent_texts_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_removals" ADD CONSTRAINT "content_removals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_removals" ADD CONSTRAINT "content_removals_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_removals" ADD CONSTRAINT "content_removals_restored_by_users_id_fk" FOREIGN KEY ("restored_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_acceptances_text_idx" ON "consent_acceptances" USING btree ("consent_text_id","accepted_at");--> statement-breakpoint
CREATE INDEX "content_removals_removed_idx" ON "content_removals" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "content_removals_content_idx" ON "content_removals" USING btree ("kind","content_id");