ALTER TABLE "orders" ADD COLUMN "delivery_price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_choice" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_price_nonnegative" CHECK ("orders"."delivery_price" >= 0);--> statement-breakpoint
ALTER TABLE "showcases" ADD COLUMN "courier_settings" jsonb;--> statement-breakpoint
CREATE TABLE "shipments" (
	"order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"provider" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_uuid" text,
	"track_number" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_state" CHECK ("shipments"."state" in ('pending', 'created', 'failed', 'cancelled')),
	CONSTRAINT "shipments_provider" CHECK ("shipments"."provider" in ('cdek', 'seller'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_provider_uuid_idx" ON "shipments" USING btree ("provider", "provider_uuid");--> statement-breakpoint
CREATE INDEX "shipments_due_idx" ON "shipments" USING btree ("next_attempt_at") WHERE "state" = 'pending';--> statement-breakpoint
CREATE TABLE "cdek_sandbox_orders" (
	"uuid" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"number" text NOT NULL,
	"cdek_number" text NOT NULL UNIQUE,
	"request" jsonb NOT NULL,
	"city" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"shift_ms" bigint DEFAULT 0 NOT NULL,
	"notified_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "cdek_sandbox_orders_number_idx" ON "cdek_sandbox_orders" USING btree ("account", "number");--> statement-breakpoint
CREATE TABLE "cdek_sandbox_webhooks" (
	"uuid" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "cdek_sandbox_webhooks_url_idx" ON "cdek_sandbox_webhooks" USING btree ("account", "type", "url");
