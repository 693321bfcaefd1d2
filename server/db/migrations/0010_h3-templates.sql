ALTER TABLE "email_templates" ADD COLUMN "key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "customized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("name", '') || chr(1) || coalesce("subject", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_key_unique" ON "email_templates" USING btree ("key") WHERE "email_templates"."key" is not null and "email_templates"."key" <> '';--> statement-breakpoint
CREATE INDEX "email_templates_type_idx" ON "email_templates" USING btree ("type");--> statement-breakpoint
CREATE INDEX "email_templates_created_at_idx" ON "email_templates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_templates_search_trgm" ON "email_templates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outgoing_mail_status_idx" ON "outgoing_mail" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_mail_ref_unique" ON "outgoing_mail" USING btree ("ref") WHERE "outgoing_mail"."ref" is not null and "outgoing_mail"."ref" <> '';