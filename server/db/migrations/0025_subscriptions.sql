CREATE TABLE "payment_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"token" text,
	"invoice_id" text NOT NULL,
	"user_id" text,
	"amount_kurus" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway_payment_id" text,
	"gateway_transaction_id" text,
	"payment_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"package_id" text,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"renewal_invoice_id" text,
	"credit_kurus" integer DEFAULT 0 NOT NULL,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_renewal_invoice_id_invoices_id_fk" FOREIGN KEY ("renewal_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_token_unique" ON "payment_checkouts" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_gateway_payment_unique" ON "payment_checkouts" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_invoice_id_idx" ON "payment_checkouts" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_status_idx" ON "payment_checkouts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_unique" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "subscriptions_current_period_end_idx" ON "subscriptions" USING btree ("current_period_end");