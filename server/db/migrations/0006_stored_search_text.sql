DROP INDEX "invoices_search_trgm";--> statement-breakpoint
DROP INDEX "thread_replies_search_trgm";--> statement-breakpoint
DROP INDEX "website_requests_search_trgm";--> statement-breakpoint
DROP INDEX "activity_log_search_trgm";--> statement-breakpoint
DROP INDEX "audit_trail_search_trgm";--> statement-breakpoint
DROP INDEX "users_search_trgm";--> statement-breakpoint
DROP INDEX "websites_search_trgm";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("number", '') || chr(1) || coalesce("customer_name", '') || chr(1) || coalesce("customer_email", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("title", '') || chr(1) || coalesce("message", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("to_address", '') || chr(1) || coalesce("subject", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("title", '') || chr(1) || coalesce("description", '') || chr(1) || coalesce("website", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("title", '') || chr(1) || coalesce("description", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "thread_replies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("body", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "website_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("website_name", '') || chr(1) || coalesce("email", '') || chr(1) || coalesce("company_name", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("user", '') || chr(1) || coalesce("user_email", '') || chr(1) || coalesce("action", '') || chr(1) || coalesce("details", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "audit_trail" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("actor_name", '') || chr(1) || coalesce("actor_email", '') || chr(1) || coalesce("record_id", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("name", '') || chr(1) || coalesce("description", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("name", '') || chr(1) || coalesce("email", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("original_name", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce("name", '') || chr(1) || coalesce("domain", '') || chr(1) || coalesce("owner_email", ''), 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû')) STORED;--> statement-breakpoint
CREATE INDEX "notifications_search_trgm" ON "notifications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outgoing_mail_search_trgm" ON "outgoing_mail" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_requests_search_trgm" ON "customer_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_tickets_search_trgm" ON "support_tickets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_search_trgm" ON "packages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "uploads_search_trgm" ON "uploads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_trgm" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "thread_replies_search_trgm" ON "thread_replies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "website_requests_search_trgm" ON "website_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_log_search_trgm" ON "activity_log" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_trail_search_trgm" ON "audit_trail" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "websites_search_trgm" ON "websites" USING gin ("search_text" gin_trgm_ops);