CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"rep_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"message" text NOT NULL,
	"price_min" integer NOT NULL,
	"price_max" integer,
	"currency" text NOT NULL,
	"timeline_days" integer NOT NULL,
	"scope" text NOT NULL,
	"payment_terms" text NOT NULL,
	"valid_until" date NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"services" text[] NOT NULL,
	"description" text NOT NULL,
	"budget_min" integer,
	"budget_max" integer,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"city" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"visible_until" timestamp with time zone NOT NULL,
	"application_count" integer DEFAULT 0 NOT NULL,
	"digested_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_targets" (
	"inquiry_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "inquiry_targets_inquiry_id_company_id_pk" PRIMARY KEY("inquiry_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"inquiry_id" uuid,
	"source" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"rep_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_company_client_inquiry_key" UNIQUE NULLS NOT DISTINCT("company_id","client_id","inquiry_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mailing_unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rep_id_users_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_targets" ADD CONSTRAINT "inquiry_targets_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_targets" ADD CONSTRAINT "inquiry_targets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_rep_id_users_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_inquiry_rep_idx" ON "applications" USING btree ("inquiry_id","rep_id");--> statement-breakpoint
CREATE INDEX "applications_company_idx" ON "applications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_rep_idx" ON "applications" USING btree ("rep_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_client_idx" ON "inquiries" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_open_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "inquiries"."state" = 'open';--> statement-breakpoint
CREATE INDEX "inquiries_services_idx" ON "inquiries" USING gin ("services");--> statement-breakpoint
CREATE INDEX "inquiries_undigested_idx" ON "inquiries" USING btree ("created_at") WHERE "inquiries"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "inquiry_targets_company_idx" ON "inquiry_targets" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "leads_company_idx" ON "leads" USING btree ("company_id","updated_at");