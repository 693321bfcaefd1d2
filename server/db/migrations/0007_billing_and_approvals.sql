CREATE TABLE "invoice_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempted_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"id" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "package_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_rate" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "subtotal_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "pending_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "reviewer_id" text;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("user_name", '') || chr(1) || coalesce("user_email", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_reminders_invoice_idx" ON "invoice_reminders" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_reminders_claimed_at_idx" ON "invoice_reminders" USING btree ("claimed_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_due_date_idx" ON "invoices" USING btree ("due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_pending_unique" ON "approval_requests" USING btree ("pending_key") WHERE "approval_requests"."pending_key" is not null and "approval_requests"."pending_key" <> '';--> statement-breakpoint
CREATE INDEX "approval_requests_type_idx" ON "approval_requests" USING btree ("type");--> statement-breakpoint
CREATE INDEX "approval_requests_created_at_idx" ON "approval_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_search_trgm" ON "approval_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_package_idx" ON "users" USING btree ("package_id");--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "subscriber_count";--> statement-breakpoint
-- Invoices issued before lines and KDV existed: one line of their net amount, KDV 20 % on top.
UPDATE "invoices" SET
	"lines" = jsonb_build_array(jsonb_build_object('description', coalesce("description", "subscription", 'Hizmet bedeli'), 'quantity', 1, 'unitPriceKurus', "amount" * 100)),
	"subtotal_kurus" = "amount" * 100,
	"tax_kurus" = "amount" * 20,
	"total_kurus" = "amount" * 120
WHERE "lines" = '[]'::jsonb;
