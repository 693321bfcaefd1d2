-- Packages get a stable code and a yearly price; `price` is the monthly price (docs/decisions/0031-one-price-catalogue.md).
-- Existing rows: the code is the name as a slug (Turkish letters folded, other characters to '-'), a
-- repeated slug gets the id's first 8 characters; a monthly package's yearly price is ten months (two
-- months free), a yearly package's price becomes its yearly price and a twelfth of it the monthly price;
-- one popular package is left, the one changed last.
ALTER TABLE "packages" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "yearly_price" integer;--> statement-breakpoint
WITH "slugs" AS (
	SELECT "id", coalesce(nullif(trim(both '-' from regexp_replace(lower(translate("name", 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')), '[^a-z0-9]+', '-', 'g')), ''), 'paket') AS "slug"
	FROM "packages"
), "ranked" AS (
	SELECT "id", left("slug", 31) AS "slug", row_number() OVER (PARTITION BY left("slug", 31) ORDER BY "id") AS "n" FROM "slugs"
)
UPDATE "packages" SET "code" = CASE WHEN "ranked"."n" = 1 THEN "ranked"."slug" ELSE "ranked"."slug" || '-' || lower(left(regexp_replace("packages"."id", '[^a-zA-Z0-9]', '', 'g'), 8)) END
FROM "ranked" WHERE "ranked"."id" = "packages"."id";--> statement-breakpoint
UPDATE "packages" SET "yearly_price" = "price", "price" = round("price" / 12.0) WHERE "billing_period" = 'yearly';--> statement-breakpoint
UPDATE "packages" SET "yearly_price" = "price" * 10 WHERE "yearly_price" IS NULL;--> statement-breakpoint
UPDATE "packages" SET "is_popular" = false WHERE "is_popular" AND "id" <> (SELECT "id" FROM "packages" WHERE "is_popular" ORDER BY "updated_at" DESC, "id" DESC LIMIT 1);--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "yearly_price" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "packages_code_unique" ON "packages" USING btree ("code");--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "billing_period";--> statement-breakpoint
-- Website requests name a catalogue package by code: the request form's older keys map onto it.
UPDATE "website_requests" SET "selected_package" = CASE "selected_package" WHEN 'basic' THEN 'launch' WHEN 'professional' THEN 'scale' WHEN 'premium' THEN 'vision' ELSE "selected_package" END WHERE "selected_package" IN ('basic', 'professional', 'premium');
