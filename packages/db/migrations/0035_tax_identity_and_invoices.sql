CREATE TABLE "company_tax_identities" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"legal_name" text NOT NULL,
	"nip" text,
	"regon" text,
	"krs" text,
	"vat_number" text,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"vat_check" text DEFAULT 'not_applicable' NOT NULL,
	"vat_checked_at" timestamp with time zone,
	"vat_check_name" text,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_series_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"company_id" uuid,
	"payment_id" uuid,
	"stripe_reference" text,
	"corrects_invoice_id" uuid,
	"currency" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"language" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document" jsonb NOT NULL,
	"ksef_state" text DEFAULT 'waiting' NOT NULL,
	"ksef_number" text,
	"ksef_reference" text,
	"ksef_session_reference" text,
	"ksef_error" text,
	"ksef_upo" text,
	"ksef_invoice_hash" text,
	"ksef_attempts" integer DEFAULT 0 NOT NULL,
	"ksef_sent_at" timestamp with time zone,
	"ksef_decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "net_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vat_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "company_tax_identities" ADD CONSTRAINT "company_tax_identities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_invoices_id_fk" FOREIGN KEY ("corrects_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_stripe_reference_idx" ON "invoices" USING btree ("stripe_reference","series") WHERE "invoices"."stripe_reference" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_ksef_state_idx" ON "invoices" USING btree ("ksef_state");