CREATE TABLE "site_domains" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"certificate_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_domain_unique" ON "site_domains" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_website_unique" ON "site_domains" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "site_domains_state_idx" ON "site_domains" USING btree ("state");