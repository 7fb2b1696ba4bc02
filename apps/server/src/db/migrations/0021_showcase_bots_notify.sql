ALTER TABLE "showcases" ADD COLUMN "bot_token" text;--> statement-breakpoint
ALTER TABLE "showcase_admins" ADD COLUMN "notify_by_bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "showcase_id" integer REFERENCES "showcases"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "bot_state" text;--> statement-breakpoint
CREATE INDEX "notifications_bot_pending_idx" ON "notifications" USING btree ("id") WHERE "bot_state" = 'pending';--> statement-breakpoint
CREATE TABLE "bot_updates" (
	"messenger" text NOT NULL,
	"showcase_id" integer NOT NULL REFERENCES "showcases"("id") ON DELETE cascade,
	"update_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_updates_pk" PRIMARY KEY("messenger","showcase_id","update_key")
);--> statement-breakpoint
CREATE INDEX "bot_updates_created_idx" ON "bot_updates" USING btree ("created_at");
