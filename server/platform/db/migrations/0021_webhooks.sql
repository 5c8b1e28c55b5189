CREATE TABLE "webhook_configs" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"events" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"kind" text NOT NULL,
	"event_id" text DEFAULT keel_id() NOT NULL,
	"event_type" text NOT NULL,
	"account_id" text,
	"sequence" bigint DEFAULT 0 NOT NULL,
	"queue_order" bigint GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_queue_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payload" jsonb NOT NULL,
	"body" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"url" text,
	"last_attempt_at" timestamp with time zone,
	"last_response_code" integer,
	"last_response_body" text,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"replay_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_sequences" (
	"firm_id" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" text NOT NULL,
	"last_sequence" bigint NOT NULL,
	CONSTRAINT "webhook_sequences_firm_id_kind_account_id_pk" PRIMARY KEY("firm_id","kind","account_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_configs_firm_kind" ON "webhook_configs" USING btree ("firm_id","kind");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_firm_created" ON "webhook_deliveries" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status IN ('Pending', 'Retrying');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_account_open" ON "webhook_deliveries" USING btree ("firm_id","kind","account_id","queue_order") WHERE status IN ('Pending', 'Retrying');
