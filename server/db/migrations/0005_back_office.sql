CREATE TABLE "thread_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"thread_kind" text NOT NULL,
	"thread_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"author_id" text,
	"author_role" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_trail" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"actor_email" text DEFAULT '' NOT NULL,
	"ip_address" text,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "account_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_used_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "thread_replies" ADD CONSTRAINT "thread_replies_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_replies" ADD CONSTRAINT "thread_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_credentials" ADD CONSTRAINT "two_factor_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_replies_thread_id_idx" ON "thread_replies" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "thread_replies_customer_id_idx" ON "thread_replies" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "thread_replies_created_at_idx" ON "thread_replies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "thread_replies_search_trgm" ON "thread_replies" USING gin (translate(coalesce("body", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_trail_at_idx" ON "audit_trail" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_trail_record_id_idx" ON "audit_trail" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "audit_trail_resource_idx" ON "audit_trail" USING btree ("resource");--> statement-breakpoint
CREATE INDEX "audit_trail_actor_id_idx" ON "audit_trail" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_trail_search_trgm" ON "audit_trail" USING gin (translate(coalesce("actor_name", '') || chr(1) || coalesce("actor_email", '') || chr(1) || coalesce("record_id", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû') gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "account_invitations_token_unique" ON "account_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_invitations_user_id_idx" ON "account_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_credentials_user_unique" ON "two_factor_credentials" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_subscription_idx" ON "users" USING btree ("subscription");--> statement-breakpoint
-- The audit trail is append-only (docs/rules/activity-and-audit.md#never-pruned): the database itself
-- refuses to change or delete a row, whoever asks. Drizzle's snapshot does not model triggers.
CREATE FUNCTION "audit_trail_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_trail is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_trail_append_only" BEFORE UPDATE OR DELETE ON "audit_trail" FOR EACH ROW EXECUTE FUNCTION "audit_trail_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_trail_append_only_truncate" BEFORE TRUNCATE ON "audit_trail" FOR EACH STATEMENT EXECUTE FUNCTION "audit_trail_refuse_change"();