CREATE TABLE "provider_pending_identities" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_sign_in_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"browser_key_hash" text NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_pending_identities" ADD CONSTRAINT "provider_pending_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_pending_identities_expires_idx" ON "provider_pending_identities" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "provider_sign_in_flows_expires_idx" ON "provider_sign_in_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_provider_account_idx" ON "credentials" USING btree ("provider_id","account_id");