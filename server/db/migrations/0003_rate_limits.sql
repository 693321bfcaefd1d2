CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_parent_idx" ON "refresh_tokens" USING btree ("parent_id");