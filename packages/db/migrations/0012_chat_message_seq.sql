ALTER TABLE "chat_messages" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_chat_seq_idx" ON "chat_messages" USING btree ("chat_id","seq");