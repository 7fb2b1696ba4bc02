ALTER TABLE "users" ADD COLUMN "is_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shown_to_upline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cmp" text;--> statement-breakpoint
CREATE TABLE "link_opens" (
	"id" serial PRIMARY KEY NOT NULL,
	"showcase_id" integer NOT NULL REFERENCES "showcases"("id"),
	"ref_code" text DEFAULT '' NOT NULL,
	"cmp" text NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "link_opens_once_idx" ON "link_opens" USING btree ("showcase_id","ref_code","cmp","visitor","day");--> statement-breakpoint
CREATE INDEX "link_opens_showcase_idx" ON "link_opens" USING btree ("showcase_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_showcase_cmp_idx" ON "orders" USING btree ("showcase_id","cmp") WHERE "cmp" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "is_agent" = true WHERE "id" IN (SELECT "user_id" FROM "agent_requests" WHERE "status" = 'approved');
