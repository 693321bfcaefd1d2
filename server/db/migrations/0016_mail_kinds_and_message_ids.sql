ALTER TABLE "outgoing_mail" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "message_id" text;