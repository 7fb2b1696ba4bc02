CREATE TABLE "claim_lines" (
	"claim_id" integer NOT NULL REFERENCES "claims"("id") ON DELETE cascade,
	"order_item_id" integer NOT NULL REFERENCES "order_items"("id"),
	"quantity" integer NOT NULL,
	"approved_quantity" integer,
	CONSTRAINT "claim_lines_pk" PRIMARY KEY ("claim_id", "order_item_id"),
	CONSTRAINT "claim_lines_quantity" CHECK ("claim_lines"."quantity" > 0),
	CONSTRAINT "claim_lines_approved" CHECK ("claim_lines"."approved_quantity" between 0 and "claim_lines"."quantity")
);--> statement-breakpoint
CREATE INDEX "claim_lines_item_idx" ON "claim_lines" USING btree ("order_item_id");--> statement-breakpoint
INSERT INTO "claim_lines" ("claim_id", "order_item_id", "quantity")
	SELECT c."id", c."order_item_id", coalesce(c."quantity", oi."quantity") FROM "claims" c JOIN "order_items" oi ON oi."id" = c."order_item_id";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "escalation_note" text;--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" USING btree ("order_id");
