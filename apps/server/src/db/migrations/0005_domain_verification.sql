-- Custom domains resolve only once ownership is proven (DNS TXT record or operator approval). Every existing
-- domain starts unverified: any seller could type one in before, so none is trusted until proven. Of domains equal
-- but for case the oldest showcase keeps it. The token only names the showcase in the record (DNS control is the proof).
UPDATE "showcases" s SET "domain" = NULL WHERE "domain" IS NOT NULL AND EXISTS (SELECT 1 FROM "showcases" o WHERE o."id" < s."id" AND lower(trim(trailing '.' from o."domain")) = lower(trim(trailing '.' from s."domain")));--> statement-breakpoint
UPDATE "showcases" SET "domain" = lower(trim(trailing '.' from "domain")) WHERE "domain" IS NOT NULL;--> statement-breakpoint
UPDATE "showcases" SET "domain" = NULL WHERE "domain" = '';--> statement-breakpoint
ALTER TABLE "showcases" ADD COLUMN "domain_token" text;--> statement-breakpoint
ALTER TABLE "showcases" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "showcases" ADD COLUMN "domain_verified_via" text;--> statement-breakpoint
ALTER TABLE "showcases" ADD COLUMN "domain_verified_by" integer;--> statement-breakpoint
ALTER TABLE "showcases" ADD COLUMN "domain_verify_reason" text;--> statement-breakpoint
UPDATE "showcases" SET "domain_token" = md5(random()::text || clock_timestamp()::text || "id"::text) WHERE "domain" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "showcases" ADD CONSTRAINT "showcases_domain_verified_by_users_id_fk" FOREIGN KEY ("domain_verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcases" ADD CONSTRAINT "showcases_domain_normalised" CHECK ("showcases"."domain" = lower("showcases"."domain"));--> statement-breakpoint
ALTER TABLE "showcases" ADD CONSTRAINT "showcases_domain_verified" CHECK ("showcases"."domain_verified_at" is null or ("showcases"."domain" is not null and "showcases"."domain_verified_via" is not null));--> statement-breakpoint
CREATE UNIQUE INDEX "showcases_domain_lower_idx" ON "showcases" USING btree (lower("domain"));
