CREATE TABLE "ended_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "clients_firm_post_code" ON "clients" USING btree ("firm_id",("profile" -> 'addressDetail' ->> 'postCode'));--> statement-breakpoint
CREATE INDEX "oidc_payloads_account" ON "oidc_payloads" USING btree (("payload" ->> 'accountId'));--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "mfa_secret";