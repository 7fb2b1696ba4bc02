ALTER TABLE "users" ADD COLUMN "max_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_max_id_unique" UNIQUE("max_id");--> statement-breakpoint
ALTER TABLE "showcases" ADD COLUMN "max_bot_token" text;--> statement-breakpoint
ALTER TABLE "showcases" ADD COLUMN "max_bot_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "identity_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "identity_link_codes_user_idx" ON "identity_link_codes" USING btree ("user_id");
