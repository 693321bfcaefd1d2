CREATE TABLE "site_page_views" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"day" text NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_page_views" ADD CONSTRAINT "site_page_views_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_page_views_page_day_unique" ON "site_page_views" USING btree ("website_id","day","path");