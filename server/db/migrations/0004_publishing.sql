CREATE TABLE "form_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"form" text NOT NULL,
	"value" jsonb,
	"revision" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_sites" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"slug" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"html" text NOT NULL,
	"etag" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"day" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"device" text DEFAULT 'desktop' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"id" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "preview_sessions_expires_idx";--> statement-breakpoint
ALTER TABLE "preview_sessions" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "preview_sessions" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "preview_sessions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_sites" ADD CONSTRAINT "published_sites_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_drafts_user_form_unique" ON "form_drafts" USING btree ("user_id","form");--> statement-breakpoint
CREATE UNIQUE INDEX "published_sites_website_unique" ON "published_sites" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "published_sites_slug_unique" ON "published_sites" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "published_sites_domain_unique" ON "published_sites" USING btree (lower("domain")) WHERE "published_sites"."domain" is not null and "published_sites"."domain" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "site_visits_visitor_unique" ON "site_visits" USING btree ("website_id","day","visitor_hash");--> statement-breakpoint
CREATE INDEX "site_visits_day_idx" ON "site_visits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "preview_sessions_expires_at_idx" ON "preview_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "preview_sessions_website_idx" ON "preview_sessions" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "websites_slug_unique" ON "websites" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "preview_sessions" DROP COLUMN "deleted_at";