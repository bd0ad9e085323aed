CREATE TABLE "inquiry_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"application_id" uuid,
	"uploader_id" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "removed_file_keys" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_attachments_inquiry_idx" ON "inquiry_attachments" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_attachments_application_idx" ON "inquiry_attachments" USING btree ("application_id");--> statement-breakpoint
-- Every deleted attachment row leaves its storage key for the sweep job, whatever deleted it (the author, an
-- admin's purge, an account's erasure, by cascade), so no stored object outlives its row.
CREATE FUNCTION "inquiry_attachments_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "removed_file_keys" ("storage_key") VALUES (OLD."storage_key") ON CONFLICT DO NOTHING;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inquiry_attachments_removed" AFTER DELETE ON "inquiry_attachments"
  FOR EACH ROW EXECUTE FUNCTION "inquiry_attachments_removed"();
