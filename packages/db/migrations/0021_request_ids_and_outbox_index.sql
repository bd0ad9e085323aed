ALTER TABLE "jobs" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "mail_messages_waiting_idx" ON "mail_messages" USING btree ("status") WHERE status in ('queued', 'failed');