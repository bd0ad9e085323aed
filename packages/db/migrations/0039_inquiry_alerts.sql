CREATE TABLE "inquiry_alert_choices" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"alerts" text DEFAULT 'team' NOT NULL,
	"services" text[],
	"cities" text[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_alert_scopes" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"anywhere" boolean DEFAULT false NOT NULL,
	"team_on" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_alerts_sent" (
	"inquiry_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_alerts_sent_inquiry_id_user_id_pk" PRIMARY KEY("inquiry_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "inquiry_alert_choices" ADD CONSTRAINT "inquiry_alert_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_alert_choices" ADD CONSTRAINT "inquiry_alert_choices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_alert_scopes" ADD CONSTRAINT "inquiry_alert_scopes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_alert_scopes" ADD CONSTRAINT "inquiry_alert_scopes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_alerts_sent" ADD CONSTRAINT "inquiry_alerts_sent_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_alerts_sent" ADD CONSTRAINT "inquiry_alerts_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_alert_choices_company_idx" ON "inquiry_alert_choices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "inquiry_alerts_sent_user_idx" ON "inquiry_alerts_sent" USING btree ("user_id");