-- Decision 0511. E-mail addresses are unique per firm, not across the platform, so a clash is only ever
-- reported inside the caller's own firm; sign-in and reset by e-mail alone keep an index on the address.
DROP INDEX "users_email";--> statement-breakpoint
CREATE UNIQUE INDEX "users_firm_email" ON "users" USING btree ("firm_id",lower("email"));--> statement-breakpoint
CREATE INDEX "users_email_lookup" ON "users" USING btree (lower("email"));--> statement-breakpoint
-- Idempotency keys belong to the user who sent them. Replays recorded before this cannot say whose they
-- were, so they go (at worst a retry within the window runs again, as without a key).
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_firm_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "user_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_firm_id_user_id_key_pk" PRIMARY KEY("firm_id","user_id","key");--> statement-breakpoint
-- Each e-mail names the user it went to, so the outbox shows it only to who may administer them. Earlier
-- messages are matched to their recipient by address within the firm; any left over stay unlinked.
ALTER TABLE "outbox_messages" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "outbox_messages" AS m SET "user_id" = u."id" FROM "users" AS u
  WHERE u."firm_id" = m."firm_id" AND lower(u."email") = lower(m."recipient");
