CREATE SCHEMA "file_store";
--> statement-breakpoint
CREATE TABLE "file_store"."chunks" (
	"file_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "file_store"."files" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"sha256" text DEFAULT '' NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_store"."chunks" ADD CONSTRAINT "chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "file_store"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_idx" ON "file_store"."files" USING btree ("key") WHERE "file_store"."files"."complete";--> statement-breakpoint
CREATE INDEX "files_unfinished_idx" ON "file_store"."files" USING btree ("created_at") WHERE not "file_store"."files"."complete";--> statement-breakpoint
-- Photos and gzip backups are compressed already: stored as they are, without a compression attempt.
ALTER TABLE "file_store"."chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;