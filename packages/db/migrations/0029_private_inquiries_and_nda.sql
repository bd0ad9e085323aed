CREATE TABLE "inquiry_nda_acceptances" (
	"inquiry_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"person_name" text NOT NULL,
	"ip" text,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_nda_acceptances_inquiry_id_company_id_pk" PRIMARY KEY("inquiry_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "nda_terms" text;--> statement-breakpoint
ALTER TABLE "inquiry_nda_acceptances" ADD CONSTRAINT "inquiry_nda_acceptances_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_nda_acceptances" ADD CONSTRAINT "inquiry_nda_acceptances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_nda_acceptances" ADD CONSTRAINT "inquiry_nda_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;