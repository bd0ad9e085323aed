CREATE TABLE "mailing_company_suppressions" (
	"email" text NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "mailing_company_suppressions_email_company_id_pk" PRIMARY KEY("email","company_id")
);
--> statement-breakpoint
ALTER TABLE "mailing_company_suppressions" ADD CONSTRAINT "mailing_company_suppressions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;