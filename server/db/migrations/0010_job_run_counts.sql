ALTER TABLE "job_runs" ADD COLUMN "items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;