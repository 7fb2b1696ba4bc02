ALTER TABLE "users" ADD COLUMN "login_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_into" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_login_phone_unique" UNIQUE("login_phone");--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_ip_idx" ON "phone_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE TABLE "sandbox_sms" (
	"id" text PRIMARY KEY NOT NULL,
	"api_id" text NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"sender" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
