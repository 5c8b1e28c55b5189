CREATE TABLE "notifications" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"notification_type" text NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"client_id" text,
	"account_id" text,
	"summary" text NOT NULL,
	"link" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_note" text,
	"assigned_to" text,
	"snoozed_until" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_actions" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"notification_id" text NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"assigned_to" text,
	"snoozed_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"client_id" text NOT NULL,
	"account_id" text,
	"event_type" text NOT NULL,
	"note" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_actions" ADD CONSTRAINT "notification_actions_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_live_key" ON "notifications" USING btree ("firm_id","notification_type","key") WHERE closed_at IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_firm_status_type" ON "notifications" USING btree ("firm_id","status","notification_type","since");--> statement-breakpoint
CREATE INDEX "notifications_firm_client" ON "notifications" USING btree ("firm_id","client_id");--> statement-breakpoint
CREATE INDEX "notifications_firm_assigned" ON "notifications" USING btree ("firm_id","assigned_to");--> statement-breakpoint
CREATE INDEX "notification_actions_notification" ON "notification_actions" USING btree ("notification_id","created_at");--> statement-breakpoint
CREATE INDEX "events_firm_client" ON "events" USING btree ("firm_id","client_id","occurred_at");
