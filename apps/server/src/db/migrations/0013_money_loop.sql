ALTER TABLE "products" ADD COLUMN "vat_rate" text DEFAULT '22' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate" CHECK ("products"."vat_rate" in ('none', '0', '5', '7', '10', '20', '22'));--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate" text DEFAULT '22' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_returned" CHECK ("order_items"."returned_quantity" between 0 and "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "capture" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_value" text DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"payment_id" integer NOT NULL REFERENCES "payments"("id"),
	"claim_id" integer REFERENCES "claims"("id"),
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text UNIQUE,
	"idempotence_key" text NOT NULL UNIQUE,
	"receipt" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_unsent_idx" ON "refunds" USING btree ("id") WHERE "provider_refund_id" is null and "status" = 'pending';--> statement-breakpoint
CREATE TABLE "payout_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"kind" text NOT NULL,
	"bank_id" text,
	"sealed" text NOT NULL,
	"masked" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_destinations_kind" CHECK ("payout_destinations"."kind" in ('card', 'sbp', 'yoomoney'))
);--> statement-breakpoint
CREATE INDEX "payout_destinations_user_idx" ON "payout_destinations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "showcase_id" integer REFERENCES "showcases"("id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "destination_id" integer REFERENCES "payout_destinations"("id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "provider_payout_id" text UNIQUE;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_idempotence_key" text UNIQUE;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_status" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_error" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "paid_reference" text;--> statement-breakpoint
CREATE TABLE "fund_topups" (
	"id" serial PRIMARY KEY NOT NULL,
	"showcase_id" integer NOT NULL REFERENCES "showcases"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_payment_id" text UNIQUE,
	"idempotence_key" text NOT NULL UNIQUE,
	"confirmation_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_topups_amount_positive" CHECK ("fund_topups"."amount" > 0)
);--> statement-breakpoint
CREATE INDEX "fund_topups_showcase_idx" ON "fund_topups" USING btree ("showcase_id", "created_at");--> statement-breakpoint
CREATE TABLE "money_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"showcase_id" integer REFERENCES "showcases"("id"),
	"actor_id" integer REFERENCES "users"("id"),
	"action" text NOT NULL,
	"amount" bigint NOT NULL,
	"account_id" integer REFERENCES "bonus_accounts"("id"),
	"counterpart_id" integer REFERENCES "users"("id"),
	"reason" text DEFAULT '' NOT NULL,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "money_audit_showcase_idx" ON "money_audit" USING btree ("showcase_id", "created_at");--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"payment_id" text NOT NULL REFERENCES "sandbox_payments"("id"),
	"amount_value" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"receipt" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotence_idx" ON "sandbox_refunds" USING btree ("shop_id", "idempotence_key");--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"amount_value" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"destination" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cancellation" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payouts_idempotence_idx" ON "sandbox_payouts" USING btree ("shop_id", "idempotence_key");
