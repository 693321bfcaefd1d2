CREATE TABLE "form_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"service" text NOT NULL,
	"preferred_date" text NOT NULL,
	"preferred_time" text NOT NULL,
	"page" text NOT NULL,
	"language" text NOT NULL,
	"confirm_token_hash" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(coalesce("name", '') || chr(1) || coalesce("email", '') || chr(1) || coalesce("message", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_website_id_idx" ON "form_submissions" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_search_trgm" ON "form_submissions" USING gin ("search_text" gin_trgm_ops);